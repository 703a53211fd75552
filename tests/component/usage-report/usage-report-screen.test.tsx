// 利用状況レポート against the mock: the last six months by default, each month's figures as the
// server counts them (every application, or one), another range of calendar months, the CSV of
// the table; on a server without the extension no menu entry and a calm note.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { format, subMonths } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../support/api.ts';
import { currentUrl, disposeApps, renderApp } from '../../support/app.tsx';
import { chooseOption } from '../../support/dropdown.ts';
import { signInAs } from '../../support/render.tsx';
import { cellText } from '../../support/table.ts';
import { captureDownloads, csvLines } from '../../support/downloads.ts';
import { configureMock } from '../../../src/mocks/settings.ts';

afterEach(() => {
  disposeApps();
  vi.restoreAllMocks();
});
configure({ asyncUtilTimeout: 5000 });

const month = (monthsAgo: number) => format(subMonths(new Date(), monthsAgo), 'yyyy-MM');
const label = (m: string) => `${Number(m.slice(0, 4))}年${Number(m.slice(5, 7))}月`;
const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
const report = (from: string, to: string) => callApi('getUsageReport', { query: { from, to, tz } });

/** The table's rows as [month, …figures] texts. */
async function tableRows(name: string) {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(cellText));
}
const expectedRows = (
  months: {
    month: string;
    peakActiveDevices: number;
    activations: number;
    deactivations: number;
    quotaRefusals: number;
    issued: number;
    expired: number;
    revoked: number;
  }[],
) =>
  months.map((m) => [
    label(m.month),
    ...[m.peakActiveDevices, m.activations, m.deactivations, m.quotaRefusals, m.issued, m.expired, m.revoked].map((n) =>
      n.toLocaleString('ja-JP'),
    ),
  ]);

describe('利用状況レポート', () => {
  it('shows the last six months of every application as the server counts them, with both charts, from the admin menu', async () => {
    await signInAs('admin');
    const expected = await report(month(5), month(0));
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: '利用状況レポート' }));
    expect(await screen.findByRole('heading', { level: 1, name: '利用状況レポート' })).toBeInTheDocument();
    const rows = await tableRows('月別の利用状況（すべてのアプリケーション）');
    // On a phone the table scrolls sideways in its own box: a named region the keyboard reaches.
    const region = screen.getByRole('region', { name: '月別の利用状況（すべてのアプリケーション）' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
    expect(rows).toEqual(expectedRows(expected.months));
    // The demo has something in these months: neither chart is empty.
    expect(expected.months.some((m) => m.issued + m.activations > 0)).toBe(true);
    expect(
      screen.getByRole('img', { name: /^デバイスの利用のグラフ（すべてのアプリケーション、月別/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^ライセンスの発行・期限切れ・無効化のグラフ/ })).toBeInTheDocument();
    const issued = expected.months.reduce((n, m) => n + m.issued, 0);
    expect(
      screen.getByText(new RegExp(`^6か月間でライセンス ${issued.toLocaleString('ja-JP')} 件を発行し`)),
    ).toBeInTheDocument();
    expect(combobox('開始月')).toHaveValue(label(month(5)));
  });

  it('reads another range of calendar months, and moves the start with an end chosen before it', async () => {
    await signInAs('admin');
    const { user } = renderApp('/reports/usage');
    await tableRows('月別の利用状況（すべてのアプリケーション）');
    await chooseOption(user, '開始月', label(month(11)));
    await waitFor(() => expect(new URL(currentUrl(), 'http://console').searchParams.get('from')).toBe(month(11)));
    const expected = await report(month(11), month(0));
    await waitFor(async () =>
      expect(await tableRows('月別の利用状況（すべてのアプリケーション）')).toEqual(expectedRows(expected.months)),
    );

    await chooseOption(user, '終了月', label(month(14)));
    await waitFor(() =>
      expect(Object.fromEntries(new URL(currentUrl(), 'http://console').searchParams)).toEqual({
        from: month(14),
        to: month(14),
      }),
    );
    await waitFor(async () => expect(await tableRows('月別の利用状況（すべてのアプリケーション）')).toHaveLength(1));
  });

  it("shows one application's months when it is chosen", async () => {
    await signInAs('admin');
    const expected = await report(month(5), month(0));
    const app = expected.applications.find((a) => a.months.some((m) => m.activations > 0)) ?? expected.applications[0]!;
    const { user } = renderApp('/reports/usage');
    await tableRows('月別の利用状況（すべてのアプリケーション）');
    await chooseOption(user, 'アプリケーション', app.applicationName);
    expect(await tableRows(`月別の利用状況（${app.applicationName}）`)).toEqual(expectedRows(app.months));
    expect(new URL(currentUrl(), 'http://console').searchParams.get('app')).toBe(app.applicationId);
  });

  it('exports the table as CSV: a line per month with the figures', async () => {
    const blobs = captureDownloads();
    await signInAs('admin');
    const expected = await report(month(5), month(0));
    const { user } = renderApp('/reports/usage');
    await tableRows('月別の利用状況（すべてのアプリケーション）');
    await user.click(screen.getByRole('button', { name: '利用状況レポートをCSVエクスポート' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines[0]).toBe(
      'アプリケーション,月,同時アクティブデバイス数（最大）,アクティベーション,無効化（デバイス）,枠不足による拒否,ライセンス発行,ライセンス期限切れ,ライセンス無効化',
    );
    expect(lines.slice(1)).toEqual(
      expected.months.map((m) =>
        [
          'すべてのアプリケーション',
          m.month,
          m.peakActiveDevices,
          m.activations,
          m.deactivations,
          m.quotaRefusals,
          m.issued,
          m.expired,
          m.revoked,
        ].join(','),
      ),
    );
    expect(await screen.findByText('6件をCSVにエクスポートしました')).toBeInTheDocument();
  });

  it('shows an ordinary user who types its URL the refusal alone, without the pickers', async () => {
    await signInAs('user');
    renderApp('/reports/usage');
    expect(await screen.findByText('この操作を行う権限がありません。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '利用状況レポート' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '開始月' })).toBeNull();
    expect(screen.queryByRole('link', { name: '利用状況レポート' })).toBeNull();
  });

  it('is not in the menu of a server without the extension; opened by URL it says so, and nothing errors', async () => {
    configureMock({ profile: 'spec' });
    await signInAs('admin');
    renderApp('/reports/usage');
    expect(await screen.findByText('このサーバーでは利用状況レポートを利用できません')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '利用状況レポート' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'ライセンス管理' });
    expect(screen.queryByRole('link', { name: '利用状況レポート' })).toBeNull();
    expect(screen.queryByText('利用状況レポートの読み込みに失敗しました')).toBeNull();
    expect(screen.queryByRole('button', { name: '再試行' })).toBeNull();
  });
});

function combobox(name: string) {
  return screen.getByRole('combobox', { name });
}
