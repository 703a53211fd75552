// GET /api/reports/usage: per calendar month and application, read from what the database and the
// audit log record; each change of the API shows in this month's figures; the peak of devices
// active at once is swept from each activation's span.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { apiError, demoUserId, errorBody, raw, signIn } from './_helpers.ts';
import { USAGE_REPORT } from '../../../src/shared/constants.ts';
import { usageReport as t } from '../../../src/shared/messages/reports/usage-report.ts';
import { tables } from '../../../src/mocks/db.ts';
import { addMonths, USAGE_METRICS } from '../../../src/api/schemas/reports/usage-report.ts';
import { monthOf } from '../../../src/mocks/domain/reports/usage-report.ts';
import { sweepPeaks } from '../../../src/mocks/domain/reports/usage-peaks.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';

const TZ = 'Asia/Tokyo';
const thisMonth = () => monthOf(Date.now(), TZ);
const report = (query: { from?: string; to?: string } = {}) =>
  callApi('getUsageReport', { query: { tz: TZ, ...query } });
const current = async () => (await report()).months.at(-1)!;
const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);

describe('the usage report', () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it('covers the last six months up to this one, each application’s figures adding up to the totals', async () => {
    const r = await report();
    expect(r.months.map((m) => m.month)).toEqual(
      Array.from({ length: USAGE_REPORT.defaultMonths }, (_, i) =>
        addMonths(thisMonth(), i - USAGE_REPORT.defaultMonths + 1),
      ),
    );
    expect(r).toMatchObject({ from: r.months[0]!.month, to: thisMonth(), timeZone: TZ });
    // The demo's 90 days of history fill this month and the two before it.
    expect(r.months.slice(-3).every((m) => m.activations > 0 && m.peakActiveDevices > 0)).toBe(true);
    expect(sum(r.months.map((m) => m.quotaRefusals))).toBeGreaterThan(0);
    // A licence names its application; a deactivation of a device on no licence, or a refused issue, names none.
    for (const metric of USAGE_METRICS.filter((m) => m !== 'peakActiveDevices')) {
      const exact = ['issued', 'expired', 'revoked', 'activations'].includes(metric);
      r.months.forEach((month, i) => {
        const apps = sum(r.applications.map((a) => a.months[i]![metric]));
        if (exact) expect(apps, `${metric} ${month.month}`).toBe(month[metric]);
        else expect(apps, `${metric} ${month.month}`).toBeLessThanOrEqual(month[metric]);
      });
    }
    r.months.forEach((month, i) => {
      const peaks = r.applications.map((a) => a.months[i]!.peakActiveDevices);
      expect(Math.max(...peaks)).toBeLessThanOrEqual(month.peakActiveDevices);
      expect(sum(peaks)).toBeGreaterThanOrEqual(month.peakActiveDevices);
    });
    // This month's peak is at least the devices active now.
    expect(r.months.at(-1)!.peakActiveDevices).toBeGreaterThanOrEqual(
      tables.devices.all().filter((d) => d.status === 'ACTIVE').length,
    );
  });

  it('counts what the licence calls do in this month', async () => {
    const before = await current();
    const app = tables.applications.all().find((a) => a.status === 'active')!;
    const { license } = await callApi('createLicense', {
      body: {
        applicationId: app.id,
        userId: demoUserId(),
        type: 'perpetual',
        maxActivations: 2,
        startDate: null,
        endDate: null,
      },
    });
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    await callApi('activateDevice', { params: { id: device.id }, body: { license_id: license.id } });
    const active = await current();
    await callApi('deactivateDevice', { params: { id: device.id }, body: {} });
    await callApi('revokeLicense', { params: { id: license.id } });
    const after = await current();
    expect(after).toMatchObject({
      issued: before.issued + 1,
      activations: before.activations + 1,
      deactivations: before.deactivations + 1,
      revoked: before.revoked + 1,
    });
    expect(active.peakActiveDevices).toBeGreaterThanOrEqual(before.peakActiveDevices);
    const own = (await report()).applications.find((a) => a.applicationId === app.id)!.months.at(-1)!;
    expect(own.activations).toBeGreaterThan(0);
  });

  it('counts a refusal for want of quota', async () => {
    resetDatabase('quota-exhausted');
    await signIn('admin');
    const before = await current();
    const app = tables.applications.all().find((a) => a.status === 'active')!;
    await apiError(
      callApi('createLicense', {
        body: {
          applicationId: app.id,
          userId: demoUserId(),
          type: 'perpetual',
          maxActivations: 1,
          startDate: null,
          endDate: null,
        },
      }),
      409,
    );
    expect((await current()).quotaRefusals).toBe(before.quotaRefusals + 1);
  });

  it('takes a range of up to 24 months, refuses a reversed or longer one in Japanese', async () => {
    expect((await report({ from: '2025-11', to: '2026-02' })).months.map((m) => m.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect((await report({ from: '2025-03' })).months).toHaveLength(USAGE_REPORT.defaultMonths);
    const { accessToken } = await signIn('admin');
    const reversed = errorBody(
      await raw('GET', '/api/reports/usage?from=2026-03&to=2026-01', { token: accessToken }),
      400,
    );
    expect(reversed.message).toBe(t.rangeReversed);
    const long = errorBody(
      await raw('GET', `/api/reports/usage?from=2024-01&to=${addMonths('2024-01', USAGE_REPORT.maxMonths)}`, {
        token: accessToken,
      }),
      400,
    );
    expect(long.message).toBe(t.rangeTooLong(USAGE_REPORT.maxMonths));
    expect(
      (
        await raw('GET', `/api/reports/usage?from=2024-01&to=${addMonths('2024-01', USAGE_REPORT.maxMonths - 1)}`, {
          token: accessToken,
        })
      ).status,
    ).toBe(200);
  });
});

describe('the peak of devices active at once', () => {
  it('starts each month at the count carried over, ends before starts at one instant, and skips months to come', () => {
    const total = [0, 0, 0, 0];
    const apps = new Map([['a', { peakActiveDevices: [0, 0, 0, 0] }]]);
    const spans = [
      { start: 1, end: 5, applicationId: 'a' },
      { start: 3, end: 12, applicationId: 'b' },
      { start: 12, end: Infinity, applicationId: 'a' },
      { start: 14, end: 15, applicationId: 'a' },
    ];
    sweepPeaks(spans, [0, 10, 20, 30, 40], 25, total, apps);
    expect(total).toEqual([2, 2, 1, 0]);
    expect(apps.get('a')!.peakActiveDevices).toEqual([1, 2, 1, 0]);
  });
});

describe('on large', () => {
  it('answers a two-year report in time', async () => {
    resetDatabase('large');
    await signIn('admin');
    const timings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const r = await report({ from: addMonths(thisMonth(), -(USAGE_REPORT.maxMonths - 1)), to: thisMonth() });
      timings.push(performance.now() - started);
      expect(r.months).toHaveLength(USAGE_REPORT.maxMonths);
    }
    console.info(
      `[measure] large: GET /api/reports/usage over ${USAGE_REPORT.maxMonths} months ${timings.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
    );
    // A bound far above the measured figures: it catches work that grows with the square of the rows.
    expect(Math.min(...timings)).toBeLessThan(3000);
  });
});
