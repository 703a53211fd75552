// Pass-through for PrimeReact 10.9.9's <Dropdown>, given to every Dropdown through PrimeReactProvider
// (src/app/app-providers.tsx): an ARIA 1.2 combobox; docs/adr/0031-dropdowns-as-aria-comboboxes.md.
// Upstream: primefaces/primereact#7584 (closed, its PR #7585 unmerged) and #8004 (open).
import type { MouseEvent } from 'react';
import type { DropdownPassThroughMethodOptions } from 'primereact/dropdown';
import { common } from '../../shared/messages/common.ts';

// A press on a dropdown or its options keeps the focus on the dropdown's input (the ARIA
// combobox pattern: the list is only pointed at). By default the press moved the focus off the
// input and the click moved it back: two extra renders of the dropdown, one of them a separate
// commit before a chosen filter could render. Presses on an input (the filter box in the panel)
// keep their default and take the focus.
function keepComboboxFocus(event: MouseEvent) {
  if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
}

/** The id of a Dropdown's listbox, which its combobox names in aria-controls while it is open. */
const listboxId = (inputId: string | undefined) => (inputId ? `${inputId}-listbox` : undefined);

// Its focusable input is an ARIA 1.2 combobox (its label, whether the list is open, the listbox
// it controls: PrimeReact gives it only aria-haspopup, so a screen reader announced a read-only
// text field). The listbox exists only while open (no transition keeps it mounted), so
// aria-controls names it only then, and it takes its id from the input's (every Dropdown of the
// console has an inputId). The `input` section also styles the visible value box, which
// DROPDOWN_DEFAULTS (dropdown-defaults.ts) takes out of the accessibility tree: the prompt it
// shows while nothing is chosen (or while loading) is the combobox's placeholder. Its hidden
// <select> (form submission only, never focused) and its clickable trigger (role="button", no
// name) are hidden, as the combobox carries the label and the popup; its root loses an
// aria-activedescendant that a <div> may not have (and that names no element: #8004); its
// filter box gets a name.
export const DROPDOWN_PT = {
  root: { 'aria-activedescendant': undefined, onMouseDown: keepComboboxFocus },
  input: ({ props, state }: DropdownPassThroughMethodOptions) => ({
    role: 'combobox',
    'aria-expanded': state.overlayVisible,
    'aria-controls': state.overlayVisible ? listboxId(props.inputId) : undefined,
    placeholder: props.placeholder,
  }),
  list: ({ props }: DropdownPassThroughMethodOptions) => ({ id: listboxId(props.inputId) }),
  select: { 'aria-hidden': true },
  trigger: { 'aria-hidden': true },
  filterInput: { 'aria-label': common.search },
  panel: { onMouseDown: keepComboboxFocus },
};
