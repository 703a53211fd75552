// The admin's 有効化 / ブロック / ブロック解除 in the device detail dialog: what each device offers,
// the answer's record shown at once (a bare 201 record), a 204 read again, and a refusal's reason.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Device } from '../../../src/api/schemas/licensing/device.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectToast } from '../licenses/support.tsx';

configure({ asyncUtilTimeout: 5000 });

const device = (overrides: Partial<Device> = {}): Device => ({
  id: 'dev-0123456789abcdef',
  hardwareId: 'HW-AAAA-BBBB-CCCC-DDDD',
  name: 'office-pc',
  status: 'DEACTIVATED',
  licenseId: 'lic-fedcba9876543210',
  createdAt: '2025-01-02T03:04:00Z',
  lastHeartbeat: null,
  lastOnlineAt: null,
  metadata: {},
  offlineUntil: null,
  blocked: null,
  ...overrides,
});

/** The list answers `first` once, then `later` (the first row again by default) once `gate` opens. */
function serveList(first: Device, later: () => Device = () => first) {
  let reads = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  server.use(
    http.get('*/devices', async () => {
      reads += 1;
      if (reads > 1) await gate;
      return HttpResponse.json({ devices: [reads > 1 ? later() : first], total: 1 });
    }),
  );
  return { open };
}

/** Counts the POSTs to one device call and answers with `answer`. */
function servePost(call: 'activate' | 'block' | 'unblock', answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/devices/:id/${call}`, async ({ request }) => {
      bodies.push(request.headers.get('content-length') === '0' ? null : await request.text());
      return answer();
    }),
  );
  return bodies;
}

async function openDetail() {
  const account = await signInAs('admin');
  const { user } = renderScreen(<DeviceListScreen />, { path: '/devices', user: account });
  const table = await screen.findByRole('table', { name: 'デバイス一覧' });
  await user.click(await within(table).findByRole('button', { name: 'デバイス office-pc の詳細' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'デバイス詳細' }) };
}

const value = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const buttons = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button')
    .map((b) => b.textContent?.trim());
const toastSummaries = () =>
  Array.from(document.querySelectorAll('.p-toast-message .p-toast-summary')).map((e) => e.textContent);

describe('device admin actions: what a device offers', () => {
  it('a server that does not say whether it is blocked: 有効化, ブロック and ブロック解除, no ブロック row', async () => {
    serveList(device());
    const { dialog } = await openDetail();
    expect(buttons(dialog)).toEqual(expect.arrayContaining(['有効化', 'ブロック', 'ブロック解除', '削除']));
    expect(within(dialog).queryByText('ブロック', { selector: 'dt' })).toBeNull();
  });

  it('a blocked device: only ブロック解除 (no 有効化), shown as ブロック中', async () => {
    serveList(device({ status: 'INACTIVE', blocked: true }));
    const { dialog } = await openDetail();
    expect(value(dialog, 'ブロック')).toHaveTextContent('ブロック中');
    expect(buttons(dialog)).toContain('ブロック解除');
    expect(buttons(dialog)).not.toContain('有効化');
    expect(buttons(dialog)).not.toContain('ブロック');
  });

  it('an ACTIVE device not blocked: ブロック only (無効化 as before), no 有効化 and no ブロック解除', async () => {
    serveList(device({ status: 'ACTIVE', blocked: false }));
    const { dialog } = await openDetail();
    expect(value(dialog, 'ブロック')).toHaveTextContent('なし');
    expect(buttons(dialog)).toEqual(expect.arrayContaining(['無効化', 'ブロック']));
    expect(buttons(dialog)).not.toContain('有効化');
    expect(buttons(dialog)).not.toContain('ブロック解除');
  });
});

/** The licence list answers the device's licence with these figures. */
function serveLicence(status: string, currentActivations: number, maxActivations: number) {
  const read = { count: 0 };
  server.use(
    http.get('*/licenses', () => {
      read.count += 1;
      return HttpResponse.json({
        licenses: [
          {
            id: 'lic-fedcba9876543210',
            key: 'LIC-AAAA-BBBB',
            status,
            type: 'PERPETUAL',
            applicationId: 'app-1',
            applicationName: 'CADビューア Pro',
            userId: 'user-1',
            userName: '山田 太郎',
            currentActivations,
            maxActivations,
            availableActivations: Math.max(0, maxActivations - currentActivations),
            issuedAt: '2025-01-01T00:00:00Z',
            updatedAt: '2025-01-01T00:00:00Z',
            expiresAt: null,
          },
        ],
        total: 1,
      });
    }),
  );
  return read;
}

describe('device admin actions: 有効化 on a licence that cannot take the device', () => {
  it('a revoked licence: 有効化 disabled, saying why', async () => {
    serveList(device({ blocked: false }));
    serveLicence('REVOKED', 0, 3);
    const { dialog } = await openDetail();
    const reason = await within(dialog).findByText(/ライセンスは無効化されているため、有効化できません/);
    const button = within(dialog).getByRole('button', { name: '有効化' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason.textContent!);
  });

  it('a full licence: 有効化 disabled, naming used / max', async () => {
    serveList(device({ blocked: false }));
    serveLicence('ACTIVE', 3, 3);
    const { dialog } = await openDetail();
    await within(dialog).findByText(/アクティベーション数が上限（3 \/ 3）に達しているため、有効化できません/);
    expect(within(dialog).getByRole('button', { name: '有効化' })).toBeDisabled();
  });

  it('a licence with a free seat: 有効化 enabled, no reason', async () => {
    serveList(device({ blocked: false }));
    const read = serveLicence('ACTIVE', 2, 3);
    const { dialog } = await openDetail();
    await waitFor(() => expect(read.count).toBeGreaterThan(0));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '有効化' })).toBeEnabled());
    expect(within(dialog).queryByText(/有効化できません/)).toBeNull();
  });
});

describe('device admin actions: the answers', () => {
  it('有効化 on its own licence: one call; a bare 201 record shows ACTIVE at once', async () => {
    const active = device({ status: 'ACTIVE', blocked: false });
    const list = serveList(device({ blocked: false }), () => active);
    const bodies = servePost('activate', () => HttpResponse.json(active, { status: 201 }));
    const { user, dialog } = await openDetail();
    await user.click(within(dialog).getByRole('button', { name: '有効化' }));
    // Before the list is read again: the answer's record alone.
    await waitFor(() => expect(value(dialog, 'ステータス')).toHaveTextContent('アクティブ'));
    expect(within(dialog).queryByRole('button', { name: '有効化' })).toBeNull();
    list.open();
    await expectToast('デバイスを有効化しました');
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0] as string)).toEqual({ license_id: 'lic-fedcba9876543210' });
  });

  it('ブロック asks first, then one call; a 204 is read again and shows ブロック中', async () => {
    serveList(device({ status: 'ACTIVE', blocked: false }), () => device({ status: 'INACTIVE', blocked: true })).open();
    const bodies = servePost('block', () => new HttpResponse(null, { status: 204 }));
    const { user, dialog } = await openDetail();
    await user.click(within(dialog).getByRole('button', { name: 'ブロック' }));
    const confirm = await screen.findByRole('dialog', { name: 'デバイスのブロック' });
    expect(confirm).toHaveTextContent('アクティベートもハートビートもできなくなり');
    expect(bodies).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'ブロック' }));
    await expectToast('デバイスをブロックしました');
    await waitFor(() => expect(value(dialog, 'ブロック')).toHaveTextContent('ブロック中'));
    expect(within(dialog).getByRole('button', { name: 'ブロック解除' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it("a refused ブロック解除 says the server's reason and changes nothing", async () => {
    serveList(device({ status: 'REGISTERED' })).open();
    servePost('unblock', () =>
      HttpResponse.json(
        { error: 'Conflict', message: 'このデバイスはブロックされていません' },
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    );
    const { user, dialog } = await openDetail();
    await user.click(within(dialog).getByRole('button', { name: 'ブロック解除' }));
    await expectToast('このデバイスはブロックされていません');
    expect(toastSummaries()).toContain('デバイスのブロック解除に失敗しました');
    expect(value(dialog, 'ステータス')).toHaveTextContent('登録済み');
  });
});
