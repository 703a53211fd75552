// A Dropdown bound to one react-hook-form field, with the console's dropdown defaults. `fromField`
// and `toField` map a value the Dropdown cannot show (null for "none") to an option and back;
// `onChosen` runs once the form holds the choice.
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { DROPDOWN_DEFAULTS } from '../../../ui/dropdown/dropdown-defaults.ts';

export interface FormDropdownProps<T extends FieldValues> extends Omit<
  DropdownProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> {
  control: Control<T>;
  name: Path<T>;
  fromField?: (value: unknown) => unknown;
  toField?: (value: unknown) => unknown;
  onChosen?: (value: unknown) => void;
}

const same = (value: unknown) => value;

export function FormDropdown<T extends FieldValues>({
  control,
  name,
  fromField = same,
  toField = same,
  onChosen,
  ...props
}: FormDropdownProps<T>) {
  const { field } = useController({ name, control });
  return (
    <Dropdown
      {...DROPDOWN_DEFAULTS}
      {...props}
      value={fromField(field.value)}
      onChange={(e) => {
        const value = toField(e.value);
        field.onChange(value);
        onChosen?.(value);
      }}
      onBlur={field.onBlur}
    />
  );
}
