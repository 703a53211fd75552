// The device list's refresh.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Device } from '../../../src/api/schemas/licensing/device.ts';
import { DEVICE_AUTO_REFRESH_MS } from '../../../src/shared/constants.ts';
import { cellTexts, expectToast, toastTexts } from '../licenses/support.tsx';
import {
  makeDevice,
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
