// A list's filter as a row of buttons (PrimeReact SelectButton) whose first choice means "no
// filter": for a filter of two or three choices (the user list's role). Pointing at or
// focusing it reads ahead what its other choices would show.
import { memo, type ReactNode } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import { previewFilter, type FilterProps } from './filter-dropdown.tsx';

export const FilterButtons = memo(function FilterButtons<V extends string | number>(props: FilterProps<V>) {
  const { inputId, name, label, allLabel, value, options: choices, onFilters } = props;
  // SelectButton reads an option without a value as the option itself: the "all" choice is null here.
  const options = [{ label: allLabel, value: null as V | null }, ...choices];
  const preview = () => previewFilter(props);
  return (
    <div className="flex flex-column gap-1" onPointerEnter={preview} onFocus={preview}>
      <span id={`${inputId}-label`}>{label}</span>
      <SelectButton
        className={inputId}
        aria-labelledby={`${inputId}-label`}
        value={value ?? null}
        options={options}
        allowEmpty={false}
        onChange={(e) => onFilters({ [name]: (e.value as V | null) ?? undefined })}
      />
    </div>
  );
}) as <V extends string | number>(props: FilterProps<V>) => ReactNode;
