// The policy and feature forms' controls: a text box, a whole number typed as text, the term (a number and its
// unit side by side, off for a perpetual policy) and the licence file's time to live.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DURATION_UNITS } from '../../api/schemas/licensing/policy.ts';
import { LICENSE_FILE_TTL_DAYS } from '../../shared/constants.ts';
import { durationUnitLabels, policyScreen as t } from '../../shared/messages/licensing/policies.ts';
import { FormDropdown } from '../shared/form/form-dropdown.tsx';
import { FormNumberText } from '../shared/form/form-number-text.tsx';
import { fieldErrorProps } from '../shared/form/form-feedback.tsx';
import { ImeInputText } from '../shared/ime/ime-input-text.tsx';
import { LicenseField } from '../shared/license-form/license-form-fields.tsx';
import type { PolicyFormInput } from './policy-form.ts';

type NumberName = 'durationValue' | 'maxActivations' | 'heartbeatWindowHours' | 'gracePeriodDays';

const UNIT_OPTIONS = DURATION_UNITS.map((unit) => ({ label: durationUnitLabels[unit], value: unit }));

/** A labelled field of a form: its control, and the message and hint linked to its input. */
interface FieldProps<T extends FieldValues, N extends Path<T>> {
  control: Control<T>;
  id: string;
  name: N;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled text box of a form's string field. */
export function TextField<T extends FieldValues>(props: FieldProps<T, Path<T>>) {
  const { control, id, name, label, error, hint } = props;
  return (
    <LicenseField id={id} label={label} error={error} hint={hint}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <ImeInputText
            {...fieldErrorProps(id, error, { hint: hint !== undefined })}
            ref={field.ref}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete="off"
          />
        )}
      />
    </LicenseField>
  );
}

export function NumberTextField(props: FieldProps<PolicyFormInput, NumberName> & { disabled?: boolean }) {
  const { control, id, name, label, error, hint, disabled } = props;
  return (
    <LicenseField id={id} label={label} error={error} hint={hint}>
      <FormNumberText
        control={control}
        id={id}
        name={name}
        error={error}
        hint={hint !== undefined}
        disabled={disabled}
      />
    </LicenseField>
  );
}

/** The term: its number and unit, or (perpetual) nothing, saying why. */
export function DurationField({
  control,
  id,
  error,
  perpetual,
}: {
  control: Control<PolicyFormInput>;
  id: string;
  error?: string;
  perpetual: boolean;
}) {
  return (
    <LicenseField
      id={id}
      label={t.fieldDuration}
      error={error}
      hint={perpetual ? t.perpetualNoDuration : t.durationHint}
    >
      <div className="flex gap-2 align-items-center">
        <span className="policy-duration-value">
          <FormNumberText control={control} id={id} name="durationValue" error={error} hint disabled={perpetual} />
        </span>
        <label htmlFor={`${id}-unit`} className="sr-only">
          {t.fieldDurationUnit}
        </label>
        <FormDropdown
          control={control}
          name="durationUnit"
          inputId={`${id}-unit`}
          options={UNIT_OPTIONS}
          disabled={perpetual}
        />
      </div>
    </LicenseField>
  );
}

/** The dropdown's stand-in for "none" (PrimeReact shows a null value as nothing chosen). */
const NO_TTL = 0;
const TTL_OPTIONS = [
  { label: t.noLicenseFileTtl, value: NO_TTL },
  ...LICENSE_FILE_TTL_DAYS.map((days) => ({ label: t.days(days), value: days })),
];

/** The time to live a licence file of the policy's licences is checked out with by default, or none. */
export function LicenseFileTtlField({
  control,
  id,
  error,
}: {
  control: Control<PolicyFormInput>;
  id: string;
  error?: string;
}) {
  return (
    <LicenseField id={id} label={t.fieldLicenseFileTtl} error={error} hint={t.licenseFileTtlHint}>
      <FormDropdown
        control={control}
        name="licenseFileTtlDays"
        inputId={id}
        options={TTL_OPTIONS}
        fromField={(value) => value ?? NO_TTL}
        toField={(value) => (value === NO_TTL ? null : value)}
        invalid={Boolean(error)}
        aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
      />
    </LicenseField>
  );
}
