// Stands in for PrimeReact 10.9.9's inline <Message> on the first load (docs/adr/0027-hand-written-stand-ins.md):
// its markup, classes and live-region attributes; tests/unit/ui/primereact-markup.test.tsx pins them.
import type { ReactNode } from 'react';

// primeicons for PrimeReact's SVG icons (the icon font is loaded anyway; the SVGs are JavaScript).
const MESSAGE_ICON = {
  error: 'pi pi-times-circle',
  warn: 'pi pi-exclamation-triangle',
  info: 'pi pi-info-circle',
  success: 'pi pi-check',
} as const;

/** PrimeReact's inline <Message>: role alert, polite, atomic, as PrimeReact renders it. */
export function InlineMessage({
  severity,
  text,
  content,
  className,
}: {
  severity: keyof typeof MESSAGE_ICON;
  text?: string;
  content?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`p-inline-message p-component p-inline-message-${severity}${className ? ` ${className}` : ''}`}
      role="alert"
      aria-live="polite"
      aria-atomic="true"
    >
      {content ?? (
        <>
          <span className={`p-inline-message-icon ${MESSAGE_ICON[severity]}`} aria-hidden="true" />
          <span className="p-inline-message-text">{text}</span>
        </>
      )}
    </div>
  );
}
