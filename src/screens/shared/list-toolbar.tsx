// The search box and filters above a server-side list (licences, devices). Every filter is a
// FilterDropdown (a labelled dropdown whose first option means "no filter"); the list hook
// sends any change back to page one and keeps it in the URL.
import { memo, type ReactNode } from 'react';
import { InputText } from 'primereact/inputtext';
import { useLatestCallback } from './use-latest-callback.ts';
import { FilterDropdown } from './filter-dropdown.tsx';

export interface ListFilter<V extends string | number> {
  /** Suffix of the input id: `${idPrefix}-${id}-filter`. */
  id: string;
  label: string;
  value: V | undefined;
  /** What "no filter" is called, e.g. 'すべてのステータス'. */
  allLabel: string;
  options: readonly { label: string; value: V }[];
  onChange: (value: V | undefined) => void;
  /** Reads ahead what choosing `value` would show; called for the first choices when the
   *  dropdown opens (previewChoices). */
  onPreview?: (value: V | undefined) => void;
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

const SearchBox = memo(function SearchBox({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const change = useLatestCallback(onChange);
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id}>{label}</label>
      <InputText id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => change(e.target.value)} />
    </div>
  );
});

export function ListToolbar(props: ListToolbarProps) {
  const { idPrefix } = props;
  return (
    <div className="list-toolbar flex flex-wrap gap-3 align-items-end mb-3" role="search">
      <SearchBox id={`${idPrefix}-search`} label={props.searchLabel} placeholder={props.searchPlaceholder} value={props.search.value} onChange={props.search.onChange} />
      {props.filters.map((f) => (
        <FilterDropdown
          key={f.id}
          inputId={`${idPrefix}-${f.id}-filter`}
          label={f.label}
          allLabel={f.allLabel}
          value={f.value}
          options={f.options}
          onChange={f.onChange}
          onPreview={f.onPreview}
        />
      ))}
      {props.children}
    </div>
  );
}
