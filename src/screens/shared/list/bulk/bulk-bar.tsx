// The bar above a list while rows are selected: how many, "select everything matching",
// the bulk actions and "clear".
import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { listTools as t } from '../../../../shared/messages/lists/list-tools.ts';

export interface BulkBarProps {
  /** useRowSelection's. */
  selection: { count: number; allMatching: boolean; selectAllMatching: () => void; clear: () => void };
  total: number;
  /** The action buttons. */
  children: ReactNode;
}

export function BulkBar({
  selection: { count, allMatching, selectAllMatching, clear },
  total,
  children,
}: BulkBarProps) {
  if (!allMatching && count === 0) return null;
  return (
    <div
      className="bulk-bar flex flex-wrap align-items-center gap-2 mb-2"
      role="region"
      aria-label={t.bulkActionsLabel}
    >
      <strong role="status">{allMatching ? t.allMatchingSelected(total) : t.selectedCount(count)}</strong>
      {!allMatching && count < total ? (
        <Button type="button" link label={t.selectAllMatching(total)} onClick={selectAllMatching} />
      ) : null}
      <span className="flex flex-wrap gap-2">{children}</span>
      <Button type="button" text severity="secondary" label={t.clearSelection} onClick={clear} />
    </div>
  );
}
