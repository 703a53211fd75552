// Every CSV export of the console, with text a user or a client machine chose that a spreadsheet
// would run as a formula (OWASP "CSV injection"): each such cell comes out behind a `'`, as text;
// numbers stay numbers. The rule itself: tests/unit/shared/csv-text.test.ts.
import { configure, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { callApi } from '../../support/api.ts';
import { disposeApps, renderApp } from '../../support/app.tsx';
import { captureDownloads } from '../../support/downloads.ts';
import { chooseOption } from '../../support/dropdown.ts';
import { activationRequest, requestText } from '../../support/license-files.ts';
import { signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  disposeApps();
  vi.restoreAllMocks();
});

/** What a user may type as a name, or a client machine report as its hostname: one per formula character. */
const HOSTILE = ['=HYPERLINK("http://evil.example/","詳細")', '+1+cmd|calc', '-2+3', '@SUM(1+1)'] as const;
const FORMULA = /^[=+\-@\t\r]/;

/** Clicks the export button and reads the downloaded file back as records. */
async function exported(user: UserEvent, button: string): Promise<Record<string, string>[]> {
  const blobs = captureDownloads();
  await user.click(await screen.findByRole('button', { name: button }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** Every cell that would start a formula: none may. */
const live = (rows: Record<string, string>[]) => rows.flatMap((r) => Object.values(r)).filter((c) => FORMULA.test(c));

describe('CSV exports carry no live formula', () => {
  it('ライセンス管理: a user name set on マイページ as =HYPERLINK(…), and names starting with + - @, come out as text', async () => {
    await signInAs('user');
    await callApi('updateProfile', { body: { family_name: HOSTILE[0], given_name: '太郎' } });
    // Three other licence holders, with names the other characters start.
    const holders = [...new Set(tables.licenses.all().map((l) => l.userId))]
      .map((id) => tables.users.get(id)!)
      .filter((u) => u.email !== 'user@example.com')
      .slice(0, 3);
    holders.forEach((u, i) => tables.users.patch(u.id, { displayName: HOSTILE[i + 1]! }));
    await signInAs('admin');
    const { user } = renderApp('/licenses');
    const rows = await exported(user, 'ライセンスをCSVエクスポート');
    const names = new Set(rows.map((r) => r['ユーザー名']));
    expect([...names].find((n) => n!.includes('HYPERLINK'))).toBe(`'${HOSTILE[0]} 太郎`);
    for (const name of HOSTILE.slice(1)) expect(names).toContain(`'${name}`);
    expect(live(rows)).toEqual([]);
    // Counts stay plain figures.
    expect(rows.every((r) => /^\d+$/.test(r['アクティベーション数']!))).toBe(true);
  });

  it('デバイス管理 and 操作履歴: hostnames of offline request files starting with = + - @ come out as text', async () => {
    await signInAs('admin');
    const license = tables.licenses
      .all()
      .find(
        (l) => l.status === 'ACTIVE' && (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now() + 86_400_000),
      )!;
    tables.licenses.patch(license.id, { maxActivations: license.currentActivations + HOSTILE.length });
    for (const hostname of HOSTILE) {
      const request = activationRequest({ licenseKey: license.key, applicationId: license.applicationId, hostname });
      await callApi('activateOffline', { body: { requestFile: requestText(request) } });
    }
    const devices = renderApp('/devices?size=100');
    const deviceRows = await exported(devices.user, 'デバイスをCSVエクスポート');
    const deviceNames = deviceRows.map((r) => r['デバイス名']);
    for (const name of HOSTILE) expect(deviceNames).toContain(`'${name}`);
    expect(live(deviceRows)).toEqual([]);
    disposeApps();

    const log = renderApp('/audit-log?action=activateOffline');
    const logRows = await exported(log.user, '操作履歴をCSVエクスポート');
    const objects = logRows.map((r) => r['対象']);
    for (const name of HOSTILE) expect(objects).toContain(`'${name}`);
    expect(live(logRows)).toEqual([]);
  });

  it('利用状況レポート: an application named @… comes out as text, its figures as numbers', async () => {
    await signInAs('admin');
    const month = new Date().toISOString().slice(0, 7);
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const report = await callApi('getUsageReport', { query: { from: month, to: month, tz } });
    const appId = report.applications.find((a) => a.applicationId)!.applicationId!;
    tables.applications.patch(appId, { name: HOSTILE[3] });
    const { user } = renderApp('/reports/usage');
    await screen.findByRole('table', { name: '月別の利用状況（すべてのアプリケーション）' });
    await chooseOption(user, 'アプリケーション', HOSTILE[3]);
    const rows = await exported(user, '利用状況レポートをCSVエクスポート');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r['アプリケーション'] === `'${HOSTILE[3]}`)).toBe(true);
    expect(rows.every((r) => /^\d+$/.test(r['アクティベーション']!))).toBe(true);
    expect(live(rows)).toEqual([]);
  });
});
