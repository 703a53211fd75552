// The props of the stand-in for PrimeReact 10.9.9's <DataTable> (docs/adr/0027-hand-written-stand-ins.md):
// its columns and the optional groups a list passes (selection, row expansion, server sorting,
// server paging).
import type { ReactNode } from 'react';

export type SortOrder = 1 | -1 | 0;

export interface ListColumn<T, F extends string = string> {
  /** Unique within the table. */
  id: string;
  header: string;
  /** The server's sort field; a column without one is not sortable. */
  sortField?: F;
  cell: (row: T) => ReactNode;
  /** Width hint (CSS), e.g. '9rem'; the table lays out the rest. */
  width?: string;
  /** Keep the cell on one line (dates, chips, actions). */
  nowrap?: boolean;
  className?: string;
  /** The row's actions (its buttons): on a phone, at the bottom of the row's card, without a label. */
  actions?: boolean;
}

export interface ListSelection {
  /** Keys selected (across pages). */
  selected: { has: (key: string) => boolean };
  /** Stable (useCallback, or useRowSelection's): every memoised row receives it. */
  onToggle: (key: string, checked: boolean) => void;
  /** Select or clear every row of the current page. */
  onTogglePage: (keys: string[], checked: boolean) => void;
  /** Accessible name of a row's checkbox, e.g. 'ABCD-… を選択'. */
  rowLabel: (key: string) => string;
  pageLabel: string;
}

/**
 * Rows that open in place (DataTable's row expansion): a toggle column first, and below an
 * expanded row a full-width row with what `render` shows. Pass stable callbacks.
 */
export interface ListExpansion<T> {
  /** The toggle column's header, read by screen readers only. */
  header: string;
  /** Keys expanded. */
  expanded: { has: (key: string) => boolean };
  onToggle: (key: string) => void;
  /** Whether a row has anything to show (the others get no toggle). */
  canExpand: (row: T) => boolean;
  /** Accessible name of a row's toggle. */
  toggleLabel: (row: T, expanded: boolean) => string;
  render: (row: T) => ReactNode;
}

/** What the server-sorted lists pass; a client-side list leaves all of it out. */
export interface ListSorting<F extends string> {
  sortField: F | undefined;
  sortOrder: SortOrder;
  onSort: (field: F | undefined, order: SortOrder) => void;
  /** The user points at or focuses a sortable header: what a click would show (read it ahead). */
  onSortPreview?: (field: F | undefined, order: SortOrder) => void;
}

/** What the server-paged lists pass; without it the table shows every row and no paginator. */
export interface ListPaging {
  /** The page shown, from 1, as the URL says it. */
  page: number;
  pageSize: number;
  totalRecords: number;
  pageSizeOptions?: readonly number[];
  onPage: (page: number, pageSize: number) => void;
  /** e.g. '{first} - {last} / {totalRecords} 件' */
  pageReportTemplate: string;
}

/** All of a group or none of it. */
type Without<P> = { [K in keyof P]?: undefined };

interface ListTableBase<T, F extends string> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ListColumn<T, F>[];
  /** Shown in a row of its own when there are no rows; without it the body stays empty. */
  emptyMessage?: ReactNode;
  selection?: ListSelection;
  /**
   * Makes the rows open something (a detail dialog) on click, Enter or Space, as DataTable's
   * single selection does. Pass a stable function (a state setter): rows are memoised on it.
   */
  onRowOpen?: (row: T) => void;
  expansion?: ListExpansion<T>;
  /**
   * Below the small breakpoint (576 px), as DataTable's `responsiveLayout`: 'stack' (the default)
   * shows each row as a card of label / value pairs, its actions at the bottom; 'scroll' keeps
   * the table, scrolling sideways inside its wrapper (a short table of figures).
   */
  responsiveLayout?: 'stack' | 'scroll';
  /**
   * In the scroll layout the wrapper is a named region the keyboard reaches (tabIndex 0); true when
   * the caller's own focusable region already scrolls the table (a chart's table alternative).
   */
  inScrollRegion?: boolean;
}

export type ListTableProps<T, F extends string> = ListTableBase<T, F> &
  (ListSorting<F> | Without<ListSorting<F>>) &
  (ListPaging | Without<ListPaging>);
