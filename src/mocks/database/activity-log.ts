// The activity log's appends: each entry takes the next insertion number (`seq`, which breaks
// ties of equal times). Below the seeds and the handlers alike, so both number entries one way.
import { tables } from './tables.ts';
import type { ActivityRow } from './rows.ts';

let nextSeq: number | null = null;

/** Forget the cached sequence (after a reset or restore). */
export function resetActivitySequence(): void {
  nextSeq = null;
}

function takeSeq(): number {
  nextSeq ??= tables.activities.all().reduce((next, row) => Math.max(next, row.seq + 1), 1);
  return nextSeq++;
}

export function appendActivity(entry: Omit<ActivityRow, 'seq'>): Readonly<ActivityRow> {
  return tables.activities.insert({ ...entry, seq: takeSeq() });
}
