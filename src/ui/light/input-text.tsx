// Stands in for PrimeReact 10.9.9's <InputText> and <Password> (its wrapper; the toggle is the
// console's own button) on the first load (docs/adr/0027-hand-written-stand-ins.md);
// tests/unit/ui/primereact-markup.test.tsx pins their markup.
import type { ComponentProps, ReactNode } from 'react';

/** A native input in InputText's classes (an `id` first, as the login form has always written it). */
export function LightInputText({ id, className, ...rest }: ComponentProps<'input'>) {
  return <input id={id} className={`p-inputtext p-component${className ? ` ${className}` : ''}`} {...rest} />;
}

/** Password's wrapper, for a LightInputText with the `p-password-input` class and a toggle button. */
export function LightPassword({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={`p-password p-component p-inputwrapper p-input-icon-right${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}
