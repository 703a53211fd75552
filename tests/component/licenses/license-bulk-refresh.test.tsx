// A bulk action refreshes exactly what the single action does: re-activating a
// licence uses a slot of the quota, so the new-licence form's 利用可能枠 must be read again after
// a bulk re-activation on the licence list just as after a single one. Both screens are mounted
// side by side on one query cache, against the msw/node mock.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LicenseCreateScreen } from '../../../src/screens/licenses/license-create-screen.tsx';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { callApi } from '../../support/api.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellTexts, dataRows, rowOf } from './support.tsx';

configure({ asyncUtilTimeout: 5000 });

async function availableSlots(): Promise<number> {
  const owner = await callApi('getMyOwner', {});
  if (!owner.exists) throw new Error('the demo scenario has an owner');
  return (await callApi('getQuota', { params: { id: owner.owner_id } })).license_quota_available;
}

/** The list and the new-licence form on one cache, the list filtered to one REVOKED licence. */
async function renderListBesideForm() {
  const account = await signInAs('admin');
  const { licenses } = await callApi('listLicenses', { query: { status: 'REVOKED', page: 1, pageSize: 1 } });
  const target = licenses[0]!;
  const before = await availableSlots();
  const view = renderScreen(
    <>
      <LicenseListScreen />
      <LicenseCreateScreen />
    </>,
    { path: `/licenses?q=${encodeURIComponent(target.key)}`, user: account },
  );
  await waitFor(async () => expect((await dataRows()).map((r) => cellTexts(r)[0])).toEqual([target.key]));
  const shown = () =>
    within(screen.getByRole('region', { name: 'ライセンス枠' })).getByText('利用可能枠', { selector: 'dt' })
      .nextElementSibling;
  await waitFor(() => expect(shown()).toHaveTextContent(String(before)));
  return { ...view, target, before, shown };
}

describe('Licence list: a re-activation reads the quota figures again', () => {
  it('after a single activation, 利用可能枠 shows one slot less', async () => {
    const { user, target, before, shown } = await renderListBesideForm();
    await user.click(
      within(await rowOf(target.key)).getByRole('button', { name: `ライセンス ${target.key} を有効化` }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'ライセンスの有効化' })).getByRole('button', { name: 'はい' }),
    );
    await waitFor(async () => expect(await availableSlots()).toBe(before - 1));
    await waitFor(() => expect(shown()).toHaveTextContent(String(before - 1)));
  });

  it('after a bulk activation, 利用可能枠 shows one slot less, as after a single one', async () => {
    const { user, target, before, shown } = await renderListBesideForm();
    await user.click(within(await rowOf(target.key)).getByRole('checkbox', { name: `${target.key} を選択` }));
    const bar = await screen.findByRole('region', { name: '一括操作' });
    await user.click(within(bar).getByRole('button', { name: '有効化' }));
    const confirm = await screen.findByRole('dialog', { name: '一括操作の確認' });
    await user.click(within(confirm).getByRole('button', { name: '有効化' }));
    const results = await screen.findByRole('dialog', { name: /^一括操作の結果/ });
    await within(results).findByText('完了');
    expect(await availableSlots()).toBe(before - 1);
    await waitFor(() => expect(shown()).toHaveTextContent(String(before - 1)));
  });
});
