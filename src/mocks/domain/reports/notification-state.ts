// A user's お知らせ state: their expiry window and the ids of the items they marked read, one row
// per user (created on their first change). Read marks are kept newest last, the oldest dropped
// past a bound: an item that old has long been resolved or re-raised under a new id.
import * as z from 'zod';
import { NOTIFICATIONS } from '../../../shared/constants.ts';
import { tables, type NotificationStateRow } from '../../db.ts';
import { nowIso } from '../../settings.ts';

const readIdsSchema = z.array(z.string());

function stateOf(userId: string): Readonly<NotificationStateRow> | undefined {
  return tables.notificationStates.get(userId);
}

export function expiryWindowOf(userId: string): number {
  return stateOf(userId)?.expiryWindowDays ?? NOTIFICATIONS.defaultExpiryWindowDays;
}

export function readIdsOf(userId: string): ReadonlySet<string> {
  const row = stateOf(userId);
  if (!row) return new Set();
  try {
    const parsed = readIdsSchema.safeParse(JSON.parse(row.readIdsJson));
    return new Set(parsed.success ? parsed.data : []);
  } catch {
    return new Set();
  }
}

function save(userId: string, change: Partial<Pick<NotificationStateRow, 'expiryWindowDays' | 'readIdsJson'>>): void {
  const row = stateOf(userId);
  const updatedAt = nowIso();
  if (row) tables.notificationStates.patch(userId, { ...change, updatedAt });
  else
    tables.notificationStates.insert({
      id: userId,
      expiryWindowDays: NOTIFICATIONS.defaultExpiryWindowDays,
      readIdsJson: '[]',
      ...change,
      updatedAt,
    });
}

/** Marks `ids` read; answers how many were not read before. */
export function markRead(userId: string, ids: readonly string[]): number {
  const known = readIdsOf(userId);
  const fresh = [...new Set(ids)].filter((id) => !known.has(id));
  if (fresh.length === 0) return 0;
  const kept = [...known, ...fresh].slice(-NOTIFICATIONS.readKeep);
  save(userId, { readIdsJson: JSON.stringify(kept) });
  return fresh.length;
}

export function setExpiryWindow(userId: string, days: number): void {
  if (expiryWindowOf(userId) !== days || !stateOf(userId)) save(userId, { expiryWindowDays: days });
}
