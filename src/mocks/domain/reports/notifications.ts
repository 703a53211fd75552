// お知らせ: the rules that find what needs a user's attention now, read from the tables and the
// audit log on each call (nothing is stored but the user's read marks and window). An item's id
// names its condition, so a new expiry date or a later silence is a new, unread item.
import type { NotificationWire as Notification } from '../../../api/schemas/reports/notifications.ts';
import {
  NOTIFICATIONS,
  QUOTA_ERROR_PERCENT,
  QUOTA_STALE_AFTER_MS,
  QUOTA_WARNING_PERCENT,
} from '../../../shared/constants.ts';
import { percentOf } from '../../../shared/format.ts';
import { isQuotaRefusal } from '../../audit/refusals.ts';
import { auditRows, holdsQuotaSlot, tables, type OwnerRow, type UserRow } from '../../db.ts';
import { zoneCalendar } from '../calendar.ts';
import { quotaHistory } from '../licensing/quota-history.ts';
import { currentOwner, isQuotaStale, quotaInfo } from '../licensing/quota.ts';
import { isStale } from '../licensing/stale-devices.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface NoticeContext {
  user: Pick<UserRow, 'id' | 'role'>;
  atMs: number;
  timeZone: string;
  windowDays: number;
  staleAfterHours: number;
}

type Draft = Omit<Notification, 'read'>;
const bare = { license: null, device: null, quota: null, refusal: null } as const;
const iso = (ms: number) => new Date(ms).toISOString();

/** The last instant of the calendar day `days` after today's in `timeZone` ("within N days", as the licence list's filter). */
export function expiryWindowEnd(atMs: number, days: number, timeZone: string): number {
  return zoneCalendar(timeZone).addDays(atMs, days + 1) - 1;
}

/** Licences still holding a slot (not revoked) whose expiry falls from now to the window's end; a USER's own only. */
function expiringLicences(ctx: NoticeContext): Draft[] {
  const until = expiryWindowEnd(ctx.atMs, ctx.windowDays, ctx.timeZone);
  const mine = ctx.user.role !== 'ADMIN';
  const drafts: Draft[] = [];
  for (const l of tables.licenses.all()) {
    if (l.expiresAt === null || !holdsQuotaSlot(l) || (mine && l.userId !== ctx.user.id)) continue;
    const expires = Date.parse(l.expiresAt);
    if (expires < ctx.atMs || expires > until) continue;
    // It came into the window `windowDays` before its expiry (or when issued, if later).
    const at = Math.min(ctx.atMs, Math.max(Date.parse(l.issuedAt), expires - ctx.windowDays * DAY));
    drafts.push({
      ...bare,
      id: `license-expiring:${l.id}:${l.expiresAt}`,
      kind: 'licenseExpiring',
      at: iso(at),
      license: { id: l.id, key: l.key, expiresAt: l.expiresAt },
    });
  }
  return drafts;
}

/** 100: every slot bought in use; 90 and 70: the quota bar's danger and warning; null below. */
export function quotaNoticeLevel(used: number, total: number): 70 | 90 | 100 | null {
  if (total > 0 && used >= total) return 100;
  const percent = percentOf(used, total);
  if (total > 0 && percent >= QUOTA_ERROR_PERCENT) return 90;
  if (total > 0 && percent >= QUOTA_WARNING_PERCENT) return 70;
  return null;
}

/** The current level, since the first snapshot of the latest run at or above it. */
function quotaLevelNotice(owner: Readonly<OwnerRow>, atMs: number): Draft[] {
  const info = quotaInfo(owner);
  const level = quotaNoticeLevel(info.license_quota_used, info.license_quota_total);
  if (level === null) return [];
  const history = quotaHistory(owner.id);
  let since = atMs;
  for (let i = history.length - 1; i >= 0; i--) {
    const snapshot = history[i]!;
    const reached = quotaNoticeLevel(snapshot.used, snapshot.total);
    if (reached === null || reached < level) break;
    since = Math.min(since, Date.parse(snapshot.takenAt));
  }
  const quota = {
    used: info.license_quota_used,
    total: info.license_quota_total,
    level,
    lastSyncedAt: owner.lastSyncedAt,
  };
  return [
    {
      ...bare,
      id: `quota-level:${owner.id}:${level}:${info.license_quota_total}`,
      kind: 'quotaLevel',
      at: iso(since),
      quota,
    },
  ];
}

function quotaStaleNotice(owner: Readonly<OwnerRow>, atMs: number): Draft[] {
  if (!isQuotaStale(owner, atMs)) return [];
  const at =
    owner.lastSyncedAt === null ? Date.parse(owner.createdAt) : Date.parse(owner.lastSyncedAt) + QUOTA_STALE_AFTER_MS;
  const info = quotaInfo(owner);
  const quota = {
    used: info.license_quota_used,
    total: info.license_quota_total,
    level: null,
    lastSyncedAt: owner.lastSyncedAt,
  };
  return [
    {
      ...bare,
      id: `quota-stale:${owner.id}:${owner.lastSyncedAt ?? 'never'}`,
      kind: 'quotaStale',
      at: iso(Math.min(at, atMs)),
      quota,
    },
  ];
}

/** Calls refused for want of quota in the last 24 hours, each one an item. */
function quotaRefusals(atMs: number): Draft[] {
  const since = atMs - NOTIFICATIONS.refusalWindowMs;
  const drafts: Draft[] = [];
  for (const row of auditRows()) {
    if (!isQuotaRefusal(row)) continue;
    const at = Date.parse(row.at);
    if (at < since || at > atMs) continue;
    drafts.push({
      ...bare,
      id: `quota-refused:${row.id}`,
      kind: 'quotaRefused',
      at: row.at,
      refusal: { action: row.action, objectLabel: row.objectLabel },
    });
  }
  return drafts;
}

/** ACTIVE devices silent longer than the threshold (device health's), since the threshold passed. */
function silentDevices(ctx: NoticeContext): Draft[] {
  const drafts: Draft[] = [];
  for (const d of tables.devices.all()) {
    if (!isStale(d, ctx.staleAfterHours, ctx.atMs)) continue;
    const last = d.lastHeartbeat ?? d.lastOnlineAt ?? d.createdAt;
    const at = Math.min(ctx.atMs, Date.parse(last) + ctx.staleAfterHours * HOUR);
    drafts.push({
      ...bare,
      id: `device-silent:${d.id}:${d.lastHeartbeat ?? 'never'}`,
      kind: 'deviceSilent',
      at: iso(at),
      device: { id: d.id, name: d.name, lastHeartbeat: d.lastHeartbeat },
    });
  }
  return drafts;
}

/** Every item for this user now, newest first (an ordinary user: their own licences' expiries). */
export function noticesFor(ctx: NoticeContext): Draft[] {
  const drafts = expiringLicences(ctx);
  if (ctx.user.role === 'ADMIN') {
    const owner = currentOwner();
    if (owner) drafts.push(...quotaLevelNotice(owner, ctx.atMs), ...quotaStaleNotice(owner, ctx.atMs));
    drafts.push(...quotaRefusals(ctx.atMs), ...silentDevices(ctx));
  }
  return drafts.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.id.localeCompare(b.id)));
}
