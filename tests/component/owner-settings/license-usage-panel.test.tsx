import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import type { LicenseUsage } from '../../../src/api/schemas/accounts/owner.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseUsagePanel } from '../../../src/screens/owner-settings/license-usage-panel.tsx';
import { quotaLevel } from '../../../src/screens/owner-settings/quota-level.ts';
import { QUOTA_ERROR_PERCENT, QUOTA_STALE_AFTER_MS, QUOTA_WARNING_PERCENT } from '../../../src/shared/constants.ts';
import { owner } from '../../../src/shared/messages/owner.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';

configure({ asyncUtilTimeout: 5000 });

const EXHAUSTED = 'ライセンス枠を使い切っています。サブスクライトでライセンス認証オプションを購入してください。';
const STALE = 'ライセンス枠情報が最新でない可能性があります。同期ボタンで最新の情報を取得してください。';

const usage = (over: Partial<LicenseUsage> = {}): LicenseUsage => ({
  license_quota_total: 100,
  license_quota_used: 40,
  license_quota_available: 60,
  total_applications: 2,
  is_quota_expired: false,
  last_updated: new Date(Date.now() - 60_000).toISOString(),
  applications_detail: [
    { application_id: 'app-1', application_name: 'アプリA', active_licenses: 25 },
    { application_id: 'app-2', application_name: 'アプリB', active_licenses: 15 },
  ],
  ...over,
});

async function ownerId(): Promise<string> {
  const owner = await callApi('getMyOwner', {});
  if (!owner.exists) throw new Error('owner expected');
  return owner.owner_id;
}

async function renderPanel(data?: LicenseUsage) {
  const admin = await signInAs('admin');
  if (data) server.use(http.get('*/api/license-quota/:id/usage', () => HttpResponse.json(data)));
  const id = await ownerId();
  const view = renderScreen(<LicenseUsagePanel ownerId={id} />, { path: '/owner-settings', user: admin });
  await screen.findByRole('progressbar');
  return { ...view, id };
}

const bar = () => screen.getByRole('progressbar');

describe('License-usage panel', () => {
  it('without an owner shows only the info message', async () => {
    const admin = await signInAs('admin');
    renderScreen(<LicenseUsagePanel ownerId={null} />, { user: admin });
    expect(
      screen.getByText('オーナーが設定されていません。オーナー設定を作成するとライセンス使用状況が表示されます。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: '同期' })).toBeNull();
  });

  it("shows the demo owner's usage: bar used / total, the four chips, last update and sync", async () => {
    await renderPanel();
    const real = await callApi('getLicenseUsage', { params: { id: await ownerId() } });
    expect(screen.getByText(`${real.license_quota_used} / ${real.license_quota_total}`)).toBeInTheDocument();
    expect(bar()).toHaveAccessibleName(expect.stringContaining('ライセンス枠の使用率'));
    const chips = screen.getByRole('list', { name: 'ライセンス使用状況' });
    expect(within(chips).getByText(`総枠: ${real.license_quota_total}`)).toBeInTheDocument();
    expect(within(chips).getByText(`使用中: ${real.license_quota_used}`)).toBeInTheDocument();
    expect(within(chips).getByText(`利用可能: ${real.license_quota_available}`)).toBeInTheDocument();
    expect(within(chips).getByText(`アプリケーション数: ${real.total_applications}`)).toBeInTheDocument();
    expect(screen.getByText(/^最終更新: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '同期' })).toBeInTheDocument();
    expect(screen.queryByText(EXHAUSTED)).toBeNull();
    expect(screen.queryByText(STALE)).toBeNull();
  });

  it('colours the bar by level, from the constants: success below 70 %, warning from 70 %, error from 90 %', async () => {
    expect([quotaLevel(0), quotaLevel(QUOTA_WARNING_PERCENT - 1)]).toEqual(['success', 'success']);
    expect([quotaLevel(QUOTA_WARNING_PERCENT), quotaLevel(QUOTA_ERROR_PERCENT - 1)]).toEqual(['warning', 'warning']);
    expect([quotaLevel(QUOTA_ERROR_PERCENT), quotaLevel(100), quotaLevel(120)]).toEqual(['error', 'error', 'error']);
  });

  it.each([
    [69, 'success', '余裕あり'],
    [70, 'warning', '残りわずか'],
    [89, 'warning', '残りわずか'],
    [90, 'error', '上限間近'],
  ] as const)('at %i %% used the bar is %s and says so in words (%s)', async (used, level, words) => {
    await renderPanel(usage({ license_quota_used: used, license_quota_available: 100 - used }));
    expect(bar()).toHaveAttribute('data-level', level);
    expect(bar()).toHaveAttribute('aria-valuenow', String(used));
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByText(`(${used}%)`, { exact: false })).toBeInTheDocument();
  });

  it('warns when the quota is exhausted (available 0 of a total above 0)', async () => {
    await renderPanel(usage({ license_quota_used: 100, license_quota_available: 0 }));
    expect(screen.getByText(EXHAUSTED)).toBeInTheDocument();
  });

  it('says by how many an overdrawn owner is over its total, and why devices are refused; 超過, not 上限間近', async () => {
    await renderPanel(usage({ license_quota_total: 8, license_quota_used: 10, license_quota_available: 0 }));
    expect(screen.getByText(EXHAUSTED)).toBeInTheDocument();
    expect(screen.getByText(owner.quotaOverdrawn(2))).toBeInTheDocument();
    expect(screen.getByText(/2件上回っています/)).toBeInTheDocument();
    expect(screen.getByText(owner.usageOver)).toBeInTheDocument();
    expect(screen.queryByText(owner.usageLevel.error)).toBeNull();
  });

  it('at exactly its total an owner is not overdrawn', async () => {
    await renderPanel(usage({ license_quota_used: 100, license_quota_available: 0 }));
    expect(screen.queryByText(/上回っています/)).toBeNull();
    expect(screen.getByText(owner.usageLevel.error)).toBeInTheDocument();
  });

  it('does not warn about exhaustion when nothing was bought (total 0)', async () => {
    await renderPanel(usage({ license_quota_total: 0, license_quota_used: 0, license_quota_available: 0 }));
    expect(screen.queryByText(EXHAUSTED)).toBeNull();
  });

  it('warns about stale figures when the server flags them', async () => {
    await renderPanel(usage({ is_quota_expired: true }));
    expect(screen.getByText(STALE)).toBeInTheDocument();
  });

  it('warns about stale figures when the last sync is more than 24 h old', async () => {
    await renderPanel(usage({ last_updated: new Date(Date.now() - QUOTA_STALE_AFTER_MS - 60_000).toISOString() }));
    expect(screen.getByText(STALE)).toBeInTheDocument();
  });

  it("shows '未設定' when never synced", async () => {
    await renderPanel(usage({ last_updated: null }));
    expect(screen.getByText('最終更新: 未設定')).toBeInTheDocument();
  });

  it('the per-application table is collapsible', async () => {
    const { user } = await renderPanel(usage());
    const toggle = screen.getByRole('button', { name: 'アプリケーション別の使用状況' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('アプリA')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['アプリケーション名', 'アプリケーションID', 'アクティブなライセンス数']);
    expect(within(rows[1]!).getByText('アプリA')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('app-1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('25')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sync asks the server and re-reads the usage', async () => {
    const syncs = recordRequests('POST', /\/api\/license-quota\/[^/]+\/sync$/);
    const reads = recordRequests('GET', /\/usage$/);
    const { user, id } = await renderPanel();
    const before = reads.length;
    await user.click(screen.getByRole('button', { name: '同期' }));
    expect(await screen.findByText('ライセンス枠を同期しました')).toBeInTheDocument();
    expect(syncs.map((s) => s.path)).toEqual([`/api/license-quota/${id}/sync`]);
    await waitFor(() => expect(reads.length).toBe(before + 1));
  });

  it("a failed sync says 'ライセンス枠同期に失敗しました'", async () => {
    server.use(
      http.post('*/api/license-quota/:id/sync', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })),
    );
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: '同期' }));
    expect(await screen.findByText('ライセンス枠同期に失敗しました')).toBeInTheDocument();
  });

  it("a failed read says 'ライセンス使用状況の取得に失敗しました' with a working retry", async () => {
    let fail = true;
    server.use(
      http.get('*/api/license-quota/:id/usage', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const admin = await signInAs('admin');
    const { user } = renderScreen(<LicenseUsagePanel ownerId={await ownerId()} />, { user: admin });
    expect(await screen.findByText('ライセンス使用状況の取得に失敗しました')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });
});
