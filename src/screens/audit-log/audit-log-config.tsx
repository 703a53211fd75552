// The audit log (操作履歴, docs/features.md) as a list screen's configuration: its view in the
// URL, its columns, filters and CSV export. The screen (audit-log-screen.tsx) adds the date
// range, the actor and bulk-run filters and the rows' expansion.
import { auditListAdapter } from '../../api/resources/reports/audit.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  AUDIT_RESULTS,
  type AuditEntry,
  type AuditListQuery,
  type AuditSortField,
} from '../../api/schemas/reports/audit.ts';
import { LIST_PAGE_SIZE_OPTIONS } from '../../shared/constants.ts';
import { formatDateTime } from '../../shared/format.ts';
import {
  audit as t,
  auditActionLabels,
  auditObjectTypeLabels,
  auditResultLabels,
} from '../../shared/messages/reports/audit.ts';
import { common } from '../../shared/messages/common.ts';
import { roleLabels } from '../../shared/messages/users.ts';
import type { CsvColumn } from '../shared/list/export/csv.ts';
import type { ListConfig } from '../shared/list/list-screen/list-config.ts';
import type { ListColumn } from '../../ui/table/list-table.tsx';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { AuditActorCell } from './audit-actor-cell.tsx';
import { AuditObjectLink } from './audit-object-link.tsx';
import { AuditRunItems } from './audit-run-items.tsx';
import { auditFilterQuery, auditLogParamsSchema, type AuditLogParams } from '../shared/list-urls/audit-log-params.ts';

const RESULT_SEVERITY = { done: 'success', refused: 'danger', partial: 'warning' } as const;
/** A bulk run whose items can be listed: their query needs the run's operation id. */
export const isRun = (e: AuditEntry) => e.items !== null && e.operationId !== null;
const roleOf = (e: AuditEntry) =>
  e.actor?.role === 'ADMIN' ? roleLabels.admin : e.actor?.role === 'USER' ? roleLabels.user : t.unknownActor;
const actionText = (e: AuditEntry) => (e.action ? auditActionLabels[e.action] : common.unknown);
const objectTypeText = (e: AuditEntry) => (e.objectType ? auditObjectTypeLabels[e.objectType] : common.unknown);
const resultLabel = (e: AuditEntry) => (e.result ? auditResultLabels[e.result] : common.unknown);
const objectText = (e: AuditEntry) => (e.items ? t.bulkRun(e.items.total) : e.objectLabel || t.noObject);
/** A run's result with its counts, when the server sent both. */
function resultText(e: AuditEntry): string {
  const done = e.items?.done ?? null;
  const refused = e.items?.refused ?? null;
  return done !== null && refused !== null ? `${resultLabel(e)}（${t.bulkCounts(done, refused)}）` : resultLabel(e);
}

export const AUDIT_COLUMNS: readonly ListColumn<AuditEntry, AuditSortField>[] = [
  { id: 'at', header: t.at, sortField: 'at', width: '6rem', cell: (e) => formatDateTime(e.at) },
  { id: 'actor', header: t.actor, sortField: 'actorEmail', cell: (e) => <AuditActorCell actor={e.actor} /> },
  { id: 'action', header: t.action, sortField: 'action', cell: actionText },
  { id: 'objectType', header: t.objectType, sortField: 'objectType', width: '7rem', cell: objectTypeText },
  {
    id: 'object',
    header: t.object,
    // What the change was (有効期限 … → …), under its object, when the server says.
    cell: (e) =>
      e.items ? (
        t.bulkRun(e.items.total)
      ) : (
        <>
          <AuditObjectLink entry={e} />
          {e.detail ? <small className="block text-color-secondary">{e.detail}</small> : null}
        </>
      ),
  },
  {
    id: 'result',
    header: t.result,
    sortField: 'result',
    width: '7rem',
    nowrap: true,
    cell: (e) => (
      <StatusTag view={{ label: resultText(e), severity: e.result ? RESULT_SEVERITY[e.result] : 'secondary' }} />
    ),
  },
  { id: 'reason', header: t.reason, cell: (e) => e.reason ?? '' },
];

/** The table's columns in Japanese (dates as on screen), ids last. */
const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: t.at, value: (e) => formatDateTime(e.at) },
  { header: t.actor, value: (e) => e.actor?.email ?? '' },
  { header: t.actorRole, value: roleOf },
  { header: t.action, value: actionText },
  { header: t.objectType, value: objectTypeText },
  { header: t.object, value: objectText },
  { header: t.result, value: resultText },
  { header: t.reason, value: (e) => e.reason ?? '' },
  { header: t.detail, value: (e) => e.detail ?? '' },
  { header: t.csvObjectId, value: (e) => e.objectId ?? '' },
  { header: t.csvOperationId, value: (e) => e.operationId ?? '' },
  { header: t.csvEntryId, value: (e) => e.id },
];

export const auditLogConfig: ListConfig<AuditEntry, AuditLogParams, AuditListQuery> = {
  idPrefix: 'audit',
  adapter: auditListAdapter,
  schema: auditLogParamsSchema,
  filterQuery: auditFilterQuery,
  texts: t,
  refresh: { label: common.refresh, ariaLabel: t.refreshLabel },
  columns: { admin: AUDIT_COLUMNS, user: AUDIT_COLUMNS },
  // A bulk run opens in place on its first items.
  expansion: {
    header: t.runToggleHeader,
    canExpand: isRun,
    toggleLabel: (e, expanded) => (expanded ? t.collapseRun : t.expandRun)(t.bulkRun(e.items?.total ?? null)),
    render: (e) => <AuditRunItems run={e} />,
  },
  dateSortFields: ['at'],
  filters: [
    {
      id: 'action',
      param: 'action',
      label: t.actionFilterLabel,
      allLabel: t.allActions,
      options: AUDIT_ACTIONS.map((a) => ({ label: auditActionLabels[a], value: a })),
    },
    {
      id: 'type',
      param: 'type',
      label: t.typeFilterLabel,
      allLabel: t.allObjectTypes,
      options: AUDIT_OBJECT_TYPES.map((v) => ({ label: auditObjectTypeLabels[v], value: v })),
    },
    {
      id: 'result',
      param: 'result',
      label: t.resultFilterLabel,
      allLabel: t.allResults,
      options: AUDIT_RESULTS.map((v) => ({ label: auditResultLabels[v], value: v })),
    },
  ],
  pageSizeOptions: LIST_PAGE_SIZE_OPTIONS,
  loadingRows: 10,
  csv: { what: t.csvWhat, fileBase: t.csvFileBase, columns: AUDIT_CSV_COLUMNS },
};
