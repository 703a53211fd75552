// The toolbar above a list: its search and filters (ListFilters) on a desktop, or on a phone the
// 絞り込み button, chips and 並べ替え (PhoneListTools); then the screen's own tools, in the same
// place at both widths, so a tool's open dialog survives a change of width.
import type { ReactNode } from 'react';
import { ListFilters, type ListFiltersProps } from './list-filters.tsx';
import { PhoneListTools } from './phone-list-tools.tsx';
import type { LinkFilter, SortChoice } from './phone-list-state.ts';
import type { SortOrder } from '../../../../ui/table/list-table.tsx';
import './list-toolbar.css';

export type { ListFilterConfig } from './list-filters.tsx';

export interface ListToolbarProps extends Omit<ListFiltersProps, 'children' | 'listState'> {
  listState: ListFiltersProps['listState'] & { table: { onSort: (field: never, order: SortOrder) => void } };
  /** Below the small breakpoint: the filters in a sheet, the order in one control. */
  phone?: boolean;
  /** The phone's sort control's choices (sortChoices); none: the list is not sorted there. */
  sortChoices?: readonly SortChoice[] | undefined;
  /** The screen's own filters (a date range): after the configured ones, in the sheet on a phone. */
  filterControls?: ReactNode;
  /** Filters set from elsewhere (a link, a row): on a phone counted and shown as chips (the screen shows them on a desktop). */
  linkFilters?: readonly LinkFilter[] | undefined;
  /** Anything else the toolbar should show (a note, a chip, an export button). */
  children?: ReactNode;
}

export function ListToolbar({
  phone,
  sortChoices,
  filterControls,
  linkFilters,
  children,
  ...filters
}: ListToolbarProps) {
  return (
    <div className="list-toolbar flex flex-wrap gap-3 align-items-end mb-3" role="search">
      {phone ? (
        <PhoneListTools {...filters} sortChoices={sortChoices} linkFilters={linkFilters}>
          {filterControls}
        </PhoneListTools>
      ) : (
        <ListFilters {...filters}>{filterControls}</ListFilters>
      )}
      {children}
    </div>
  );
}
