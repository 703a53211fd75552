// Building blocks of the scenarios. Everything comes from a seeded PRNG (ids, keys, names,
// offsets) except the base time: dates are relative to the moment of seeding, so the demo
// data stays realistic ("expires in 5 days") whenever it is loaded.
import { newApiKey, newLicenseKey } from '../domain/ids.ts';
import { logActivity } from '../domain/activity.ts';
import { tables, type ApplicationRow, type DeviceRow, type LicenseRow, type OwnerRow, type UserRow } from '../db.ts';
import { DEVICE_NAMES, FAMILY_NAMES, GIVEN_NAMES, LOCATIONS, PLATFORMS, PRODUCT_SETTINGS } from './data.ts';
import { seedPasswordHash } from './passwords.ts';
import { chance, hex, int, mulberry32, pick, uuid, type Random } from './random.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The two demo accounts, present in every scenario (design.md §1). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin123!', role: 'ADMIN', familyName: '山田', givenName: '太郎' },
  user: { email: 'user@example.com', password: 'User123!', role: 'USER', familyName: '田中', givenName: '花子' },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The password of every other seeded user. */
export const SEED_USER_PASSWORD = 'Password123!';

export interface Seeder {
  readonly rand: Random;
  /** The seeding moment, epoch ms. */
  readonly at: number;
  id(): string;
  /** ISO time `ms` before the seeding moment. */
  ago(ms: number): string;
  /** ISO time `ms` after the seeding moment. */
  ahead(ms: number): string;
  /** ISO time a random amount between `minMs` and `maxMs` before the seeding moment. */
  agoBetween(minMs: number, maxMs: number): string;
}

export function createSeeder(seed: number, at: number): Seeder {
  const rand = mulberry32(seed);
  const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString();
  return {
    rand,
    at,
    id: () => uuid(rand),
    ago: (ms) => iso(at - ms),
    ahead: (ms) => iso(at + ms),
    agoBetween: (minMs, maxMs) => iso(at - minMs - rand() * (maxMs - minMs)),
  };
}

// ---------------------------------------------------------------------------------------
// Users

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

export function seedUsers(s: Seeder, persons: readonly PersonSeed[], options: { tenantIdFor?: (p: PersonSeed) => string | null; adminEvery?: number } = {}): Readonly<UserRow>[] {
  const hash = seedPasswordHash(SEED_USER_PASSWORD);
  return persons.map((p, i) => {
    const createdAt = s.agoBetween(2 * DAY, 500 * DAY);
    const tenantId = options.tenantIdFor?.(p) ?? null;
    const updated = chance(s.rand, 0.3) ? new Date(Math.min(s.at, Date.parse(createdAt) + int(s.rand, 1, 60) * DAY)).toISOString() : createdAt;
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

// ---------------------------------------------------------------------------------------
// Billing provider side

export function seedProductSettings(s: Seeder): void {
  for (const p of PRODUCT_SETTINGS) tables.productSettings.insert({ id: s.id(), ...p });
}

/** Tenant users: the given already-registered people (is_duplicate) plus `fresh` new ones. */
export function seedTenantUsers(s: Seeder, registered: readonly PersonSeed[], fresh: readonly PersonSeed[]): Map<string, string> {
  const idByEmail = new Map<string, string>();
  for (const p of [...registered, ...fresh]) {
    const id = `cus_${hex(s.rand, 14)}`;
    idByEmail.set(p.email, id);
    tables.tenantUsers.insert({ id, email: p.email, name: `${p.familyName} ${p.givenName}`, displayName: `${p.familyName} ${p.givenName}` });
  }
  return idByEmail;
}

export function seedOwner(s: Seeder, options: { site: string; quotaTotal: number; syncedAgo: number }): Readonly<OwnerRow> {
  const createdAt = s.ago(200 * DAY);
  return tables.owners.insert({
    id: s.id(),
    site: options.site,
    apiKey: `sl_live_${hex(s.rand, 24)}`,
    quotaTotal: options.quotaTotal,
    lastSyncedAt: s.ago(options.syncedAgo),
    createdAt,
    updatedAt: s.ago(30 * DAY),
  });
}

export interface ApplicationSeed {
  name: string;
  description: string;
  version: string | null;
  status: 'active' | 'inactive' | 'suspended';
  productIndex: number | null;
  createdAgo: number;
  withBillingKey?: boolean;
}

export function seedApplications(s: Seeder, owner: Readonly<OwnerRow> | null, specs: readonly ApplicationSeed[]): Readonly<ApplicationRow>[] {
  const settings = tables.productSettings.all();
  return specs.map((spec) => {
    const product = spec.productIndex === null ? undefined : settings[spec.productIndex];
    const createdAt = s.ago(spec.createdAgo);
    return tables.applications.insert({
      id: s.id(),
      ownerId: owner?.id ?? null,
      name: spec.name,
      description: spec.description,
      version: spec.version,
      apiKey: newApiKey(s.rand),
      billingSite: owner?.site ?? null,
      billingApiKey: spec.withBillingKey ? `sl_app_${hex(s.rand, 24)}` : null,
      productSettingId: product?.id ?? null,
      productSettingName: product?.name ?? null,
      keyPrefix: product ? product.prefix : null,
      status: spec.status,
      createdAt,
      updatedAt: s.ago(Math.max(0, spec.createdAgo - 20 * DAY)),
    });
  });
}

// ---------------------------------------------------------------------------------------
// Licences and devices

export type LicenseKind = 'active' | 'inactive' | 'revoked' | 'expired';

export interface LicensePlan {
  kind: LicenseKind;
  perpetual: boolean;
  /** For subscriptions: days until expiry (negative for expired ones). */
  expiresInDays: number;
  maxActivations: number;
  /** ACTIVE devices to seed on it (only for usable licences). */
  activeDevices: number;
  userId: string;
  applicationId: string;
}

export interface SeededLicense {
  row: Omit<LicenseRow, 'currentActivations'>;
  plan: LicensePlan;
}

/** Builds licence rows (not inserted yet: currentActivations comes from the devices). */
export function planLicenses(s: Seeder, plans: readonly LicensePlan[], prefixOf: (applicationId: string) => string | null): SeededLicense[] {
  const keys = new Set<string>();
  return plans.map((plan) => {
    let key: string;
    do key = newLicenseKey(prefixOf(plan.applicationId), s.rand);
    while (keys.has(key));
    keys.add(key);
    const issuedDaysAgo = plan.kind === 'expired' ? int(s.rand, 400, 720) : int(s.rand, 5, 360);
    const issuedAt = s.ago(issuedDaysAgo * DAY + int(s.rand, 0, 23) * HOUR);
    const updatedAt = s.ago(int(s.rand, 0, Math.max(0, issuedDaysAgo - 1)) * DAY + int(s.rand, 1, 23) * HOUR);
    const expiresAt = plan.perpetual ? null : plan.expiresInDays < 0 ? s.ago(-plan.expiresInDays * DAY) : s.ahead(plan.expiresInDays * DAY + int(s.rand, 1, 20) * HOUR);
    return {
      plan,
      row: {
        id: s.id(),
        key,
        status: plan.kind === 'revoked' ? 'REVOKED' : plan.kind === 'inactive' ? 'INACTIVE' : 'ACTIVE',
        type: plan.perpetual ? 'perpetual' : 'subscription',
        maxActivations: plan.maxActivations,
        issuedAt,
        updatedAt,
        expiresAt,
        startDate: issuedAt,
        userId: plan.userId,
        applicationId: plan.applicationId,
      },
    };
  });
}

export type DeviceKind = 'ACTIVE' | 'INACTIVE' | 'BLOCKED' | 'REGISTERED' | 'DEACTIVATED';

export interface DevicePlan {
  kind: DeviceKind;
  licenseId: string | null;
  appVersion: string | null;
  name?: string;
}

export function deviceRow(s: Seeder, plan: DevicePlan, index: number): DeviceRow {
  const p = pick(s.rand, PLATFORMS);
  const name = plan.name ?? `${pick(s.rand, DEVICE_NAMES)} ${String(index + 1).padStart(2, '0')}`;
  const createdAt = s.agoBetween(3 * DAY, 300 * DAY);
  const createdMs = Date.parse(createdAt);
  const recent = (maxMs: number) => new Date(Math.max(createdMs, s.at - s.rand() * maxMs)).toISOString();
  const heartbeat =
    plan.kind === 'ACTIVE' ? recent(15 * MINUTE) : plan.kind === 'REGISTERED' ? null : plan.kind === 'DEACTIVATED' ? recent(60 * DAY) : recent(20 * DAY);
  const metadata = {
    os: p.os,
    version: plan.appVersion ?? '1.0.0',
    ip: `192.168.${int(s.rand, 0, 20)}.${int(s.rand, 2, 254)}`,
    cpu: pick(s.rand, ['Intel Core i5-1340P', 'Intel Core i7-13700', 'Apple M3', 'AMD Ryzen 7 7840U']),
    memoryGb: pick(s.rand, [8, 16, 32, 64]),
    location: pick(s.rand, LOCATIONS),
  };
  return {
    id: s.id(),
    hardwareId: `HW-${hex(s.rand, 4)}-${hex(s.rand, 4)}-${hex(s.rand, 4)}`.toUpperCase(),
    name,
    hostname: `${p.host}-${hex(s.rand, 6)}`,
    platform: p.platform,
    status: plan.kind === 'BLOCKED' ? 'INACTIVE' : plan.kind,
    licenseId: plan.licenseId,
    metadataJson: JSON.stringify(metadata),
    lastHeartbeat: heartbeat,
    lastOnlineAt: heartbeat,
    createdAt,
    blocked: plan.kind === 'BLOCKED',
  };
}

/**
 * Inserts licences and devices together, so that every licence's currentActivations equals
 * its number of ACTIVE devices.
 */
export function insertLicensesAndDevices(licenses: readonly SeededLicense[], devices: readonly DeviceRow[]): { licenses: Readonly<LicenseRow>[]; devices: Readonly<DeviceRow>[] } {
  const active = new Map<string, number>();
  for (const d of devices) if (d.status === 'ACTIVE' && d.licenseId) active.set(d.licenseId, (active.get(d.licenseId) ?? 0) + 1);
  const insertedLicenses = licenses.map(({ row }) => tables.licenses.insert({ ...row, currentActivations: active.get(row.id) ?? 0 }));
  const insertedDevices = devices.map((d) => tables.devices.insert(d));
  return { licenses: insertedLicenses, devices: insertedDevices };
}

/** Activity entries spread over the last days, oldest first. */
export function seedActivities(s: Seeder, entries: ReadonlyArray<{ message: string; licenseId?: string | null; actorId?: string | null }>, spanMs: number): void {
  const n = entries.length;
  entries.forEach((entry, i) => {
    const timestamp = s.ago(Math.round(((n - i) / (n + 1)) * spanMs));
    logActivity(entry.message, { id: s.id(), timestamp, licenseId: entry.licenseId ?? null, actorId: entry.actorId ?? null });
  });
}
