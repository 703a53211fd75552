// A filter set from elsewhere (a link, a row, a chart) shown beside a list's toolbar, with its ×
// to clear it: the device list's licence, the audit log's actor and bulk run.
import { Button } from 'primereact/button';

export interface FilterChipProps {
  label: string;
  /** What the × does, for a screen reader (e.g. 「操作者の絞り込みを解除」). */
  ariaLabel: string;
  onClear: () => void;
}

export function FilterChip({ label, ariaLabel, onClear }: FilterChipProps) {
  return (
    <Button
      type="button"
      className="p-button-sm"
      severity="info"
      outlined
      icon="pi pi-times"
      iconPos="right"
      label={label}
      aria-label={ariaLabel}
      onClick={onClear}
    />
  );
}
