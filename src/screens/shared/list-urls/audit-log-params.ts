// The audit log's view in the URL (?action=revokeLicense&result=refused&from=2026-11-01&to=…)
// and the server query it stands for. The date range is calendar days in the user's zone: from
// the start of the first day to the start of the day after the last.
import { addDays, isValid, parseISO } from 'date-fns';
import * as z from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  AUDIT_RESULTS,
  AUDIT_SORT_FIELDS,
  type AuditListQuery,
} from '../../../api/schemas/reports/audit.ts';
import { listHref, listParamsSchema, optionalEnum, optionalText, pageOf } from '../list/use-server-list.ts';

/** A calendar day as yyyy-MM-dd (what a date input gives), else none. */
const optionalDay = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => isValid(parseISO(day)))
    .optional()
    .catch(undefined);

export const auditLogParamsSchema = listParamsSchema(AUDIT_SORT_FIELDS, {
  actor: optionalText(),
  action: optionalEnum(AUDIT_ACTIONS),
  type: optionalEnum(AUDIT_OBJECT_TYPES),
  result: optionalEnum(AUDIT_RESULTS),
  from: optionalDay(),
  to: optionalDay(),
  /** A bulk run's items, listed on their own. */
  op: optionalText(),
});
export type AuditLogParams = z.infer<typeof auditLogParamsSchema>;

export const AUDIT_LOG_PATH = '/audit-log';
/** A link to the audit log narrowed by these filters (days as yyyy-MM-dd). */
export const auditLogHref = (filters: Partial<Pick<AuditLogParams, 'action' | 'type' | 'result' | 'from' | 'to'>>) =>
  listHref(AUDIT_LOG_PATH, filters);

/** The instant a calendar day starts in the user's zone (parseISO reads a date as local). */
export const dayStart = (day: string) => parseISO(day).toISOString();
export const dayAfter = (day: string) => addDays(parseISO(day), 1).toISOString();

/** The range as the server reads it; a range given backwards is read forwards. */
function range(p: AuditLogParams): { from?: string; to?: string } {
  const [first, last] = p.from && p.to && p.from > p.to ? [p.to, p.from] : [p.from, p.to];
  return { from: first ? dayStart(first) : undefined, to: last ? dayAfter(last) : undefined };
}

/** The filters and order of the view, without paging (the CSV export uses it). */
export const auditFilterQuery = (p: AuditLogParams): AuditListQuery => ({
  search: p.q || undefined,
  actorId: p.actor,
  action: p.action,
  objectType: p.type,
  result: p.result,
  ...range(p),
  operationId: p.op,
  // Newest first unless the user sorts.
  sortField: p.sort ?? 'at',
  sortOrder: p.sort ? p.order : 'desc',
});

export const auditLogQuery = (p: AuditLogParams): AuditListQuery => ({ ...auditFilterQuery(p), ...pageOf(p) });
