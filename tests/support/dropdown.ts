// PrimeReact Dropdowns in jsdom, found the way assistive technology finds them: by the role
// combobox and their label. The pointer opens one on its visible box (the combobox is
// PrimeReact's visually hidden focus input, which ignores clicks); the options are looked up in
// the listbox the combobox names in aria-controls.
import { screen, waitFor, within } from '@testing-library/react';
import type { renderScreen } from './render.tsx';

type UserEventApi = ReturnType<typeof renderScreen>['user'];

/** The combobox (a PrimeReact Dropdown) named `label`. */
export function combobox(label: string | RegExp): HTMLElement {
  return screen.getByRole('combobox', { name: label });
}

/** The box a pointer user clicks to open or close the combobox. */
export function dropdownBox(box: HTMLElement): HTMLElement {
  return box.closest<HTMLElement>('[data-pc-name="dropdown"]')!;
}

/** The listbox an open combobox controls (throws when it names none, or one not in the page). */
export function controlledListbox(box: HTMLElement): HTMLElement {
  const id = box.getAttribute('aria-controls');
  const listbox = id ? document.getElementById(id) : null;
  if (!listbox) throw new Error(`the combobox controls no listbox in the page (aria-controls="${id ?? ''}")`);
  return listbox;
}

/** Opens the combobox named `label` with the pointer; resolves to the listbox it controls. */
export async function openCombobox(user: UserEventApi, label: string | RegExp): Promise<HTMLElement> {
  const box = combobox(label);
  await user.click(dropdownBox(box));
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  return controlledListbox(box);
}

/** Picks an option of the combobox named `label`. */
export async function chooseOption(user: UserEventApi, label: string | RegExp, option: string | RegExp) {
  const listbox = await openCombobox(user, label);
  // jsdom cannot lay the overlay out, so PrimeReact leaves it display:none: hence `hidden`.
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}
