// The activity log: every change appends one Japanese entry; the dashboard shows the newest.
import { appendActivity, tables, type ActivityRow } from '../../db.ts';
import { nowIso } from '../../settings.ts';
import { newId } from '../ids.ts';

export const RECENT_ACTIVITY_LIMIT = 10;

export interface ActivityOptions {
  licenseId?: string | null;
  actorId?: string | null;
}

export function logActivity(message: string, options: ActivityOptions = {}): Readonly<ActivityRow> {
  return appendActivity({
    id: newId(),
    message,
    timestamp: nowIso(),
    licenseId: options.licenseId ?? null,
    actorId: options.actorId ?? null,
  });
}

/** Newest first (timestamp, then insertion order). */
export function recentActivities(
  filter: (row: Readonly<ActivityRow>) => boolean = () => true,
  limit = RECENT_ACTIVITY_LIMIT,
): Readonly<ActivityRow>[] {
  return tables.activities
    .all()
    .filter(filter)
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : b.seq - a.seq))
    .slice(0, limit);
}
