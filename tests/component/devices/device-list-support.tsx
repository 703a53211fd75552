// The device list rendered on devices the test serves, with the readers its tests share.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, vi } from 'vitest';
import type { Device } from '../../../src/api/schemas/licensing/device.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';

export function makeDevice(overrides: Partial<Device> = {}): Device {
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
export const local = (iso: string, short = false) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  const day = `${p(d.getMonth() + 1)}/${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  return short ? day : `${d.getFullYear()}/${day}`;
};

export function serveDevices(devices: Device[] | (() => Device[])) {
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

export function recordDeviceQueries() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/devices', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return undefined;
    }),
  );
  return queries;
}

export async function renderDevices(who: 'admin' | 'user' = 'admin') {
  const account = await signInAs(who);
  return renderScreen(<DeviceListScreen />, { path: '/devices', user: account });
}

export const deviceTable = () => screen.findByRole('table', { name: 'デバイス一覧' });
export const dataRows = async () =>
  within(await deviceTable())
    .getAllByRole('row')
    .slice(1);
export const rowOf = async (text: string) =>
  (await within(await deviceTable()).findByText(text)).closest('tr') as HTMLElement;
export const value = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
export const settle = () => waitFor(() => expect(document.querySelector('.p-datatable-loading-overlay')).toBeNull());

/** As every device-list test needs: findBy/waitFor given room (server round-trips through msw on a
 * shared 2-core machine), and real timers back after each test (the auto-refresh tests fake them). */
export function deviceListTestSetup(): void {
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    vi.useRealTimers();
  });
}
