// A list's toolbar on a phone: one 絞り込み button (with the number of active filters) that opens
// a bottom sheet holding the desktop's search and filters as they are, each active filter a
// removable chip, and one 並べ替え control for the order the desktop sets from its column headers.
// The screen's own tools stay on the page (ListToolbar). Everything reads and writes the view in the URL
// (useServerList), so both widths show the same list.
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Chip } from 'primereact/chip';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { phoneList as t } from '../../../../shared/messages/lists/phone-list.ts';
import { DROPDOWN_DEFAULTS } from '../../../../ui/dropdown/dropdown-defaults.ts';
import type { SortOrder } from '../../../../ui/table/list-table.tsx';
import { ListFilters, type ListFiltersProps } from './list-filters.tsx';
import { activeFilters, sortOfValue, sortValueOf, type LinkFilter, type SortChoice } from './phone-list-state.ts';

export interface PhoneListToolsProps extends Omit<ListFiltersProps, 'listState'> {
  listState: ListFiltersProps['listState'] & {
    table: { onSort: (field: never, order: SortOrder) => void };
  };
  /** The sort control's choices (sortChoices); none: the list is not sorted here. */
  sortChoices?: readonly SortChoice[] | undefined;
  /** Filters set from elsewhere, with no control in the sheet: counted and shown as chips too. */
  linkFilters?: readonly LinkFilter[] | undefined;
  /** The screen's own filters (a date range): in the sheet, after the configured ones. */
  children?: ReactNode;
}

export function PhoneListTools({ sortChoices, listState, linkFilters, children, ...toolbar }: PhoneListToolsProps) {
  const [open, setOpen] = useState(false);
  const params = listState.params as Readonly<Record<string, unknown>>;
  const active = activeFilters(toolbar.filters, params, toolbar.options, linkFilters);
  const setFilters = listState.setFilters as (filters: Record<string, undefined | string>) => void;
  const onSort = listState.table.onSort as (field: string | undefined, order: SortOrder) => void;
  const sortId = `${toolbar.idPrefix}-sort`;

  return (
    <div className="phone-list-tools">
      <div className="phone-list-bar">
        <Button
          type="button"
          icon="pi pi-filter"
          outlined
          label={t.filterCount(active.length)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
        {sortChoices && sortChoices.length > 1 ? (
          <span className="phone-list-sort">
            <label htmlFor={sortId} className="sr-only">
              {t.sort}
            </label>
            <Dropdown
              {...DROPDOWN_DEFAULTS}
              inputId={sortId}
              value={sortValueOf(params.sort as string | undefined, params.order as 'asc' | 'desc')}
              options={[...sortChoices]}
              valueTemplate={(choice: SortChoice | null) => (
                <span>
                  <i className="pi pi-sort-alt mr-2" aria-hidden="true" />
                  {choice?.label ?? t.sort}
                </span>
              )}
              onChange={(e) => {
                const { field, order } = sortOfValue(e.value as string);
                onSort(field, order);
              }}
            />
          </span>
        ) : null}
      </div>
      {active.length > 0 ? (
        <ul className="phone-list-chips" aria-label={t.activeFilters}>
          {active.map(({ param, chip, removeLabel }) => {
            const remove = () => setFilters({ [param]: param === 'q' ? '' : undefined });
            return (
              <li key={`${param}:${chip}`}>
                <Chip
                  label={chip}
                  removable
                  onRemove={() => {
                    remove();
                    return true;
                  }}
                  pt={{
                    removeIcon: {
                      role: 'button',
                      'aria-label': removeLabel ?? t.removeChip(chip),
                      // PrimeReact's × answers Enter (and Backspace) only; a button answers Space too.
                      onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => {
                        if (event.key !== ' ') return;
                        event.preventDefault();
                        remove();
                      },
                    },
                  }}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <Dialog
        visible={open}
        position="bottom"
        onHide={() => setOpen(false)}
        header={t.sheetTitle}
        className="phone-list-sheet"
        draggable={false}
        resizable={false}
        dismissableMask
      >
        <div className="list-toolbar flex flex-wrap gap-3 align-items-end">
          <ListFilters {...toolbar} listState={listState}>
            {children}
          </ListFilters>
        </div>
      </Dialog>
    </div>
  );
}
