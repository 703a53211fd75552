// `empty`: only the two demo accounts, a few tenant users and the product settings on the
// billing side. No owner, application, licence or device (the first-time flows).
import { createSeeder, DEMO_ACCOUNTS, people, seedDemoAccounts, seedProductSettings, seedTenantUsers } from '../seed/builders.ts';

export const EMPTY_SEED = 0xe4e4;

export function seedEmpty(at: number): void {
  const s = createSeeder(EMPTY_SEED, at);
  seedDemoAccounts(at);
  seedProductSettings(s);
  const demoUser = { familyName: DEMO_ACCOUNTS.user.familyName, givenName: DEMO_ACCOUNTS.user.givenName, email: DEMO_ACCOUNTS.user.email };
  seedTenantUsers(s, [demoUser], people(s, 3, 'example.jp'));
}
