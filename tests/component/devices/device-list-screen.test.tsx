import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '../../../src/api/schemas/licensing/device.ts';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen.tsx';
import { DEFAULT_LIST_PAGE_SIZE, DEVICE_AUTO_REFRESH_MS } from '../../../src/shared/constants.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellTexts, expectToast, toastTexts } from '../licenses/support.tsx';
import { chooseOption } from '../../support/dropdown.ts';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: 'dev-0123456789abcdef',
    hardwareId: 'HW-AAAA-BBBB-CCCC-DDDD',
    name: 'office-pc',
    status: 'ACTIVE',
    licenseId: 'lic-fedcba9876543210',
    createdAt: '2025-01-02T03:04:00Z',
    lastHeartbeat: '2025-03-04T05:06:00Z',
    lastOnlineAt: '2025-03-04T05:00:00Z',
    metadata: { os: 'Windows 11', cpu: { cores: 8 } },
    offlineUntil: null,
    blocked: null,
    ...overrides,
  };
}

/** yyyy/MM/dd HH:mm or MM/dd HH:mm in the test process's local time zone. */
const local = (iso: string, short = false) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  const day = `${p(d.getMonth() + 1)}/${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  return short ? day : `${d.getFullYear()}/${day}`;
};

function serveDevices(devices: Device[] | (() => Device[])) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/devices', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const list = typeof devices === 'function' ? devices() : devices;
      return HttpResponse.json({ devices: list, total: list.length });
    }),
  );
  return queries;
}

function recordDeviceQueries() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/devices', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return undefined;
    }),
  );
  return queries;
}

async function renderDevices(who: 'admin' | 'user' = 'admin') {
  const account = await signInAs(who);
  return renderScreen(<DeviceListScreen />, { path: '/devices', user: account });
}

const deviceTable = () => screen.findByRole('table', { name: 'デバイス一覧' });
const dataRows = async () =>
  within(await deviceTable())
    .getAllByRole('row')
    .slice(1);
const rowOf = async (text: string) => (await within(await deviceTable()).findByText(text)).closest('tr') as HTMLElement;
const value = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const settle = () => waitFor(() => expect(document.querySelector('.p-datatable-loading-overlay')).toBeNull());

afterEach(() => {
  vi.useRealTimers();
});

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

describe('Device list: refresh', () => {
  it("refreshes on demand: 'デバイス一覧を更新しました'", async () => {
    const queries = recordDeviceQueries();
    const { user } = await renderDevices();
    await dataRows();
    // The next page is read ahead once the first is on screen; count from after that.
    await waitFor(() => expect(queries.some((q) => q.get('page') === '2')).toBe(true));
    const before = queries.length;
    await user.click(screen.getByRole('button', { name: 'デバイス一覧を再読み込み' }));
    await expectToast('デバイス一覧を更新しました');
    expect(queries.length).toBe(before + 1);
  });

  it('refreshes itself every 30 s, keeping the page, the sort and an open dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queries = recordDeviceQueries();
    const { user } = await renderDevices();
    await dataRows();
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    await user.click(screen.getByRole('columnheader', { name: /デバイス名/ }));
    await waitFor(() => expect(queries.at(-1)?.get('sortField')).toBe('name'));
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    await settle();
    const row = (await dataRows())[0]!;
    const name = cellTexts(row)[2]!;
    await user.click(within(row).getByRole('button', { name: `デバイス ${name} の詳細` }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });

    const count = queries.length;
    await vi.advanceTimersByTimeAsync(DEVICE_AUTO_REFRESH_MS);
    await waitFor(() => expect(queries.length).toBe(count + 1));
    const last = queries.at(-1)!;
    expect([last.get('page'), last.get('sortField'), last.get('sortOrder')]).toEqual(['2', 'name', 'asc']);
    await settle();
    expect(screen.getByRole('dialog', { name: 'デバイス詳細' })).toBe(dialog);
    expect(value(dialog, 'デバイス名')).toHaveTextContent(name);
    expect(screen.getByRole('button', { name: '2ページ' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('columnheader', { name: /デバイス名/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(toastTexts()).not.toContain('デバイス一覧を更新しました');
  });

  it('shows the fresh state of the open device after a refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Device['status'] = 'ACTIVE';
    serveDevices(() => [makeDevice({ status })]);
    const { user } = await renderDevices();
    await user.click(within(await rowOf('office-pc')).getByRole('button', { name: 'デバイス office-pc の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    expect(within(dialog).getByRole('button', { name: '無効化' })).toBeInTheDocument();
    status = 'DEACTIVATED';
    await vi.advanceTimersByTimeAsync(DEVICE_AUTO_REFRESH_MS);
    await waitFor(() => expect(value(dialog, 'ステータス')).toHaveTextContent('無効化済み'));
    expect(within(dialog).queryByRole('button', { name: '無効化' })).toBeNull();
  });
});

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

describe('Device actions', () => {
  it('offers deactivation only for ACTIVE devices', async () => {
    serveDevices(
      (['ACTIVE', 'INACTIVE', 'REGISTERED', 'DEACTIVATED'] as const).map((status, i) =>
        makeDevice({ id: `dev-${i}`, name: `box-${status}`, status }),
      ),
    );
    await renderDevices();
    await rowOf('box-ACTIVE');
    expect(screen.getAllByRole('button', { name: /を無効化$/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'デバイス box-ACTIVE を無効化',
    ]);
  });

  it("deactivates: 'デバイスを無効化しました' and the row follows", async () => {
    await signInAs('admin');
    const { devices } = await callApi('listDevices', { query: { status: 'ACTIVE', page: 1, pageSize: 1 } });
    const target = devices[0]!;
    const { user } = await renderDevices();
    await user.click(screen.getByLabelText('デバイスを検索'));
    await user.paste(target.id);
    const row = await rowOf(target.name);
    await user.click(within(row).getByRole('button', { name: `デバイス ${target.name} を無効化` }));
    await expectToast('デバイスを無効化しました');
    await waitFor(async () => expect(cellTexts(await rowOf(target.name))[3]).not.toBe('アクティブ'));
  });

  it("says 'デバイスの無効化に失敗しました' when deactivation fails (from the dialog too)", async () => {
    serveDevices([makeDevice()]);
    server.use(
      http.post('*/devices/:id/deactivate', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 409 })),
    );
    const { user } = await renderDevices();
    await user.click(within(await rowOf('office-pc')).getByRole('button', { name: 'デバイス office-pc の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    await user.click(within(dialog).getByRole('button', { name: '無効化' }));
    await expectToast('デバイスの無効化に失敗しました');
  });

  it("deletes after confirmation (admin): 'デバイスが削除されました' and the dialog closes", async () => {
    await signInAs('admin');
    const { devices } = await callApi('listDevices', { query: { page: 1, pageSize: 1 } });
    const target = devices[0]!;
    const { user } = await renderDevices();
    await user.click(screen.getByLabelText('デバイスを検索'));
    await user.paste(target.id);
    await user.click(within(await rowOf(target.name)).getByRole('button', { name: `デバイス ${target.name} の詳細` }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    await user.click(within(dialog).getByRole('button', { name: '削除' }));
    const confirm = await screen.findByRole('dialog', { name: 'デバイスの削除' });
    await user.click(within(confirm).getByRole('button', { name: 'はい' }));
    await expectToast('デバイスが削除されました');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'デバイス詳細' })).toBeNull());
    expect(await within(await deviceTable()).findByText('条件に一致するデバイスはありません')).toBeInTheDocument();
  });

  it('does not delete when the confirmation is declined', async () => {
    let calls = 0;
    serveDevices([makeDevice()]);
    server.use(http.delete('*/devices/:id', () => void (calls += 1)));
    const { user } = await renderDevices();
    await user.click(within(await rowOf('office-pc')).getByRole('button', { name: 'デバイス office-pc を削除' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'デバイスの削除' })).getByRole('button', { name: 'いいえ' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'デバイスの削除' })).toBeNull());
    expect(calls).toBe(0);
  });

  it("reports a failed delete with the server's text, else 'デバイスの削除に失敗しました'", async () => {
    let status = 404;
    serveDevices([makeDevice()]);
    server.use(
      http.delete('*/devices/:id', () =>
        HttpResponse.json({ error: 'デバイスが見つかりません', message: 'x' }, { status }),
      ),
    );
    const { user } = await renderDevices();
    const remove = async () => {
      await user.click(within(await rowOf('office-pc')).getByRole('button', { name: 'デバイス office-pc を削除' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'デバイスの削除' })).getByRole('button', { name: 'はい' }),
      );
    };
    await remove();
    await expectToast('デバイスが見つかりません');
    status = 500;
    await remove();
    await expectToast('デバイスの削除に失敗しました');
  });

  it('gives a USER no delete button, in the table or the dialog', async () => {
    serveDevices([makeDevice()]);
    const { user } = await renderDevices('user');
    const row = await rowOf('office-pc');
    expect(within(row).queryByRole('button', { name: /を削除$/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'デバイス office-pc を無効化' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'デバイス office-pc の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    expect(within(dialog).queryByRole('button', { name: '削除' })).toBeNull();
  });
});
