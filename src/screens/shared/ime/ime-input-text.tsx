// The text inputs behind the composition layer (docs/adr/0045-ime-composition-handled-in-one-place.md):
// ImeInputText (a controlled box) and FormInputText (register() props) pass on committed text only.
// Raw InputText is for this folder only (eslint.config.js).
import { useRef, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import { toAsciiForm } from '../../../shared/ascii-form.ts';
import { useCommittedText } from './use-committed-text.ts';

export interface ImeInputTextProps extends Omit<
  InputTextProps,
  'value' | 'onChange' | 'onCompositionStart' | 'onCompositionEnd'
> {
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
