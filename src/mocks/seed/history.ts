// A scenario's quota history: one snapshot per day for the last `days` days, the slots held
// read back from the licences (issued by then, and not yet revoked then: a revoked licence's
// updatedAt is when it was revoked), as the console would have recorded them day by day.
import { holdsQuotaSlot, tables, type OwnerRow } from '../db.ts';
import { DAY, type Seeder } from './seeder.ts';

export interface QuotaHistoryOptions {
  days: number;
  /** The plan before an upgrade: this total until `upgradedDaysAgo` days ago. */
  earlierTotal?: number;
  upgradedDaysAgo?: number;
}

export function seedQuotaHistory(s: Seeder, owner: Readonly<OwnerRow>, options: QuotaHistoryOptions): void {
  const licenses = tables.licenses.all().filter((l) => tables.applications.get(l.applicationId)?.ownerId === owner.id);
  const spans = licenses.map((l) => ({
    from: Date.parse(l.issuedAt),
    until: holdsQuotaSlot(l) ? Infinity : Date.parse(l.updatedAt),
  }));
  for (let daysAgo = options.days; daysAgo >= 0; daysAgo--) {
    const takenAt = s.at - daysAgo * DAY;
    let used = 0;
    for (const span of spans) if (span.from <= takenAt && span.until > takenAt) used += 1;
    const upgraded = options.upgradedDaysAgo === undefined || daysAgo < options.upgradedDaysAgo;
    const total =
      upgraded || options.earlierTotal === undefined ? owner.quotaTotal : Math.max(options.earlierTotal, used);
    tables.quotaSnapshots.insert({ id: s.id(), ownerId: owner.id, takenAt: s.ago(daysAgo * DAY), total, used });
  }
}
