// Everything a screen needs around it: PrimeReact in Japanese, the query client and the API
// client beside it, toasts and the confirm dialog. The app root and the component tests both
// use this.
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { DropdownPassThroughMethodOptions } from 'primereact/dropdown';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider, type ApiClient } from '../../api/api-context.tsx';
import { common } from '../../shared/messages/common.ts';
import { guardImeKeys } from './ime/ime-key-guard.ts';
import { NotifyProvider } from './notify.tsx';
import { PRIME_LOCALE, setupPrimeReactLocale } from './primereact-setup.ts';

setupPrimeReactLocale();

// A press on a dropdown or its options keeps the focus on the dropdown's input (the ARIA
// combobox pattern: the list is only pointed at). By default the press moved the focus off the
// input and the click moved it back: two extra renders of the dropdown, one of them a separate
// commit before a chosen filter could render (issue 8). Presses on an input (the filter box in
// the panel) keep their default and take the focus.
function keepComboboxFocus(event: MouseEvent) {
  if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
}

/** The id of a Dropdown's listbox, which its combobox names in aria-controls while it is open. */
const listboxId = (inputId: string | undefined) => (inputId ? `${inputId}-listbox` : undefined);

// Without value.locale, PrimeReactProvider resets the global locale to 'en' (stack notes §5).
// Dropdown, for assistive technology (axe): its focusable input is an ARIA 1.2 combobox (its
// label, whether the list is open, the listbox it controls: PrimeReact gives it only
// aria-haspopup, so a screen reader announced a read-only text field). The listbox exists only
// while open (no transition keeps it mounted), so aria-controls names it only then, and it takes
// its id from the input's (every Dropdown of the console has an inputId). The `input` section
// also styles the visible value box, which DROPDOWN_DEFAULTS takes out of the accessibility tree:
// the prompt it shows while nothing is chosen (or while loading) is the combobox's placeholder.
// Its hidden <select> (form submission only, never focused) and its clickable trigger
// (role="button", no name) are hidden, as the combobox carries the label and the popup; its root
// loses an aria-activedescendant that a <div> may not have (and that names no element); its
// filter box gets a name.
// No open/close animations on overlays (dropdown panels, dialogs, menus): react-transition-group
// forces a synchronous layout of the whole page when an overlay starts closing, so choosing a
// list filter paid a full layout inside the click, before the new rows could render (measured:
// docs/decisions.md), and the animations only delay what the user asked for.
const PRIME_VALUE = {
  locale: PRIME_LOCALE,
  ripple: false,
  cssTransition: false,
  pt: {
    dropdown: {
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
    },
  },
};

export function AppProviders({ queryClient, api, children }: { queryClient: QueryClient; api: ApiClient; children: ReactNode }) {
  // No key the IME owns reaches the console's handlers (ime-key-guard.ts).
  useEffect(() => guardImeKeys(), []);
  return (
    <PrimeReactProvider value={PRIME_VALUE}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <NotifyProvider>
            {children}
            <ConfirmDialog />
          </NotifyProvider>
        </ApiProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
