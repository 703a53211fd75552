// The filter box of a PrimeReact Dropdown behind the composition layer: the Dropdown filters
// its options (and a server-side search hears onFilter) from committed text only. PrimeReact's
// own box filters on every input event, composition fragments included.
// Spread onto a Dropdown that has `filter`: `<Dropdown filter {...IME_DROPDOWN_FILTER} …/>`.
import type { KeyboardEvent } from 'react';
import type { DropdownProps } from 'primereact/dropdown';
import { common } from '../../../shared/messages/common.ts';
import { ImeInputText } from './ime-input-text.tsx';

/** What PrimeReact passes to a filterTemplate (its typings name only filterOptions). */
interface FilterTemplateOptions {
  filterOptions: { filter?: (event?: unknown) => void };
  filterInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  props?: { filterValue?: string; filterPlaceholder?: string };
}

function ImeFilterBox({ options }: { options: FilterTemplateOptions }) {
  return (
    <div className="p-dropdown-filter-container">
      <ImeInputText
        type="text"
        autoComplete="off"
        className="p-dropdown-filter"
        aria-label={common.search}
        placeholder={options.props?.filterPlaceholder}
        value={options.props?.filterValue ?? ''}
        // PrimeReact's filter reads event.target.value, as from its own box.
        onValueChange={(text) => options.filterOptions.filter?.({ target: { value: text } })}
        onKeyDown={options.filterInputKeyDown}
      />
      <span className="p-dropdown-filter-icon pi pi-search" aria-hidden="true" />
    </div>
  );
}

export const IME_DROPDOWN_FILTER = {
  filterTemplate: ((options: FilterTemplateOptions) => (
    <ImeFilterBox options={options} />
  )) as unknown as DropdownProps['filterTemplate'],
} as const;
