// Stands in for the header cells of PrimeReact 10.9.9's <DataTable> (docs/adr/0027-hand-written-stand-ins.md):
// a sortable one cycles through removable sort on click, Enter or Space, and says its order
// through aria-sort; tests/unit/ui/primereact-markup.test.tsx pins their markup.
import type { CSSProperties, KeyboardEvent } from 'react';
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

export function HeaderCell<F extends string>({
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
      <th scope="col" role="columnheader" style={style} className={column.className}>
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
}
