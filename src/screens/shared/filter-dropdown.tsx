// A list's filter: a labelled PrimeReact Dropdown whose first option means "no filter", that
// reads ahead what its first choices would show when it opens. Used by ListToolbar (licences,
// devices) and by the user list's type filter.
import type { ReactNode } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { LIST_PREVIEW_MAX_OPTIONS } from '../../shared/constants.ts';
import { memoWithLatestCallbacks } from './memo-with-latest-callbacks.tsx';
import { DROPDOWN_DEFAULTS } from './dropdown-defaults.ts';

/** The dropdown value that stands for "no filter" (a Dropdown treats null as empty). */
export const NO_FILTER = '__all__';

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

export interface FilterDropdownProps<V extends string | number> {
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
export const FilterDropdown = memoWithLatestCallbacks(
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
