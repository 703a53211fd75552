import { configure, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { dashboardSchema } from '../../../src/api/schemas/reports/dashboard.ts';
import { DashboardScreen } from '../../../src/screens/dashboard/dashboard-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

/** yyyy/MM/dd HH:mm in the test process's local time zone. */
const localStamp = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};
const figure = (name: string) => within(screen.getByRole('group', { name })).getByText(/^\d+$/);
const statusCount = (label: string) => {
  const list = screen.getByRole('list', { name: 'ライセンスステータス' });
  const item = within(list).getByText(label).closest('li') as HTMLElement;
  return item.textContent?.replace(label, '');
};

describe('Dashboard', () => {
  it('shows skeletons while loading, not a blank area', async () => {
    server.use(http.get('*/api/dashboard', async () => delay('infinite')));
    const user = await signInAs('admin');
    renderScreen(<DashboardScreen />, { path: '/dashboard', user });
    expect(screen.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '読み込み中…' })).toBeInTheDocument();
  });

  it('shows the four figures, the status breakdown and recent activity of the whole system to an admin', async () => {
    const user = await signInAs('admin');
    // The mock answers in the contract's form: read it so, every figure there.
    const expected = dashboardSchema.parse(await callApi('getDashboard', {}));
    renderScreen(<DashboardScreen />, { path: '/dashboard', user });
    await screen.findByRole('group', { name: '総ライセンス数' });
    expect(figure('総ライセンス数')).toHaveTextContent(String(expected.stats.totalLicenses));
    expect(figure('有効なライセンス')).toHaveTextContent(String(expected.stats.activeLicenses));
    expect(figure('総ユーザー数')).toHaveTextContent(String(expected.stats.totalUsers));
    expect(figure('総デバイス数')).toHaveTextContent(String(expected.stats.totalDevices));
    expect(expected.stats.totalLicenses).toBeGreaterThanOrEqual(50);

    const count = (s: string) => String(expected.licenseStatuses.find((x) => x.status === s)?.count ?? 0);
    expect(statusCount('アクティブ')).toBe(count('ACTIVE'));
    expect(statusCount('非アクティブ')).toBe(count('INACTIVE'));
    expect(statusCount('期限切れ')).toBe(count('EXPIRED'));
    expect(statusCount('無効化済み')).toBe(count('REVOKED'));

    const activity = screen.getByRole('list', { name: '最近のアクティビティ' });
    const items = within(activity).getAllByRole('listitem');
    expect(items.length).toBe(expected.recentActivities.length);
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toHaveTextContent(expected.recentActivities[0]!.message);
    expect(items[0]!.querySelector('time')?.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  });

  it('formats activity timestamps as yyyy/MM/dd HH:mm in local time', async () => {
    server.use(
      http.get('*/api/dashboard', () =>
        HttpResponse.json({
          stats: { totalLicenses: 1, activeLicenses: 1, totalUsers: 2, totalDevices: 0 },
          licenseStatuses: [{ status: 'ACTIVE', count: 1 }],
          recentActivities: [{ id: 'a1', message: 'ライセンス ABC を発行しました', timestamp: '2025-03-04T05:06:00Z' }],
        }),
      ),
    );
    const user = await signInAs('admin');
    renderScreen(<DashboardScreen />, { path: '/dashboard', user });
    const item = await screen.findByText('ライセンス ABC を発行しました');
    expect(item.closest('li')).toHaveTextContent(localStamp('2025-03-04T05:06:00Z'));
    // A status missing from the response counts as 0.
    expect(statusCount('期限切れ')).toBe('0');
    expect(figure('総デバイス数')).toHaveTextContent('0');
  });

  it('shows a USER their own figures', async () => {
    const user = await signInAs('user');
    const own = dashboardSchema.parse(await callApi('getDashboard', {}));
    renderScreen(<DashboardScreen />, { path: '/dashboard', user });
    await screen.findByRole('group', { name: '総ライセンス数' });
    expect(figure('総ライセンス数')).toHaveTextContent(String(own.stats.totalLicenses));
    expect(figure('総ユーザー数')).toHaveTextContent('1');
    await signInAs('admin');
    const all = dashboardSchema.parse(await callApi('getDashboard', {}));
    expect(own.stats.totalLicenses).toBeLessThan(all.stats.totalLicenses);
  });

  it('shows empty figures and no activity in the empty scenario', async () => {
    resetDatabase('empty');
    const user = await signInAs('admin');
    renderScreen(<DashboardScreen />, { path: '/dashboard', user });
    await screen.findByRole('group', { name: '総ライセンス数' });
    expect(figure('総ライセンス数')).toHaveTextContent('0');
    expect(figure('総デバイス数')).toHaveTextContent('0');
  });

  it("shows 'データの読み込みに失敗しました' with a retry on load failure, and recovers", async () => {
    let fail = true;
    server.use(
      http.get('*/api/dashboard', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const user = await signInAs('admin');
    const { user: ue } = renderScreen(<DashboardScreen />, { path: '/dashboard', user });
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('データの読み込みに失敗しました');
    fail = false;
    await ue.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('group', { name: '総ライセンス数' })).toBeInTheDocument();
  });
});
