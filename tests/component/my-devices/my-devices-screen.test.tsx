import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { MyDevicesScreen } from '../../../src/screens/my-devices/my-devices-screen.tsx';
import { myDeviceListResponseSchema } from '../../../src/api/schemas/licensing/device.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellText } from '../../support/table.ts';

const DEVICES = [
  {
    device_id: 'dev-0123456789abcdef',
    hardware_id: 'HW-AAAA-BBBB-CCCC',
    hostname: 'office-pc',
    platform: 'Windows 11',
    status: 'ACTIVE',
    last_heartbeat: '2025-03-04T05:06:00Z',
    license_key: 'AAAA-BBBB-CCCC-DDDD-EEEE',
  },
  {
    device_id: 'dev-fedcba9876543210',
    hardware_id: 'HW-DDDD',
    hostname: 'laptop',
    platform: 'macOS 15',
    status: 'INACTIVE',
    last_heartbeat: null,
    license_key: null,
  },
  {
    device_id: 'dev-reg-000000000001',
    hardware_id: 'HW-EEEE',
    hostname: 'new-box',
    platform: 'Ubuntu 24.04',
    status: 'REGISTERED',
    last_heartbeat: null,
    license_key: null,
  },
  {
    device_id: 'dev-old-000000000002',
    hardware_id: 'HW-FFFF',
    hostname: 'old-box',
    platform: 'Windows 10',
    status: 'DEACTIVATED',
    last_heartbeat: '2024-12-31T23:59:00Z',
    license_key: 'ZZZZ-YYYY-XXXX-WWWW-VVVV',
  },
];

// yyyy/MM/dd HH:mm in the test process's own time zone, computed without the app's formatter.
const pad = (n: number) => String(n).padStart(2, '0');
const local = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const HEARTBEAT = local('2025-03-04T05:06:00Z');

/** The demo user's devices as the mock sends them (the contract's form, every field there). */
const storedDevices = async () => myDeviceListResponseSchema.parse(await callApi('listMyDevices', {})).devices;

const useFixture = (devices: unknown[] = DEVICES) =>
  server.use(http.get('*/api/my-devices', () => HttpResponse.json({ devices })));

async function renderMyDevices() {
  const user = await signInAs('user');
  return renderScreen(<MyDevicesScreen />, { path: '/my-devices', user });
}

const table = () => screen.findByRole('table', { name: 'デバイス一覧' });
const figure = (name: string) => within(screen.getByRole('group', { name })).getByText(/^\d+$/);
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr') as HTMLElement;

describe('My devices', () => {
  it('shows the counts total, active, inactive and registered', async () => {
    useFixture();
    await renderMyDevices();
    await table();
    expect(figure('合計')).toHaveTextContent('4');
    expect(figure('アクティブ')).toHaveTextContent('1');
    expect(figure('非アクティブ')).toHaveTextContent('1');
    expect(figure('登録済み')).toHaveTextContent('1');
  });

  it('shows id (12 characters), hostname, platform, status and last heartbeat yyyy/MM/dd HH:mm', async () => {
    useFixture();
    await renderMyDevices();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/デバイスID.*ホスト名.*プラットフォーム.*ステータス.*最終ハートビート.*操作/);
    const cells = rows.slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 5).map(cellText));
    expect(cells[0]).toEqual(['dev-01234567…', 'office-pc', 'Windows 11', 'アクティブ', HEARTBEAT]);
    expect(cells[1]).toEqual(['dev-fedcba98…', 'laptop', 'macOS 15', '非アクティブ', '未受信']);
    expect(cells[2]![3]).toBe('登録済み');
    expect(cells[3]![3]).toBe('無効化済み「合計」のみに計上');
  });

  it('offers deactivation only for ACTIVE devices', async () => {
    useFixture();
    await renderMyDevices();
    await table();
    expect(screen.getAllByRole('button', { name: /を無効化$/ })).toHaveLength(1);
    expect(
      within(await rowOf('office-pc')).getByRole('button', { name: 'デバイス office-pc を無効化' }),
    ).toBeInTheDocument();
    for (const host of ['laptop', 'new-box', 'old-box']) {
      expect(within(await rowOf(host)).queryByRole('button', { name: /を無効化$/ })).toBeNull();
    }
  });

  it('opens the detail dialog with full ids and the licence key cut to 16 characters, with a button copying it whole', async () => {
    useFixture();
    const { user } = await renderMyDevices();
    await table();
    await user.click(screen.getByRole('button', { name: 'デバイス office-pc の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(value('デバイスID')).toHaveTextContent('dev-0123456789abcdef');
    expect(value('ハードウェアID')).toHaveTextContent('HW-AAAA-BBBB-CCCC');
    expect(value('ステータス')).toHaveTextContent('アクティブ');
    expect(value('ホスト名')).toHaveTextContent('office-pc');
    expect(value('プラットフォーム')).toHaveTextContent('Windows 11');
    expect(value('ライセンスキー')).toHaveTextContent(/^AAAA-BBBB-CCCC-D…$/);
    // The key is shown cut; its copy button copies it whole.
    await user.click(within(dialog).getByRole('button', { name: 'ライセンスキーをコピー' }));
    expect(await navigator.clipboard.readText()).toBe('AAAA-BBBB-CCCC-DDDD-EEEE');
    expect(await screen.findByText('コピーしました')).toBeInTheDocument();
    expect(value('ハートビート')).toHaveTextContent(HEARTBEAT);
    await user.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'デバイス詳細' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'デバイス laptop の詳細' }));
    const other = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    expect(within(other).getByText('ライセンスキー').nextElementSibling).toHaveTextContent('未割り当て');
    expect(within(other).getByText('ハートビート').nextElementSibling).toHaveTextContent('未受信');
  });

  it("deactivates an own ACTIVE device after confirmation: 'デバイスが非アクティベートされました', then it shows as deactivated", async () => {
    const { user } = await renderMyDevices();
    await table();
    const before = await storedDevices();
    const target = before.find((d) => d.status === 'ACTIVE');
    expect(target).toBeDefined();
    const name = target!.hostname;
    await user.click(screen.getByRole('button', { name: `デバイス ${name} を無効化` }));
    const confirm = await screen.findByRole('dialog', { name: 'デバイスの無効化' });
    expect(confirm).toHaveTextContent(`デバイス「${name}」を無効化しますか？`);
    await user.click(within(confirm).getByRole('button', { name: 'はい' }));
    expect(await screen.findByText('デバイスが非アクティベートされました')).toBeInTheDocument();
    const row = await rowOf(name);
    await waitFor(() => expect(within(row).getByText('無効化済み')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /を無効化$/ })).toBeNull();
    const after = (await storedDevices()).find((d) => d.device_id === target!.device_id);
    expect(after?.status).toBe('DEACTIVATED');
    expect(figure('アクティブ')).toHaveTextContent(String(before.filter((d) => d.status === 'ACTIVE').length - 1));
  });

  it('does nothing when the confirmation is declined', async () => {
    const { user } = await renderMyDevices();
    await table();
    const target = (await storedDevices()).find((d) => d.status === 'ACTIVE')!;
    await user.click(screen.getByRole('button', { name: `デバイス ${target.hostname} を無効化` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'デバイスの無効化' })).getByRole('button', { name: 'いいえ' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'デバイスの無効化' })).toBeNull());
    expect(within(await rowOf(target.hostname)).getByText('アクティブ')).toBeInTheDocument();
    expect((await storedDevices()).find((d) => d.device_id === target.device_id)?.status).toBe('ACTIVE');
  });

  it("says 'デバイスの非アクティベートに失敗しました' when the server refuses, and the device stays active", async () => {
    server.use(
      http.post('*/api/my-devices/:id/deactivate', () =>
        HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }),
      ),
    );
    const { user } = await renderMyDevices();
    await table();
    const target = (await storedDevices()).find((d) => d.status === 'ACTIVE')!;
    await user.click(screen.getByRole('button', { name: `デバイス ${target.hostname} を無効化` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'デバイスの無効化' })).getByRole('button', { name: 'はい' }),
    );
    expect(await screen.findByText('デバイスの非アクティベートに失敗しました')).toBeInTheDocument();
    const row = await rowOf(target.hostname);
    expect(within(row).getByText('アクティブ')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /を無効化$/ })).toBeEnabled();
  });

  it('refresh fetches the list again', async () => {
    let devices: unknown[] = DEVICES.slice(0, 1);
    server.use(http.get('*/api/my-devices', () => HttpResponse.json({ devices })));
    const { user } = await renderMyDevices();
    await rowOf('office-pc');
    expect(figure('合計')).toHaveTextContent('1');
    devices = DEVICES;
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await rowOf('laptop')).toBeInTheDocument();
    expect(figure('合計')).toHaveTextContent('4');
  });

  it('shows an empty table for a user without devices', async () => {
    resetDatabase('empty');
    await renderMyDevices();
    expect(await screen.findByText('登録されているデバイスはありません')).toBeInTheDocument();
    expect(figure('合計')).toHaveTextContent('0');
  });

  it('shows an error with retry when the list cannot load', async () => {
    let fail = true;
    server.use(
      http.get('*/api/my-devices', () =>
        fail
          ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })
          : HttpResponse.json({ devices: DEVICES }),
      ),
    );
    const { user } = await renderMyDevices();
    expect(await screen.findByText('デバイス一覧の取得に失敗しました。')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'デバイス一覧' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await rowOf('office-pc')).toBeInTheDocument();
  });
});
