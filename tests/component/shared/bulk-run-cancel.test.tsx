// A bulk run whose calls hang: キャンセル starts no further item, the ones in flight finish, and
// the dialog says how many of how many were done; the run without progress for 30 s says so.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { FORM_SAVE_SLOW_AFTER_MS, LIST_FETCH_CONCURRENCY } from '../../../src/shared/constants.ts';
import { formSave } from '../../../src/shared/messages/forms/form-save.ts';
import { callApi } from '../../support/api.ts';
import { renderLicenseList, rowOf } from '../licenses/support.tsx';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('A bulk run that hangs', () => {
  it('キャンセル lets the calls in flight finish, starts no other, and says how many were done', async () => {
    // Each 延長 waits until let through (then the mock answers it).
    const waiting: (() => void)[] = [];
    server.use(
      http.post(
        '*/api/licenses/:id/extend',
        () => new Promise<undefined>((resolve) => waiting.push(() => resolve(undefined))),
      ),
    );
    const { user } = await renderLicenseList();
    const page = (await callApi('listLicenses', { query: { page: 1, pageSize: 10 } })).licenses;
    const chosen = page
      .filter((l) => l.status === 'ACTIVE' && l.expiresAt !== null)
      .slice(0, LIST_FETCH_CONCURRENCY + 1);
    expect(chosen).toHaveLength(LIST_FETCH_CONCURRENCY + 1);
    for (const l of chosen)
      await user.click(within(await rowOf(l.key)).getByRole('checkbox', { name: `${l.key} を選択` }));
    const bar = await screen.findByRole('region', { name: '一括操作' });
    await user.click(within(bar).getByRole('button', { name: '30日延長' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '一括操作の確認' })).getByRole('button', { name: '30日延長' }),
    );
    const results = await screen.findByRole('dialog', { name: /^一括操作の結果/ });
    await waitFor(() => expect(waiting).toHaveLength(LIST_FETCH_CONCURRENCY));

    await vi.advanceTimersByTimeAsync(FORM_SAVE_SLOW_AFTER_MS);
    expect(await within(results).findByText(formSave.slowTitle)).toBeInTheDocument();
    const cancel = within(results).getByRole('button', { name: 'キャンセル' });
    expect(cancel).toBeEnabled();
    await user.click(cancel);
    expect(await within(results).findByText(/キャンセルしています/)).toBeInTheDocument();
    for (const answer of waiting.splice(0)) answer();

    expect(
      await within(results).findByText(
        `一括操作をキャンセルしました。${chosen.length}件中${LIST_FETCH_CONCURRENCY}件を処理しました（残りは処理していません）。`,
      ),
    ).toBeInTheDocument();
    // No item started after the cancel.
    expect(waiting).toHaveLength(0);
    const table = within(results).getByRole('table', { name: '一括操作の結果一覧' });
    expect(within(table).getAllByText('完了')).toHaveLength(LIST_FETCH_CONCURRENCY);
    expect(within(results).getAllByRole('button', { name: '閉じる' }).length).toBeGreaterThan(0);
  });
});
