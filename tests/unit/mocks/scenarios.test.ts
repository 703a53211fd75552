// The scenarios hold what docs/mock-backend.md promises, deterministically, and seed fast.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../support/api.ts';
import { dumpDatabase, tables } from '../../../src/mocks/db.ts';
import { isExpired } from '../../../src/mocks/domain/views.ts';
import { quotaInfo } from '../../../src/mocks/domain/licensing/quota.ts';
import { DEMO_ACCOUNTS, resetDatabase, SCENARIOS } from '../../../src/mocks/scenarios/index.ts';
import { ownership, signIn } from './_helpers.ts';

const DAY = 86_400_000;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

afterEach(() => {
  vi.useRealTimers();
});

function effective(status: string, expiresAt: string | null): string {
  if (status === 'REVOKED') return 'REVOKED';
  return isExpired({ expiresAt }, Date.now()) ? 'EXPIRED' : status;
}

describe('every scenario', () => {
  it('has both demo accounts, with the same ids everywhere', () => {
    const ids = SCENARIOS.filter((s) => s !== 'large').map((s) => {
      resetDatabase(s);
      const admin = tables.users.all().find((u) => u.email === DEMO_ACCOUNTS.admin.email)!;
      const user = tables.users.all().find((u) => u.email === DEMO_ACCOUNTS.user.email)!;
      expect(admin.role).toBe('ADMIN');
      expect(user.role).toBe('USER');
      return [admin.id, user.id];
    });
    for (const pair of ids) expect(pair).toEqual(ids[0]);
  });

  it('refuses an unknown scenario name', () => {
    expect(() => resetDatabase('nope' as never)).toThrow(/unknown scenario/);
  });
});

describe('demo', () => {
  it('matches docs/mock-backend.md', () => {
    const licenses = tables.licenses.all();
    const devices = tables.devices.all();
    const owner = tables.owners.all()[0]!;
    expect(quotaInfo(owner).license_quota_available).toBeGreaterThan(0);
    expect(tables.applications.count()).toBeGreaterThanOrEqual(2);
    expect(licenses.length).toBeGreaterThanOrEqual(50);
    expect(new Set(licenses.map((l) => effective(l.status, l.expiresAt)))).toEqual(
      new Set(['ACTIVE', 'INACTIVE', 'EXPIRED', 'REVOKED']),
    );
    expect(licenses.some((l) => l.type === 'perpetual' && l.expiresAt === null)).toBe(true);
    const expiringWithin = (days: number, from = 0) =>
      licenses.some(
        (l) =>
          l.status !== 'REVOKED' &&
          l.expiresAt !== null &&
          Date.parse(l.expiresAt) - Date.now() > from * DAY &&
          Date.parse(l.expiresAt) - Date.now() <= days * DAY,
      );
    expect(expiringWithin(7)).toBe(true);
    expect(expiringWithin(30, 7)).toBe(true);
    expect(expiringWithin(90, 30)).toBe(true);
    expect(licenses.some((l) => l.currentActivations === l.maxActivations)).toBe(true);
    expect(devices.length).toBeGreaterThanOrEqual(30);
    expect(new Set(devices.map((d) => d.status))).toEqual(new Set(['ACTIVE', 'INACTIVE', 'REGISTERED', 'DEACTIVATED']));
    for (const d of devices)
      expect(Object.keys(JSON.parse(d.metadataJson) as object)).toEqual(
        expect.arrayContaining(['os', 'version', 'ip']),
      );
    expect(tables.users.count()).toBeGreaterThanOrEqual(25);
    expect(tables.users.all().filter((u) => JAPANESE.test(u.displayName)).length).toBeGreaterThanOrEqual(25);
    expect(devices.some((d) => JAPANESE.test(d.name))).toBe(true);
    expect(tables.applications.all().every((a) => JAPANESE.test(a.description))).toBe(true);
    const registered = new Set(tables.users.all().map((u) => u.email));
    const tenants = tables.tenantUsers.all();
    expect(tenants.some((t) => registered.has(t.email))).toBe(true);
    expect(tenants.some((t) => !registered.has(t.email))).toBe(true);
    expect(tables.productSettings.count()).toBeGreaterThanOrEqual(3);
    expect(tables.activities.count()).toBeGreaterThanOrEqual(10);
    const { ownLicenses, ownDevices } = ownership();
    expect(ownLicenses.length).toBeGreaterThanOrEqual(3);
    expect(ownDevices.length).toBeGreaterThanOrEqual(2);
    expect(ownDevices.some((d) => d.status === 'ACTIVE')).toBe(true);
  });

  it('is deterministic: the same moment gives the same data; a later moment shifts only the dates', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    resetDatabase('demo');
    const first = JSON.stringify(dumpDatabase());
    resetDatabase('demo');
    expect(JSON.stringify(dumpDatabase())).toBe(first);
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    resetDatabase('demo');
    const shifted = JSON.stringify(dumpDatabase()).replace(
      /"(\d{4}-\d\d-\d\dT[\d:.]+Z)"/g,
      (_, iso: string) => `"${new Date(Date.parse(iso) - DAY).toISOString()}"`,
    );
    expect(shifted).toBe(first);
    vi.useRealTimers();
    // A different scenario is different data.
    resetDatabase('quota-exhausted');
    expect(JSON.stringify(dumpDatabase())).not.toBe(first);
  });
});

describe('empty', () => {
  it('holds only the two accounts, a few tenant users and product settings', () => {
    resetDatabase('empty');
    expect(tables.users.count()).toBe(2);
    expect(tables.tenantUsers.count()).toBeGreaterThan(0);
    expect(tables.productSettings.count()).toBeGreaterThanOrEqual(3);
    for (const name of ['owners', 'applications', 'licenses', 'devices', 'activities', 'sessions'] as const)
      expect(tables[name].count(), name).toBe(0);
  });
});

describe('quota-exhausted', () => {
  it('has an owner with no quota left, and REVOKED and ACTIVE licences', () => {
    resetDatabase('quota-exhausted');
    const info = quotaInfo(tables.owners.all()[0]!);
    expect(info.license_quota_available).toBe(0);
    expect(info.license_quota_total).toBeGreaterThan(0);
    const statuses = tables.licenses.all().map((l) => effective(l.status, l.expiresAt));
    expect(statuses).toContain('REVOKED');
    expect(statuses).toContain('ACTIVE');
  });
});

describe('quota-overdrawn', () => {
  it('has an owner holding more slots than its plan now allows, synced within the hour', () => {
    resetDatabase('quota-overdrawn');
    const owner = tables.owners.all()[0]!;
    const info = quotaInfo(owner);
    expect(info.license_quota_used).toBeGreaterThan(info.license_quota_total);
    expect(info.license_quota_available).toBe(0);
    expect(info.is_quota_expired).toBe(false);
    // Some licence still has a free seat, so what refuses a device there is the quota alone.
    expect(tables.licenses.all().some((l) => l.status === 'ACTIVE' && l.currentActivations < l.maxActivations)).toBe(
      true,
    );
  });
});

describe('large', () => {
  // Timings are printed, not asserted (performance is measured by `npm run bench`).
  it('seeds 10,000 licences, 10,000 devices and 1,000 users, and pages them', async () => {
    const started = performance.now();
    resetDatabase('large');
    const seedMs = performance.now() - started;
    expect(tables.licenses.count()).toBe(10_000);
    expect(tables.devices.count()).toBe(10_000);
    expect(tables.users.count()).toBe(1000);

    await signIn('admin');
    const timings: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t = performance.now();
      const page = await callApi('listLicenses', { query: { page: 1, pageSize: 25 } });
      timings.push(performance.now() - t);
      expect(page.licenses).toHaveLength(25);
      expect(page.total).toBe(10_000);
    }
    const t = performance.now();
    const filtered = await callApi('listLicenses', {
      query: { page: 2, pageSize: 25, status: 'EXPIRED', search: 'a', sortField: 'userName', sortOrder: 'desc' },
    });
    const filteredMs = performance.now() - t;
    expect(filtered.licenses.every((l) => l.status === 'EXPIRED')).toBe(true);
    const warm = [...timings.slice(1)].sort((a, b) => a - b)[2]!;
    console.info(
      `[measure] large: seed ${seedMs.toFixed(0)} ms; GET /licenses?page=1&pageSize=25 first ${timings[0]!.toFixed(1)} ms, warm median ${warm.toFixed(1)} ms; filtered+searched+sorted page ${filteredMs.toFixed(1)} ms`,
    );
  });
});
