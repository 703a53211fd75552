// The search box and filters above a server-side list (licences, devices). Every filter is a
// labelled dropdown whose first option means "no filter"; the list hook sends any change
// back to page one and keeps it in the URL.
import { memo, type ReactNode } from 'react';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { LIST_PREVIEW_MAX_OPTIONS } from '../../shared/constants.ts';
import { memoWithLatestCallbacks } from './memo-with-latest-callbacks.tsx';
import { useLatestCallback } from './use-latest-callback.ts';
import { DROPDOWN_DEFAULTS } from './dropdown-defaults.ts';

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

/**
 * Reads ahead what the first choices of a filter would show (at most LIST_PREVIEW_MAX_OPTIONS),
 * all but the one on screen. `undefined` stands for "no filter".
 */
export function previewChoices<V>(choices: readonly (V | undefined)[], current: V | undefined, preview: (choice: V | undefined) => void): void {
  for (const choice of choices.slice(0, LIST_PREVIEW_MAX_OPTIONS)) if (choice !== current) preview(choice);
}

function sameOptions<V>(a: readonly { label: string; value: V }[], b: readonly { label: string; value: V }[]): boolean {
  return a === b || (a.length === b.length && a.every((o, i) => o.label === b[i]!.label && o.value === b[i]!.value));
}

interface FilterDropdownProps<V extends string | number> {
  inputId: string;
  label: string;
  allLabel: string;
  value: V | undefined;
  options: readonly { label: string; value: V }[];
  onChange: (value: V | undefined) => void;
  onPreview?: (value: V | undefined) => void;
}

// The screen re-renders on every page change and builds its filter list anew: a filter whose
// label, value and options are the same skips (each PrimeReact Dropdown render costs ~1 ms
// of script at 1x CPU, five of them on the licence list). A skipped filter still calls the
// screen's latest callbacks (memoWithLatestCallbacks): the ones of its own last render would
// merge the choice into that older view and drop a sort or filter chosen since.
const FilterDropdown = memoWithLatestCallbacks(
  function FilterDropdown<V extends string | number>({ inputId, label, allLabel, value, options: choices, onChange, onPreview }: FilterDropdownProps<V>) {
    const options = [{ label: allLabel, value: NO_FILTER as V | typeof NO_FILTER }, ...choices];
    return (
    <div className="flex flex-column gap-1">
      <label htmlFor={inputId}>{label}</label>
      <Dropdown
        {...DROPDOWN_DEFAULTS}
        inputId={inputId}
        value={value ?? NO_FILTER}
        options={options}
        onChange={(e) => onChange(e.value === NO_FILTER ? undefined : (e.value as V))}
        onShow={() => onPreview && previewChoices([undefined, ...choices.map((o) => o.value)], value, onPreview)}
      />
    </div>
    );
  },
  (before, after) =>
    before.inputId === after.inputId &&
    before.label === after.label &&
    before.allLabel === after.allLabel &&
    before.value === after.value &&
    before.onChange === after.onChange &&
    before.onPreview === after.onPreview &&
    sameOptions(before.options, after.options),
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
