// `demo` (the default, docs/mock-backend.md): an owner with quota left, four applications, 60
// licences and ~45 devices in all four statuses, 28 users, the billing side and recent activity.
// The demo user owns 4 licences and 3 devices, one of them ACTIVE.
import { seedAuditHistory } from '../seed/audit-history.ts';
import { activity } from '../../shared/messages/reports/activity.ts';
import { fill } from '../domain/text.ts';
import { seedScenarioBase } from '../seed/scenario-base.ts';
import { createSeeder, DAY, HOUR } from '../seed/seeder.ts';
import { seedApplications, seedOwner } from '../seed/billing.ts';
import { legacyApplication, sampleApplications } from '../seed/data.ts';
import {
  insertLicensesAndDevices,
  planLicenses,
  seedActivities,
  type DevicePlan,
  type LicenseKind,
  type LicensePlan,
} from '../seed/licenses.ts';
import { seedQuotaHistory } from '../seed/history.ts';
import { seedPolicies } from '../seed/policies.ts';
import { int, pick } from '../seed/random.ts';
import { holdsQuotaSlot, tables } from '../db.ts';

export const DEMO_SEED = 0x20261121;
/** Feature catalogues, policies and licence terms (their own PRNG). */
export const DEMO_POLICY_SEED = 0x9011c7;
/** The audit log's history. */
export const DEMO_AUDIT = { seed: 0xa0d17, days: 90, count: 600, bulkEvery: 100 } as const;

export const DEMO_HISTORY_DAYS = 90;
export const STALE_DEMO_DEVICE_AGES_MS = [2 * DAY, 10 * DAY, 40 * DAY] as const;

const ACTIVE_EXPIRY_DAYS = [3, 6, 12, 20, 28, 45, 60, 85, 150, 240, 330, 500] as const;

export function seedDemo(at: number): void {
  const s = createSeeder(DEMO_SEED, at);
  const { admin, user, users } = seedScenarioBase(s, at, { others: 26, linked: 4, freshTenants: 8, adminEvery: 9 });
  const holders = users.filter((u) => u.role === 'USER');

  const owner = seedOwner(s, { site: 'demo-shop', quotaTotal: 100, syncedAgo: 1 * HOUR });
  const apps = seedApplications(s, owner, [
    ...sampleApplications(520, 300, 200),
    legacyApplication(500, '旧倉庫システム。新システムへの移行中のため停止しています。'),
  ]);
  const [app1, app2, app3] = [apps[0]!, apps[1]!, apps[2]!];

  // The demo user's licences: active (one device on it), perpetual, inactive, expired.
  const plans: LicensePlan[] = [
    {
      kind: 'active',
      perpetual: false,
      expiresInDays: 120,
      maxActivations: 3,
      activeDevices: 0,
      userId: user.id,
      applicationId: app1.id,
    },
    {
      kind: 'active',
      perpetual: true,
      expiresInDays: 0,
      maxActivations: 2,
      activeDevices: 0,
      userId: user.id,
      applicationId: app2.id,
    },
    {
      kind: 'inactive',
      perpetual: false,
      expiresInDays: 25,
      maxActivations: 1,
      activeDevices: 0,
      userId: user.id,
      applicationId: app3.id,
    },
    {
      kind: 'expired',
      perpetual: false,
      expiresInDays: -20,
      maxActivations: 1,
      activeDevices: 0,
      userId: user.id,
      applicationId: app1.id,
    },
  ];
  const KINDS: LicenseKind[] = ['active', 'active', 'active', 'active', 'inactive', 'revoked', 'expired'];
  for (let i = 0; i < 56; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const perpetual = kind !== 'expired' && i % 4 === 0;
    let maxActivations = pick(s.rand, [1, 2, 3, 5, 10]);
    let activeDevices = 0;
    if (kind === 'active') {
      if (i % 5 === 0) {
        maxActivations = pick(s.rand, [1, 2, 3]);
        activeDevices = maxActivations; // at the limit
      } else if (i % 5 === 1) {
        maxActivations = pick(s.rand, [2, 3, 5]);
        activeDevices = maxActivations - 1; // one below
      } else {
        activeDevices = int(s.rand, 0, Math.min(1, maxActivations - 1));
      }
    }
    plans.push({
      kind,
      perpetual,
      expiresInDays: kind === 'expired' ? -int(s.rand, 1, 200) : ACTIVE_EXPIRY_DAYS[i % ACTIVE_EXPIRY_DAYS.length]!,
      maxActivations,
      activeDevices,
      userId: holders[i % holders.length]!.id,
      applicationId: apps[i % apps.length]!.id,
    });
  }
  const licenses = planLicenses(s, plans, apps);
  const [userActive, userPerpetual] = [licenses[0]!, licenses[1]!];

  const devicePlans: DevicePlan[] = [
    { kind: 'ACTIVE', licenseId: userActive.row.id, appVersion: '2.4.1', name: '田中のノートPC' },
    { kind: 'DEACTIVATED', licenseId: userPerpetual.row.id, appVersion: '1.2.0', name: '自宅のデスクトップ' },
    { kind: 'REGISTERED', licenseId: userPerpetual.row.id, appVersion: '1.2.0', name: '検証用タブレット' },
  ];
  for (const l of licenses) {
    for (let k = 0; k < l.plan.activeDevices; k++)
      devicePlans.push({ kind: 'ACTIVE', licenseId: l.row.id, appVersion: l.appVersion });
  }
  const revoked = licenses.filter((l) => l.plan.kind === 'revoked');
  const usable = licenses.filter((l) => l.plan.kind === 'active' && l.plan.userId !== user.id);
  for (let k = 0; k < 3; k++)
    devicePlans.push({ kind: 'BLOCKED', licenseId: usable[(k * 7) % usable.length]!.row.id, appVersion: '2.4.1' });
  for (let k = 0; k < 2; k++)
    devicePlans.push({ kind: 'INACTIVE', licenseId: usable[(k * 5 + 3) % usable.length]!.row.id, appVersion: '2.4.0' });
  for (let k = 0; k < 5; k++)
    devicePlans.push({
      kind: 'REGISTERED',
      licenseId: k % 2 === 0 ? usable[(k * 3 + 1) % usable.length]!.row.id : null,
      appVersion: null,
    });
  for (let k = 0; k < 5; k++)
    devicePlans.push({ kind: 'DEACTIVATED', licenseId: revoked[k % revoked.length]!.row.id, appVersion: '2.3.0' });
  // Three devices of other users went silent (device health): 2, 10 and 40 days ago.
  const othersActive = devicePlans.filter((p, i) => i > 0 && p.kind === 'ACTIVE');
  STALE_DEMO_DEVICE_AGES_MS.forEach((ago, k) => {
    othersActive[k * 3 + 1]!.heartbeatAgoMs = ago;
  });
  // Registered within the 90 days of the dashboard's trends.
  const inserted = insertLicensesAndDevices(
    s,
    licenses,
    devicePlans.map((plan) => ({ createdWithinDays: DEMO_HISTORY_DAYS, ...plan })),
  );

  // Recent activity, oldest first, about records that exist.
  const L = inserted.licenses;
  const revokedOne = L.find((l) => l.status === 'REVOKED')!;
  const newest = [...L].sort((a, b) => (a.issuedAt < b.issuedAt ? 1 : -1)).slice(0, 5);
  const userDevice = inserted.devices[0]!;
  const anyUser = users[3]!;
  seedActivities(
    s,
    [
      { message: fill(activity.ownerUpdated, { site: owner.site }), actorId: admin.id },
      { message: fill(activity.userCreated, { email: anyUser.email }), actorId: admin.id },
      { message: fill(activity.applicationUpdated, { name: app1.name }), actorId: admin.id },
      ...newest.map((l) => ({
        message: fill(activity.licenseCreated, { key: l.key }),
        licenseId: l.id,
        actorId: admin.id,
      })),
      { message: fill(activity.licenseRevoked, { key: revokedOne.key }), licenseId: revokedOne.id, actorId: admin.id },
      { message: fill(activity.licenseCreated, { key: L[0]!.key }), licenseId: L[0]!.id, actorId: admin.id },
      {
        message: fill(activity.deviceActivated, { name: userDevice.name, key: L[0]!.key }),
        licenseId: L[0]!.id,
        actorId: user.id,
      },
      { message: fill(activity.licenseExpiryUpdated, { key: L[2]!.key }), licenseId: L[2]!.id, actorId: admin.id },
      { message: fill(activity.profileUpdated, { name: user.displayName }), actorId: user.id },
      {
        message: fill(activity.deviceBlocked, { name: inserted.devices.find((d) => d.blocked)!.name }),
        actorId: admin.id,
      },
      {
        message: fill(activity.quotaSynced, {
          used: tables.licenses.all().filter(holdsQuotaSlot).length,
          total: owner.quotaTotal,
        }),
        actorId: admin.id,
      },
    ],
    3 * DAY,
  );
  seedAuditHistory(at, DEMO_AUDIT);
  // The last quota upgrade (80 -> 100) was 45 days ago.
  seedQuotaHistory(s, owner, { days: DEMO_HISTORY_DAYS, earlierTotal: 80, upgradedDaysAgo: 45 });
  seedPolicies(DEMO_POLICY_SEED, at, apps, inserted.licenses);
}
