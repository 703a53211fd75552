// The admin dashboard's trends: each chart's table alternative (表で見る) holds the
// server's figures, the 30/90-day toggle, empty and error-with-retry states, the links into
// the filtered lists, and device health (threshold remembered per browser, the count).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { trendsSchema } from '../../../src/api/schemas/reports/trends.ts';
import { DashboardScreen } from '../../../src/screens/dashboard/dashboard-screen.tsx';
import { STALE_THRESHOLD_STORAGE_KEY } from '../../../src/shared/constants.ts';
import { formatCount, formatDate } from '../../../src/shared/format.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 8000 });

// jsdom draws no canvas (tests/setup.ts): the charts' pixels are Playwright's
// (tests/e2e/dashboard-trends.e2e.ts).

const panel = (title: string) => screen.getByRole('region', { name: title });
async function openTable(user: { click: (el: Element) => Promise<void> }, title: string) {
  const region = await screen.findByRole('region', { name: title });
  await user.click(await within(region).findByRole('button', { name: '表で見る' }));
  return within(region).getByRole('table', { name: title });
}
const rowOf = (table: HTMLElement, firstCell: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === firstCell)!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Dashboard trends (admin)', () => {
  it('loads the trends’ code while the figures are on their way: the section comes with them, never its loading state', async () => {
    // The figures answer only once the code has loaded (as on a real network, where the code
    // arrives from the cache first); React.lazy would still suspend in the figures' render.
    server.use(
      http.get('*/api/dashboard', async () => {
        await import('../../../src/screens/dashboard/trends/trends-section.tsx');
        // Nothing returned: the mock's own handler answers.
      }),
    );
    const admin = await signInAs('admin');
    renderScreen(<DashboardScreen />, { path: '/dashboard', user: admin });
    await screen.findByRole('group', { name: '総ライセンス数' });
    expect(screen.getByRole('heading', { level: 2, name: '推移' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '推移を読み込み中…' })).toBeNull();
  });

  it('shows each chart with its summary, and its table alternative holds the server’s figures; 90 days on the toggle', async () => {
    const admin = await signInAs('admin');
    // The mock answers in the contract's form: read it so, every figure there.
    const expected = trendsSchema.parse(await callApi('getDashboardTrends', { query: { days: 30 } }));
    const { user } = renderScreen(<DashboardScreen />, { path: '/dashboard', user: admin });

    const daily = await openTable(user, '日別の発行数とアクティベーション数');
    expect(within(daily).getAllByRole('row')).toHaveLength(1 + 30);
    const busiest = expected.daily.reduce((a, b) => (b.issued + b.activations > a.issued + a.activations ? b : a));
    expect(cellsOf(rowOf(daily, formatDate(busiest.date))).slice(0, 3)).toEqual([
      formatDate(busiest.date),
      formatCount(busiest.issued),
      formatCount(busiest.activations),
    ]);
    const issued = expected.daily.reduce((n, d) => n + d.issued, 0);
    expect(
      within(panel('日別の発行数とアクティベーション数')).getByText(
        new RegExp(`直近30日間でライセンス ${issued} 件を発行`),
      ),
    ).toBeInTheDocument();
    // The chart itself is an image named by its title.
    expect(
      within(panel('日別の発行数とアクティベーション数')).getByRole('img', {
        name: /日別の発行数とアクティベーション数のグラフ/,
      }),
    ).toBeInTheDocument();

    const quota = await openTable(user, 'ライセンス枠の使用数と購入数');
    const today = expected.quota.at(-1)!;
    expect(cellsOf(rowOf(quota, formatDate(today.date)))).toEqual([
      formatDate(today.date),
      String(today.used),
      String(today.total),
      `${Math.round((today.used / today.total) * 100)}%`,
    ]);

    const expiries = await openTable(user, '今後12週間の期限切れ予定');
    expect(within(expiries).getAllByRole('row')).toHaveLength(1 + 12);
    expect(cellsOf(rowOf(expiries, formatDate(expected.expiries[0]!.weekStart))).slice(0, 2)).toEqual([
      formatDate(expected.expiries[0]!.weekStart),
      String(expected.expiries[0]!.count),
    ]);

    // 90 days: the daily table grows to 90 rows.
    await user.click(screen.getByRole('button', { name: '90日間' }));
    await waitFor(() => expect(within(daily).getAllByRole('row')).toHaveLength(1 + 90));
    expect(within(panel('日別の発行数とアクティベーション数')).getByText(/直近90日間/)).toBeInTheDocument();
  });

  it('opens the list filtered to a slice or a bar from the table’s links (what a click on the chart opens)', async () => {
    const admin = await signInAs('admin');
    const { user, location } = renderScreen(<DashboardScreen />, { path: '/dashboard', user: admin });
    const statuses = await openTable(user, 'ライセンスステータスの内訳');
    await user.click(within(statuses).getByRole('link', { name: '無効化済みの一覧を開く' }));
    expect(location.history.at(-1)).toBe('/licenses?status=REVOKED');

    const heartbeat = await openTable(user, 'ハートビートの途絶えたデバイス');
    await user.click(within(heartbeat).getByRole('link', { name: '7日以上の一覧を開く' }));
    expect(location.history.at(-1)).toBe('/devices?status=ACTIVE&silent=168');

    // A day of the daily chart opens the audit log on that day (the lists have no filter by day).
    const daily = await openTable(user, '日別の発行数とアクティベーション数');
    const day = within(daily).getAllByRole('row')[1]!;
    const date = within(day).getAllByRole('cell')[0]!.textContent!;
    await user.click(within(day).getByRole('link', { name: `${date}の一覧を開く` }));
    const iso = date.replaceAll('/', '-');
    expect(location.history.at(-1)).toBe(`/audit-log?from=${iso}&to=${iso}`);

    const expiries = await openTable(user, '今後12週間の期限切れ予定');
    const links = within(expiries).getAllByRole('link');
    await user.click(links[0]!);
    expect(location.history.at(-1)).toBe('/licenses?expiry=within7');
    await user.click(links[4]!);
    expect(location.history.at(-1)).toBe('/licenses?expiry=within90');
  });

  it('shows an empty state per chart when there is nothing to chart (the empty scenario)', async () => {
    resetDatabase('empty');
    const admin = await signInAs('admin');
    renderScreen(<DashboardScreen />, { path: '/dashboard', user: admin });
    await waitFor(() =>
      expect(
        within(panel('日別の発行数とアクティベーション数')).getByText('表示するデータがありません'),
      ).toBeInTheDocument(),
    );
    expect(within(panel('今後12週間の期限切れ予定')).getByText('表示するデータがありません')).toBeInTheDocument();
    expect(
      within(panel('ライセンス枠の使用数と購入数')).getByText(
        'オーナーが設定されていないため、ライセンス枠の推移はありません',
      ),
    ).toBeInTheDocument();
  });

  it('shows an error with retry per chart when the trends fail, and recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/api/dashboard/trends', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 400 }) : undefined,
      ),
    );
    const admin = await signInAs('admin');
    const { user } = renderScreen(<DashboardScreen />, { path: '/dashboard', user: admin });
    const daily = await screen.findByRole('region', { name: '日別の発行数とアクティベーション数' });
    expect(await within(daily).findByText('グラフのデータの読み込みに失敗しました')).toBeInTheDocument();
    expect(
      within(panel('今後12週間の期限切れ予定')).getByText('グラフのデータの読み込みに失敗しました'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '停止中のデバイス' })).getByText(
        'グラフのデータの読み込みに失敗しました',
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(daily).getByRole('button', { name: '再試行' }));
    expect(await within(daily).findByRole('button', { name: '表で見る' })).toBeInTheDocument();
  });

  it('counts the stale devices at the chosen threshold and remembers the choice in this browser', async () => {
    const admin = await signInAs('admin');
    const expected = trendsSchema.parse(await callApi('getDashboardTrends', {}));
    const staleAt = (hours: number) => expected.heartbeat.staleByThreshold.find((b) => b.hours === hours)!.count;
    const first = renderScreen(<DashboardScreen />, { path: '/dashboard', user: admin });
    const card = await screen.findByRole('group', { name: '停止中のデバイス' });
    await waitFor(() => expect(within(card).getByText(`${staleAt(24)} 台`)).toBeInTheDocument());
    await first.user.click(within(card).getByRole('button', { name: '30日以上' }));
    expect(within(card).getByText(`${staleAt(720)} 台`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '一覧で見る' })).toHaveAttribute(
      'href',
      '/devices?status=ACTIVE&silent=720',
    );
    expect(localStorage.getItem(STALE_THRESHOLD_STORAGE_KEY)).toBe('720');
    first.unmount();

    renderScreen(<DashboardScreen />, { path: '/dashboard', user: admin });
    const again = await screen.findByRole('group', { name: '停止中のデバイス' });
    expect(within(again).getByRole('button', { name: '30日以上' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(again).getByText(`${staleAt(720)} 台`)).toBeInTheDocument());
  });

  it('shows an ordinary user no trends and makes no trends call', async () => {
    let calls = 0;
    server.use(http.get('*/api/dashboard/trends', () => void (calls += 1)));
    const user = await signInAs('user');
    renderScreen(<DashboardScreen />, { path: '/dashboard', user });
    await screen.findByRole('group', { name: '総ライセンス数' });
    expect(screen.queryByRole('group', { name: '停止中のデバイス' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'ライセンスステータスの内訳' })).toBeNull();
    expect(calls).toBe(0);
  });
});
