// The console's one table: server-paged lists (licences, devices, users) and short lists held
// whole (my licences, my devices, My page, quota per application, bulk results). PrimeReact's
// DataTable look and behaviour (its CSS classes, removable sort on header click, aria-sort,
// striped small rows, PrimeReact's paginator markup: list-paginator.tsx) with a lean body of our own.
//
// Rows are keyed by their position, as DataTable's are: a new page updates the rows already
// on screen instead of tearing them down and building new ones. Rows hold no state of their
// own (checkboxes are controlled), so nothing carries over between pages.
//
// Why not DataTable itself: its pass-through machinery runs for every cell on every render
// (the A/B and its figures: docs/decisions.md). Here a row is memoised on its object: a
// refresh that returns structurally shared data (TanStack Query) re-renders only the rows
// whose object changed, as long as the columns and the selection's callbacks are stable.
import { Fragment, memo, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { DomHandler } from 'primereact/utils';
import { PhrasedText } from '../phrased-text.tsx';
import { ListPaginator } from './list-paginator.tsx';
import './list-table.css';

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
  first: number;
  pageSize: number;
  totalRecords: number;
  pageSizeOptions?: readonly number[];
  onPage: (first: number, pageSize: number) => void;
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
}

export type ListTableProps<T, F extends string> = ListTableBase<T, F> &
  (ListSorting<F> | Without<ListSorting<F>>) &
  (ListPaging | Without<ListPaging>);

/** Removable sort: ascending, then descending, then none (PrimeReact's removableSort). */
export function nextSort<F extends string>(current: F | undefined, order: SortOrder, clicked: F): { field: F | undefined; order: SortOrder } {
  if (current !== clicked || order === 0) return { field: clicked, order: 1 };
  if (order === 1) return { field: clicked, order: -1 };
  return { field: undefined, order: 0 };
}

const SORT_ICON: Record<SortOrder, string> = { 0: 'pi-sort-alt', 1: 'pi-sort-amount-up-alt', [-1]: 'pi-sort-amount-down' };
const ARIA_SORT = { 0: 'none', 1: 'ascending', [-1]: 'descending' } as const;

function HeaderCell<F extends string>({
  column,
  active,
  order,
  onSort,
  onPreview,
}: {
  column: ListColumn<unknown, F>;
  active: boolean;
  order: SortOrder;
  onSort: () => void;
  onPreview: () => void;
}) {
  const style: CSSProperties | undefined = column.width ? { width: column.width } : undefined;
  if (!column.sortField) {
    return (
      <th scope="col" style={style} className={column.className}>
        <div className="p-column-header-content">
          <span className="p-column-title">{column.header}</span>
        </div>
      </th>
    );
  }
  const shown: SortOrder = active ? order : 0;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSort();
    }
  };
  return (
    <th
      scope="col"
      style={style}
      tabIndex={0}
      aria-sort={ARIA_SORT[shown]}
      className={`p-sortable-column ${shown !== 0 ? 'p-highlight' : ''} ${column.className ?? ''}`}
      onClick={onSort}
      onKeyDown={onKeyDown}
      onPointerEnter={onPreview}
      onFocus={onPreview}
    >
      <div className="p-column-header-content">
        <span className="p-column-title">{column.header}</span>
        <span className={`p-sortable-column-icon pi ${SORT_ICON[shown]}`} aria-hidden="true" />
      </div>
    </th>
  );
}

interface RowProps<T> {
  row: T;
  rowId: string;
  odd: boolean;
  columns: readonly ListColumn<T, string>[];
  selectable: boolean;
  checked: boolean;
  checkLabel: string;
  onCheck: ((key: string, checked: boolean) => void) | undefined;
  onOpen: ((row: T) => void) | undefined;
  /** The toggle column's cell: none (no such column), empty (a row without one), or the toggle's state. */
  expander: 'none' | 'empty' | 'closed' | 'open';
  expandLabel: string;
  onExpand: ((key: string) => void) | undefined;
}

// Memoised on the row object: unchanged rows (same object after structural sharing) skip.
const Row = memo(function Row<T>({ row, rowId, odd, columns, selectable, checked, checkLabel, onCheck, onOpen, expander, expandLabel, onExpand }: RowProps<T>) {
  // Keys pressed on a control inside the row (a row button) are that control's own.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    onOpen?.(row);
  };
  // A click on a control inside the row (a row button) is that control's, as in DataTable.
  const onClick = (e: MouseEvent) => {
    if (!DomHandler.isClickable(e.target as HTMLElement)) onOpen?.(row);
  };
  const openable = onOpen ? { tabIndex: 0, onClick, onKeyDown } : undefined;
  const className = [odd ? 'p-row-odd' : '', onOpen ? 'p-selectable-row' : ''].filter(Boolean).join(' ');
  return (
    <tr className={className || undefined} aria-selected={selectable ? checked : undefined} {...openable}>
      {selectable ? (
        <td className="list-table-check">
          <input type="checkbox" className="list-table-checkbox" checked={checked} aria-label={checkLabel} onChange={(e) => onCheck?.(rowId, e.target.checked)} />
        </td>
      ) : null}
      {expander !== 'none' ? (
        <td className="list-table-expander">
          {expander !== 'empty' ? (
            <button type="button" className="p-row-toggler p-link" aria-expanded={expander === 'open'} aria-label={expandLabel} onClick={() => onExpand?.(rowId)}>
              <span className={`p-row-toggler-icon pi ${expander === 'open' ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
            </button>
          ) : null}
        </td>
      ) : null}
      {columns.map((c) => (
        <td key={c.id} className={`${c.nowrap ? 'list-table-nowrap' : ''} ${c.className ?? ''}`}>
          {phrasedCell(c.cell(row))}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** A text cell breaks between words, not inside one (shared/phrased-text.tsx). */
const phrasedCell = (content: ReactNode): ReactNode => (typeof content === 'string' ? <PhrasedText text={content} /> : content);

/**
 * The narrowest a paged table may be: the widths its columns ask for, and a readable minimum
 * for each flexible one. Below it the table scrolls sideways inside its wrapper instead of
 * squeezing the flexible columns to a character per line (a phone).
 */
export function minTableWidth(columns: readonly { width?: string | undefined }[], selectable: boolean): string {
  const parts = columns.map((c) => c.width ?? 'var(--list-column-min)');
  if (selectable) parts.push('var(--list-check-width)');
  return `calc(${parts.join(' + ')})`;
}

export function ListTable<T, F extends string>(props: ListTableProps<T, F>) {
  const { columns, rows, rowKey, selection, expansion } = props;
  const span = columns.length + (selection ? 1 : 0) + (expansion ? 1 : 0);
  const keys = rows.map(rowKey);
  const pageChecked = selection ? keys.length > 0 && keys.every((k) => selection.selected.has(k)) : false;
  const pageSome = selection ? keys.some((k) => selection.selected.has(k)) : false;
  const paged = props.onPage !== undefined;
  return (
    <div className={`p-datatable p-component p-datatable-sm p-datatable-striped list-table${paged ? '' : ' list-table-fit'}${props.onRowOpen ? ' p-datatable-selectable' : ''}`}>
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table" aria-label={props.label} style={paged ? { minWidth: minTableWidth(columns, selection !== undefined) } : undefined}>
          <thead className="p-datatable-thead">
            <tr>
              {selection ? (
                <th scope="col" className="list-table-check">
                  <input
                    type="checkbox"
                    className="list-table-checkbox"
                    checked={pageChecked}
                    ref={(el) => {
                      if (el) el.indeterminate = !pageChecked && pageSome;
                    }}
                    aria-label={selection.pageLabel}
                    onChange={(e) => selection.onTogglePage(keys, e.target.checked)}
                  />
                </th>
              ) : null}
              {expansion ? (
                <th scope="col" className="list-table-expander">
                  <span className="p-hidden-accessible">{expansion.header}</span>
                </th>
              ) : null}
              {columns.map((c) => {
                // What a click on this header shows: the same order for the click and its preview.
                const next = c.sortField ? nextSort(props.sortField, props.sortOrder ?? 0, c.sortField) : undefined;
                return (
                  <HeaderCell
                    key={c.id}
                    column={c as ListColumn<unknown, F>}
                    active={c.sortField !== undefined && c.sortField === props.sortField}
                    order={props.sortOrder ?? 0}
                    onSort={() => next && props.onSort?.(next.field, next.order)}
                    onPreview={() => next && props.onSortPreview?.(next.field, next.order)}
                  />
                );
              })}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {rows.length === 0 ? (
              props.emptyMessage === undefined ? null : (
                <tr className="p-datatable-emptymessage">
                  <td colSpan={span}>{props.emptyMessage}</td>
                </tr>
              )
            ) : (
              rows.map((row, i) => {
                const key = keys[i]!;
                const expanded = expansion?.expanded.has(key) ?? false;
                const expander = !expansion ? 'none' : !expansion.canExpand(row) ? 'empty' : expanded ? 'open' : 'closed';
                return (
                  <Fragment key={i}>
                  <Row<T>
                    row={row}
                    rowId={key}
                    odd={i % 2 === 1}
                    columns={columns as readonly ListColumn<T, string>[]}
                    selectable={selection !== undefined}
                    checked={selection?.selected.has(key) ?? false}
                    checkLabel={selection?.rowLabel(key) ?? ''}
                    onCheck={selection?.onToggle}
                    onOpen={props.onRowOpen}
                    expander={expander}
                    expandLabel={expander === 'open' || expander === 'closed' ? expansion!.toggleLabel(row, expanded) : ''}
                    onExpand={expansion?.onToggle}
                  />
                  {expander === 'open' ? (
                    <tr className="p-datatable-row-expansion">
                      <td colSpan={span}>{expansion!.render(row)}</td>
                    </tr>
                  ) : null}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {props.onPage ? (
        <ListPaginator
          first={props.first}
          rows={props.pageSize}
          total={props.totalRecords}
          options={props.pageSizeOptions}
          template={props.pageReportTemplate}
          onPage={props.onPage}
        />
      ) : null}
    </div>
  );
}
