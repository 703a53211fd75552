// The search box and filters above a server-side list (licences, devices). Every filter is a
// labelled dropdown whose first option means "no filter"; the list hook sends any change
// back to page one and keeps it in the URL.
import type { ReactNode } from 'react';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';

/** The dropdown value that stands for "no filter" (a Dropdown treats null as empty). */
export const NO_FILTER = '__all__';

export interface ListFilter<V extends string | number> {
  /** Suffix of the input id: `${idPrefix}-${id}-filter`. */
  id: string;
  label: string;
  value: V | undefined;
  /** What "no filter" is called, e.g. 'すべてのステータス'. */
  allLabel: string;
  options: readonly { label: string; value: V }[];
  onChange: (value: V | undefined) => void;
}

export interface ListToolbarProps {
  /** Prefix of the inputs' ids, e.g. 'license' → license-search, license-status-filter. */
  idPrefix: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: { value: string; onChange: (value: string) => void };
  // Filters of several value types in one list.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  filters: readonly ListFilter<any>[];
  /** Anything else the toolbar should show (a note, a chip, an export button). */
  children?: ReactNode;
}

function FilterDropdown<V extends string | number>({ idPrefix, filter }: { idPrefix: string; filter: ListFilter<V> }) {
  const inputId = `${idPrefix}-${filter.id}-filter`;
  const options = [{ label: filter.allLabel, value: NO_FILTER as V | typeof NO_FILTER }, ...filter.options];
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={inputId}>{filter.label}</label>
      <Dropdown
        inputId={inputId}
        value={filter.value ?? NO_FILTER}
        options={options}
        onChange={(e) => filter.onChange(e.value === NO_FILTER ? undefined : (e.value as V))}
      />
    </div>
  );
}

export function ListToolbar(props: ListToolbarProps) {
  const { idPrefix } = props;
  return (
    <div className="list-toolbar flex flex-wrap gap-3 align-items-end mb-3" role="search">
      <div className="flex flex-column gap-1">
        <label htmlFor={`${idPrefix}-search`}>{props.searchLabel}</label>
        <InputText
          id={`${idPrefix}-search`}
          type="search"
          value={props.search.value}
          placeholder={props.searchPlaceholder}
          onChange={(e) => props.search.onChange(e.target.value)}
        />
      </div>
      {props.filters.map((f) => (
        <FilterDropdown key={f.id} idPrefix={idPrefix} filter={f} />
      ))}
      {props.children}
    </div>
  );
}
