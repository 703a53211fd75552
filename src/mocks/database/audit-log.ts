// The audit log's store: a plain append-only array beside the @mswjs/data tables, not a model
// (docs/adr/0042-audit-log-recorded-in-the-handler-wrapper.md). Each row is replaced, never
// mutated (the search index keys on it).
import * as z from 'zod';
import { auditEntrySchema } from '../../api/schemas/reports/audit.ts';
import { bumpVersion } from './journal.ts';

export const auditRowSchema = auditEntrySchema.extend({
  /** Recorded since the licence lifecycle: older dumps have none. */
  detail: z.string().nullable().default(null),
  /** Insertion order: breaks ties of equal times. */
  seq: z.number(),
  /** The licence concerned (the object itself, or the licence of a device): its history. */
  licenseId: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

let rows: Readonly<AuditRow>[] = [];
/**
 * Where each row sits in `rows` by id, and each bulk run's entry by its caller and operation id;
 * built when first needed (only a bulk run's items need them), kept up to date from then on.
 */
let index: { positions: Map<string, number>; runs: Map<string, string> } | null = null;
function indexes() {
  index ??= {
    positions: new Map(rows.map((row, i) => [row.id, i])),
    runs: new Map(rows.filter(isRun).map((row) => [runKey(row.actor.id, row.operationId!), row.id])),
  };
  return index;
}

const runKey = (actorId: string | null, operationId: string) => `${actorId ?? ''}\n${operationId}`;
const isRun = (row: AuditRow) => row.items !== null && row.operationId !== null;

/** The entry of the bulk run `operationId` of this caller, if it has one yet. */
export function bulkRunOf(actorId: string | null, operationId: string): string | undefined {
  return indexes().runs.get(runKey(actorId, operationId));
}

/** A bulk run's result from its items' counts. */
export function runResult(items: { done: number; refused: number }): 'done' | 'refused' | 'partial' {
  if (items.refused === 0) return 'done';
  return items.done === 0 ? 'refused' : 'partial';
}

export function auditRows(): readonly Readonly<AuditRow>[] {
  return rows;
}

export function auditRow(id: string): Readonly<AuditRow> | undefined {
  const at = indexes().positions.get(id);
  return at === undefined ? undefined : rows[at];
}

export function nextAuditSeq(): number {
  return rows.length === 0 ? 1 : rows[rows.length - 1]!.seq + 1;
}

export function appendAudit(row: AuditRow): Readonly<AuditRow> {
  if (index) {
    index.positions.set(row.id, rows.length);
    if (isRun(row)) index.runs.set(runKey(row.actor.id, row.operationId!), row.id);
  }
  rows.push(row);
  // The hosts persist on a new database version; the lists' sorts start again.
  bumpVersion();
  return row;
}

/** Replaces a row by id (a bulk run's counts as its items arrive). */
export function replaceAudit(row: AuditRow): Readonly<AuditRow> {
  const at = indexes().positions.get(row.id);
  if (at === undefined) throw new Error(`[mock] audit log: no entry ${row.id}`);
  rows[at] = row;
  bumpVersion();
  return row;
}

/** Replaces the whole log (a seed, a restored dump); rows in insertion order. */
export function loadAudit(next: readonly AuditRow[]): void {
  rows = [...next];
  index = null;
  bumpVersion();
}

export function clearAudit(): void {
  loadAudit([]);
}
