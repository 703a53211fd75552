// A list's filter: a labelled PrimeReact Dropdown whose first option means "no filter", that
// reads ahead what its first choices would show when it opens. Used by ListToolbar.
import { memo, type ReactNode } from 'react';
import { LIST_PREVIEW_MAX_OPTIONS } from '../../../../shared/constants.ts';
import { LabelledDropdown } from '../../../../ui/dropdown/labelled-dropdown.tsx';

/** The dropdown value that stands for "no filter" (a Dropdown treats null as empty). */
export const NO_FILTER = '__all__';

export interface FilterProps<V extends string | number> {
  inputId: string;
  /** The view's field the filter sets (its URL parameter). */
  name: string;
  label: string;
  allLabel: string;
  value: V | undefined;
  /** Stable (a module constant, or memoised on the data it comes from). */
  options: readonly { label: string; value: V }[];
  /** The list hook's setFilters and previewFilters: stable, so a filter skips the list's page changes. */
  onFilters: (filters: Record<string, V | undefined>) => void;
  onPreview: (filters: Record<string, V | undefined>) => void;
}

/**
 * Reads ahead what the filter's first choices would show (at most LIST_PREVIEW_MAX_OPTIONS, "no
 * filter" first), all but the one on screen.
 */
export function previewFilter<V extends string | number>({ name, value, options, onPreview }: FilterProps<V>): void {
  const choices = [undefined, ...options.map((o) => o.value)].slice(0, LIST_PREVIEW_MAX_OPTIONS);
  for (const choice of choices) if (choice !== value) onPreview({ [name]: choice });
}

// Memoised: the list screen re-renders on every page change, a filter only when its own
// value, choices or view change (a PrimeReact Dropdown's render costs script time:
// docs/adr/0023-list-screens-as-configuration-on-one-list-stack.md).
export const FilterDropdown = memo(function FilterDropdown<V extends string | number>(props: FilterProps<V>) {
  const { inputId, name, label, allLabel, value, options: choices, onFilters } = props;
  const options = [{ label: allLabel, value: NO_FILTER as V | typeof NO_FILTER }, ...choices];
  return (
    <LabelledDropdown
      className="flex flex-column gap-1"
      inputId={inputId}
      label={label}
      value={value ?? NO_FILTER}
      options={options}
      onChange={(e) => onFilters({ [name]: e.value === NO_FILTER ? undefined : (e.value as V) })}
      onShow={() => previewFilter(props)}
    />
  );
}) as <V extends string | number>(props: FilterProps<V>) => ReactNode;
