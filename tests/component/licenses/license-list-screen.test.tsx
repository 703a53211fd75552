import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { chooseOption, openCombobox } from '../../support/dropdown.ts';
import { signInAs } from '../../support/render.tsx';
import {
  cellTexts,
  dataRows,
  expectToast,
  licenseTable,
  makeLicense,
  recordLicenseQueries,
  renderLicenseList,
  rowOf,
  serveLicenses,
  waitForRowsToSettle,
} from './support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

const firstKeyWithStatus = async (status: 'ACTIVE' | 'REVOKED') => {
  const { licenses } = await callApi('listLicenses', { query: { status, page: 1, pageSize: 1 } });
  return licenses[0]!;
};

describe('Licence list: states', () => {
  it('shows skeletons while the first page loads', async () => {
    server.use(http.get('*/licenses', () => delay('infinite')));
    await renderLicenseList();
    expect(screen.getByRole('heading', { level: 1, name: 'ライセンス管理' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '読み込み中…' })).toBeInTheDocument();
  });

  it('lists the first page with the columns of the contract, newest first, and the total', async () => {
    await renderLicenseList();
    const table = await licenseTable();
    const header = within(table).getAllByRole('row')[0]!;
    expect(header).toHaveTextContent(
      /ライセンスキー.*アプリケーション.*ユーザー名.*ステータス.*アクティベーション.*発行日.*有効期限.*操作/,
    );
    const rows = await dataRows();
    expect(rows).toHaveLength(DEFAULT_LIST_PAGE_SIZE);
    const { licenses, total } = await callApi('listLicenses', { query: { page: 1, pageSize: DEFAULT_LIST_PAGE_SIZE } });
    const first = licenses[0]!;
    const cells = cellTexts(rows[0]!);
    expect(cells[0]).toBe(first.key);
    expect(cells[1]).toBe(first.applicationName);
    expect(cells[2]).toBe(first.userName);
    expect(cells[4]).toBe(`${first.currentActivations} / ${first.maxActivations}`);
    expect(cells[5]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(screen.getByText(`1 - ${DEFAULT_LIST_PAGE_SIZE} / ${total} 件`)).toBeInTheDocument();
  });

  it("shows '無期限' for a licence without expiry and the status chip in Japanese", async () => {
    serveLicenses([makeLicense({ key: 'PERP-0001', type: 'perpetual', expiresAt: null, status: 'INACTIVE' })]);
    await renderLicenseList();
    const cells = cellTexts(await rowOf('PERP-0001'));
    expect(cells[3]).toBe('非アクティブ');
    expect(cells[6]).toBe('無期限');
  });

  it('shows the empty state in the empty scenario', async () => {
    resetDatabase('empty');
    await renderLicenseList();
    expect(await within(await licenseTable()).findByText('ライセンスがありません')).toBeInTheDocument();
  });

  it("shows 'ライセンス一覧の取得に失敗しました' with a retry when the list fails", async () => {
    let fail = true;
    server.use(
      http.get('*/licenses', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderLicenseList();
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('ライセンス一覧の取得に失敗しました');
    fail = false;
    await user.click(within(alert!).getByRole('button', { name: '再試行' }));
    expect(await dataRows()).toHaveLength(DEFAULT_LIST_PAGE_SIZE);
  });
});

describe('Licence list: paging, sorting, filtering (server-side)', () => {
  it('pages through the server and keeps the other settings', async () => {
    const queries = recordLicenseQueries();
    const { user } = await renderLicenseList();
    const firstPage = cellTexts((await dataRows())[0]!)[0];
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await waitForRowsToSettle();
    await waitFor(async () => expect(cellTexts((await dataRows())[0]!)[0]).not.toBe(firstPage));
    const page2 = queries.filter((q) => q.get('page') === '2');
    expect(page2.length).toBeGreaterThan(0);
    expect(page2.every((q) => q.get('pageSize') === String(DEFAULT_LIST_PAGE_SIZE))).toBe(true);
  });

  it('reads the next page ahead, so that "next" shows it without waiting for the server', async () => {
    await signInAs('admin');
    const { licenses } = await callApi('listLicenses', { query: { page: 2, pageSize: DEFAULT_LIST_PAGE_SIZE } });
    const queries = recordLicenseQueries();
    const { user } = await renderLicenseList();
    await dataRows();
    // Page 2 is asked for while page 1 is on screen…
    await waitFor(() => expect(queries.map((q) => q.get('page'))).toEqual(['1', '2']));
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    // …so it is on screen at once, and only page 3 is read next.
    expect(cellTexts((await dataRows())[0]!)[0]).toBe(licenses[0]!.key);
    await waitFor(() => expect(queries.map((q) => q.get('page'))).toEqual(['1', '2', '3']));
  });

  it('sorts on the server by a column and starts again from page one', async () => {
    const queries = recordLicenseQueries();
    const { user } = await renderLicenseList();
    await dataRows();
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await waitFor(() => expect(queries.some((q) => q.get('page') === '2')).toBe(true));
    await user.click(screen.getByRole('columnheader', { name: /ライセンスキー/ }));
    await waitFor(() =>
      expect(
        queries.some((q) => q.get('sortField') === 'key' && q.get('sortOrder') === 'asc' && q.get('page') === '1'),
      ).toBe(true),
    );
    await waitForRowsToSettle();
    await waitFor(async () => {
      const keys = (await dataRows()).map((r) => cellTexts(r)[0]!.toLowerCase());
      expect(keys).toEqual([...keys].sort());
    });
    expect(screen.getByRole('columnheader', { name: /ライセンスキー/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('columnheader', { name: /ライセンスキー/ }));
    await waitFor(() => expect(queries.some((q) => q.get('sortOrder') === 'desc' && q.get('page') === '1')).toBe(true));
  });

  it('filters by status on the server', async () => {
    const queries = recordLicenseQueries();
    const { user } = await renderLicenseList();
    await dataRows();
    await chooseOption(user, 'ステータスで絞り込み', '無効化済み');
    // Opening the filter read every status ahead: the chosen one is among them.
    await waitFor(() => expect(queries.some((q) => q.get('status') === 'REVOKED' && q.get('page') === '1')).toBe(true));
    await waitForRowsToSettle();
    await waitFor(async () => {
      const statuses = (await dataRows()).map((r) => cellTexts(r)[3]);
      expect(new Set(statuses)).toEqual(new Set(['無効化済み']));
    });
  });

  it('keeps the order and the other filters when a filter is chosen after them', async () => {
    const queries = recordLicenseQueries();
    const { user, location } = await renderLicenseList();
    await dataRows();
    await chooseOption(user, 'ライセンス種別', 'サブスクリプション');
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/type=subscription/));
    await user.click(screen.getByRole('columnheader', { name: /ライセンスキー/ }));
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/sort=key/));
    await chooseOption(user, 'ステータスで絞り込み', '無効化済み');
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/status=REVOKED/));
    const url = new URLSearchParams(location.history!.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(url)).toEqual({ type: 'subscription', sort: 'key', status: 'REVOKED' });
    await waitFor(() =>
      expect(
        queries.some(
          (q) =>
            q.get('status') === 'REVOKED' &&
            q.get('type') === 'subscription' &&
            q.get('sortField') === 'key' &&
            q.get('page') === '1',
        ),
      ).toBe(true),
    );
  });

  it('says so when "everything matching" cannot be read for a bulk action, and keeps the selection', async () => {
    const { user } = await renderLicenseList();
    await dataRows();
    await user.click(screen.getByRole('checkbox', { name: 'このページをすべて選択' }));
    const bar = await screen.findByRole('region', { name: '一括操作' });
    await user.click(within(bar).getByRole('button', { name: /^絞り込みに一致する全\d+件を選択$/ }));
    // Reading every match (pages of the largest size) fails.
    server.use(
      http.get('*/licenses', ({ request }) =>
        new URL(request.url).searchParams.get('pageSize') === '100'
          ? HttpResponse.json({ error: 'boom' }, { status: 500 })
          : undefined,
      ),
    );
    await user.click(within(bar).getByRole('button', { name: '無効化' }));
    await expectToast('絞り込みに一致する項目を取得できませんでした');
    expect(screen.queryByRole('dialog', { name: '一括操作の確認' })).toBeNull();
    expect(within(bar).getByRole('status')).toHaveTextContent(/^絞り込みに一致する全\d+件を選択中$/);
  });

  it('reads the order a click would show ahead while a sortable header is pointed at', async () => {
    const queries = recordLicenseQueries();
    const { user } = await renderLicenseList();
    await dataRows();
    const header = screen.getByRole('columnheader', { name: /ライセンスキー/ });
    await user.hover(header);
    const sortedFirst = (q: URLSearchParams) =>
      q.get('sortField') === 'key' && q.get('sortOrder') === 'asc' && q.get('page') === '1';
    await waitFor(() => expect(queries.filter(sortedFirst)).toHaveLength(1));
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(header);
    await waitFor(async () => {
      const keys = (await dataRows()).map((r) => cellTexts(r)[0]!.toLowerCase());
      expect(keys).toEqual([...keys].sort());
    });
    // The click showed what was read ahead: no second request for that page.
    expect(queries.filter(sortedFirst)).toHaveLength(1);
  });

  it('tries a read-ahead once: when it fails, choosing that order still loads it, without an error', async () => {
    const { user } = await renderLicenseList();
    await dataRows();
    let failing = true;
    const sorted: number[] = [];
    server.use(
      http.get('*/licenses', ({ request }) => {
        if (new URL(request.url).searchParams.get('sortField') !== 'key') return undefined;
        sorted.push(Date.now());
        return failing ? HttpResponse.json({ error: 'unavailable' }, { status: 503 }) : undefined;
      }),
    );
    const header = screen.getByRole('columnheader', { name: /ライセンスキー/ });
    await user.hover(header);
    await waitFor(() => expect(sorted).toHaveLength(1));
    // No retries of the guess (a view's own call is retried 3 times).
    await new Promise((r) => setTimeout(r, 1500));
    expect(sorted).toHaveLength(1);
    failing = false;
    await user.click(header);
    await waitFor(async () => {
      const keys = (await dataRows()).map((r) => cellTexts(r)[0]!.toLowerCase());
      expect(keys).toEqual([...keys].sort());
    });
    expect(screen.queryByText('ライセンス一覧の取得に失敗しました')).toBeNull();
  });

  it('reads the first page of every status ahead when the status filter opens', async () => {
    const queries = recordLicenseQueries();
    const { user } = await renderLicenseList();
    await dataRows();
    const statuses = await openCombobox(user, 'ステータスで絞り込み');
    const firstPages = () =>
      queries.filter((q) => q.get('page') === '1' && q.get('status')).map((q) => q.get('status'));
    await waitFor(() => expect(new Set(firstPages())).toEqual(new Set(['ACTIVE', 'INACTIVE', 'EXPIRED', 'REVOKED'])));
    await user.click(await within(statuses).findByRole('option', { name: '無効化済み', hidden: true }));
    await waitFor(async () => {
      const shown = (await dataRows()).map((r) => cellTexts(r)[3]);
      expect(new Set(shown)).toEqual(new Set(['無効化済み']));
    });
    expect(firstPages().filter((s) => s === 'REVOKED')).toHaveLength(1);
  });

  it('searches on the server (debounced) from the search box', async () => {
    const queries = recordLicenseQueries();
    const { user } = await renderLicenseList();
    const target = cellTexts((await dataRows())[3]!)[0]!;
    await user.type(screen.getByLabelText('ライセンスを検索'), target);
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe(target));
    await waitForRowsToSettle();
    await waitFor(async () => expect((await dataRows()).map((r) => cellTexts(r)[0])).toEqual([target]));
    // Typing sent one request for the final text, not one per character.
    expect(queries.filter((q) => q.get('search') !== null).length).toBeLessThanOrEqual(2);
  });
});

describe('Licence list: admin-only controls (docs/product.md §6)', () => {
  it('gives an admin new-licence, revoke or activate by status, and delete', async () => {
    const { user, location } = await renderLicenseList();
    const rows = await dataRows();
    for (const row of rows) {
      const [key, , , status] = cellTexts(row);
      expect(within(row).getByRole('button', { name: `ライセンス ${key} の詳細` })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: `ライセンス ${key} を削除` })).toBeInTheDocument();
      const revoke = within(row).queryByRole('button', { name: `ライセンス ${key} を無効化` });
      const activate = within(row).queryByRole('button', { name: `ライセンス ${key} を有効化` });
      if (status === '無効化済み') {
        expect(revoke).toBeNull();
        expect(activate).toHaveTextContent('有効化');
      } else {
        expect(revoke).toHaveTextContent('無効化');
        expect(activate).toBeNull();
      }
    }
    await user.click(screen.getByRole('button', { name: '新規ライセンス' }));
    expect(location.history.at(-1)).toBe('/licenses/create');
    await user.click(screen.getByRole('button', { name: 'CSVから発行' }));
    expect(location.history.at(-1)).toBe('/licenses/import');
  });

  it('gives a USER only the detail button', async () => {
    serveLicenses([
      makeLicense({ key: 'KEY-ACTIVE' }),
      makeLicense({ id: 'lic-2', key: 'KEY-REVOKED', status: 'REVOKED' }),
    ]);
    await renderLicenseList('user');
    await rowOf('KEY-ACTIVE');
    expect(screen.queryByRole('button', { name: '新規ライセンス' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'CSVから発行' })).toBeNull();
    for (const key of ['KEY-ACTIVE', 'KEY-REVOKED']) {
      const row = await rowOf(key);
      expect(
        within(row)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual([`ライセンス ${key} の詳細`]);
    }
  });

  it("shows a USER the server's refusal of the admin list, without the tools it would refuse again", async () => {
    await renderLicenseList('user');
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('この操作を行う権限がありません');
    expect(screen.getByRole('heading', { level: 1, name: 'ライセンス管理' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByLabelText('ライセンスを検索')).toBeNull();
    expect(screen.queryByRole('button', { name: 'CSVエクスポート' })).toBeNull();
    expect(within(alert!).getByRole('button', { name: '再試行' })).toBeInTheDocument();
  });
});

describe('Licence list: revoke, activate, delete', () => {
  it("revokes a licence: 'ライセンスが無効化されました' and the row turns REVOKED", async () => {
    await signInFirst();
    const target = await firstKeyWithStatus('ACTIVE');
    const { user } = await renderLicenseList();
    await searchFor(user, target.key);
    const row = await rowOf(target.key);
    await user.click(within(row).getByRole('button', { name: `ライセンス ${target.key} を無効化` }));
    await expectToast('ライセンスが無効化されました');
    await waitFor(async () => expect(cellTexts(await rowOf(target.key))[3]).toBe('無効化済み'));
    expect(
      within(await rowOf(target.key)).getByRole('button', { name: `ライセンス ${target.key} を有効化` }),
    ).toBeInTheDocument();
  });

  it("says 'ライセンスの無効化に失敗しました' when revoking fails", async () => {
    server.use(
      http.post('*/licenses/:id/revoke', () =>
        HttpResponse.json({ error: '既に無効化', message: '既に無効化' }, { status: 409 }),
      ),
    );
    const { user } = await renderLicenseList();
    const row = (await dataRows()).find((r) => cellTexts(r)[3] !== '無効化済み')!;
    await user.click(within(row).getByRole('button', { name: /を無効化$/ }));
    await expectToast('ライセンスの無効化に失敗しました');
  });

  it("re-activates a REVOKED licence after confirmation: 'ライセンスが有効化されました'", async () => {
    await signInFirst();
    const target = await firstKeyWithStatus('REVOKED');
    const { user } = await renderLicenseList();
    await searchFor(user, target.key);
    await user.click(
      within(await rowOf(target.key)).getByRole('button', { name: `ライセンス ${target.key} を有効化` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ライセンスの有効化' });
    expect(dialog).toHaveTextContent(target.key);
    await user.click(within(dialog).getByRole('button', { name: 'はい' }));
    await expectToast('ライセンスが有効化されました');
    await waitFor(async () => expect(cellTexts(await rowOf(target.key))[3]).not.toBe('無効化済み'));
  });

  it('does nothing when the activation is not confirmed', async () => {
    const calls: string[] = [];
    server.use(http.post('*/licenses/:id/activate', ({ params }) => void calls.push(String(params.id))));
    const { user } = await renderLicenseList();
    const row = (await dataRows()).find((r) => cellTexts(r)[3] === '無効化済み')!;
    await user.click(within(row).getByRole('button', { name: /を有効化$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'ライセンスの有効化' });
    await user.click(within(dialog).getByRole('button', { name: 'いいえ' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ライセンスの有効化' })).toBeNull());
    expect(calls).toEqual([]);
    expect(cellTexts(row)[3]).toBe('無効化済み');
  });

  it("shows 'ライセンス枠不足' with the figures and the stale warning when the quota is exhausted", async () => {
    resetDatabase('quota-exhausted');
    const { user } = await renderLicenseList();
    await chooseOption(user, 'ステータスで絞り込み', '無効化済み');
    await waitForRowsToSettle();
    await waitFor(async () => expect(cellTexts((await dataRows())[0]!)[3]).toBe('無効化済み'));
    const row = (await dataRows())[0]!;
    await user.click(within(row).getByRole('button', { name: /を有効化$/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'ライセンスの有効化' })).getByRole('button', { name: 'はい' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス枠不足' });
    expect(dialog).toHaveTextContent('ライセンス枠が不足しています');
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(value('購入済み枠')).toHaveTextContent('10');
    expect(value('使用中枠')).toHaveTextContent('10');
    expect(value('利用可能枠')).toHaveTextContent('0');
    expect(dialog).toHaveTextContent('ライセンス枠情報が最新でない可能性があります');
    await user.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ライセンス枠不足' })).toBeNull());
    expect(cellTexts(row)[3]).toBe('無効化済み');
  });

  it('leaves the stale warning out when the quota figures are current', async () => {
    server.use(
      http.post('*/licenses/:id/activate', () =>
        HttpResponse.json(
          {
            error: 'ライセンス枠が不足しています（残り0）',
            message: 'x',
            quota_info: {
              license_quota_total: 5,
              license_quota_used: 5,
              license_quota_available: 0,
              is_quota_expired: false,
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderLicenseList();
    const row = (await dataRows()).find((r) => cellTexts(r)[3] === '無効化済み')!;
    await user.click(within(row).getByRole('button', { name: /を有効化$/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'ライセンスの有効化' })).getByRole('button', { name: 'はい' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス枠不足' });
    expect(dialog).toHaveTextContent('ライセンス枠が不足しています（残り0）');
    expect(within(dialog).getByText('購入済み枠').nextElementSibling).toHaveTextContent('5');
    expect(dialog).not.toHaveTextContent('ライセンス枠情報が最新でない可能性があります');
  });

  it("says 'ライセンスの有効化に失敗しました' on a server error and the server's text on a refusal", async () => {
    let status = 500;
    server.use(
      http.post('*/licenses/:id/activate', () =>
        HttpResponse.json({ error: '有効化できない状態です', message: 'x' }, { status }),
      ),
    );
    const { user } = await renderLicenseList();
    const row = (await dataRows()).find((r) => cellTexts(r)[3] === '無効化済み')!;
    const activate = async () => {
      await user.click(within(row).getByRole('button', { name: /を有効化$/ }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'ライセンスの有効化' })).getByRole('button', { name: 'はい' }),
      );
    };
    await activate();
    await expectToast('ライセンスの有効化に失敗しました');
    status = 409;
    await activate();
    await expectToast('有効化できない状態です');
  });

  it("deletes after confirmation: 'ライセンスが削除されました'", async () => {
    await signInFirst();
    const target = await firstKeyWithStatus('ACTIVE');
    const { user } = await renderLicenseList();
    await searchFor(user, target.key);
    await user.click(within(await rowOf(target.key)).getByRole('button', { name: `ライセンス ${target.key} を削除` }));
    const dialog = await screen.findByRole('dialog', { name: 'ライセンスの削除' });
    expect(dialog).toHaveTextContent(target.key);
    await user.click(within(dialog).getByRole('button', { name: 'はい' }));
    await expectToast('ライセンスが削除されました');
    // The search for its key now matches nothing.
    expect(await within(await licenseTable()).findByText('条件に一致するライセンスはありません')).toBeInTheDocument();
  });

  it("reports a failed delete with the server's text, else 'ライセンスの削除に失敗しました'", async () => {
    let status = 404;
    server.use(
      http.delete('*/licenses/:id', () =>
        HttpResponse.json({ error: 'ライセンスが見つかりません', message: 'x' }, { status }),
      ),
    );
    const { user } = await renderLicenseList();
    const row = (await dataRows())[0]!;
    const remove = async () => {
      await user.click(within(row).getByRole('button', { name: /を削除$/ }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'ライセンスの削除' })).getByRole('button', { name: 'はい' }),
      );
    };
    await remove();
    await expectToast('ライセンスが見つかりません');
    status = 500;
    await remove();
    await expectToast('ライセンスの削除に失敗しました');
  });
});

/** Signs in before the screen renders, so the test can read the mock through the client. */
async function signInFirst() {
  await signInAs('admin');
}

async function searchFor(user: Awaited<ReturnType<typeof renderLicenseList>>['user'], text: string) {
  await user.click(screen.getByLabelText('ライセンスを検索'));
  await user.paste(text);
  await waitFor(async () => expect((await dataRows()).map((r) => cellTexts(r)[0])).toEqual([text]));
}
