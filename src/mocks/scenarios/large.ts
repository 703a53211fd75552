// `large`: 10,000 licences, 10,000 devices and 1,000 users (performance work). Built with
// plain loops over the same builders; one password hash shared by all seeded users.
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
  type DeviceKind,
  type DevicePlan,
  type LicenseKind,
  type LicensePlan,
} from '../seed/licenses.ts';
import { seedQuotaHistory } from '../seed/history.ts';
import { seedPolicies } from '../seed/policies.ts';
import { int } from '../seed/random.ts';

export const LARGE_SEED = 0x1a26e;
/** The audit log's history. */
export const LARGE_AUDIT = { seed: 0xa0d18, days: 180, count: 100_000, bulkEvery: 400 } as const;
/** Feature catalogues, policies and licence terms (their own PRNG). */
export const LARGE_POLICY_SEED = 0x9011c8;
export const LARGE_COUNTS = { users: 1000, licenses: 10_000, devices: 10_000 } as const;

export function seedLarge(at: number): void {
  const s = createSeeder(LARGE_SEED, at);
  const { admin, user, users } = seedScenarioBase(s, at, {
    others: LARGE_COUNTS.users - 2,
    linked: 49,
    freshTenants: 150,
    adminEvery: 100,
  });
  const owner = seedOwner(s, { site: 'large-enterprise', quotaTotal: 12_000, syncedAgo: 2 * HOUR });
  const apps = seedApplications(s, owner, [
    ...sampleApplications(700, 600, 500),
    {
      name: '勤怠管理モバイル',
      description: '外出先から打刻できる勤怠管理アプリです。',
      version: '5.1.2',
      status: 'active',
      productIndex: 3,
      createdAgo: 400 * DAY,
    },
    {
      name: '画像編集スイート',
      description: 'デザイン部門向けの画像編集ツール群です。',
      version: '11.0.0',
      status: 'inactive',
      productIndex: 5,
      createdAgo: 300 * DAY,
    },
    legacyApplication(650, '旧倉庫システム。移行中のため停止しています。'),
  ]);
  const holders = users.filter((u) => u.role === 'USER');
  const KINDS: LicenseKind[] = [
    'active',
    'active',
    'active',
    'active',
    'active',
    'active',
    'inactive',
    'inactive',
    'revoked',
    'expired',
  ];
  const plans: LicensePlan[] = [];
  for (let i = 0; i < LARGE_COUNTS.licenses; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const mine = i < 5; // the demo user's licences
    const maxActivations = 1 + (i % 5);
    plans.push({
      kind,
      perpetual: kind !== 'expired' && i % 6 === 0,
      expiresInDays: kind === 'expired' ? -int(s.rand, 1, 300) : int(s.rand, 1, 720),
      maxActivations,
      activeDevices: kind === 'active' ? Math.min(maxActivations, i % 3) : 0,
      userId: mine ? user.id : holders[i % holders.length]!.id,
      applicationId: apps[i % apps.length]!.id,
    });
  }
  const licenses = planLicenses(s, plans, apps);
  const devicePlans: DevicePlan[] = [];
  for (const l of licenses) {
    for (let k = 0; k < l.plan.activeDevices; k++) {
      // Heartbeats spread for device health: most within minutes, the rest over up to 60 days.
      const n = devicePlans.length;
      const heartbeatAgoMs = n % 2 === 0 ? 0 : ((n * 7919) % (60 * 24)) * HOUR;
      devicePlans.push({ kind: 'ACTIVE', licenseId: l.row.id, appVersion: l.appVersion, heartbeatAgoMs });
    }
  }
  const REST: DeviceKind[] = ['REGISTERED', 'DEACTIVATED', 'INACTIVE', 'REGISTERED', 'DEACTIVATED', 'BLOCKED'];
  for (let k = 0; devicePlans.length < LARGE_COUNTS.devices; k++) {
    const l = licenses[(k * 7) % licenses.length]!;
    devicePlans.push({
      kind: REST[k % REST.length]!,
      licenseId: k % 4 === 3 ? null : l.row.id,
      appVersion: l.appVersion,
    });
  }
  const L = insertLicensesAndDevices(s, licenses, devicePlans).licenses;
  seedActivities(
    s,
    L.slice(0, 30).map((l, i) => ({
      message: fill(i % 5 === 4 ? activity.licenseRevoked : activity.licenseCreated, { key: l.key }),
      licenseId: l.id,
      actorId: admin.id,
    })),
    5 * DAY,
  );
  seedAuditHistory(at, LARGE_AUDIT);
  seedQuotaHistory(s, owner, { days: 90, earlierTotal: 10_000, upgradedDaysAgo: 30 });
  seedPolicies(LARGE_POLICY_SEED, at, apps, L);
}
