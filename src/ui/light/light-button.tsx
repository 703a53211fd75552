// Stands in for PrimeReact 10.9.9's <Button> on the first load (docs/adr/0027-hand-written-stand-ins.md):
// its markup and classes, none of its JavaScript; tests/unit/ui/primereact-markup.test.tsx pins them.

// The first load (login, the session guard, the session banner, the crash screen, the
// configuration error page) loads no PrimeReact JavaScript, which keeps the login route within
// its size target; its base rules are static in src/ui/prime-base.css, so nothing shifts when
// PrimeReact would have injected them. Everything after sign-in uses PrimeReact itself.
import type { ComponentProps } from 'react';

type Severity = 'secondary' | 'danger' | 'success' | 'info' | 'warning' | 'help' | 'contrast';

export interface LightButtonProps extends ComponentProps<'button'> {
  label?: string;
  /** primeicons class, e.g. 'pi pi-sign-in' */
  icon?: string;
  loading?: boolean;
  text?: boolean;
  rounded?: boolean;
  severity?: Severity;
}

/** PrimeReact's <Button> markup: same classes, label and icon, disabled while loading. */
export function LightButton({
  label,
  icon,
  loading = false,
  text,
  rounded,
  severity,
  className,
  disabled,
  type = 'button',
  ...rest
}: LightButtonProps) {
  const classes = [
    'p-button p-component',
    !label && icon ? 'p-button-icon-only' : '',
    text ? 'p-button-text' : '',
    rounded ? 'p-button-rounded' : '',
    severity ? `p-button-${severity}` : '',
    loading ? 'p-button-loading' : '',
    disabled || loading ? 'p-disabled' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const iconClass = loading ? 'pi pi-spin pi-spinner' : icon;
  return (
    <button type={type} className={classes} disabled={disabled || loading} {...rest}>
      {iconClass ? (
        <span className={`p-button-icon p-c ${label ? 'p-button-icon-left ' : ''}${iconClass}`} aria-hidden="true" />
      ) : null}
      <span className="p-button-label p-c">{label ?? '\u00a0'}</span>
    </button>
  );
}
