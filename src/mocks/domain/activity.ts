// The activity log: every change appends one Japanese entry; the dashboard shows the newest.
import { tables, type ActivityRow } from '../db.ts';
import { nowIso } from '../settings.ts';
import { newId } from './ids.ts';

export const RECENT_ACTIVITY_LIMIT = 10;

let nextSeq: number | null = null;

/** Forget the cached sequence (after a reset or restore). */
export function resetActivitySequence(): void {
  nextSeq = null;
}

function takeSeq(): number {
  nextSeq ??= tables.activities.all().reduce((next, row) => Math.max(next, row.seq + 1), 1);
  return nextSeq++;
}

export interface ActivityOptions {
  licenseId?: string | null;
  actorId?: string | null;
  /** Seeds pass their own deterministic id and time. */
  id?: string;
  timestamp?: string;
}

export function logActivity(message: string, options: ActivityOptions = {}): Readonly<ActivityRow> {
  return tables.activities.insert({
    id: options.id ?? newId(),
    seq: takeSeq(),
    message,
    timestamp: options.timestamp ?? nowIso(),
    licenseId: options.licenseId ?? null,
    actorId: options.actorId ?? null,
  });
}

/** Newest first (timestamp, then insertion order). */
export function recentActivities(filter: (row: Readonly<ActivityRow>) => boolean = () => true, limit = RECENT_ACTIVITY_LIMIT): Readonly<ActivityRow>[] {
  return tables.activities
    .all()
    .filter(filter)
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : b.seq - a.seq))
    .slice(0, limit);
}
