// GET /api/audit-log's list work: sort (kept until the next write, like the other lists), filter
// in one pass, then page. At `large` (100,000 entries) the log in time order is the common view:
// the store keeps insertion order, which is time order, so that view needs no sort at all.
import type * as z from 'zod';
import type {
  AuditEntryWire as AuditEntry,
  auditListQuerySchema,
  AuditSortField,
} from '../../api/schemas/reports/audit.ts';
import { AUDIT_RESULTS } from '../../api/schemas/reports/audit.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { auditActionLabels, auditObjectTypeLabels, auditResultLabels } from '../../shared/messages/reports/audit.ts';
import { auditRows, type AuditRow } from '../db.ts';
import { createSortCache, matchesText, searchIndex, searchNeedle } from '../domain/lists.ts';

export type AuditQuery = z.output<typeof auditListQuerySchema>;
type Row = Readonly<AuditRow>;

const inTimeOrder = (a: Row, b: Row) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.seq - b.seq);

/** Oldest first: the store as it is when its rows came in time order (seeds, the clock), else sorted. */
function oldestFirst(): readonly Row[] {
  const rows = auditRows();
  for (let i = 1; i < rows.length; i++) if (inTimeOrder(rows[i - 1]!, rows[i]!) > 0) return [...rows].sort(inTimeOrder);
  return rows;
}

const SORT_KEYS: Record<Exclude<AuditSortField, 'at'>, (row: Row) => string | number> = {
  actorEmail: (row) => row.actor.email.toLowerCase(),
  action: (row) => auditActionLabels[row.action],
  objectType: (row) => auditObjectTypeLabels[row.objectType],
  result: (row) => AUDIT_RESULTS.indexOf(row.result),
};

const sorted = createSortCache<Row>();

/**
 * `rows` by `key`, equal keys in their order in `rows` (as a stable sort leaves them). The keys
 * are a few labels, result ranks and addresses among 100,000 entries: the rows are grouped by key
 * and only the distinct keys sorted, a few milliseconds where a comparison sort of every row took
 * hundreds, after every write (a sign-in) and on the same cores as the browser.
 */
export function sortedByKey(rows: readonly Row[], key: (row: Row) => string | number, order: 'asc' | 'desc'): Row[] {
  const groups = new Map<string | number, Row[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  const dir = order === 'asc' ? 1 : -1;
  const keys = [...groups.keys()].sort((a, b) => (a === b ? 0 : (a < b ? -1 : 1) * dir));
  return keys.flatMap((k) => groups.get(k)!);
}

/** The log in the asked order; ties (and the `at` order itself) newest first unless ascending by time. */
function ordered(field: AuditSortField, order: 'asc' | 'desc'): readonly Row[] {
  const newestFirst = () => sorted('at:desc', () => [...oldestFirst()].reverse());
  if (field === 'at') return order === 'asc' ? sorted('at:asc', () => [...oldestFirst()]) : newestFirst();
  return sorted(`${field}:${order}`, () => sortedByKey(newestFirst(), SORT_KEYS[field], order));
}

const searchText = searchIndex((row: Row) => [
  row.actor.email,
  row.objectLabel,
  auditActionLabels[row.action],
  auditObjectTypeLabels[row.objectType],
  auditResultLabels[row.result],
  row.reason,
  row.detail,
]);

/** A bulk run's item is listed under its run, not on its own. */
const isRunItem = (row: Row) => row.operationId !== null && row.items === null;

export function listAudit(query: AuditQuery): { rows: Row[]; total: number } {
  const rows = ordered(query.sortField ?? 'at', query.sortOrder ?? 'desc');
  const needle = searchNeedle(query.search);
  const fromMs = query.from === undefined ? null : Date.parse(query.from);
  const toMs = query.to === undefined ? null : Date.parse(query.to);
  const wanted = (row: Row): boolean => {
    if (query.operationId !== undefined) {
      if (row.operationId !== query.operationId || row.items !== null) return false;
    } else if (query.licenseId !== undefined) {
      // A licence's history: its own calls, run items included.
      if (row.licenseId !== query.licenseId) return false;
    } else if (isRunItem(row)) return false;
    if (query.actorId !== undefined && row.actor.id !== query.actorId) return false;
    if (query.action !== undefined && row.action !== query.action) return false;
    if (query.objectType !== undefined && row.objectType !== query.objectType) return false;
    if (query.result !== undefined && row.result !== query.result) return false;
    if (fromMs !== null || toMs !== null) {
      const at = Date.parse(row.at);
      if ((fromMs !== null && at < fromMs) || (toMs !== null && at >= toMs)) return false;
    }
    return needle === null || matchesText(needle, searchText(row));
  };
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const size = query.pageSize ?? DEFAULT_LIST_PAGE_SIZE;
  const start = paged ? ((query.page ?? 1) - 1) * size : 0;
  const end = paged ? start + size : Infinity;
  const page: Row[] = [];
  let total = 0;
  for (const row of rows) {
    if (!wanted(row)) continue;
    if (total >= start && total < end) page.push(row);
    total++;
  }
  return { rows: page, total };
}

export function toAuditEntry(row: Row): AuditEntry {
  const { seq: _seq, licenseId: _licenseId, ...entry } = row;
  return entry;
}
