// The bulk tools of a server-side list (licences, devices) in one place: rows selected on a
// page, across pages or "everything matching the filters" (read page by page when an action
// runs); a bulk action run through the bulk-action machine with one refresh and one summary
// toast at the end.
import { useCallback, useMemo } from 'react';
import { fetchAllPages, type BulkListAdapter } from '../../../api/list-adapter.ts';
import type { BulkItem, BulkOutcome } from '../../../machines/bulk-action/bulk-action-machine.ts';
import { listTools } from '../../../shared/messages/list-tools.ts';
import { notifyFailure } from '../notify-failure.ts';
import { useNotify } from '../notify.tsx';
import type { RowButtonProps } from '../../../ui/row-button.tsx';
import { useAdapterBulk } from './use-adapter-bulk.ts';
import { useRowSelection } from './use-row-selection.ts';

/** A list's bulk actions, as data (a list screen's configuration). */
export interface ListBulkConfig<T, A extends string> {
  /** What the items are, e.g. 'ライセンス' (the confirmation and the results). */
  what: string;
  /** How a row is named (checkbox label, confirmation, results). */
  labelOf: (row: T) => string;
  /** The bulk bar's buttons, in order. */
  actions: readonly { id: A; label: string; icon: string; severity: RowButtonProps['severity']; adminOnly?: boolean }[];
  /** How one item's refusal reads in the results (its call threw `error`). */
  outcomeOf: (action: A, error: unknown) => BulkOutcome;
  /** Only administrators select rows (otherwise everyone, without the admin-only actions). */
  adminOnly?: boolean;
}

export function useListBulk<T, Q, A extends string>(
  { bulk: config, rowKey: idOf }: { bulk: ListBulkConfig<T, A>; rowKey: (row: T) => string },
  adapter: BulkListAdapter<Q, T, A>,
  /** From useListScreen. */
  { filters, rows }: { filters: Q; rows: readonly T[] },
) {
  const notify = useNotify();
  const { labelOf } = config;
  const selection = useRowSelection({
    // A new view (filters, search or order) selects nothing.
    viewKey: JSON.stringify(filters),
    rows,
    keyOf: idOf,
    labelOf,
    rowLabel: listTools.selectRow,
    pageLabel: listTools.selectPage,
  });
  const actionLabels = useMemo(() => Object.fromEntries(config.actions.map((a) => [a.id, a.label])) as Record<A, string>, [config.actions]);
  const actionLabel = useCallback((action: A) => actionLabels[action], [actionLabels]);
  const bulk = useAdapterBulk<A>({ adapter, outcomeOf: config.outcomeOf, actionLabel, onFinished: selection.clear });
  const startBulk = async (action: A) => {
    let items: BulkItem[];
    try {
      items = selection.allMatching ? (await fetchAllPages(adapter.fetchPage, filters)).map((row) => ({ id: idOf(row), label: labelOf(row) })) : selection.items();
    } catch (error) {
      // Nothing has run: the selection stays for another try.
      notifyFailure(notify, error, listTools.allMatchingFailed);
      return;
    }
    bulk.send({ type: 'bulk.request', action, items });
  };
  return { selection, bulk, startBulk, actionLabel };
}
