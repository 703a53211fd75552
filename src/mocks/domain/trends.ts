// The dashboard's trend series (issue 21), computed from what the database records: licences'
// issue dates, the activations, licences' expiries, the owner's quota snapshots and devices'
// heartbeats. Days are Japanese calendar days (calendar.ts).
import type { Trends } from '../../api/schemas/trends.ts';
import { EXPIRY_WEEKS_AHEAD, HEARTBEAT_AGE_CHOICES_HOURS } from '../../shared/constants.ts';
import { tables } from '../db.ts';
import { dayLabel, dayStart, DAY_MS } from './calendar.ts';
import { quotaHistory } from './quota-history.ts';
import { currentOwner, holdsQuotaSlot } from './quota.ts';
import { isStale } from './stale-devices.ts';

/** Adds 1 to the bucket of `iso` among `counts.length` days from `firstMs` (outside: ignored). */
function countInto(counts: number[], firstMs: number, iso: string): void {
  const i = Math.floor((Date.parse(iso) - firstMs) / DAY_MS);
  if (i >= 0 && i < counts.length) counts[i]! += 1;
}

function dailySeries(days: number, atMs: number): Trends['daily'] {
  const first = dayStart(atMs) - (days - 1) * DAY_MS;
  const issued = new Array<number>(days).fill(0);
  const activations = new Array<number>(days).fill(0);
  for (const l of tables.licenses.all()) countInto(issued, first, l.issuedAt);
  for (const a of tables.activations.all()) countInto(activations, first, a.activatedAt);
  return issued.map((n, i) => ({ date: dayLabel(first + i * DAY_MS), issued: n, activations: activations[i]! }));
}

/** Licences still holding a slot whose expiry falls in each of the next weeks (from now). */
function expirySeries(atMs: number): Trends['expiries'] {
  const today = dayStart(atMs);
  const counts = new Array<number>(EXPIRY_WEEKS_AHEAD).fill(0);
  for (const l of tables.licenses.all()) {
    if (l.expiresAt === null || !holdsQuotaSlot(l)) continue;
    const expires = Date.parse(l.expiresAt);
    if (expires < atMs) continue;
    const week = Math.floor((expires - today) / (7 * DAY_MS));
    if (week < EXPIRY_WEEKS_AHEAD) counts[week]! += 1;
  }
  return counts.map((count, w) => ({ weekStart: dayLabel(today + w * 7 * DAY_MS), count }));
}

/** The quota at the end of each day: the last snapshot taken before it ends (days before the first snapshot: none). */
function quotaSeries(days: number, atMs: number): Trends['quota'] {
  const owner = currentOwner();
  if (!owner) return [];
  const history = quotaHistory(owner.id);
  const first = dayStart(atMs) - (days - 1) * DAY_MS;
  const series: Trends['quota'] = [];
  let next = 0;
  let last: (typeof history)[number] | undefined;
  for (let i = 0; i < days; i++) {
    // Never a snapshot from after `atMs` (a scenario seeded under a clock that ran ahead).
    const end = Math.min(first + (i + 1) * DAY_MS, atMs + 1);
    while (next < history.length && Date.parse(history[next]!.takenAt) < end) last = history[next++];
    if (last) series.push({ date: dayLabel(first + i * DAY_MS), total: last.total, used: last.used });
  }
  return series;
}

function heartbeatSummary(atMs: number): Trends['heartbeat'] {
  const active = tables.devices.all().filter((d) => d.status === 'ACTIVE');
  return {
    activeDevices: active.length,
    staleByThreshold: HEARTBEAT_AGE_CHOICES_HOURS.map((hours) => ({ hours, count: active.filter((d) => isStale(d, hours, atMs)).length })),
  };
}

export function trends(days: number, atMs: number): Trends {
  return { days, daily: dailySeries(days, atMs), expiries: expirySeries(atMs), quota: quotaSeries(days, atMs), heartbeat: heartbeatSummary(atMs) };
}
