// The dashboard against a server we did not write: figures missing, null, as text or in another
// case show '-' where unknown (never a 0 the server did not say), lists keep what they can
// read, and a server without the trends extension shows the contract's cards and lists only.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { DashboardScreen } from '../../../src/screens/dashboard/dashboard-screen.tsx';
import { common } from '../../../src/shared/messages/common.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 8000 });

const notFound = () => HttpResponse.json({ error: 'Not Found', message: 'Not Found' }, { status: 404 });
/** An error state or an error message (PrimeReact gives every Message role="alert"). */
const errorAlerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => el.classList.contains('error-state') || el.classList.contains('p-inline-message-error'));
const figureOf = (name: string) => within(screen.getByRole('group', { name })).getByRole('paragraph');
const statusCount = (label: string) => {
  const list = screen.getByRole('list', { name: 'ライセンスステータス' });
  return within(list).getByText(label).closest('li')?.textContent?.replace(label, '');
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
async function openTable(user: { click: (el: Element) => Promise<void> }, title: string) {
  const region = await screen.findByRole('region', { name: title });
  await user.click(await within(region).findByRole('button', { name: '表で見る' }));
  return within(region).getByRole('table', { name: title });
}

async function renderAsAdmin() {
  const admin = await signInAs('admin');
  return renderScreen(<DashboardScreen />, { path: '/dashboard', user: admin });
}

describe('Dashboard: a lenient reading', () => {
  it("shows '-' for figures the server did not send, the counts it did, and the activity it could read", async () => {
    server.use(
      http.get('*/api/dashboard', () =>
        HttpResponse.json({
          stats: { totalLicenses: '12', activeLicenses: null, totalUsers: 3, seats: 40 },
          licenseStatuses: [
            { status: 'active', count: 7 },
            { status: 'Expired', count: null },
            { status: 'SUSPENDED', count: 2 },
          ],
          recentActivities: [
            { id: 'a1', message: null, timestamp: null },
            { id: 'a2', message: 'ライセンスを発行しました', timestamp: '2025-03-04 14:06:00+0900', actor: 'admin' },
            { message: 'an entry without an id' },
          ],
          generatedBy: 'another server',
        }),
      ),
    );
    const { user } = await renderAsAdmin();
    await screen.findByRole('group', { name: '総ライセンス数' });
    expect(figureOf('総ライセンス数')).toHaveTextContent('12');
    expect(figureOf('有効なライセンス')).toHaveTextContent(/^-$/);
    expect(figureOf('総ユーザー数')).toHaveTextContent('3');
    expect(figureOf('総デバイス数')).toHaveTextContent(/^-$/);

    expect(statusCount('アクティブ')).toBe('7');
    expect(statusCount('期限切れ')).toBe(common.none);
    // Left out of a breakdown the server sent: none of that status.
    expect(statusCount('非アクティブ')).toBe('0');

    const items = within(screen.getByRole('list', { name: '最近のアクティビティ' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^--$/);
    expect(items[1]).toHaveTextContent('ライセンスを発行しました2025/03/04 14:06');

    const statuses = await openTable(user, 'ライセンスステータスの内訳');
    const expired = within(statuses)
      .getAllByRole('row')
      .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === '期限切れ')!;
    expect(cellsOf(expired).slice(0, 3)).toEqual(['期限切れ', '-', '-']);
    expect(errorAlerts()).toEqual([]);
  });

  it('charts the figures of the trends it can read, with gaps and empty states for the rest', async () => {
    server.use(
      http.get('*/api/dashboard/trends', () =>
        HttpResponse.json({
          daily: [
            { date: '2026-11-01', issued: 2, activations: null },
            { date: null, issued: 5, activations: 5 },
            { date: '2026-11-02', issued: '3', activations: 1, refunds: 0 },
          ],
          expiries: null,
          heartbeat: {
            activeDevices: null,
            staleByThreshold: [
              { hours: 24, count: null },
              { hours: '168', count: 4 },
            ],
          },
        }),
      ),
    );
    const { user } = await renderAsAdmin();
    const daily = await openTable(user, '日別の発行数とアクティベーション数');
    const rows = within(daily).getAllByRole('row').slice(1);
    expect(rows.map((r) => cellsOf(r).slice(0, 3))).toEqual([
      ['2026/11/02', '3', '1'],
      ['2026/11/01', '2', '-'],
    ]);
    expect(
      screen.getByText(/直近30日間でライセンス 5 件を発行し、アクティベーションは 1 件でした/),
    ).toBeInTheDocument();

    expect(
      within(screen.getByRole('region', { name: '今後12週間の期限切れ予定' })).getByText('表示するデータがありません'),
    ).toBeInTheDocument();
    // No quota series at all says nothing of the owner.
    const quota = screen.getByRole('region', { name: 'ライセンス枠の使用数と購入数' });
    expect(within(quota).getByText('表示するデータがありません')).toBeInTheDocument();
    expect(within(quota).queryByText(/オーナーが設定されていない/)).toBeNull();

    const health = screen.getByRole('group', { name: '停止中のデバイス' });
    await waitFor(() => expect(within(health).getByText(common.none)).toBeInTheDocument());
    const heartbeat = await openTable(user, 'ハートビートの途絶えたデバイス');
    expect(
      within(heartbeat)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cellsOf(r).slice(0, 2)),
    ).toEqual([
      ['24時間以上', '-'],
      ['7日以上', '4'],
    ]);
    expect(errorAlerts()).toEqual([]);
  });

  it('on a server without the trends, shows the cards and lists of the contract, with no error and no retry', async () => {
    let trendCalls = 0;
    server.use(
      http.get('*/api/capabilities', notFound),
      http.get('*/api/dashboard/trends', () => {
        trendCalls += 1;
        return notFound();
      }),
    );
    await renderAsAdmin();
    await screen.findByRole('group', { name: '総ライセンス数' });
    expect(screen.getByRole('list', { name: 'ライセンスステータス' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '最近のアクティビティ' })).toBeInTheDocument();
    await waitFor(() => expect(trendCalls).toBe(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '推移' })).toBeNull());
    expect(screen.queryByRole('group', { name: '停止中のデバイス' })).toBeNull();
    expect(screen.queryByRole('button', { name: common.retry })).toBeNull();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.queryByText(/利用できません/)).toBeNull();
  });
});
