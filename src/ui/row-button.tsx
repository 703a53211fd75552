// Stands in for PrimeReact 10.9.9's <Button> (small; text or outlined; a severity; icon only;
// loading) in dense table rows and the bulk bar (docs/adr/0027-hand-written-stand-ins.md);
// tests/unit/ui/primereact-markup.test.tsx pins its markup.

// A PrimeReact <Button> runs its pass-through machinery on every render, which made paging
// slower. Same accessible name, keyboard and disabled behaviour on a plain <button>.
import type { ButtonHTMLAttributes } from 'react';

export interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  label?: string;
  icon: string;
  severity?: 'secondary' | 'success' | 'info' | 'warning' | 'danger' | 'help';
  variant?: 'text' | 'outlined';
  loading?: boolean;
  /** Kept in its place but not shown, not focusable and not in the accessibility tree: a row
   *  whose data has no such action keeps the same elements as one that has (a new page then
   *  updates the row in place), and the row's other buttons stay in line with the rows above. */
  concealed?: boolean;
}

// Inline rather than a class: concealment is behaviour (out of the accessibility tree), not
// look, and must hold where no stylesheet is loaded (component tests).
const CONCEALED = { visibility: 'hidden' } as const;

export function RowButton({
  label,
  icon,
  severity,
  variant,
  loading = false,
  concealed = false,
  disabled,
  className,
  ...rest
}: RowButtonProps) {
  const classes = [
    'p-button p-component p-button-sm',
    variant ? `p-button-${variant}` : '',
    severity ? `p-button-${severity}` : '',
    label ? '' : 'p-button-icon-only',
    loading ? 'p-button-loading' : '',
    disabled || loading ? 'p-disabled' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled || loading || concealed}
      style={concealed ? CONCEALED : undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span
        className={`p-button-icon p-c ${label ? 'p-button-icon-left' : ''} ${loading ? 'pi pi-spin pi-spinner' : icon}`}
        aria-hidden="true"
      />
      {label ? <span className="p-button-label p-c">{label}</span> : null}
    </button>
  );
}
