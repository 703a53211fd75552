// Stand-ins for the few PrimeReact components the first load shows (login, the session guard,
// the session banner, the crash screen): PrimeReact's markup and theme classes, none of its
// JavaScript, so the login route loads no PrimeReact at all and stays within its size target
// (A/B: docs/decisions.md, the stand-ins table). Their base rules live in src/app/prime-base.css,
// static, so nothing shifts when PrimeReact would have injected them. Everything after sign-in
// uses PrimeReact itself.
import type { ComponentProps, ReactNode } from 'react';

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
export function LightButton({ label, icon, loading = false, text, rounded, severity, className, disabled, type = 'button', ...rest }: LightButtonProps) {
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
      {iconClass ? <span className={`p-button-icon p-c ${label ? 'p-button-icon-left ' : ''}${iconClass}`} aria-hidden="true" /> : null}
      <span className="p-button-label p-c">{label ?? '\u00a0'}</span>
    </button>
  );
}

const MESSAGE_ICON = { error: 'pi pi-times-circle', warn: 'pi pi-exclamation-triangle', info: 'pi pi-info-circle', success: 'pi pi-check' } as const;

/** PrimeReact's inline <Message>: role alert, polite, atomic, as PrimeReact renders it. */
export function InlineMessage({ severity, text, content, className }: { severity: keyof typeof MESSAGE_ICON; text?: string; content?: ReactNode; className?: string }) {
  return (
    <div className={`p-inline-message p-component p-inline-message-${severity}${className ? ` ${className}` : ''}`} role="alert" aria-live="polite" aria-atomic="true">
      {content ?? (
        <>
          <span className={`p-inline-message-icon ${MESSAGE_ICON[severity]}`} aria-hidden="true" />
          <span className="p-inline-message-text">{text}</span>
        </>
      )}
    </div>
  );
}

/** PrimeReact's <ProgressSpinner> markup (decorative: label the surrounding status). */
export function Spinner() {
  return (
    <div className="p-progress-spinner" aria-hidden="true">
      <svg className="p-progress-spinner-svg" viewBox="25 25 50 50">
        <circle className="p-progress-spinner-circle" cx="50" cy="50" r="20" fill="none" strokeWidth="2" strokeMiterlimit="10" />
      </svg>
    </div>
  );
}
