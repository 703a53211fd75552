// `quota-exhausted`: an owner whose 10 licence slots are all held (available 0), with a
// quota last synced 26 hours ago (so the "may be outdated" warning shows too). Creating a
// licence or re-activating one of the REVOKED licences is refused with quota_info.
// `seedQuotaHeld` also seeds `quota-overdrawn` (quota-overdrawn.ts) with a smaller total.
import { seedAuditHistory } from '../seed/audit-history.ts';
import { activity } from '../../shared/messages/reports/activity.ts';
import { fill } from '../domain/text.ts';
import { seedScenarioBase } from '../seed/scenario-base.ts';
import { createSeeder, HOUR } from '../seed/seeder.ts';
import { seedApplications, seedOwner } from '../seed/billing.ts';
import { sampleApplications } from '../seed/data.ts';
import { seedQuotaHistory } from '../seed/history.ts';
import {
  insertLicensesAndDevices,
  planLicenses,
  seedActivities,
  type DevicePlan,
  type LicensePlan,
} from '../seed/licenses.ts';

export const QUOTA_EXHAUSTED_SEED = 0x0a0a;
/** The audit log's history. */
export const QUOTA_EXHAUSTED_AUDIT = { seed: 0xa0d19, days: 30, count: 200, bulkEvery: 80 } as const;
/** The licences holding a slot, and the exhausted owner's total. */
export const QUOTA_EXHAUSTED_TOTAL = 10;

export function seedQuotaExhausted(at: number): void {
  seedQuotaHeld(at, QUOTA_EXHAUSTED_SEED, { quotaTotal: QUOTA_EXHAUSTED_TOTAL, syncedAgo: 26 * HOUR });
}

/** 10 licences holding a slot (8 with a free seat or more), under an owner allowed `quotaTotal`. */
export function seedQuotaHeld(at: number, seed: number, quota: { quotaTotal: number; syncedAgo: number }): void {
  const s = createSeeder(seed, at);
  const { admin, user, users } = seedScenarioBase(s, at, { others: 6, linked: 1, freshTenants: 3 });
  const owner = seedOwner(s, { site: 'full-shop', ...quota });
  const apps = seedApplications(s, owner, sampleApplications(250, 120));
  const holderIds = [user.id, ...users.map((u) => u.id)];
  const plans: LicensePlan[] = [];
  // 10 licences holding a slot: 8 active, 1 inactive, 1 expired (still holding its slot).
  for (let i = 0; i < QUOTA_EXHAUSTED_TOTAL; i++) {
    const kind = i === 8 ? 'inactive' : i === 9 ? 'expired' : 'active';
    plans.push({
      kind,
      perpetual: i % 3 === 0 && kind === 'active',
      expiresInDays: kind === 'expired' ? -10 : 30 + i * 20,
      maxActivations: 1 + (i % 3),
      activeDevices: kind === 'active' && i % 2 === 0 ? 1 : 0,
      userId: holderIds[i % holderIds.length]!,
      applicationId: apps[i % apps.length]!.id,
    });
  }
  for (let i = 0; i < 3; i++) {
    plans.push({
      kind: 'revoked',
      perpetual: false,
      expiresInDays: 90,
      maxActivations: 2,
      activeDevices: 0,
      userId: holderIds[(i + 1) % holderIds.length]!,
      applicationId: apps[0]!.id,
    });
  }
  const licenses = planLicenses(s, plans, apps);
  const devicePlans: DevicePlan[] = [];
  for (const l of licenses)
    for (let k = 0; k < l.plan.activeDevices; k++)
      devicePlans.push({ kind: 'ACTIVE', licenseId: l.row.id, appVersion: '2.4.1' });
  devicePlans.push({ kind: 'REGISTERED', licenseId: licenses[0]!.row.id, appVersion: null });
  devicePlans.push({ kind: 'DEACTIVATED', licenseId: licenses[10]!.row.id, appVersion: '2.3.0' });
  const inserted = insertLicensesAndDevices(s, licenses, devicePlans);
  const revoked = inserted.licenses.find((l) => l.status === 'REVOKED')!;
  seedActivities(
    s,
    [
      {
        message: fill(activity.licenseCreated, { key: inserted.licenses[9]!.key }),
        licenseId: inserted.licenses[9]!.id,
        actorId: admin.id,
      },
      { message: fill(activity.licenseRevoked, { key: revoked.key }), licenseId: revoked.id, actorId: admin.id },
      {
        message: fill(activity.quotaSynced, { used: QUOTA_EXHAUSTED_TOTAL, total: quota.quotaTotal }),
        actorId: admin.id,
      },
    ],
    30 * HOUR,
  );
  seedAuditHistory(at, QUOTA_EXHAUSTED_AUDIT);
  seedQuotaHistory(s, owner, { days: 90 });
}
