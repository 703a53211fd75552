// What every populated scenario starts with, in this order (the PRNG's draws depend on it):
// the demo accounts, the product settings, the other users, and the billing provider's
// tenant users (the demo user and some of the others already registered, plus new ones).
import type { UserRow } from '../db.ts';
import { DEMO_ACCOUNTS, people, seedDemoAccounts, seedUsers, type DemoUsers } from './accounts.ts';
import { seedProductSettings, seedTenantUsers } from './billing.ts';
import type { Seeder } from './seeder.ts';

export interface ScenarioPeople {
  /** Users besides the two demo accounts. */
  others: number;
  /** How many of them the billing provider knows (as linked tenant users). */
  linked: number;
  /** Tenant users not registered yet (example.jp addresses). */
  freshTenants: number;
  /** Every n-th other user is an ADMIN. */
  adminEvery?: number;
}

export function seedScenarioBase(
  s: Seeder,
  at: number,
  plan: ScenarioPeople,
): DemoUsers & { users: Readonly<UserRow>[] } {
  const demo = seedDemoAccounts(at);
  seedProductSettings(s);
  const others = people(s, plan.others);
  const fresh = people(s, plan.freshTenants, 'example.jp');
  const tenantIds = seedTenantUsers(s, [DEMO_ACCOUNTS.user, ...others.slice(0, plan.linked)], fresh);
  const users = seedUsers(s, others, {
    tenantIdFor: (p) => tenantIds.get(p.email) ?? null,
    adminEvery: plan.adminEvery,
  });
  return { ...demo, users };
}
