// Workarounds for PrimeReact 10.9.9's <Dropdown>, spread into every Dropdown of the console
// (`<Dropdown {...DROPDOWN_DEFAULTS} …/>`, an ESLint rule says so): docs/adr/0031-dropdowns-as-aria-comboboxes.md.
// Re-check both refs on a PrimeReact upgrade; tests/component/shared/comboboxes.test.tsx fails without them.

// focusOnHover off: by default the pointer moving onto an option re-renders the whole dropdown
// and its panel to move the focus highlight, and a click right after that move waited for it:
// choosing a list filter was slower by that much. The highlight under the pointer is plain CSS
// instead (app/styles/dropdown.css); the keyboard still moves the focused option as before.
//
// inputRef hides the visible value box from assistive technology. PrimeReact 10.9.9 styles it
// from the same `input` pass-through section as the focusable input, so it carries
// role="combobox" and its states too (combobox-pt.ts): a second combobox, without a name. No
// pass-through reaches the box alone (upstream: primefaces/primereact#7584, whose PR #7585,
// a separate ref and role for the box, was closed unmerged; #8004 is open on the same ARIA). It
// only repeats the value that the focusable input holds and a screen reader reads. For a
// non-editable Dropdown, inputRef is that box; React renders no aria-hidden on it, so the
// attribute stays.
function hideValueBox(box: HTMLElement | null): void {
  box?.setAttribute('aria-hidden', 'true');
}

// focusInputRef keeps the combobox's value (what a screen reader reads out) in step with the
// Dropdown's. PrimeReact 10.9.9 renders that input with defaultValue and writes its value itself
// when the user picks an option (its fix for primefaces/primereact#1413, PR #5991, 10.5.2); from
// then on the input no longer follows defaultValue, so a value set from outside (back and
// forward through a list's URL, a restored draft) changed the attribute while the input kept the
// old choice. No upstream issue was found for that. A `value` through the `input` pass-through
// would copy PrimeReact's option lookup (optionLabel, optionValue, groups) and write a `value`
// attribute on the value box too, so the observer stays.
// (PrimeReact calls both refs once, when the Dropdown has mounted.)
function followValueAttribute(input: HTMLInputElement | null): void {
  if (!input) return;
  new MutationObserver(() => {
    // Written only when it differs: after a pick PrimeReact has already written it, and writing a
    // focused input's value again makes the browser lay the page out there and then.
    if (input.value !== input.defaultValue) input.value = input.defaultValue;
  }).observe(input, { attributeFilter: ['value'] });
}

export const DROPDOWN_DEFAULTS = {
  focusOnHover: false,
  inputRef: hideValueBox,
  focusInputRef: followValueAttribute,
} as const;
