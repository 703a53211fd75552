// The licence list's paging, sorting and filtering, all on the server.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { chooseOption, openCombobox } from '../../support/dropdown.ts';
import { signInAs } from '../../support/render.tsx';
import {
  cellTexts,
  dataRows,
  expectToast,
  recordLicenseQueries,
  renderLicenseList,
  waitForRowsToSettle,
} from './support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

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
