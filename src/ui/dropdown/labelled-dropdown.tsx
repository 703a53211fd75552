// A Dropdown with its label above it, in a wrapper the caller lays out (a list's filter, a
// report's month): the label names the combobox through its input's id.
import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { DROPDOWN_DEFAULTS } from './dropdown-defaults.ts';

export interface LabelledDropdownProps extends Omit<DropdownProps, 'inputId' | 'className'> {
  inputId: string;
  label: string;
  /** The wrapper's classes (label and dropdown stacked, spaced as the screen wants). */
  className: string;
}

export function LabelledDropdown({ inputId, label, className, ...dropdown }: LabelledDropdownProps) {
  return (
    <div className={className}>
      <label htmlFor={inputId}>{label}</label>
      <Dropdown {...DROPDOWN_DEFAULTS} inputId={inputId} {...dropdown} />
    </div>
  );
}
