// Seeded people: the two demo accounts and the other users, with Japanese names.
import { tables, type UserRow } from '../db.ts';
import { FAMILY_NAMES, GIVEN_NAMES } from './data.ts';
import { seedPasswordHash } from './passwords.ts';
import { int, pick } from './random.ts';
import { DAY, createSeeder, type Seeder } from './seeder.ts';

/** The two demo accounts, present in every scenario (docs/mock-backend.md). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin123!', role: 'ADMIN', familyName: '山田', givenName: '太郎' },
  user: { email: 'user@example.com', password: 'User123!', role: 'USER', familyName: '田中', givenName: '花子' },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The password of every other seeded user. */
export const SEED_USER_PASSWORD = 'Password123!';

export interface DemoUsers {
  admin: Readonly<UserRow>;
  user: Readonly<UserRow>;
}

/** The two demo accounts, with the same ids in every scenario. */
export function seedDemoAccounts(at: number): DemoUsers {
  const s = createSeeder(0x5eed_acc7, at);
  const make = (key: DemoAccount, createdAgo: number) => {
    const a = DEMO_ACCOUNTS[key];
    const createdAt = s.ago(createdAgo);
    return tables.users.insert({
      id: s.id(),
      email: a.email,
      username: a.email.split('@')[0]!,
      passwordHash: seedPasswordHash(a.password),
      role: a.role,
      familyName: a.familyName,
      givenName: a.givenName,
      displayName: `${a.familyName} ${a.givenName}`,
      userType: 'INDEPENDENT',
      tenantId: null,
      subsclightCustomerId: null,
      createdAt,
      updatedAt: createdAt,
    });
  };
  return { admin: make('admin', 420 * DAY), user: make('user', 300 * DAY) };
}

export interface PersonSeed {
  familyName: string;
  givenName: string;
  email: string;
}

/** `count` distinct Japanese people with e-mail addresses (index-based, so emails never collide). */
export function people(s: Seeder, count: number, domain = 'example.co.jp'): PersonSeed[] {
  const out: PersonSeed[] = [];
  for (let i = 0; i < count; i++) {
    const [family, familyRomaji] = pick(s.rand, FAMILY_NAMES);
    const [given, givenRomaji] = pick(s.rand, GIVEN_NAMES);
    out.push({ familyName: family, givenName: given, email: `${givenRomaji}.${familyRomaji}${i + 1}@${domain}` });
  }
  return out;
}

export function seedUsers(
  s: Seeder,
  persons: readonly PersonSeed[],
  options: { tenantIdFor?: (p: PersonSeed) => string | null; adminEvery?: number } = {},
): Readonly<UserRow>[] {
  const hash = seedPasswordHash(SEED_USER_PASSWORD);
  return persons.map((p, i) => {
    const createdAt = s.agoBetween(2 * DAY, 500 * DAY);
    const tenantId = options.tenantIdFor?.(p) ?? null;
    const updated =
      s.rand() < 0.3
        ? new Date(Math.min(s.at, Date.parse(createdAt) + int(s.rand, 1, 60) * DAY)).toISOString()
        : createdAt;
    return tables.users.insert({
      id: s.id(),
      email: p.email,
      username: p.email.split('@')[0]!,
      passwordHash: hash,
      role: options.adminEvery && i % options.adminEvery === options.adminEvery - 1 ? 'ADMIN' : 'USER',
      familyName: p.familyName,
      givenName: p.givenName,
      displayName: `${p.familyName} ${p.givenName}`,
      userType: tenantId ? 'SUBSCLIGHT_LINKED' : 'INDEPENDENT',
      tenantId: tenantId ? 'tenant-main' : null,
      subsclightCustomerId: tenantId,
      createdAt,
      updatedAt: updated,
    });
  });
}
