import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenAt } from '../../../src/screens/shell/route-table.ts';
import { disposeApps, renderApp } from '../../support/app.tsx';
import { recordRequests } from '../../support/record-requests.ts';
import { signInAs } from '../../support/render.tsx';

afterEach(() => {
  disposeApps();
  vi.restoreAllMocks();
});

describe('side menu', () => {
  it('loads a screen’s code when the pointer or the focus reaches its link', async () => {
    await signInAs('admin');
    const { user } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    const licenses = vi.spyOn(screenAt('/licenses')!, 'preload');
    const devices = vi.spyOn(screenAt('/devices')!, 'preload');
    await user.hover(within(nav).getByRole('link', { name: 'ライセンス管理' }));
    expect(licenses).toHaveBeenCalled();
    expect(devices).not.toHaveBeenCalled();
    within(nav).getByRole('link', { name: 'デバイス管理' }).focus();
    expect(devices).toHaveBeenCalled();
  });

  it('asks for a list’s first page when its link is pressed: the list opens on that one call', async () => {
    await signInAs('admin');
    const { user } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    const firstPages = recordRequests('GET', '/devices');
    const pageOne = () => firstPages.filter((r) => r.query.get('page') === '1');
    const link = within(nav).getByRole('link', { name: 'デバイス管理' });
    // Pointing at the link loads code only; the press (its main button) asks for the rows.
    await user.hover(link);
    fireEvent.pointerDown(link, { button: 2 });
    expect(firstPages).toHaveLength(0);
    fireEvent.pointerDown(link, { button: 0 });
    await waitFor(() => expect(pageOne()).toHaveLength(1));
    expect(pageOne()[0]!.query.get('pageSize')).toBe('10');
    await user.click(link);
    const table = await screen.findByRole('table', { name: 'デバイス一覧' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(pageOne()).toHaveLength(1);
  });

  it('asks for the audit log’s first page at the press, and each visit reads it again once', async () => {
    await signInAs('admin');
    const { user } = renderApp('/dashboard', { strict: true });
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    const requests = recordRequests('GET', '/api/audit-log');
    // The first page's reads (the visit then reads page 2 ahead).
    const reads = () => requests.filter((r) => r.query.get('page') === '1');
    const visit = async (before: number) => {
      const link = await within(nav).findByRole('link', { name: '操作履歴' });
      // The press asks; the click's visit takes that read.
      fireEvent.pointerDown(link, { button: 0 });
      await waitFor(() => expect(reads()).toHaveLength(before + 1));
      fireEvent.click(link);
      const table = await screen.findByRole('table', { name: '操作履歴一覧' });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    };
    await visit(0);
    expect(reads()).toHaveLength(1);
    await user.click(within(nav).getByRole('link', { name: 'ダッシュボード' }));
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    await visit(1);
    // The rows held from the first visit are asked for again: this list reads at every visit.
    expect(reads()).toHaveLength(2);
  });

  it('reads the audit log at the visit when no press began it', async () => {
    await signInAs('admin');
    const { user } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    const requests = recordRequests('GET', '/api/audit-log');
    (await within(nav).findByRole('link', { name: '操作履歴' })).focus();
    await user.keyboard('{Enter}');
    const table = await screen.findByRole('table', { name: '操作履歴一覧' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(requests.filter((r) => r.query.get('page') === '1')).toHaveLength(1);
  });
});
