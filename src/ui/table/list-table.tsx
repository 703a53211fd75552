// Stands in for PrimeReact 10.9.9's <DataTable> (lazy, small, striped, removable sort, row
// expansion, single selection) with its <Paginator> (docs/adr/0027-hand-written-stand-ins.md);
// tests/unit/ui/primereact-markup.test.tsx pins the markup it copies.

// The console's one table: server-paged lists (licences, devices, users) and short lists held
// whole (my licences, my devices, My page, quota per application, bulk results). DataTable's
// look and behaviour (its CSS classes, removable sort on header click, aria-sort, striped small
// rows, the paginator's markup: list-paginator.tsx) with a lean body of our own.
//
// Rows are keyed by their position, as DataTable's are: a new page updates the rows already
// on screen instead of tearing them down and building new ones. Rows hold no state of their
// own (checkboxes are controlled), so nothing carries over between pages.
//
// Why not DataTable itself: its pass-through machinery runs for every cell on every render.
// Here a row is memoised on its object: a refresh that returns structurally shared data
// (TanStack Query) re-renders only the rows whose object changed, as long as the columns and
// the selection's callbacks are stable.
//
// Below the small breakpoint a table in the stack layout (the default, DataTable's
// `responsiveLayout="stack"`) shows each row as a card: every data cell carries its column's
// title (.p-column-title) as its label, the row's actions come last, and the header row turns
// into the sort controls (list-table.css). CSS alone switches it: no resize listener, nothing
// moves once the page has loaded on a phone, and a desktop row differs only by those titles,
// static text its CSS hides. Every part states its table role, as DataTable's do: the cards
// change the elements' CSS display, after which a browser may no longer expose a table (WebKit
// has not, at times); with the roles each value is still read with its column's header.
import { Fragment, type CSSProperties } from 'react';
import { ListPaginator } from './list-paginator.tsx';
import { HeaderCell, nextSort } from './list-table-header.tsx';
import { Row } from './list-table-row.tsx';
import type { ListColumn, ListTableProps } from './list-table-types.ts';
import './list-table.css';
import { usePhoneWidth } from './phone-width.ts';

export type {
  ListColumn,
  ListExpansion,
  ListPaging,
  ListSelection,
  ListSorting,
  ListTableProps,
  SortOrder,
} from './list-table-types.ts';
export { nextSort };

/**
 * The narrowest a paged table may be: the widths its columns ask for, and a readable minimum
 * for each flexible one. Below it the table scrolls sideways inside its wrapper instead of
 * squeezing the flexible columns to a character per line (a narrow window; a phone's cards
 * drop it: list-table.css).
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
  const layout = props.responsiveLayout ?? 'stack';
  // The cards' column titles at phone width only: at a desktop's they would be hidden markup in every cell.
  const cards = usePhoneWidth() && layout === 'stack';
  // A custom property, not an inline min-width: the phone's cards must be able to drop it.
  const minWidth = paged
    ? ({ '--list-table-min-width': minTableWidth(columns, selection !== undefined) } as CSSProperties)
    : undefined;
  return (
    <div
      className={`p-datatable p-component p-datatable-responsive-${layout} p-datatable-sm p-datatable-striped list-table${paged ? '' : ' list-table-fit'}${props.onRowOpen ? ' p-datatable-selectable' : ''}`}
    >
      {/* A table that scrolls sideways (a phone) is a named region the keyboard can reach and scroll. */}
      <div
        className="p-datatable-wrapper"
        {...(layout === 'scroll' && !props.inScrollRegion
          ? { tabIndex: 0, role: 'region', 'aria-label': props.label }
          : {})}
      >
        <table className="p-datatable-table" role="table" aria-label={props.label} style={minWidth}>
          <thead className="p-datatable-thead" role="rowgroup">
            <tr role="row">
              {selection ? (
                <th scope="col" role="columnheader" className="list-table-check">
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
                <th scope="col" role="columnheader" className="list-table-expander">
                  <span className="p-hidden-accessible">{expansion.header}</span>
                </th>
              ) : null}
              {columns.map((c) => (
                <HeaderCell
                  key={c.id}
                  column={c as ListColumn<unknown, F>}
                  sortField={props.sortField}
                  sortOrder={props.sortOrder ?? 0}
                  onSort={props.onSort}
                  onPreview={props.onSortPreview}
                />
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody" role="rowgroup">
            {rows.length === 0 ? (
              props.emptyMessage === undefined ? null : (
                <tr className="p-datatable-emptymessage" role="row">
                  <td colSpan={span} role="cell">
                    {props.emptyMessage}
                  </td>
                </tr>
              )
            ) : (
              rows.map((row, i) => {
                const key = keys[i]!;
                const expanded = expansion?.expanded.has(key) ?? false;
                const expander = !expansion
                  ? 'none'
                  : !expansion.canExpand(row)
                    ? 'empty'
                    : expanded
                      ? 'open'
                      : 'closed';
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
                      expandLabel={
                        expander === 'open' || expander === 'closed' ? expansion!.toggleLabel(row, expanded) : ''
                      }
                      onExpand={expansion?.onToggle}
                      stack={cards}
                    />
                    {expander === 'open' ? (
                      <tr className="p-datatable-row-expansion" role="row">
                        <td colSpan={span} role="cell">
                          {expansion!.render(row)}
                        </td>
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
          page={props.page}
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
