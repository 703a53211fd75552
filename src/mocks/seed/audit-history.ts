// The audit log's history for a scenario: what the seeded records went through, then day-to-day
// calls and a few bulk runs, `count` entries over `days` days, in time order. Its own PRNG, so the
// scenario's other data is unchanged by it.
import type { AuditAction, AuditEntryWire as AuditEntry, AuditObjectType } from '../../api/schemas/reports/audit.ts';
import { auth as authText } from '../../shared/messages/auth.ts';
import { common } from '../../shared/messages/common.ts';
import { devices as deviceText } from '../../shared/messages/licensing/devices.ts';
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { loadAudit, runResult, tables, type AuditRow, type DeviceRow, type LicenseRow, type UserRow } from '../db.ts';
import { int, pick } from './random.ts';
import { createSeeder, DAY, type Seeder } from './seeder.ts';

export interface AuditHistoryPlan {
  seed: number;
  days: number;
  /** How many entries in all (the records' own history first, day-to-day calls up to it). */
  count: number;
  /** One bulk run every this many entries. */
  bulkEvery: number;
}

type Actor = AuditEntry['actor'];
const MAX_RUN_ITEMS = 12;
/** One actor object per user: 100,000 entries share a thousand of them (rows are never mutated). */
const actors = new WeakMap<Readonly<UserRow>, Actor>();
function actorOf(u: Readonly<UserRow>): Actor {
  let actor = actors.get(u);
  if (!actor) actors.set(u, (actor = { id: u.id, email: u.email, role: u.role }));
  return actor;
}

interface Draft {
  atMs: number;
  actor: Actor;
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string | null;
  objectLabel: string;
  licenseId: string | null;
  reason: string | null;
  operationId?: string;
  items?: AuditRow['items'];
}

/** Indexes of `drafts` in time order (most already are: a sort of numbers, not of the rows). */
function timeOrder(drafts: readonly Draft[]): Uint32Array {
  const order = new Uint32Array(drafts.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => drafts[a]!.atMs - drafts[b]!.atMs || a - b);
}

export function seedAuditHistory(at: number, plan: AuditHistoryPlan): void {
  const s = createSeeder(plan.seed, at);
  const since = at - plan.days * DAY;
  const users = tables.users.all();
  const admins = users.filter((u) => u.role === 'ADMIN');
  const holders = users.filter((u) => u.role === 'USER');
  const licenses = tables.licenses.all();
  const devices = tables.devices.all();
  const userById = new Map(users.map((u) => [u.id, u]));
  const licenseById = new Map(licenses.map((l) => [l.id, l]));
  const drafts: Draft[] = [];
  const admin = () => actorOf(admins.length ? pick(s.rand, admins) : users[0]!);
  const inWindow = (iso: string) => Date.parse(iso) >= since;
  const onLicense = (l: Readonly<LicenseRow>) => ({
    objectType: 'license' as const,
    objectId: l.id,
    objectLabel: l.key,
    licenseId: l.id,
  });
  const onDevice = (d: Readonly<DeviceRow>) => ({
    objectType: 'device' as const,
    objectId: d.id,
    objectLabel: d.name,
    licenseId: d.licenseId,
  });
  const holderOf = (d: Readonly<DeviceRow>) => {
    const owner = d.licenseId ? userById.get(licenseById.get(d.licenseId)?.userId ?? '') : undefined;
    return owner ? actorOf(owner) : actorOf(pick(s.rand, holders.length ? holders : users));
  };
  const pools: Pools = { admin, holders, users, licenses, devices, holderOf, onLicense, onDevice };

  // What the seeded records went through.
  for (const l of licenses) {
    if (inWindow(l.issuedAt))
      drafts.push({
        atMs: Date.parse(l.issuedAt),
        actor: admin(),
        action: 'createLicense',
        ...onLicense(l),
        reason: null,
      });
    if (l.status === 'REVOKED' && inWindow(l.updatedAt))
      drafts.push({
        atMs: Date.parse(l.updatedAt),
        actor: admin(),
        action: 'revokeLicense',
        ...onLicense(l),
        reason: null,
      });
  }
  for (const d of devices) {
    if (d.status === 'ACTIVE' && inWindow(d.createdAt))
      drafts.push({
        atMs: Date.parse(d.createdAt),
        actor: holderOf(d),
        action: 'activateDevice',
        ...onDevice(d),
        reason: null,
      });
    if (d.blocked && inWindow(d.createdAt))
      drafts.push({
        atMs: Date.parse(d.createdAt) + DAY / 2,
        actor: admin(),
        action: 'blockDevice',
        ...onDevice(d),
        reason: null,
      });
  }

  // Day-to-day calls and bulk runs, spread evenly over the window.
  const rest = Math.max(0, plan.count - drafts.length);
  const step = (at - since) / Math.max(1, rest);
  for (let i = 0; drafts.length < plan.count && i < rest; i++) {
    const atMs = since + i * step + s.rand() * step * 0.9;
    if (i > 0 && i % plan.bulkEvery === 0 && drafts.length + MAX_RUN_ITEMS + 1 <= plan.count) {
      i += bulkRun(s, drafts, atMs, admin(), pools) - 1;
      continue;
    }
    drafts.push(dayToDay(s, atMs, pools));
  }

  const order = timeOrder(drafts);
  const rows: AuditRow[] = new Array<AuditRow>(order.length);
  for (let i = 0; i < order.length; i++) rows[i] = toRow(drafts[order[i]!]!, i, at);
  loadAudit(rows);
}

function toRow(d: Draft, i: number, at: number): AuditRow {
  const items = d.items ?? null;
  // Keys in the row schema's order (see audit/record.ts).
  return {
    // Seeded ids count up (cheaper than 100,000 PRNG UUIDs); the mock's own are UUIDs.
    id: `seeded-${String(i + 1).padStart(6, '0')}`,
    at: new Date(Math.min(Math.round(d.atMs), at)).toISOString(),
    actor: d.actor,
    action: d.action,
    objectType: d.objectType,
    objectId: d.objectId,
    objectLabel: d.objectLabel,
    result: items ? runResult(items) : d.reason ? 'refused' : 'done',
    reason: d.reason,
    detail: null,
    operationId: d.operationId ?? null,
    items,
    seq: i + 1,
    licenseId: d.licenseId,
  };
}

interface Pools {
  admin: () => Actor;
  holders: readonly Readonly<UserRow>[];
  users: readonly Readonly<UserRow>[];
  licenses: readonly Readonly<LicenseRow>[];
  devices: readonly Readonly<DeviceRow>[];
  holderOf: (d: Readonly<DeviceRow>) => Actor;
  onLicense: (l: Readonly<LicenseRow>) => Target;
  onDevice: (d: Readonly<DeviceRow>) => Target;
}

/** What an entry is about. */
type Target = Pick<Draft, 'objectType' | 'objectId' | 'objectLabel' | 'licenseId'>;

function dayToDay(s: Seeder, atMs: number, p: Pools): Draft {
  const roll = s.rand();
  const someone = pick(s.rand, p.users);
  const self = { objectType: 'user' as const, objectId: someone.id, objectLabel: someone.email, licenseId: null };
  const device = p.devices.length ? pick(s.rand, p.devices) : null;
  const license = p.licenses.length ? pick(s.rand, p.licenses) : null;
  // One entry at this instant; a reason marks it refused.
  const entry = (actor: Actor, action: AuditAction, on: Target, reason: string | null = null): Draft => ({
    atMs,
    actor,
    action,
    ...on,
    reason,
  });
  if (roll < 0.3 || !device || !license) return entry(actorOf(someone), 'login', self);
  if (roll < 0.36) {
    // A failed login: a known address with a wrong password, or an unknown one.
    const unknown = s.rand() < 0.4;
    const email = unknown ? `guest${int(s.rand, 1, 999)}@example.net` : someone.email;
    return entry(
      { id: unknown ? null : someone.id, email, role: unknown ? null : someone.role },
      'login',
      { objectType: 'user', objectId: unknown ? null : someone.id, objectLabel: email, licenseId: null },
      authText.invalidCredentials,
    );
  }
  if (roll < 0.6) return entry(p.holderOf(device), 'heartbeatDevice', p.onDevice(device));
  if (roll < 0.68) return entry(p.admin(), 'updateLicense', p.onLicense(license));
  if (roll < 0.74)
    return entry(
      p.holderOf(device),
      'deactivateDevice',
      p.onDevice(device),
      s.rand() < 0.2 ? deviceText.notActive : null,
    );
  if (roll < 0.8)
    return entry(
      p.admin(),
      'activateLicense',
      p.onLicense(license),
      s.rand() < 0.3 ? licenseText.quotaDefaultMessage : null,
    );
  if (roll < 0.85)
    return entry(p.admin(), 'revokeLicense', p.onLicense(license), s.rand() < 0.3 ? licenseText.alreadyRevoked : null);
  if (roll < 0.89) return entry(actorOf(someone), 'updateProfile', self);
  if (roll < 0.92) {
    // A user trying an administrator's call.
    const user = p.holders.length ? pick(s.rand, p.holders) : someone;
    return entry(actorOf(user), 'revokeLicense', p.onLicense(license), common.forbidden);
  }
  if (roll < 0.95) return entry(p.admin(), 'updateUser', self);
  if (roll < 0.97)
    return entry(p.admin(), 'revealMyApplicationKey', { objectType: 'application', ...applicationLabel() });
  return entry(
    p.holderOf(device),
    'activateDevice',
    p.onDevice(device),
    s.rand() < 0.5 ? licenseText.activationLimitReached : null,
  );
}

function applicationLabel(): Pick<Draft, 'objectId' | 'objectLabel' | 'licenseId'> {
  const app = tables.applications.all()[0];
  return { objectId: app?.id ?? null, objectLabel: app?.name ?? '', licenseId: null };
}

/** A bulk run (revoke licences or deactivate devices): its items a second apart, then its entry. Returns how many items. */
function bulkRun(
  s: Seeder,
  drafts: Draft[],
  atMs: number,
  actor: Actor,
  { licenses, devices, onLicense, onDevice }: Pools,
): number {
  const operationId = s.id();
  const n = int(s.rand, 3, MAX_RUN_ITEMS);
  const onLicenses = s.rand() < 0.5 || devices.length === 0;
  const items = { total: n, done: 0, refused: 0 };
  const start = onLicenses
    ? int(s.rand, 0, Math.max(0, licenses.length - n))
    : int(s.rand, 0, Math.max(0, devices.length - n));
  for (let k = 0; k < n; k++) {
    const refused = s.rand() < 0.15;
    if (refused) items.refused++;
    else items.done++;
    const on = onLicenses
      ? onLicense(licenses[(start + k) % licenses.length]!)
      : onDevice(devices[(start + k) % devices.length]!);
    drafts.push({
      atMs: atMs + k * 1000,
      actor,
      action: onLicenses ? 'revokeLicense' : 'deactivateDevice',
      ...on,
      reason: refused ? (onLicenses ? licenseText.alreadyRevoked : deviceText.notActive) : null,
      operationId,
    });
  }
  drafts.push({
    atMs,
    actor,
    action: onLicenses ? 'revokeLicense' : 'deactivateDevice',
    objectType: onLicenses ? 'license' : 'device',
    objectId: null,
    objectLabel: '',
    licenseId: null,
    reason: null,
    operationId,
    items,
  });
  return n + 1;
}
