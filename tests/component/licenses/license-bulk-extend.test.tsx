// The licence list's bulk 延長 (the licenseLifecycle extension): the selection extended by the
// same period, with a result per licence (a licence the server will not extend is skipped with its
// reason); on a contract-only server the list offers no such action.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { tables } from '../../../src/mocks/db.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { renderLicenseList, rowOf } from './support.tsx';

configure({ asyncUtilTimeout: 5000 });

const DAY = 86_400_000;

describe('bulk 延長 on the licence list', () => {
  it('extends every selected licence by 30 days, and skips one it cannot extend with its reason', async () => {
    const { user } = await renderLicenseList();
    const page = (await callApi('listLicenses', { query: { page: 1, pageSize: 10 } })).licenses;
    const extendable = page.find((l) => l.status === 'ACTIVE' && l.expiresAt !== null)!;
    const refused = page.find((l) => l.status === 'REVOKED' || l.expiresAt === null)!;
    expect([extendable, refused].every(Boolean)).toBe(true);
    const before = Date.parse(extendable.expiresAt!);
    for (const l of [extendable, refused])
      await user.click(within(await rowOf(l.key)).getByRole('checkbox', { name: `${l.key} を選択` }));
    const bar = await screen.findByRole('region', { name: '一括操作' });
    await user.click(within(bar).getByRole('button', { name: '30日延長' }));
    const confirm = await screen.findByRole('dialog', { name: '一括操作の確認' });
    await user.click(within(confirm).getByRole('button', { name: '30日延長' }));
    const results = await screen.findByRole('dialog', { name: /^一括操作の結果/ });
    const table = await within(results).findByRole('table', { name: '一括操作の結果一覧' });
    await waitFor(() => expect(within(table).getByText(extendable.key).closest('tr')).toHaveTextContent('完了'));
    const reason =
      refused.status === 'REVOKED'
        ? '無効化されたライセンスは延長できません。先に有効化してください。'
        : '無期限のライセンスは延長できません';
    expect(within(table).getByText(refused.key).closest('tr')).toHaveTextContent(reason);
    const after = Date.parse(tables.licenses.get(extendable.id)!.expiresAt!);
    expect(Math.round((after - Math.max(before, Date.now())) / DAY)).toBe(30);
  });

  it('is not offered on a server without the licence lifecycle', async () => {
    configureMock({ profile: 'spec' });
    const { user } = await renderLicenseList();
    const first = (await screen.findAllByRole('checkbox', { name: /を選択$/ }))[1]!;
    await user.click(first);
    const bar = await screen.findByRole('region', { name: '一括操作' });
    expect(within(bar).getByRole('button', { name: '無効化' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: '30日延長' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: '1年延長' })).toBeNull();
  });
});
