// The search box and filters above a server-side list (licences, devices). Every filter is a
// labelled dropdown whose first option means "no filter"; the list hook sends any change
// back to page one and keeps it in the URL.
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { LIST_PREVIEW_MAX_OPTIONS } from '../../shared/constants.ts';
import { useLatestCallback } from './use-latest-callback.ts';

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
  /** Reads ahead what choosing `value` would show; called for the first choices when the
   *  dropdown opens (LIST_PREVIEW_MAX_OPTIONS). */
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

function sameOptions<V>(a: readonly { label: string; value: V }[], b: readonly { label: string; value: V }[]): boolean {
  return a === b || (a.length === b.length && a.every((o, i) => o.label === b[i]!.label && o.value === b[i]!.value));
}

interface FilterDropdownProps<V extends string | number> {
  idPrefix: string;
  filter: ListFilter<V>;
  /** Stable forwarders to the latest filter's callbacks (the filter's own may be stale: see below). */
  onChange: (value: V | undefined) => void;
  onPreview: (value: V | undefined) => void;
}

// The screen re-renders on every page change and builds its filter list anew: a filter whose
// label, value and options are the same skips (each PrimeReact Dropdown render costs ~1 ms
// of script at 1x CPU, five of them on the licence list). A skipped filter keeps the props of
// its last render, so it calls the screen's callbacks through ListToolbar's forwarders: its
// own `filter.onChange` would merge the choice into the view of that older render (and drop
// a sort or filter chosen since).
const FilterDropdown = memo(
  function FilterDropdown<V extends string | number>({ idPrefix, filter, onChange, onPreview }: FilterDropdownProps<V>) {
    const inputId = `${idPrefix}-${filter.id}-filter`;
    const options = [{ label: filter.allLabel, value: NO_FILTER as V | typeof NO_FILTER }, ...filter.options];
    return (
    <div className="flex flex-column gap-1">
      <label htmlFor={inputId}>{filter.label}</label>
      <Dropdown
        inputId={inputId}
        value={filter.value ?? NO_FILTER}
        options={options}
        onChange={(e) => onChange(e.value === NO_FILTER ? undefined : (e.value as V))}
        onShow={() => {
          for (const o of options.slice(0, LIST_PREVIEW_MAX_OPTIONS)) {
            const value = o.value === NO_FILTER ? undefined : (o.value as V);
            if (value !== filter.value) onPreview(value);
          }
        }}
      />
    </div>
    );
  },
  (before, after) =>
    before.idPrefix === after.idPrefix &&
    before.onChange === after.onChange &&
    before.onPreview === after.onPreview &&
    before.filter.id === after.filter.id &&
    before.filter.label === after.filter.label &&
    before.filter.allLabel === after.filter.allLabel &&
    before.filter.value === after.filter.value &&
    sameOptions(before.filter.options, after.filter.options),
) as <V extends string | number>(props: FilterDropdownProps<V>) => ReactNode;

const SearchBox = memo(function SearchBox({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const change = useLatestCallback(onChange);
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id}>{label}</label>
      <InputText id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => change(e.target.value)} />
    </div>
  );
});

/** One pair of forwarders per filter id, calling that filter's callbacks as last rendered. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function useFilterForwarders(filters: readonly ListFilter<any>[]) {
  const latest = useRef(filters);
  useLayoutEffect(() => {
    latest.current = filters;
  });
  const [forwarders] = useState(() => new Map<string, { onChange: (value: unknown) => void; onPreview: (value: unknown) => void }>());
  return (id: string) => {
    let f = forwarders.get(id);
    if (!f) {
      const current = () => latest.current.find((x) => x.id === id);
      f = { onChange: (value) => current()?.onChange(value), onPreview: (value) => current()?.onPreview?.(value) };
      forwarders.set(id, f);
    }
    return f;
  };
}

export function ListToolbar(props: ListToolbarProps) {
  const { idPrefix } = props;
  const forwardersFor = useFilterForwarders(props.filters);
  return (
    <div className="list-toolbar flex flex-wrap gap-3 align-items-end mb-3" role="search">
      <SearchBox id={`${idPrefix}-search`} label={props.searchLabel} placeholder={props.searchPlaceholder} value={props.search.value} onChange={props.search.onChange} />
      {props.filters.map((f) => (
        <FilterDropdown key={f.id} idPrefix={idPrefix} filter={f} {...forwardersFor(f.id)} />
      ))}
      {props.children}
    </div>
  );
}
