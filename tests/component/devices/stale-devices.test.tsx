// Device health on the device list: the stale preset (ACTIVE and silent longer than
// the admin's threshold, in the URL), and the clean-up: preview (how many devices, which
// licences regain a slot), confirm, the deactivations through the bulk machine, a result per device.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen.tsx';
import { STALE_THRESHOLD_STORAGE_KEY } from '../../../src/shared/constants.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellText, rowText } from '../../support/table.ts';

configure({ asyncUtilTimeout: 5000 });

const rowNames = () =>
  within(screen.getByRole('table', { name: 'デバイス一覧' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => {
      const cell = within(r).queryAllByRole('cell')[3];
      return cell ? cellText(cell) : '';
    });

describe('Stale devices on the device list', () => {
  it('applies the stale preset at the remembered threshold, then cleans up: preview, confirm, a result per device', async () => {
    localStorage.setItem(STALE_THRESHOLD_STORAGE_KEY, '168');
    const admin = await signInAs('admin');
    const preview = await callApi('previewStaleDevices', { query: { olderThanHours: 168 } });
    expect(preview.devices).toHaveLength(2);
    const { user, location } = renderScreen(<DeviceListScreen />, { path: '/devices', user: admin });
    await screen.findByRole('table', { name: 'デバイス一覧' });

    await user.click(screen.getByRole('button', { name: '停止中のみ（7日以上受信なし）' }));
    expect(location.history.at(-1)).toBe('/devices?status=ACTIVE&silent=168');
    await waitFor(() => expect(rowNames().sort()).toEqual(preview.devices.map((d) => d.name).sort()));

    await user.click(screen.getByRole('button', { name: '整理する（7日以上ハートビートのないデバイス）' }));
    const dialog = await screen.findByRole('dialog', { name: '停止中のデバイスの整理' });
    expect(
      await within(dialog).findByText(
        `7日以上ハートビートのないアクティブなデバイス 2 台を無効化します。${preview.licenses.length} 件のライセンスで枠が空きます。`,
      ),
    ).toBeInTheDocument();
    const devices = within(dialog).getByRole('table', { name: '無効化するデバイス' });
    expect(within(devices).getAllByRole('row')).toHaveLength(3);
    const licenses = within(dialog).getByRole('table', { name: '枠が空くライセンス' });
    const first = preview.licenses[0]!;
    expect(rowText(within(licenses).getByText(first.key).closest('tr')!)).toContain(
      `${first.freed}${first.currentActivations - first.freed} / ${first.maxActivations}`,
    );

    await user.click(within(dialog).getByRole('button', { name: '無効化する' }));
    const results = await screen.findByRole('table', { name: '一括操作の結果一覧' });
    await waitFor(() => expect(within(results).getAllByText('完了')).toHaveLength(2));
    for (const d of preview.devices) {
      expect(within(results).getByText(d.name)).toBeInTheDocument();
      expect(tables.devices.get(d.id)!.status).toBe('DEACTIVATED');
    }
    for (const l of preview.licenses)
      expect(tables.licenses.get(l.id)!.currentActivations).toBe(l.currentActivations - l.freed);
  });

  it('says so when nothing is stale, and offers a retry when the preview fails', async () => {
    const admin = await signInAs('admin');
    // No device is silent for 30 days once the 40-day one is gone.
    const silent = (await callApi('previewStaleDevices', { query: { olderThanHours: 720 } })).devices;
    for (const d of silent) await callApi('deactivateDevice', { params: { id: d.id }, body: {} });
    let fail = true;
    server.use(
      http.get('*/api/devices/stale', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 400 }) : undefined,
      ),
    );
    const { user } = renderScreen(<DeviceListScreen />, { path: '/devices?status=ACTIVE&silent=720', user: admin });
    await user.click(await screen.findByRole('button', { name: '整理する（30日以上ハートビートのないデバイス）' }));
    const dialog = await screen.findByRole('dialog', { name: '停止中のデバイスの整理' });
    expect(await within(dialog).findByText('x')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: '再試行' }));
    expect(
      await within(dialog).findByText('30日以上ハートビートのないアクティブなデバイスはありません'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '停止中のデバイスの整理' })).toBeNull());
  });
});
