// The policy form's own controls: a whole number typed as text (full-width digits read as
// digits), and the term, a number and its unit side by side, off for a perpetual policy.
import { Controller, type Control } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { DURATION_UNITS } from '../../api/schemas/policy.ts';
import { toAsciiForm } from '../../shared/ascii-form.ts';
import { durationUnitLabels, policyScreen as t } from '../../shared/messages/policies.ts';
import { DROPDOWN_DEFAULTS } from '../../ui/dropdown/dropdown-defaults.ts';
import { fieldErrorProps } from '../shared/form/form-feedback.tsx';
import { ImeInputText } from '../shared/ime/ime-input-text.tsx';
import { LicenseField } from '../licenses/license-form-fields.tsx';
import type { PolicyFormInput } from './policy-form.ts';

type NumberName = 'durationValue' | 'maxActivations' | 'heartbeatWindowHours' | 'gracePeriodDays';

const UNIT_OPTIONS = DURATION_UNITS.map((unit) => ({ label: durationUnitLabels[unit], value: unit }));

export function NumberTextField({ control, id, name, label, error, hint, disabled }: { control: Control<PolicyFormInput>; id: string; name: NumberName; label: string; error?: string; hint?: string; disabled?: boolean }) {
  return (
    <LicenseField id={id} label={label} error={error} hint={hint}>
      <NumberText control={control} id={id} name={name} error={error} hint={hint !== undefined} disabled={disabled} />
    </LicenseField>
  );
}

function NumberText({ control, id, name, error, hint, disabled }: { control: Control<PolicyFormInput>; id: string; name: NumberName; error?: string; hint: boolean; disabled?: boolean }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <ImeInputText
          {...fieldErrorProps(id, error, { hint })}
          ref={field.ref}
          name={field.name}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onValueChange={field.onChange}
          onBlur={(e) => {
            const ascii = toAsciiForm(e.currentTarget.value);
            if (ascii !== e.currentTarget.value) field.onChange(ascii);
            field.onBlur();
          }}
        />
      )}
    />
  );
}

/** The term: its number and unit, or (perpetual) nothing, saying why. */
export function DurationField({ control, id, error, perpetual }: { control: Control<PolicyFormInput>; id: string; error?: string; perpetual: boolean }) {
  return (
    <LicenseField id={id} label={t.fieldDuration} error={error} hint={perpetual ? t.perpetualNoDuration : t.durationHint}>
      <div className="flex gap-2 align-items-center">
        <span className="policy-duration-value">
          <NumberText control={control} id={id} name="durationValue" error={error} hint disabled={perpetual} />
        </span>
        <label htmlFor={`${id}-unit`} className="sr-only">
          {t.fieldDurationUnit}
        </label>
        <Controller
          name="durationUnit"
          control={control}
          render={({ field }) => (
            <Dropdown
              {...DROPDOWN_DEFAULTS}
              inputId={`${id}-unit`}
              value={field.value}
              options={UNIT_OPTIONS}
              disabled={perpetual}
              onChange={(e) => field.onChange(e.value)}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
    </LicenseField>
  );
}
