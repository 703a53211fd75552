// A list screen (licences, devices, users, the audit log) as configuration: its view in the
// URL, its columns (row actions included), filters, bulk actions and texts. ListScreenFrame
// renders it; the screen adds only what is its own (dialogs, mutations, page actions).
import type { QueryKey } from '@tanstack/react-query';
import type * as z from 'zod';
import type { ListBulkConfig } from '../bulk/use-list-bulk.ts';
import type { ExportCsvButtonProps } from '../export-csv-button.tsx';
import type { ListColumn } from '../../../ui/table/list-table.tsx';
import type { ListFilterConfig } from '../list-toolbar.tsx';
import type { ListViewParams } from '../use-server-list.ts';

export type SortFieldOf<P extends ListViewParams> = NonNullable<P['sort']>;

export interface ListScreenConfig<Row, P extends ListViewParams, Query> {
  /** Prefix of the inputs' ids: `${idPrefix}-search`, `${idPrefix}-status-filter`. */
  idPrefix: string;
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** The view in the URL (listParamsSchema). */
  schema: z.ZodType<P, unknown>;
  /** The view's filters and order as the server query; the list adds the page (pageOf). */
  filterQuery: (view: P) => Query;
  rowKey: (row: Row) => string;
  /** The list's query keys: the fetching bar shows while any of them loads. */
  fetchingKey: QueryKey;
  /** Module constants: rows are memoised, and new columns would render every row again. */
  columns: { admin: readonly ListColumn<Row, SortFieldOf<P>>[]; user: readonly ListColumn<Row, SortFieldOf<P>>[] };
  search: { label: string; placeholder: string };
  filters: readonly ListFilterConfig[];
  /** On a server that pages the list, sorting is offered only when it reads our list parameters. */
  sortingNeedsListQueries?: boolean;
  /** Page sizes offered; none: the size is fixed. */
  pageSizeOptions?: readonly number[];
  /** Skeleton rows while the first page loads. */
  loadingRows: number;
  texts: {
    /** No rows at all. */
    empty: string;
    /** No row matches the search or filters (there may be rows without them). */
    noMatch: string;
    listFailed: string;
    /** A note at the end of the toolbar. */
    note?: string;
  };
  /** The CSV export of every row of the view (its adapter reads pages at any size). */
  csv?: Omit<ExportCsvButtonProps<Row>, 'fetchAll'>;
}

/** A list with bulk actions and CSV export (licences, devices). */
export interface BulkListScreenConfig<Row, P extends ListViewParams, Query, A extends string> extends ListScreenConfig<Row, P, Query> {
  bulk: ListBulkConfig<Row, A>;
  csv: Omit<ExportCsvButtonProps<Row>, 'fetchAll'>;
}
