// `empty`: only the two demo accounts, a few tenant users and the product settings on the
// billing side. No owner, application, licence or device (the first-time flows).
import { seedAuditHistory } from '../seed/audit-history.ts';
import { DEMO_ACCOUNTS, people, seedDemoAccounts } from '../seed/accounts.ts';
import { seedProductSettings, seedTenantUsers } from '../seed/billing.ts';
import { createSeeder } from '../seed/seeder.ts';

export const EMPTY_SEED = 0xe4e4;
/** The audit log's history. */
export const EMPTY_AUDIT = { seed: 0xa0d1a, days: 7, count: 12, bulkEvery: 1000 } as const;

export function seedEmpty(at: number): void {
  const s = createSeeder(EMPTY_SEED, at);
  seedDemoAccounts(at);
  seedProductSettings(s);
  seedTenantUsers(s, [DEMO_ACCOUNTS.user], people(s, 3, 'example.jp'));
  seedAuditHistory(at, EMPTY_AUDIT);
}
