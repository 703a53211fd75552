// A choice among a few options as joined toggle buttons: PrimeReact's SelectButton look (its
// p-selectbutton classes) on native <button aria-pressed> in a labelled group.
//
// Why not SelectButton itself: each of its options keeps its focus in React state, so a click
// committed twice (blur of the old option, focus of the new one) before the choice, and the
// user list's filtered rows painted ~30 ms later at 4x CPU than a page change (scripts/bench.ts).
// A native button takes the focus without a render.
import './segmented-buttons.css';

export interface SegmentedOption<V> {
  label: string;
  value: V;
}

export interface SegmentedButtonsProps<V> {
  /** id of the element that names the group. */
  labelledBy: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  /** Called with another option's value (pressing the chosen one changes nothing). */
  onChange: (value: V) => void;
}

export function SegmentedButtons<V>({ labelledBy, value, options, onChange }: SegmentedButtonsProps<V>) {
  return (
    <div className="p-selectbutton p-button-group p-component segmented-buttons" role="group" aria-labelledby={labelledBy}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            className={`p-button p-component${pressed ? ' p-highlight' : ''}`}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(option.value);
            }}
          >
            <span className="p-button-label p-c">{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
