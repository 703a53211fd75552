// Licences, their devices and the activity log of a scenario.
import { appendActivity, tables, type ApplicationRow, type DeviceRow, type LicenseRow } from '../db.ts';
import { DEVICE_NAMES, LOCATIONS, PLATFORMS } from './data.ts';
import { hex, int, licenseKey, pick } from './random.ts';
import { DAY, HOUR, MINUTE, type Seeder } from './seeder.ts';

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
  /** Its application's version (what its devices run). */
  appVersion: string | null;
}

/** Builds licence rows (not inserted yet: currentActivations comes from the devices). */
export function planLicenses(
  s: Seeder,
  plans: readonly LicensePlan[],
  apps: ReadonlyArray<Readonly<ApplicationRow>>,
): SeededLicense[] {
  const appById = new Map(apps.map((a) => [a.id, a]));
  const keys = new Set<string>();
  return plans.map((plan) => {
    const app = appById.get(plan.applicationId);
    let key: string;
    do key = licenseKey(app?.keyPrefix ?? null, s.rand);
    while (keys.has(key));
    keys.add(key);
    const issuedDaysAgo = plan.kind === 'expired' ? int(s.rand, 400, 720) : int(s.rand, 5, 360);
    const issuedAt = s.ago(issuedDaysAgo * DAY + int(s.rand, 0, 23) * HOUR);
    const updatedAt = s.ago(int(s.rand, 0, Math.max(0, issuedDaysAgo - 1)) * DAY + int(s.rand, 1, 23) * HOUR);
    const expiresAt = plan.perpetual
      ? null
      : plan.expiresInDays < 0
        ? s.ago(-plan.expiresInDays * DAY)
        : s.ahead(plan.expiresInDays * DAY + int(s.rand, 1, 20) * HOUR);
    return {
      plan,
      appVersion: app?.version ?? null,
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
  /** Created within this many days (default 300): a scenario's history window. */
  createdWithinDays?: number;
  /** For an ACTIVE device: its last heartbeat up to 15 minutes more than this long ago (default 0). */
  heartbeatAgoMs?: number;
}

function deviceRow(s: Seeder, plan: DevicePlan, index: number): DeviceRow {
  const p = pick(s.rand, PLATFORMS);
  const name = plan.name ?? `${pick(s.rand, DEVICE_NAMES)} ${String(index + 1).padStart(2, '0')}`;
  const createdAt = s.agoBetween(3 * DAY, (plan.createdWithinDays ?? 300) * DAY);
  const createdMs = Date.parse(createdAt);
  const recent = (maxMs: number) => new Date(Math.max(createdMs, s.at - s.rand() * maxMs)).toISOString();
  const heartbeat =
    plan.kind === 'ACTIVE'
      ? new Date(Math.max(createdMs, s.at - (plan.heartbeatAgoMs ?? 0) - s.rand() * 15 * MINUTE)).toISOString()
      : plan.kind === 'REGISTERED'
        ? null
        : plan.kind === 'DEACTIVATED'
          ? recent(60 * DAY)
          : recent(20 * DAY);
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
    statusBeforeBlock: null,
  };
}

/**
 * Builds the planned devices, then inserts licences and devices together, so that every licence's
 * currentActivations equals its number of ACTIVE devices. A device on a licence that has sent a
 * heartbeat was activated on it once: when it was registered (the activations the dashboard charts).
 */
export function insertLicensesAndDevices(
  s: Seeder,
  licenses: readonly SeededLicense[],
  devicePlans: readonly DevicePlan[],
): { licenses: Readonly<LicenseRow>[]; devices: Readonly<DeviceRow>[] } {
  const devices = devicePlans.map((plan, i) => deviceRow(s, plan, i));
  const active = new Map<string, number>();
  for (const d of devices)
    if (d.status === 'ACTIVE' && d.licenseId) active.set(d.licenseId, (active.get(d.licenseId) ?? 0) + 1);
  const insertedLicenses = licenses.map(({ row }) =>
    tables.licenses.insert({ ...row, currentActivations: active.get(row.id) ?? 0 }),
  );
  const insertedDevices = devices.map((d) => tables.devices.insert(d));
  for (const d of insertedDevices) {
    if (d.licenseId !== null && d.lastHeartbeat !== null)
      tables.activations.insert({
        id: `act-${d.id}`,
        deviceId: d.id,
        licenseId: d.licenseId,
        activatedAt: d.createdAt,
      });
  }
  return { licenses: insertedLicenses, devices: insertedDevices };
}

/** Activity entries spread over the last days, oldest first. */
export function seedActivities(
  s: Seeder,
  entries: ReadonlyArray<{ message: string; licenseId?: string | null; actorId?: string | null }>,
  spanMs: number,
): void {
  const n = entries.length;
  entries.forEach((entry, i) => {
    const timestamp = s.ago(Math.round(((n - i) / (n + 1)) * spanMs));
    appendActivity({
      id: s.id(),
      message: entry.message,
      timestamp,
      licenseId: entry.licenseId ?? null,
      actorId: entry.actorId ?? null,
    });
  });
}
