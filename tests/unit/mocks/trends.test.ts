// GET /api/dashboard/trends and GET /api/devices/stale: the series come from what
// the database records, every change that moves them is recorded, and the preview names what
// a clean-up would deactivate and free.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { issuePerpetualLicence } from '../../support/issue-licence.ts';
import { EXPIRY_WEEKS_AHEAD, HEARTBEAT_AGE_CHOICES_HOURS } from '../../../src/shared/constants.ts';
import { validation } from '../../../src/shared/messages/forms/validation.ts';
import { tables } from '../../../src/mocks/db.ts';
import { zoneCalendar } from '../../../src/mocks/domain/calendar.ts';
import { STALE_DEMO_DEVICE_AGES_MS } from '../../../src/mocks/scenarios/demo.ts';
import { databaseText, errorBody, raw, signIn } from './_helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Without a zone in the query the days are the console's home zone's.
const tokyo = zoneCalendar('Asia/Tokyo');
const dayStart = (ms: number) => tokyo.dayStart(ms);
const dayLabel = (ms: number) => tokyo.label(ms);

describe('dashboard trends', () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it('counts licences issued and activations per Japanese day over 30 or 90 days, today last', async () => {
    for (const days of [30, 90] as const) {
      const t = await callApi('getDashboardTrends', { query: { days } });
      expect(t.daily).toHaveLength(days);
      expect(t.daily.at(-1)!.date).toBe(dayLabel(dayStart(Date.now())));
      const since = dayStart(Date.now()) - (days - 1) * DAY;
      const issued = tables.licenses.all().filter((l) => Date.parse(l.issuedAt) >= since).length;
      const activations = tables.activations.all().filter((a) => Date.parse(a.activatedAt) >= since).length;
      expect(t.daily.reduce((n, d) => n + d.issued, 0)).toBe(issued);
      expect(t.daily.reduce((n, d) => n + d.activations, 0)).toBe(activations);
    }
    // The demo carries 90 days of history: activations beyond the first 30 days too.
    const ninety = await callApi('getDashboardTrends', { query: { days: 90 } });
    expect(ninety.daily.slice(0, 60).some((d) => d.activations > 0)).toBe(true);
    expect((await callApi('getDashboardTrends', {})).days).toBe(30);
  });

  it('records a licence issued today and a device activated today on today', async () => {
    const before = (await callApi('getDashboardTrends', {})).daily.at(-1)!;
    const license = await issuePerpetualLicence();
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    await callApi('activateDevice', { params: { id: device.id }, body: { license_id: license.id } });
    const after = await callApi('getDashboardTrends', {});
    expect(after.daily.at(-1)).toMatchObject({ issued: before.issued + 1, activations: before.activations + 1 });
    // The quota snapshot of today holds the new slot.
    expect(after.quota.at(-1)!.used).toBe(
      (await callApi('getQuota', { params: { id: tables.owners.all()[0]!.id } })).license_quota_used,
    );
  });

  it('counts expiries ahead per week for 12 weeks, only licences that still hold a slot', async () => {
    const t = await callApi('getDashboardTrends', {});
    expect(t.expiries).toHaveLength(EXPIRY_WEEKS_AHEAD);
    const now = Date.now();
    const end = dayStart(now) + EXPIRY_WEEKS_AHEAD * 7 * DAY;
    const expected = tables.licenses
      .all()
      .filter(
        (l) =>
          l.status !== 'REVOKED' &&
          l.expiresAt !== null &&
          Date.parse(l.expiresAt) >= now &&
          Date.parse(l.expiresAt) < end,
      ).length;
    expect(t.expiries.reduce((n, w) => n + w.count, 0)).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('charts the quota day by day with the demo’s upgrade, today matching the quota call', async () => {
    const t = await callApi('getDashboardTrends', { query: { days: 90 } });
    expect(t.quota).toHaveLength(90);
    expect(t.quota[0]!.total).toBe(80);
    expect(t.quota.at(-1)!.total).toBe(100);
    const quota = await callApi('getQuota', { params: { id: tables.owners.all()[0]!.id } });
    expect(t.quota.at(-1)!.used).toBe(quota.license_quota_used);
  });

  it('counts the stale ACTIVE devices for every threshold', async () => {
    const t = await callApi('getDashboardTrends', {});
    expect(t.heartbeat.activeDevices).toBe(tables.devices.all().filter((d) => d.status === 'ACTIVE').length);
    const byHours = Object.fromEntries(t.heartbeat.staleByThreshold.map((s) => [s.hours, s.count]));
    expect(Object.keys(byHours).map(Number)).toEqual([...HEARTBEAT_AGE_CHOICES_HOURS]);
    // The demo's three silent devices: 2, 10 and 40 days.
    expect(byHours).toEqual({ 1: 3, 24: 3, 168: 2, 720: 1 });
    expect(STALE_DEMO_DEVICE_AGES_MS).toHaveLength(3);
  });

  it('counts by the calendar days of the zone the query names: a licence issued at 23:30 in Los Angeles is on the next day in Tokyo', async () => {
    const losAngeles = zoneCalendar('America/Los_Angeles');
    // 23:30 yesterday in Los Angeles (16:30 or 15:30 today in Tokyo).
    const issuedAt = losAngeles.dayStart(Date.now()) - 30 * 60 * 1000;
    const licence = tables.licenses.all()[0]!;
    tables.licenses.patch(licence.id, { issuedAt: new Date(issuedAt).toISOString() });
    const yesterdayLa = losAngeles.label(issuedAt);
    const tokyoDay = dayLabel(issuedAt);
    expect(tokyoDay > yesterdayLa).toBe(true);

    const inLa = await callApi('getDashboardTrends', { query: { days: 30, tz: 'America/Los_Angeles' } });
    const inTokyo = await callApi('getDashboardTrends', { query: { days: 30, tz: 'Asia/Tokyo' } });
    expect(inLa.daily.at(-1)!.date).toBe(losAngeles.label(Date.now()));
    const issuedOn = (t: typeof inLa, day: string) => t.daily.find((d) => d.date === day)?.issued ?? 0;
    const countOn = (cal: typeof tokyo, day: string) =>
      tables.licenses.all().filter((l) => cal.label(Date.parse(l.issuedAt)) === day).length;
    expect(issuedOn(inLa, yesterdayLa)).toBe(countOn(losAngeles, yesterdayLa));
    expect(issuedOn(inTokyo, tokyoDay)).toBe(countOn(tokyo, tokyoDay));
    expect(countOn(losAngeles, yesterdayLa)).toBeGreaterThan(0);
    // Without a zone: Tokyo's days.
    expect((await callApi('getDashboardTrends', { query: { days: 30 } })).daily).toEqual(inTokyo.daily);
  });

  it('refuses a day range other than 30 or 90 or an unknown time zone in Japanese, and a USER, changing nothing', async () => {
    const { accessToken } = await signIn('admin');
    const before = databaseText();
    for (const days of ['7', 'abc', '-30', '30.5']) {
      expect(
        errorBody(await raw('GET', `/api/dashboard/trends?days=${days}`, { token: accessToken }), 400).message,
      ).toBe(validation.invalidValue);
    }
    for (const tz of ['Asia/Tokio', 'Mars/Olympus', 'UTC+9', 'x'.repeat(101), '../etc/passwd']) {
      expect(
        errorBody(await raw('GET', `/api/dashboard/trends?tz=${encodeURIComponent(tz)}`, { token: accessToken }), 400)
          .message,
      ).toBe(validation.invalidValue);
    }
    const user = await signIn('user');
    expect((await raw('GET', '/api/dashboard/trends', { token: user.accessToken })).status).toBe(403);
    expect(databaseText()).toBe(before);
  });
});

describe('stale devices preview', () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it('lists the ACTIVE devices silent longer than the threshold and the slots their licences regain', async () => {
    const preview = await callApi('previewStaleDevices', { query: { olderThanHours: 168 } });
    const cutoff = Date.now() - 168 * HOUR;
    const expected = tables.devices
      .all()
      .filter((d) => d.status === 'ACTIVE' && (d.lastHeartbeat === null || Date.parse(d.lastHeartbeat) < cutoff));
    expect(preview.devices.map((d) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
    expect(preview.devices).toHaveLength(2);
    // The longest silent first.
    expect(preview.devices[0]!.lastHeartbeat! < preview.devices[1]!.lastHeartbeat!).toBe(true);
    for (const l of preview.licenses) {
      const row = tables.licenses.get(l.id)!;
      expect(l).toMatchObject({
        key: row.key,
        currentActivations: row.currentActivations,
        maxActivations: row.maxActivations,
      });
      expect(l.freed).toBe(expected.filter((d) => d.licenseId === l.id).length);
    }
  });

  it('deactivating the previewed devices frees exactly the slots it announced', async () => {
    const preview = await callApi('previewStaleDevices', { query: { olderThanHours: 24 } });
    for (const d of preview.devices) await callApi('deactivateDevice', { params: { id: d.id }, body: {} });
    for (const l of preview.licenses)
      expect(tables.licenses.get(l.id)!.currentActivations).toBe(l.currentActivations - l.freed);
    expect((await callApi('previewStaleDevices', { query: { olderThanHours: 1 } })).devices).toEqual([]);
  });

  it('refuses a missing or unknown threshold in Japanese, changing nothing', async () => {
    const { accessToken } = await signIn('admin');
    const before = databaseText();
    for (const q of ['', '?olderThanHours=2', '?olderThanHours=x']) {
      expect(errorBody(await raw('GET', `/api/devices/stale${q}`, { token: accessToken }), 400).message).toBe(
        validation.invalidValue,
      );
    }
    expect(databaseText()).toBe(before);
  });
});
