// The power tools of a server-side list (licences, devices) in one place: rows selected on a
// page, across pages or "everything matching the filters"; a bulk action run through the
// bulk-action machine with one refresh and one summary toast at the end; and every matching
// row read page by page (for "everything matching" and the CSV export).
import { fetchAllPages, type PageResult } from '../../../api/list-adapter.ts';
import type { BulkItem, BulkOutcome } from '../../../machines/bulk-action/bulk-action-machine.ts';
import { listTools } from '../../../shared/messages/list-tools.ts';
import { notifyFailure } from '../notify-failure.ts';
import { useNotify } from '../notify.tsx';
import { useBulkAction } from './use-bulk-action.ts';
import { useRowSelection } from './use-row-selection.ts';

export interface ListBulkOptions<T, A extends string> {
  /** Changes whenever the filters, search or order change (a new view selects nothing). */
  viewKey: string;
  /** The rows on screen. */
  rows: readonly T[];
  /** The row's id: what the bulk action is given. */
  idOf: (row: T) => string;
  /** How a row is named (checkbox label, confirmation, results). */
  labelOf: (row: T) => string;
  /** A page of the rows matching the current view, at any size. */
  fetchPage: (page: number, pageSize: number) => Promise<PageResult<T>>;
  /** One item's work (an API call) and how it went. */
  runItem: (action: A, item: BulkItem) => Promise<BulkOutcome>;
  /** Once the batch is over: what one action invalidates (the resource's list adapter's `invalidate`). */
  refresh: () => unknown;
  /** The actions' names, as in the summary ('一括無効化: …'). */
  actionLabels: Record<A, string>;
}

export function useListBulk<T, A extends string>(options: ListBulkOptions<T, A>) {
  const notify = useNotify();
  const { idOf, labelOf } = options;
  const selection = useRowSelection({
    viewKey: options.viewKey,
    rows: options.rows,
    keyOf: idOf,
    labelOf,
    rowLabel: listTools.selectRow,
    pageLabel: listTools.selectPage,
  });
  const fetchAllMatching = (onProgress?: (done: number, total: number) => void) => fetchAllPages(options.fetchPage, onProgress);
  const bulk = useBulkAction<A>({
    runItem: options.runItem,
    onFinished: (action, counts) => {
      // One refresh for the whole batch.
      void options.refresh();
      selection.clear();
      const text = listTools.summary(options.actionLabels[action], counts.done, counts.failed, counts.skipped);
      if (counts.failed) notify.warn(text);
      else notify.success(text);
    },
  });
  const startBulk = async (action: A) => {
    let items: BulkItem[];
    try {
      items = selection.allMatching ? (await fetchAllMatching()).map((row) => ({ id: idOf(row), label: labelOf(row) })) : selection.items();
    } catch (error) {
      // Nothing has run: the selection stays for another try.
      notifyFailure(notify, error, listTools.allMatchingFailed);
      return;
    }
    bulk.send({ type: 'bulk.request', action, items });
  };
  return { selection, bulk, startBulk, fetchAllMatching };
}
