// The console's text inputs: PrimeReact InputText behind the composition layer. Raw InputText
// is for this folder only (eslint.config.js), so no input can bypass it.
//
// - ImeInputText: a controlled box (search boxes, filter boxes, inline editors) whose owner hears
//   committed text only (useCommittedText).
// - FormInputText: takes react-hook-form's register() props; the form hears no fragment of a
//   composition, and with `ascii` the field shows its ASCII form after blur (what the shared
//   schema will read: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ' → 'taro@example.com').
import { useRef, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import { toAsciiForm } from '../../../shared/ascii-form.ts';
import { useCommittedText } from './use-committed-text.ts';

export interface ImeInputTextProps extends Omit<InputTextProps, 'value' | 'onChange' | 'onCompositionStart' | 'onCompositionEnd'> {
  value: string;
  /** Committed text only: never a fragment of a composition. */
  onValueChange: (text: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function ImeInputText({ value, onValueChange, ...props }: ImeInputTextProps) {
  return <InputText {...props} {...useCommittedText(value, onValueChange)} />;
}

export interface FormInputTextProps extends Omit<InputTextProps, 'onChange' | 'onBlur'> {
  name: string;
  onChange: (event: { target: HTMLInputElement; type?: string }) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
  ref?: Ref<HTMLInputElement>;
  /** ASCII is meant (e-mail, version, site identifier, key): shown in its ASCII form after blur. */
  ascii?: boolean;
}

export function FormInputText({ onChange, onBlur, ascii = false, ...props }: FormInputTextProps) {
  const composing = useRef(false);
  return (
    <InputText
      {...props}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={(e) => {
        composing.current = false;
        void onChange({ target: e.currentTarget, type: 'change' });
      }}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        if (!composing.current && !(e.nativeEvent as InputEvent).isComposing) void onChange(e);
      }}
      onBlur={(e) => {
        const input = e.currentTarget;
        const normal = ascii ? toAsciiForm(input.value) : input.value;
        if (normal !== input.value) {
          input.value = normal;
          void onChange({ target: input, type: 'change' });
        }
        void onBlur(e);
      }}
    />
  );
}
