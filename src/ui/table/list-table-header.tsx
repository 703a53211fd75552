// Stands in for the header cells of PrimeReact 10.9.9's <DataTable> (docs/adr/0027-hand-written-stand-ins.md):
// a sortable one cycles through removable sort on click, Enter or Space, and says its order
// through aria-sort; tests/unit/ui/primereact-markup.test.tsx pins their markup.
import { memo, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { ListColumn, SortOrder } from './list-table-types.ts';

/** Removable sort: ascending, then descending, then none (PrimeReact's removableSort). */
export function nextSort<F extends string>(
  current: F | undefined,
  order: SortOrder,
  clicked: F,
): { field: F | undefined; order: SortOrder } {
  if (current !== clicked || order === 0) return { field: clicked, order: 1 };
  if (order === 1) return { field: clicked, order: -1 };
  return { field: undefined, order: 0 };
}

const SORT_ICON: Record<SortOrder, string> = {
  0: 'pi-sort-alt',
  1: 'pi-sort-amount-up-alt',
  [-1]: 'pi-sort-amount-down',
};
const ARIA_SORT = { 0: 'none', 1: 'ascending', [-1]: 'descending' } as const;

interface HeaderCellProps<F extends string> {
  column: ListColumn<unknown, F>;
  /** The list's order now. */
  sortField: F | undefined;
  sortOrder: SortOrder;
  onSort: ((field: F | undefined, order: SortOrder) => void) | undefined;
  onPreview: ((field: F | undefined, order: SortOrder) => void) | undefined;
}

/**
 * One header cell. Memoised: a page change leaves its column, the order and the list's (stable)
 * sort callbacks as they are, so the header row skips the render of every next page.
 */
export const HeaderCell = memo(function HeaderCell<F extends string>({
  column,
  sortField,
  sortOrder,
  onSort: sortBy,
  onPreview: previewSort,
}: HeaderCellProps<F>) {
  const active = column.sortField !== undefined && column.sortField === sortField;
  // What a click on this header shows: the same order for the click and its preview.
  const next = column.sortField ? nextSort(sortField, sortOrder, column.sortField) : undefined;
  const onSort = () => next && sortBy?.(next.field, next.order);
  const onPreview = () => next && previewSort?.(next.field, next.order);
  const style: CSSProperties | undefined = column.width ? { width: column.width } : undefined;
  if (!column.sortField) {
    return (
      <th scope="col" role="columnheader" style={style} className={column.className}>
        <div className="p-column-header-content">
          <span className="p-column-title">{column.header}</span>
        </div>
      </th>
    );
  }
  const shown: SortOrder = active ? sortOrder : 0;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSort();
    }
  };
  return (
    <th
      scope="col"
      role="columnheader"
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
}) as <F extends string>(props: HeaderCellProps<F>) => ReactNode;
