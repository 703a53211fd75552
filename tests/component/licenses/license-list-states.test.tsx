// The licence list's loading, empty, data and error states.
import { configure, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { cellTexts, dataRows, licenseTable, makeLicense, renderLicenseList, rowOf, serveLicenses } from './support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

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
