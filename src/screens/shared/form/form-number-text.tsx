// A whole number typed as text (NumberTextInput: IME-safe, full-width digits read as ASCII), bound
// to one react-hook-form field, its message (and hint, with `hint`) linked to it.
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { NumberTextInput } from '../ime/number-text-input.tsx';
import { fieldErrorProps } from './form-feedback.tsx';

export interface FormNumberTextProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  error?: string;
  /** The field shows a hint (`${id}-hint`) the input is described by. */
  hint?: boolean;
  disabled?: boolean;
}

export function FormNumberText<T extends FieldValues>({
  control,
  name,
  id,
  error,
  hint,
  disabled,
}: FormNumberTextProps<T>) {
  const { ref, ...field } = useController({ name, control }).field;
  return (
    <NumberTextInput
      {...fieldErrorProps(id, error, { hint })}
      ref={ref}
      name={field.name}
      disabled={disabled}
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
