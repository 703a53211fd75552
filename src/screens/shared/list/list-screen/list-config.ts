// A list screen (licences, devices, users, the audit log) as one configuration, a module
// constant: its resource's adapter, its view in the URL, columns (row actions included),
// filters, CSV export, bulk actions and texts. useListScreen and ListScreen take nothing else
// from it; the screen adds only what is its own (dialogs, mutations, page actions).
import type { ExtensionId } from '../../../../api/catalog/extensions.ts';
import type * as z from 'zod';
import type { ListAdapterOf } from '../../../../api/resources/list-adapter.ts';
import type { BulkOutcome } from '../../../../machines/bulk-action/bulk-action-machine.ts';
import type { CsvColumn } from '../export/csv.ts';
import type { ListColumn, ListExpansion } from '../../../../ui/table/list-table.tsx';
import type { ListFilterConfig } from '../toolbar/list-toolbar.tsx';
import type { RowButtonProps } from '../../../../ui/row-button.tsx';
import type { ListViewParams } from '../use-server-list.ts';

export type SortFieldOf<P extends ListViewParams> = NonNullable<P['sort']>;

/** A list's texts, by the names every list's messages use (a messages module serves as it is). */
export interface ListTexts {
  title: string;
  /** The table's accessible name (the title when none). */
  tableLabel?: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** No rows at all. */
  empty: string;
  /** No row matches the search or filters (there may be rows without them). */
  noMatch: string;
  listFailed: string;
}

/** A list's bulk actions, as data. */
export interface ListBulkConfig<Row, A extends string> {
  /** What the items are, e.g. 'ライセンス' (the confirmation and the results). */
  what: string;
  /** How a row is named (checkbox label, confirmation, results). */
  labelOf: (row: Row) => string;
  /** The bulk bar's buttons, in order; one that needs an extension shows once the server is known to have it. */
  actions: readonly {
    id: A;
    label: string;
    icon: string;
    severity: RowButtonProps['severity'];
    adminOnly?: boolean;
    extension?: ExtensionId;
  }[];
  /** How one item's refusal reads in the results (its call threw `error`). */
  outcomeOf: (action: A, error: unknown) => BulkOutcome;
  /** Only administrators select rows (otherwise everyone, without the admin-only actions). */
  adminOnly?: boolean;
}

export interface ListConfig<Row extends { id: string }, P extends ListViewParams, Query, A extends string = never> {
  /** Prefix of the inputs' ids: `${idPrefix}-search`, `${idPrefix}-status-filter`. */
  idPrefix: string;
  /** The resource's list (src/api): pages, pages at any size, item actions, what a change invalidates. */
  adapter: ListAdapterOf<Query, Row, A>;
  /** The view in the URL (listParamsSchema), and the server query of its filters and order (the list adds the page). */
  schema: z.ZodType<P, unknown>;
  filterQuery: (view: P) => Query;
  texts: ListTexts;
  /** A note at the end of the toolbar. */
  note?: string;
  /** Rows are memoised, so a list's columns are made once (withRowActions). */
  columns: { admin: readonly ListColumn<Row, SortFieldOf<P>>[]; user: readonly ListColumn<Row, SortFieldOf<P>>[] };
  filters: readonly ListFilterConfig[];
  /** Sort fields that are dates: a phone's sort control reads them 新しい順 / 古い順. */
  dateSortFields?: readonly SortFieldOf<P>[];
  /** On a server that pages the list, sorting is offered only when it reads our list parameters. */
  sortingNeedsListQueries?: boolean;
  /** Page sizes offered; none: the size is fixed. */
  pageSizeOptions?: readonly number[];
  /** Skeleton rows while the first page loads. */
  loadingRows: number;
  /** A refresh button beside the title; `done` is said when the rows came. */
  refresh?: { label: string; ariaLabel: string; done?: string };
  /** Rows that open in place (the audit log's bulk runs); the list keeps which are open. */
  expansion?: Omit<ListExpansion<Row>, 'expanded' | 'onToggle'>;
  /** The CSV export of every row of the view. */
  csv?: { what: string; fileBase: string; columns: readonly CsvColumn<Row>[] };
  bulk?: ListBulkConfig<Row, A>;
}
