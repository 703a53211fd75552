// The licence type as radios (a fieldset for their shared name, the legend as the label), for
// the new-licence form and the policy form alike; each binds it to its own form.
import { RadioButton } from 'primereact/radiobutton';
import { LICENSE_TYPES, type LicenseType } from '../../../api/schemas/licensing/license.ts';
import { licenses as t } from '../../../shared/messages/licensing/licenses.ts';
import { FieldError } from '../form/form-feedback.tsx';

const TYPE_LABELS: Record<LicenseType, string> = { perpetual: t.typePerpetual, subscription: t.typeSubscription };

export interface LicenseTypeRadiosProps {
  id: string;
  legend: string;
  name: string;
  value: LicenseType | undefined;
  error?: string;
  onChange: (type: LicenseType) => void;
}

export function LicenseTypeRadios({ id, legend, name, value, error, onChange }: LicenseTypeRadiosProps) {
  return (
    <fieldset className="radio-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="radio-group-options">
        {LICENSE_TYPES.map((type) => (
          <div key={type} className="radio-group-option">
            <RadioButton
              inputId={`${id}-${type}`}
              name={name}
              value={type}
              checked={value === type}
              invalid={!!error}
              onChange={(e) => onChange(e.value as LicenseType)}
            />
            <label htmlFor={`${id}-${type}`}>{TYPE_LABELS[type]}</label>
          </div>
        ))}
      </div>
      <FieldError inputId={id} message={error} />
    </fieldset>
  );
}
