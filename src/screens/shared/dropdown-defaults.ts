// Props every PrimeReact Dropdown of the console takes (spread first: `<Dropdown {...DROPDOWN_DEFAULTS} …/>`).
//
// focusOnHover off: by default the pointer moving onto an option re-renders the whole dropdown
// and its panel to move the focus highlight (30-45 ms per option at 4x CPU), and a click right
// after that move waited for it: choosing a list filter took that long longer (scripts/bench.ts).
// The highlight under the pointer is plain CSS instead (app/styles.css); the keyboard still moves
// the focused option as before.
export const DROPDOWN_DEFAULTS = { focusOnHover: false } as const;
