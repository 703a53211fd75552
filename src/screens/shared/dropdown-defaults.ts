// Props every PrimeReact Dropdown of the console takes (spread first: `<Dropdown {...DROPDOWN_DEFAULTS} …/>`).
//
// focusOnHover off: by default the pointer moving onto an option re-renders the whole dropdown
// and its panel to move the focus highlight, and a click right after that move waited for it:
// choosing a list filter was slower by that much (measured: docs/decisions.md).
// The highlight under the pointer is plain CSS instead (app/styles/dropdown.css); the keyboard
// still moves the focused option as before.
//
// inputRef hides the visible value box from assistive technology. PrimeReact styles it from the
// same `input` pass-through section as the focusable input, so it carries role="combobox" and its
// states too (app-providers.tsx): a second combobox, without a name. It only repeats the value
// that the focusable input holds and a screen reader reads. For a non-editable Dropdown,
// inputRef is that box; React renders no aria-hidden on it, so the attribute stays.
function hideValueBox(box: HTMLElement | null): void {
  box?.setAttribute('aria-hidden', 'true');
}

// focusInputRef keeps the combobox's value (what a screen reader reads out) in step with the
// Dropdown's. PrimeReact renders that input with defaultValue and writes its value itself only
// when the user picks an option, so a value set from outside (back and forward through a list's
// URL, a restored draft) changed the attribute while the input kept the old choice.
// (PrimeReact calls both refs once, when the Dropdown has mounted.)
function followValueAttribute(input: HTMLInputElement | null): void {
  if (!input) return;
  new MutationObserver(() => {
    // Written only when it differs: after a pick PrimeReact has already written it, and writing a
    // focused input's value again makes the browser lay the page out there and then.
    if (input.value !== input.defaultValue) input.value = input.defaultValue;
  }).observe(input, { attributeFilter: ['value'] });
}

export const DROPDOWN_DEFAULTS = { focusOnHover: false, inputRef: hideValueBox, focusInputRef: followValueAttribute } as const;
