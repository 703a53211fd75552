// The device list's server-side paging, sorting and filtering, and the device detail dialog.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cellTexts } from '../licenses/support.tsx';
import { chooseOption } from '../../support/dropdown.ts';
import {
  makeDevice,
  local,
  serveDevices,
  recordDeviceQueries,
  renderDevices,
  dataRows,
  rowOf,
  value,
  settle,
  deviceListTestSetup,
} from './device-list-support.tsx';

deviceListTestSetup();

describe('Device list: paging, sorting, filtering (server-side)', () => {
  it('filters by status and searches', async () => {
    const queries = recordDeviceQueries();
    const { user } = await renderDevices();
    await dataRows();
    await chooseOption(user, 'ステータスで絞り込み', '登録済み');
    // Opening the filter read every status ahead: the chosen one is among them.
    await waitFor(() =>
      expect(queries.some((q) => q.get('status') === 'REGISTERED' && q.get('page') === '1')).toBe(true),
    );
    await settle();
    await waitFor(async () =>
      expect(new Set((await dataRows()).map((r) => cellTexts(r)[3]))).toEqual(new Set(['登録済み'])),
    );
    const name = cellTexts((await dataRows())[0]!)[2]!;
    await user.click(screen.getByLabelText('デバイスを検索'));
    await user.paste(name);
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe(name));
    await settle();
    await waitFor(async () => expect((await dataRows()).every((r) => cellTexts(r)[2]!.includes(name))).toBe(true));
  });
});

describe('Device detail dialog', () => {
  it("shows every field, metadata as formatted JSON, and '未割り当て' / '未受信'", async () => {
    const device = makeDevice();
    serveDevices([
      device,
      makeDevice({
        id: 'dev-2',
        name: 'spare',
        licenseId: null,
        lastHeartbeat: null,
        lastOnlineAt: null,
        status: 'INACTIVE',
      }),
    ]);
    const { user } = await renderDevices();
    await user.click(within(await rowOf('office-pc')).getByRole('button', { name: 'デバイス office-pc の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    expect(value(dialog, 'ID')).toHaveTextContent('dev-0123456789abcdef');
    expect(value(dialog, 'ハードウェアID')).toHaveTextContent('HW-AAAA-BBBB-CCCC-DDDD');
    expect(value(dialog, 'デバイス名')).toHaveTextContent('office-pc');
    expect(value(dialog, 'ステータス')).toHaveTextContent('アクティブ');
    expect(value(dialog, 'ライセンスID')).toHaveTextContent('lic-fedcba9876543210');
    expect(value(dialog, '登録日時')).toHaveTextContent(local(device.createdAt!));
    expect(value(dialog, '最終ハートビート')).toHaveTextContent(local(device.lastHeartbeat!));
    expect(value(dialog, '最終オンライン')).toHaveTextContent(local(device.lastOnlineAt!));
    expect(within(dialog).getByLabelText('メタデータ').textContent).toBe(JSON.stringify(device.metadata, null, 2));
    await user.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'デバイス詳細' })).toBeNull());

    await user.click(within(await rowOf('spare')).getByRole('button', { name: 'デバイス spare の詳細' }));
    const spare = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    expect(value(spare, 'ライセンスID')).toHaveTextContent('未割り当て');
    expect(value(spare, '最終ハートビート')).toHaveTextContent('未受信');
    expect(within(spare).queryByRole('button', { name: '無効化' })).toBeNull();
  });
});
