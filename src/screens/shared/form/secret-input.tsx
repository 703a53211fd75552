// A password-type input with a real show/hide button (keyboard reachable, says what it does),
// for passwords and API keys. Takes react-hook-form's register() props as they are; an API key
// (`ascii`) shows its ASCII form after blur, a password keeps every character as typed.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { FormInputText, type FormInputTextProps } from '../ime/ime-input-text.tsx';

export interface SecretInputProps extends Omit<FormInputTextProps, 'type'> {
  id: string;
  /** Accessible names of the toggle, e.g. 'APIキーを表示' / 'APIキーを隠す'. */
  showLabel: string;
  hideLabel: string;
}

export function SecretInput({ id, showLabel, hideLabel, ref, style, ...inputProps }: SecretInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="p-inputgroup secret-input" style={style}>
      <FormInputText
        ref={ref}
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        {...inputProps}
      />
      <Button
        type="button"
        icon={shown ? 'pi pi-eye-slash' : 'pi pi-eye'}
        severity="secondary"
        outlined
        aria-label={shown ? hideLabel : showLabel}
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      />
    </div>
  );
}
