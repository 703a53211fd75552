// Licences: list (filters, search, sort, paging), status rules, expiry reading, quota.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licensing/licenses.ts';
import { owner as ownerText } from '../../../src/shared/messages/owner.ts';
import { applications as appText } from '../../../src/shared/messages/applications.ts';
import { users as userText } from '../../../src/shared/messages/users.ts';
import { tables } from '../../../src/mocks/db.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { apiError, databaseText, demoUserId, ownership, signIn } from './_helpers.ts';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

describe('GET /licenses', () => {
  it('returns everything without page parameters, a page with them', async () => {
    await signIn('admin');
    const all = await callApi('listLicenses', {});
    expect(all.licenses).toHaveLength(tables.licenses.count());
    expect(all.total).toBe(tables.licenses.count());
    const p1 = await callApi('listLicenses', { query: { page: 1, pageSize: 25 } });
    const p3 = await callApi('listLicenses', { query: { page: 3, pageSize: 25 } });
    expect(p1.licenses).toHaveLength(25);
    expect(p3.licenses).toHaveLength(tables.licenses.count() - 50);
    expect(p1.total).toBe(all.total);
    // Pages are slices of the same order.
    expect(
      [
        ...p1.licenses,
        ...(await callApi('listLicenses', { query: { page: 2, pageSize: 25 } })).licenses,
        ...p3.licenses,
      ].map((l) => l.id),
    ).toEqual(all.licenses.map((l) => l.id));
  });

  it('is newest first by default and sorts by any listed field both ways', async () => {
    await signIn('admin');
    const { licenses } = await callApi('listLicenses', {});
    const issued = licenses.map((l) => l.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    const asc = (
      await callApi('listLicenses', { query: { sortField: 'currentActivations', sortOrder: 'asc' } })
    ).licenses.map((l) => l.currentActivations);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const keys = (await callApi('listLicenses', { query: { sortField: 'key', sortOrder: 'desc' } })).licenses.map((l) =>
      l.key.toLowerCase(),
    );
    expect(keys).toEqual([...keys].sort().reverse());
    const expiry = (
      await callApi('listLicenses', { query: { sortField: 'expiresAt', sortOrder: 'asc' } })
    ).licenses.map((l) => l.expiresAt);
    const dated = expiry.filter((e) => e !== null);
    expect(expiry.slice(0, dated.length)).toEqual([...dated].sort()); // no-expiry rows last
  });

  it('filters by status (as shown), type and application, and searches case-insensitively', async () => {
    await signIn('admin');
    for (const status of ['ACTIVE', 'INACTIVE', 'EXPIRED', 'REVOKED'] as const) {
      const res = await callApi('listLicenses', { query: { status } });
      expect(res.total).toBeGreaterThan(0);
      expect(res.licenses.every((l) => l.status === status)).toBe(true);
    }
    const perpetual = await callApi('listLicenses', { query: { type: 'perpetual' } });
    expect(perpetual.total).toBeGreaterThan(0);
    expect(perpetual.licenses.every((l) => l.type === 'perpetual' && l.expiresAt === null)).toBe(true);
    const app = tables.applications.all()[1]!;
    const byApp = await callApi('listLicenses', { query: { applicationId: app.id } });
    expect(byApp.total).toBe(tables.licenses.all().filter((l) => l.applicationId === app.id).length);
    const one = tables.licenses.all()[7]!;
    const found = await callApi('listLicenses', { query: { search: one.key.slice(-9).toLowerCase() } });
    expect(found.licenses.map((l) => l.id)).toContain(one.id);
    const byUser = await callApi('listLicenses', { query: { search: '田中 花子' } });
    expect(byUser.total).toBe(ownership().ownLicenses.length);
  });

  it('shows the application and user names and the remaining activations', async () => {
    await signIn('admin');
    const { licenses } = await callApi('listLicenses', {});
    for (const l of licenses) {
      const row = tables.licenses.get(l.id)!;
      expect(l.applicationName).toBe(tables.applications.get(row.applicationId)!.name);
      expect(l.userName).toBe(tables.users.get(row.userId)!.displayName);
      expect(l.availableActivations).toBe(l.maxActivations - l.currentActivations);
    }
  });

  it('seeds licences at and near their activation limit, with as many ACTIVE devices as activations', () => {
    const licenses = tables.licenses.all();
    expect(licenses.some((l) => l.currentActivations === l.maxActivations && l.maxActivations > 0)).toBe(true);
    expect(licenses.some((l) => l.currentActivations === l.maxActivations - 1 && l.currentActivations > 0)).toBe(true);
    for (const l of licenses) {
      expect(tables.devices.all().filter((d) => d.licenseId === l.id && d.status === 'ACTIVE')).toHaveLength(
        l.currentActivations,
      );
    }
  });
});

describe('expiry', () => {
  it('reads a past expiresAt as EXPIRED in every response, without a write', async () => {
    configureMock({ accessTokenTtlMs: 30 * DAY }); // the clock moves 8 days below
    await signIn('admin');
    const license = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.expiresAt !== null &&
          Date.parse(l.expiresAt) - Date.now() < 8 * DAY &&
          Date.parse(l.expiresAt) > Date.now(),
      )!;
    expect(license).toBeDefined();
    const before = (await callApi('listLicenses', { query: { search: license.key } })).licenses[0]!;
    expect(before.status).toBe('ACTIVE');
    configureMock({ nowOffsetMs: 8 * DAY });
    const after = (await callApi('listLicenses', { query: { search: license.key } })).licenses[0]!;
    expect(after.status).toBe('EXPIRED');
    expect(tables.licenses.get(license.id)!.status).toBe('ACTIVE');
    const userId = license.userId;
    // The holder sees it expired too.
    tables.users.patch(userId, { email: 'holder@example.jp' });
    await signIn({ email: 'holder@example.jp', password: 'Password123!' });
    expect((await callApi('listMyLicenses', {})).licenses.find((l) => l.id === license.id)!.status).toBe('EXPIRED');
    expect((await callApi('listUserLicenses', {})).licenses.find((l) => l.id === license.id)!.status).toBe('expired');
  });

  it('an expiry update moves a licence back to usable and sets its type', async () => {
    await signIn('admin');
    const expired = tables.licenses
      .all()
      .find((l) => l.status !== 'REVOKED' && l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now())!;
    const res = await callApi('updateLicense', { params: { id: expired.id }, body: { expiresAt: inDays(30) } });
    expect(res.license.status).not.toBe('EXPIRED');
    expect(res.license.type).toBe('subscription');
    const perpetual = await callApi('updateLicense', { params: { id: expired.id }, body: { expiresAt: null } });
    expect(perpetual.license).toMatchObject({ expiresAt: null, type: 'perpetual' });
  });
});

describe('status rules', () => {
  it('revoking a REVOKED licence is a 409; activating a non-REVOKED one too', async () => {
    await signIn('admin');
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    const active = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    const before = databaseText();
    expect((await apiError(callApi('revokeLicense', { params: { id: revoked.id } }), 409)).message).toBe(
      licenseText.alreadyRevoked,
    );
    expect((await apiError(callApi('activateLicense', { params: { id: active.id } }), 409)).message).toBe(
      licenseText.notRevoked,
    );
    expect(databaseText()).toBe(before);
  });

  it('revoking deactivates the licence devices and frees its activations and quota slot', async () => {
    await signIn('admin');
    const license = tables.licenses.all().find((l) => l.status === 'ACTIVE' && l.currentActivations > 0)!;
    const ownerId = tables.owners.all()[0]!.id;
    const quotaBefore = await callApi('getQuota', { params: { id: ownerId } });
    const res = await callApi('revokeLicense', { params: { id: license.id } });
    expect(res.license).toMatchObject({ status: 'REVOKED', currentActivations: 0 });
    expect(tables.devices.all().filter((d) => d.licenseId === license.id && d.status === 'ACTIVE')).toHaveLength(0);
    const quotaAfter = await callApi('getQuota', { params: { id: ownerId } });
    expect(quotaAfter.license_quota_used).toBe(quotaBefore.license_quota_used - 1);
    await callApi('activateLicense', { params: { id: license.id } });
    expect((await callApi('getQuota', { params: { id: ownerId } })).license_quota_used).toBe(
      quotaBefore.license_quota_used,
    );
  });

  it('404 for unknown licences', async () => {
    await signIn('admin');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const call of [
      () => callApi('revokeLicense', { params: { id } }),
      () => callApi('activateLicense', { params: { id } }),
      () => callApi('updateLicense', { params: { id }, body: { expiresAt: null } }),
      () => callApi('deleteLicense', { params: { id } }),
    ]) {
      expect((await apiError(call(), 404)).message).toBe(licenseText.notFound);
    }
  });
});

describe('creation', () => {
  const body = () => ({
    applicationId: tables.applications.all()[0]!.id,
    userId: demoUserId(),
    type: 'perpetual' as const,
    maxActivations: 3,
    startDate: null,
    endDate: inDays(10),
  });

  it('a perpetual licence has no expiry; a subscription without end date gets 365 days', async () => {
    await signIn('admin');
    const perpetual = await callApi('createLicense', { body: body() });
    expect(perpetual.license).toMatchObject({
      type: 'perpetual',
      expiresAt: null,
      status: 'ACTIVE',
      userName: '田中 花子',
    });
    const sub = await callApi('createLicense', { body: { ...body(), type: 'subscription', endDate: null } });
    expect(Math.round((Date.parse(sub.license.expiresAt!) - Date.now()) / DAY)).toBe(365);
  });

  it('uses the product prefix of the application in the key', async () => {
    await signIn('admin');
    const app = tables.applications.all().find((a) => a.keyPrefix === 'STD')!;
    const res = await callApi('createLicense', { body: { ...body(), applicationId: app.id } });
    expect(res.license.key).toMatch(/^STD-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('404 for an unknown application or user', async () => {
    await signIn('admin');
    expect(
      (await apiError(callApi('createLicense', { body: { ...body(), applicationId: 'nope' } }), 404)).message,
    ).toBe(appText.notFound);
    expect((await apiError(callApi('createLicense', { body: { ...body(), userId: 'nope' } }), 404)).message).toBe(
      userText.notFound,
    );
  });

  it('needs an owner (409 with a clear message)', async () => {
    resetDatabase('empty');
    await signIn('admin');
    const { application } = await callApi('createApplication', {
      body: { name: 'アプリ', description: '説明', version: '1.0.0' },
    });
    const e = await apiError(
      callApi('createLicense', { body: { ...body(), applicationId: application.application_id } }),
      409,
    );
    expect(e.message).toBe(licenseText.ownerRequired);
    expect(e.code).toBe('OWNER_REQUIRED');
  });

  it('shows on the holder side and in the activity log', async () => {
    await signIn('admin');
    const { license } = await callApi('createLicense', { body: body() });
    const dashboard = await callApi('getDashboard', {});
    expect(dashboard.recentActivities[0]).toMatchObject({
      message: `ライセンス ${license.key} を発行しました`,
      licenseId: license.id,
    });
    await signIn('user');
    expect((await callApi('listMyLicenses', {})).licenses.map((l) => l.id)).toContain(license.id);
  });
});

describe('quota', () => {
  it('in quota-exhausted, creation and re-activation are refused with quota_info', async () => {
    resetDatabase('quota-exhausted');
    await signIn('admin');
    const owner = await callApi('getMyOwner', {});
    if (!owner.exists) throw new Error('the scenario has an owner');
    const quota = await callApi('getQuota', { params: { id: owner.owner_id } });
    expect(quota).toMatchObject({
      license_quota_available: 0,
      license_quota_used: quota.license_quota_total,
      is_quota_expired: true,
    });

    const before = databaseText();
    const create = await apiError(
      callApi('createLicense', {
        body: {
          applicationId: tables.applications.all()[0]!.id,
          userId: demoUserId(),
          type: 'perpetual',
          maxActivations: 1,
        },
      }),
      409,
    );
    expect(create.code).toBe('QUOTA_EXCEEDED');
    expect(create.body).toMatchObject({ error: licenseText.quotaDefaultMessage, message: ownerText.quotaExhausted });
    expect(create.quotaInfo).toEqual({
      license_quota_total: 10,
      license_quota_used: 10,
      license_quota_available: 0,
      is_quota_expired: true,
    });

    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    const activate = await apiError(callApi('activateLicense', { params: { id: revoked.id } }), 409);
    expect(activate.quotaInfo).toEqual(create.quotaInfo);
    expect(databaseText()).toBe(before);

    // A sync refreshes the timestamp (no longer stale); revoking frees a slot for the other one.
    expect((await callApi('syncQuota', { params: { id: owner.owner_id } })).is_quota_expired).toBe(false);
    const active = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    await callApi('revokeLicense', { params: { id: active.id } });
    expect((await callApi('activateLicense', { params: { id: revoked.id } })).license.status).not.toBe('REVOKED');
  });

  it('counts ACTIVE and INACTIVE licences, expired ones included, not REVOKED', async () => {
    await signIn('admin');
    const ownerId = tables.owners.all()[0]!.id;
    const usage = await callApi('getLicenseUsage', { params: { id: ownerId } });
    const holding = tables.licenses.all().filter((l) => l.status === 'ACTIVE' || l.status === 'INACTIVE');
    expect(usage.license_quota_used).toBe(holding.length);
    expect(usage.license_quota_available).toBe(usage.license_quota_total - holding.length);
    expect(usage.applications_detail.reduce((n, a) => n + a.active_licenses, 0)).toBe(holding.length);
    expect(holding.some((l) => l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now())).toBe(true);
  });

  it('is stale after 24 hours without a sync', async () => {
    await signIn('admin');
    const ownerId = tables.owners.all()[0]!.id;
    expect((await callApi('getQuota', { params: { id: ownerId } })).is_quota_expired).toBe(false);
    configureMock({ nowOffsetMs: DAY });
    expect((await callApi('getQuota', { params: { id: ownerId } })).is_quota_expired).toBe(true);
  });

  it('deleting a licence frees its slot', async () => {
    resetDatabase('quota-exhausted');
    await signIn('admin');
    const victim = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    await callApi('deleteLicense', { params: { id: victim.id } });
    const res = await callApi('createLicense', {
      body: { applicationId: victim.applicationId, userId: demoUserId(), type: 'perpetual', maxActivations: 1 },
    });
    expect(res.license.status).toBe('ACTIVE');
  });
});

describe("the caller's own licences", () => {
  it("my-licenses and /licenses/user list only the caller's", async () => {
    await signIn('user');
    const own = ownership()
      .ownLicenses.map((l) => l.id)
      .sort();
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect((await callApi('listMyLicenses', {})).licenses.map((l) => l.id).sort()).toEqual(own);
    const profile = await callApi('listUserLicenses', {});
    expect(profile.licenses.map((l) => l.id).sort()).toEqual(own);
    expect(new Set(profile.licenses.map((l) => l.status))).toEqual(new Set(['active', 'inactive', 'expired']));
  });
});
