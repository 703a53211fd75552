// A whole number typed as text, not InputNumber: InputNumber drops the full-width digits an IME
// types ('３' went blank). The schema reads the text as a number (typedNumber); the box shows the
// ASCII form after blur.
import { toAsciiForm } from '../../../shared/ascii-form.ts';
import { ImeInputText, type ImeInputTextProps } from './ime-input-text.tsx';

export interface NumberTextInputProps extends Omit<ImeInputTextProps, 'value' | 'onBlur'> {
  /** The form's value: a number once read, the typed text before, or nothing. */
  value: unknown;
  onBlur?: () => void;
}

export function NumberTextInput({ value, onValueChange, onBlur, ...props }: NumberTextInputProps) {
  return (
    <ImeInputText
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={value === null || value === undefined ? '' : String(value)}
      onValueChange={onValueChange}
      onBlur={(e) => {
        const ascii = toAsciiForm(e.currentTarget.value);
        if (ascii !== e.currentTarget.value) onValueChange(ascii);
        onBlur?.();
      }}
    />
  );
}
