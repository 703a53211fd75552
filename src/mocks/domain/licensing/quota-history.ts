// The owner's quota over time: a snapshot (total, used) after every change of the quota or of
// the slots held, so the dashboard can chart used against purchased day by day.
import { tables, type OwnerRow, type QuotaSnapshotRow } from '../../db.ts';
import { nowIso } from '../../settings.ts';
import { newId } from '../ids.ts';
import { currentOwner, quotaInfo } from './quota.ts';

/** Records the current owner's quota (nothing without an owner). */
export function recordQuotaSnapshot(
  owner: Readonly<OwnerRow> | undefined = currentOwner(),
  takenAt: string = nowIso(),
): void {
  if (!owner) return;
  const info = quotaInfo(owner);
  tables.quotaSnapshots.insert({
    id: newId(),
    ownerId: owner.id,
    takenAt,
    total: info.license_quota_total,
    used: info.license_quota_used,
  });
}

/** The owner's snapshots, oldest first. */
export function quotaHistory(ownerId: string): Readonly<QuotaSnapshotRow>[] {
  return tables.quotaSnapshots
    .all()
    .filter((s) => s.ownerId === ownerId)
    .sort((a, b) => (a.takenAt < b.takenAt ? -1 : a.takenAt > b.takenAt ? 1 : 0));
}
