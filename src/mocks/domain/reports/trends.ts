// The dashboard's trend series, computed from what the database records: licences'
// issue dates, the activations, licences' expiries, the owner's quota snapshots and devices'
// heartbeats. Days are the calendar days of the zone the query names (calendar.ts).
import type { TrendsWire as Trends } from '../../../api/schemas/reports/trends.ts';
import { EXPIRY_WEEKS_AHEAD, HEARTBEAT_AGE_CHOICES_HOURS, HOME_TIME_ZONE } from '../../../shared/constants.ts';
import { holdsQuotaSlot, tables } from '../../db.ts';
import { dayStarts, periodOf, zoneCalendar, type ZoneCalendar } from '../calendar.ts';
import { quotaHistory } from '../licensing/quota-history.ts';
import { currentOwner } from '../licensing/quota.ts';
import { isStale } from '../licensing/stale-devices.ts';

/** Adds 1 to the period of `iso` among `starts` (outside them: ignored). */
function countInto(counts: number[], starts: readonly number[], iso: string): void {
  const i = periodOf(starts, Date.parse(iso));
  if (i >= 0) counts[i]! += 1;
}

/** `starts`: the starts of the days charted, and the end of the last (dayStarts). */
function dailySeries(calendar: ZoneCalendar, starts: readonly number[]): Trends['daily'] {
  const days = starts.length - 1;
  const issued = new Array<number>(days).fill(0);
  const activations = new Array<number>(days).fill(0);
  for (const l of tables.licenses.all()) countInto(issued, starts, l.issuedAt);
  for (const a of tables.activations.all()) countInto(activations, starts, a.activatedAt);
  return issued.map((n, i) => ({ date: calendar.label(starts[i]!), issued: n, activations: activations[i]! }));
}

/** Licences still holding a slot whose expiry falls in each of the next weeks (from now). */
function expirySeries(calendar: ZoneCalendar, atMs: number): Trends['expiries'] {
  const weeks = dayStarts(calendar, atMs, 0, EXPIRY_WEEKS_AHEAD, 7);
  const counts = new Array<number>(EXPIRY_WEEKS_AHEAD).fill(0);
  for (const l of tables.licenses.all()) {
    if (l.expiresAt === null || !holdsQuotaSlot(l) || Date.parse(l.expiresAt) < atMs) continue;
    countInto(counts, weeks, l.expiresAt);
  }
  return counts.map((count, w) => ({ weekStart: calendar.label(weeks[w]!), count }));
}

/** The quota at the end of each day: the last snapshot taken before it ends (days before the first snapshot: none). */
function quotaSeries(calendar: ZoneCalendar, starts: readonly number[], atMs: number): Trends['quota'] {
  const owner = currentOwner();
  if (!owner) return [];
  const history = quotaHistory(owner.id);
  const days = starts.length - 1;
  const series: Trends['quota'] = [];
  let next = 0;
  let last: (typeof history)[number] | undefined;
  for (let i = 0; i < days; i++) {
    // Never a snapshot from after `atMs` (a scenario seeded under a clock that ran ahead).
    const end = Math.min(starts[i + 1]!, atMs + 1);
    while (next < history.length && Date.parse(history[next]!.takenAt) < end) last = history[next++];
    if (last) series.push({ date: calendar.label(starts[i]!), total: last.total, used: last.used });
  }
  return series;
}

function heartbeatSummary(atMs: number): Trends['heartbeat'] {
  const active = tables.devices.all().filter((d) => d.status === 'ACTIVE');
  return {
    activeDevices: active.length,
    staleByThreshold: HEARTBEAT_AGE_CHOICES_HOURS.map((hours) => ({
      hours,
      count: active.filter((d) => isStale(d, hours, atMs)).length,
    })),
  };
}

/** The series of the last `days` days up to `atMs`, by the calendar of `timeZone`. */
export function trends(days: number, atMs: number, timeZone: string = HOME_TIME_ZONE): Trends {
  const calendar = zoneCalendar(timeZone);
  // The days charted, found once for the daily and the quota series.
  const starts = dayStarts(calendar, atMs, -(days - 1), days);
  return {
    days,
    daily: dailySeries(calendar, starts),
    expiries: expirySeries(calendar, atMs),
    quota: quotaSeries(calendar, starts, atMs),
    heartbeat: heartbeatSummary(atMs),
  };
}
