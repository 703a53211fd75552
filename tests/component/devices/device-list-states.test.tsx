// The device list's loading, empty, data and error states.
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { cellTexts } from '../licenses/support.tsx';
import {
  makeDevice,
  local,
  serveDevices,
  renderDevices,
  deviceTable,
  dataRows,
  deviceListTestSetup,
} from './device-list-support.tsx';

deviceListTestSetup();

describe('Device list: states', () => {
  it('shows skeletons while loading', async () => {
    server.use(http.get('*/devices', () => delay('infinite')));
    await renderDevices();
    expect(screen.getByRole('heading', { level: 1, name: 'デバイス管理' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '読み込み中…' })).toBeInTheDocument();
  });

  it('shows the columns of the contract with their truncations', async () => {
    serveDevices([
      makeDevice(),
      makeDevice({
        id: 'dev-9999999999999999',
        name: 'spare',
        status: 'REGISTERED',
        licenseId: null,
        lastHeartbeat: null,
      }),
    ]);
    await renderDevices();
    const rows = await dataRows();
    const header = within(await deviceTable()).getAllByRole('row')[0]!;
    expect(header).toHaveTextContent(
      /ID.*ハードウェアID.*デバイス名.*ステータス.*ライセンスID.*最終ハートビート.*操作/,
    );
    expect(cellTexts(rows[0]!).slice(0, 6)).toEqual([
      'dev-0123…',
      'HW-AAAA-BBBB…',
      'office-pc',
      'アクティブ',
      'lic-fedc…',
      local('2025-03-04T05:06:00Z', true),
    ]);
    expect(cellTexts(rows[1]!).slice(3, 6)).toEqual(['登録済み', '未割り当て', '未受信']);
  });

  it('lists the demo devices with their total', async () => {
    await renderDevices();
    const rows = await dataRows();
    expect(rows).toHaveLength(DEFAULT_LIST_PAGE_SIZE);
    const { total } = await callApi('listDevices', { query: { page: 1, pageSize: 1 } });
    expect(screen.getByText(`1 - ${DEFAULT_LIST_PAGE_SIZE} / ${total} 件`)).toBeInTheDocument();
  });

  it("shows the empty state: '登録されているデバイスはありません'", async () => {
    resetDatabase('empty');
    await renderDevices();
    expect(await within(await deviceTable()).findByText('登録されているデバイスはありません')).toBeInTheDocument();
  });

  it("shows 'デバイス一覧の取得に失敗しました。' with a retry", async () => {
    let fail = true;
    server.use(
      http.get('*/devices', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderDevices();
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('デバイス一覧の取得に失敗しました。');
    fail = false;
    await user.click(within(alert!).getByRole('button', { name: '再試行' }));
    expect(await dataRows()).toHaveLength(DEFAULT_LIST_PAGE_SIZE);
  });
});
