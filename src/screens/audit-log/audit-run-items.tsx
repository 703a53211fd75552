// A bulk run's expanded row: its first items (each call, its object and result), and a link to
// the run's items as a list of their own when there are more.
import { Link } from 'wouter';
import { RUN_ITEMS_SHOWN, useRunItems } from '../../api/resources/reports/audit.ts';
import { isAbsent, messageOf } from '../../api/client/errors.ts';
import type { AuditEntry } from '../../api/schemas/reports/audit.ts';
import { formatDateTime } from '../../shared/format.ts';
import { audit as t, auditResultLabels } from '../../shared/messages/reports/audit.ts';
import { common } from '../../shared/messages/common.ts';
import { ListTable, type ListColumn } from '../../ui/table/list-table.tsx';
import { AbsentNote, ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { AuditObjectLink } from './audit-object-link.tsx';

const ITEM_COLUMNS: readonly ListColumn<AuditEntry>[] = [
  { id: 'at', header: t.at, width: '6rem', cell: (e) => formatDateTime(e.at) },
  { id: 'object', header: t.object, cell: (e) => <AuditObjectLink entry={e} /> },
  {
    id: 'result',
    header: t.result,
    width: '5rem',
    cell: (e) => (e.result ? auditResultLabels[e.result] : common.unknown),
  },
  { id: 'reason', header: t.reason, cell: (e) => e.reason ?? '' },
];

export function AuditRunItems({ run }: { run: AuditEntry }) {
  const items = useRunItems(run.operationId ?? '');
  if (items.isPending) return <LoadingRows rows={2} label={t.runItemsLabel} />;
  if (isAbsent(items.error)) return <AbsentNote error={items.error} />;
  if (items.isError)
    return <ErrorState message={messageOf(items.error, t.itemsFailed)} onRetry={() => void items.refetch()} />;
  const { entries, total } = items.data;
  // Without a total, a full first page may have more after it.
  const more = total === null ? entries.length >= RUN_ITEMS_SHOWN : total > RUN_ITEMS_SHOWN;
  return (
    <div className="audit-run-items">
      <ListTable label={t.runItemsLabel} rows={entries} rowKey={(e) => e.id} columns={ITEM_COLUMNS} />
      {more ? (
        <p className="mt-2 mb-0">
          {total === null ? null : <>{t.runItemsMore(entries.length, total)} </>}
          <Link href={`/audit-log?op=${encodeURIComponent(run.operationId ?? '')}`}>{t.showAllItems}</Link>
        </p>
      ) : null}
    </div>
  );
}
