// One choice among a few, as a row of buttons (PrimeReact SelectButton) named by the text before
// it: the dashboard's range and stale threshold, the notifications' expiry window.
import { useId } from 'react';
import { SelectButton } from 'primereact/selectbutton';

export function ChoiceButtons<V>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { label: string; value: V }[];
  onChange: (value: V) => void;
}) {
  const labelId = useId();
  return (
    <>
      <span id={labelId}>{label}</span>
      <SelectButton
        aria-labelledby={labelId}
        value={value}
        options={options}
        allowEmpty={false}
        onChange={(e) => onChange(e.value as V)}
      />
    </>
  );
}
