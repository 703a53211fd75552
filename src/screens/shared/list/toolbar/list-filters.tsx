// A list's search box and filters, from its configuration: every filter is a FilterDropdown (or
// FilterButtons) whose first choice means "no filter"; the list hook sends any change back to page
// one and keeps it in the URL. The toolbar shows them on a desktop, the 絞り込み sheet on a phone.
import { memo, type ReactNode } from 'react';
import { FilterButtons } from './filter-buttons.tsx';
import { FilterDropdown } from './filter-dropdown.tsx';
import { ImeInputText } from '../../ime/ime-input-text.tsx';

type FilterValue = string | number;

export interface ListFilterConfig {
  /** Suffix of the input id: `${idPrefix}-${id}-filter`. */
  id: string;
  /** The view's field it sets (its URL parameter). */
  param: string;
  /** The list query's parameter it becomes, when named otherwise (a hidden filter is named so). */
  queryParam?: string;
  /** On a server that pages the list, shown only when it reads our list parameters (extensions.ts `listQueries`). */
  needsListQueries?: boolean;
  label: string;
  /** What "no filter" is called, e.g. 'すべてのステータス'. */
  allLabel: string;
  /** The choices; a filter whose choices load at run time gets them from ListToolbar's `options`. */
  options?: readonly { label: string; value: FilterValue }[];
  /** 'buttons' for a filter of a few choices (SelectButton); a dropdown otherwise. */
  kind?: 'buttons';
}

export interface ListFiltersProps {
  /** The inputs' ids: `${idPrefix}-search`, `${idPrefix}-${id}-filter`. */
  idPrefix: string;
  texts: { searchLabel: string; searchPlaceholder: string };
  /** The filters offered now (the configuration's, less those the rows or the server cannot serve). */
  filters: readonly ListFilterConfig[];
  /** The list hook's state: each filter shows `params[param]`. */
  listState: {
    params: object;
    search: { value: string; onChange: (value: string) => void };
    setFilters: (filters: never) => void;
    previewFilters: (filters: never) => void;
  };
  /** Choices loaded at run time, by param (memoised on their data). */
  options?: Readonly<Record<string, readonly { label: string; value: FilterValue }[]>> | undefined;
  /** The screen's own filters (a date range), after the configured ones. */
  children?: ReactNode;
}

const NO_OPTIONS: readonly { label: string; value: FilterValue }[] = [];

// The box's value changes on every key; the setter is React's own (stable). The list hears
// committed text only: no search, URL change or filter while an IME composes.
const SearchBox = memo(function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="list-search flex flex-column gap-1">
      <label htmlFor={id}>{label}</label>
      <ImeInputText id={id} type="search" value={value} placeholder={placeholder} onValueChange={onChange} />
    </div>
  );
});

export function ListFilters({ idPrefix, texts, filters, listState, options, children }: ListFiltersProps) {
  const values = listState.params as Readonly<Record<string, unknown>>;
  return (
    <>
      <SearchBox
        id={`${idPrefix}-search`}
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        {...listState.search}
      />
      {filters.map((f) => {
        const Filter = f.kind === 'buttons' ? FilterButtons : FilterDropdown;
        return (
          <Filter
            key={f.id}
            inputId={`${idPrefix}-${f.id}-filter`}
            name={f.param}
            label={f.label}
            allLabel={f.allLabel}
            value={values[f.param] as FilterValue | undefined}
            options={f.options ?? options?.[f.param] ?? NO_OPTIONS}
            onFilters={listState.setFilters as (filters: Record<string, FilterValue | undefined>) => void}
            onPreview={listState.previewFilters as (filters: Record<string, FilterValue | undefined>) => void}
          />
        );
      })}
      {children}
    </>
  );
}
