// お知らせ: what needs attention is read from the data on each call (licences expiring within the
// user's window, the quota's levels and staleness, refusals for want of quota, silent devices);
// read marks and the window are kept per user on the server.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { apiError, demoUserId, signIn } from './_helpers.ts';
import { windowEnd } from '../../../src/shared/calendar-day.ts';
import { NOTIFICATIONS } from '../../../src/shared/constants.ts';
import { holdsQuotaSlot, tables } from '../../../src/mocks/db.ts';
import { quotaNoticeLevel } from '../../../src/mocks/domain/reports/notifications.ts';
import { quotaInfo } from '../../../src/mocks/domain/licensing/quota.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';

const HOUR = 3_600_000;
const TZ = 'Asia/Tokyo';
const notices = (query: { staleAfterHours?: 1 | 24 | 168 | 720 } = {}) =>
  callApi('getNotifications', { query: { tz: TZ, ...query } });
const ofKind = async (kind: string, query?: Parameters<typeof notices>[0]) =>
  (await notices(query)).items.filter((i) => i.kind === kind);

/** The licences the licence list's expiry filter shows for `days`, less the revoked (they hold no slot). */
async function listedExpiring(days: 7 | 30 | 90): Promise<string[]> {
  const { licenses } = await callApi('listLicenses', {
    query: { expiry: `within${days}`, expiryUntil: windowEnd(days, new Date()), pageSize: 100 },
  });
  return licenses
    .filter((l) => l.status !== 'REVOKED')
    .map((l) => l.id)
    .sort();
}

describe('the quota levels', () => {
  it('are 70 % and 90 % used, and exhausted when every slot bought is in use', () => {
    expect([69, 70, 89, 90, 99, 100, 120].map((used) => quotaNoticeLevel(used, 100))).toEqual([
      null,
      70,
      70,
      90,
      90,
      100,
      100,
    ]);
    // Nothing bought is not a level (the owner settings say so); rounding as the quota bar rounds.
    expect([quotaNoticeLevel(0, 0), quotaNoticeLevel(3, 0), quotaNoticeLevel(7, 10), quotaNoticeLevel(2, 3)]).toEqual([
      null,
      null,
      70,
      null,
    ]);
  });
});

describe('お知らせ of an administrator', () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it('lists the licences the expiry filter shows, within 30 days until the user chooses, newest first', async () => {
    const res = await notices();
    expect(res.expiryWindowDays).toBe(30);
    const expiring = res.items.filter((i) => i.kind === 'licenseExpiring');
    expect(expiring.map((i) => i.license!.id).sort()).toEqual(await listedExpiring(30));
    expect(expiring.length).toBeGreaterThan(5);
    const times = res.items.map((i) => i.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(res).toMatchObject({ unread: res.total, total: res.items.length });
  });

  it('keeps each user’s window on the server: 7 days lists fewer, 90 more', async () => {
    const thirty = (await ofKind('licenseExpiring')).length;
    await callApi('updateNotificationSettings', { body: { expiryWindowDays: 7 } });
    expect((await ofKind('licenseExpiring')).map((i) => i.license!.id).sort()).toEqual(await listedExpiring(7));
    await callApi('updateNotificationSettings', { body: { expiryWindowDays: 90 } });
    const ninety = await ofKind('licenseExpiring');
    expect(ninety.map((i) => i.license!.id).sort()).toEqual(await listedExpiring(90));
    expect(ninety.length).toBeGreaterThan(thirty);
    await signIn('user');
    expect((await notices()).expiryWindowDays).toBe(30);
  });

  it('marks items read for the caller only; the count leaves them out', async () => {
    const before = await notices();
    const ids = before.items.slice(0, 3).map((i) => i.id);
    expect(await callApi('markNotificationsRead', { body: { ids: [...ids, ids[0]!] } })).toEqual({ read: 3 });
    const after = await notices();
    expect(after.unread).toBe(before.unread - 3);
    expect(after.items.filter((i) => i.read).map((i) => i.id)).toEqual(ids);
    // Another administrator has read none of them.
    const other = tables.users.all().find((u) => u.role === 'ADMIN' && u.email !== 'admin@example.com')!;
    tables.notificationStates.all().forEach((row) => expect(row.id).not.toBe(other.id));
  });

  it('an extension past the window, or a revoke, clears the licence’s item; a new expiry date within it is a new, unread one', async () => {
    const [first, second] = await ofKind('licenseExpiring');
    await callApi('markNotificationsRead', { body: { ids: [first!.id] } });
    const far = new Date(Date.now() + 200 * 24 * HOUR).toISOString();
    await callApi('updateLicense', { params: { id: first!.license!.id }, body: { expiresAt: far } });
    await callApi('revokeLicense', { params: { id: second!.license!.id } });
    const ids = (await ofKind('licenseExpiring')).map((i) => i.license!.id);
    expect(ids).not.toContain(first!.license!.id);
    expect(ids).not.toContain(second!.license!.id);

    const near = new Date(Date.now() + 10 * 24 * HOUR).toISOString();
    await callApi('updateLicense', { params: { id: first!.license!.id }, body: { expiresAt: near } });
    const again = (await ofKind('licenseExpiring')).find((i) => i.license!.id === first!.license!.id)!;
    expect(again).toMatchObject({ read: false, license: { expiresAt: near } });
    expect(again.id).not.toBe(first!.id);
  });

  it('lists the devices silent past the threshold, as the clean-up preview finds them', async () => {
    for (const hours of [1, 24, 168, 720] as const) {
      const preview = await callApi('previewStaleDevices', { query: { olderThanHours: hours } });
      const silent = await ofKind('deviceSilent', { staleAfterHours: hours });
      expect(silent.map((i) => i.device!.id).sort(), `${hours} h`).toEqual(preview.devices.map((d) => d.id).sort());
    }
    // A heartbeat clears it.
    const [one] = await ofKind('deviceSilent');
    tables.devices.patch(one!.device!.id, { lastHeartbeat: new Date().toISOString() });
    expect((await ofKind('deviceSilent')).map((i) => i.id)).not.toContain(one!.id);
  });

  it('says when the quota reaches 70 %, 90 % and exhaustion, each level and each plan a new item', async () => {
    const owner = tables.owners.all()[0]!;
    const used = quotaInfo(owner).license_quota_used;
    expect(await ofKind('quotaLevel')).toEqual([]);
    const levels: Array<number | null> = [];
    const ids = new Set<string>();
    for (const total of [Math.ceil(used / 0.75), Math.ceil(used / 0.95), used]) {
      tables.owners.patch(owner.id, { quotaTotal: total });
      const [item] = await ofKind('quotaLevel');
      levels.push(item?.quota?.level ?? null);
      ids.add(item!.id);
      expect(item!.quota).toMatchObject({ used, total });
    }
    expect(levels).toEqual([70, 90, 100]);
    expect(ids.size).toBe(3);
  });

  it('says when the quota was not synced for 24 hours, until it is', async () => {
    const owner = tables.owners.all()[0]!;
    expect(await ofKind('quotaStale')).toEqual([]);
    tables.owners.patch(owner.id, { lastSyncedAt: new Date(Date.now() - 25 * HOUR).toISOString() });
    expect(await ofKind('quotaStale')).toHaveLength(1);
    await callApi('syncQuota', { params: { id: owner.id } });
    expect(await ofKind('quotaStale')).toEqual([]);
  });

  it('lists each call refused for want of quota in the last 24 hours', async () => {
    resetDatabase('quota-exhausted');
    await signIn('admin');
    const app = tables.applications.all().find((a) => a.status === 'active')!;
    const body = {
      applicationId: app.id,
      userId: demoUserId(),
      type: 'perpetual' as const,
      maxActivations: 1,
      startDate: null,
      endDate: null,
    };
    await apiError(callApi('createLicense', { body }), 409);
    const refused = await ofKind('quotaRefused');
    expect(refused.filter((i) => i.refusal!.action === 'createLicense')).toHaveLength(1);
    expect((await ofKind('quotaLevel'))[0]!.quota!.level).toBe(100);
    configureMock({ nowOffsetMs: 25 * HOUR });
    expect(await ofKind('quotaRefused')).toEqual([]);
  });

  it('lists the newest items up to the limit and counts them all', async () => {
    const template = tables.licenses.all().find((l) => holdsQuotaSlot(l))!;
    const soon = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
    for (let i = 0; i < NOTIFICATIONS.listLimit; i++)
      tables.licenses.insert({ ...template, id: `soon-${i}`, key: `SOON-${i}`, expiresAt: soon });
    const res = await notices();
    expect(res.items).toHaveLength(NOTIFICATIONS.listLimit);
    expect(res.total).toBeGreaterThan(NOTIFICATIONS.listLimit);
    expect(res.unread).toBe(res.total);
  });
});

describe('お知らせ of an ordinary user', () => {
  it('lists their own licences expiring within their window, and nothing else', async () => {
    const { userId } = await signIn('user');
    const res = await notices({ staleAfterHours: 1 });
    const own = tables.licenses
      .all()
      .filter(
        (l) =>
          l.userId === userId &&
          holdsQuotaSlot(l) &&
          l.expiresAt !== null &&
          Date.parse(l.expiresAt) > Date.now() &&
          Date.parse(l.expiresAt) < Date.parse(windowEnd(30, new Date())),
      );
    expect(own.length).toBeGreaterThan(0);
    expect(res.items.map((i) => [i.kind, i.license!.id])).toEqual(own.map((l) => ['licenseExpiring', l.id]));
  });
});
