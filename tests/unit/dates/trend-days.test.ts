// A bar of the daily chart is a day of the user's calendar, and the audit log it opens reads that
// day the same way (docs/adr/0043-trend-days-in-the-callers-time-zone.md). Runs in Asia/Tokyo and
// America/Los_Angeles (vitest.zones.config.ts), whose days differ from UTC's in opposite ways.
import { addMinutes, format, startOfDay } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi, testApiClient } from '../../support/api.ts';
import { issuePerpetualLicence } from '../../support/issue-licence.ts';
import { signIn } from '../mocks/_helpers.ts';
import { getDashboardTrends } from '../../../src/api/resources/reports/trends.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { userTimeZone } from '../../../src/shared/time-zone.ts';
import { auditLogParamsSchema, auditLogQuery } from '../../../src/screens/shared/list-urls/audit-log-params.ts';
import { readChartTheme } from '../../../src/screens/shared/charts/chart-theme.ts';
import { dailyChart } from '../../../src/screens/dashboard/trends/daily-chart.ts';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`trend days are days of the calendar in ${zone}`, () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it('a licence issued at 23:30 local yesterday is on yesterday’s bar, and that bar opens the log holding its issue', async () => {
    const api = testApiClient();
    const lateYesterday = addMinutes(startOfDay(new Date()), -30);
    const day = format(lateYesterday, 'yyyy-MM-dd');
    const issuedOn = async () => (await getDashboardTrends(api, 30)).daily!.find((d) => d.date === day)!.issued!;
    const before = await issuedOn();

    // Issued with the mock's clock at 23:30 yesterday, local.
    configureMock({ nowOffsetMs: lateYesterday.getTime() - Date.now() });
    const license = await issuePerpetualLicence();
    configureMock({ nowOffsetMs: 0 });

    const trends = await api.callContract('getDashboardTrends', { query: { days: 30, tz: userTimeZone() } });
    expect(trends.daily.at(-1)!.date).toBe(format(new Date(), 'yyyy-MM-dd'));
    const index = trends.daily.findIndex((d) => d.date === day);
    expect(trends.daily[index]!.issued).toBe(before + 1);

    // The bar's link, read as the audit log screen reads its URL.
    const href = dailyChart(trends, readChartTheme(), 30).hrefAt(0, index)!;
    const params = auditLogParamsSchema.parse(Object.fromEntries(new URL(href, 'http://console').searchParams));
    const log = await callApi('listAuditLog', { query: { ...auditLogQuery(params), pageSize: 100 } });
    expect(log.entries.filter((e) => e.action === 'createLicense')).toHaveLength(trends.daily[index]!.issued);
    expect(log.entries.map((e) => e.objectId)).toContain(license.id);
  });
});
