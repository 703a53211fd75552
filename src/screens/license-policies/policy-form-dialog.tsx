// Creating or editing a licence policy, in a dialog: every field labelled, the product's style of
// messages (policy.ts), the server's field messages beside their fields, and nothing typed lost
// on a failed or cancelled save (the dialog stays open with the values; useFormSave).
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import {
  policyKeys,
  useCreateLicensePolicy,
  useEntitlementCatalogue,
  useUpdateLicensePolicy,
} from '../../api/resources/licensing/policies.ts';
import { policyCreatePayloadSchema, type LicensePolicy } from '../../api/schemas/licensing/policy.ts';
import type { ApplicationForLicense } from '../../api/schemas/application.ts';
import { useExtension } from '../../api/resources/use-extension.ts';
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { policyScreen as t } from '../../shared/messages/licensing/policies.ts';
import { FormDropdown } from '../shared/form/form-dropdown.tsx';
import { FieldError, FormButtons } from '../shared/form/form-feedback.tsx';
import { FormDialog } from '../shared/form/save-dialog.tsx';
import type { FormSave } from '../shared/form/use-form-save.tsx';
import { useFormSubmit } from '../shared/form/use-form-submit.tsx';
import { useNotify } from '../shared/feedback/notify.tsx';
import { EntitlementChecklist } from '../shared/license-form/entitlement-checklist.tsx';
import { LicenseField } from '../shared/license-form/license-form-fields.tsx';
import { LicenseTypeRadios } from '../shared/license-form/license-type-radios.tsx';
import { DurationField, LicenseFileTtlField, NumberTextField, TextField } from './policy-form-fields.tsx';
import {
  newPolicyValues,
  POLICY_FIELDS,
  policyValues,
  updatePayloadOf,
  type PolicyFormInput,
  type PolicyFormOutput,
} from './policy-form.ts';

/** The heartbeat window and the grace period, side by side. */
const WINDOWS = [
  { name: 'heartbeatWindowHours', label: t.fieldHeartbeatWindow, hint: t.heartbeatWindowHint },
  { name: 'gracePeriodDays', label: t.fieldGracePeriod, hint: t.gracePeriodHint },
] as const;

export interface PolicyFormDialogProps {
  /** Open: a new policy (for the application given, if any) or one to edit. */
  open: { policy: LicensePolicy | null; applicationId: string | null } | null;
  applications: readonly ApplicationForLicense[];
  onHide: () => void;
}

export function PolicyFormDialog({ open, applications, onHide }: PolicyFormDialogProps) {
  return (
    <FormDialog
      opened={open}
      openingKey={open ? (open.policy?.id ?? 'new') : 'closed'}
      rereads={[policyKeys.all]}
      header={open?.policy ? t.editTitle : t.createTitle}
      width="36rem"
      dismissableMask={false}
      onHide={onHide}
    >
      {({ policy, applicationId }, save) => (
        <PolicyForm
          policy={policy}
          applicationId={applicationId}
          applications={applications}
          save={save}
          onDone={onHide}
        />
      )}
    </FormDialog>
  );
}

function PolicyForm({
  policy,
  applicationId,
  applications,
  save,
  onDone,
}: {
  policy: LicensePolicy | null;
  applicationId: string | null;
  applications: readonly ApplicationForLicense[];
  save: FormSave;
  onDone: () => void;
}) {
  const notify = useNotify();
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const { control, handleSubmit, setError, setValue, formState } = useForm<PolicyFormInput, unknown, PolicyFormOutput>({
    resolver: zodResolver(policyCreatePayloadSchema),
    defaultValues: policy ? policyValues(policy) : newPolicyValues(applicationId),
  });
  const errors = formState.errors;
  const chosenApplication = useWatch({ control, name: 'applicationId' });
  const perpetual = useWatch({ control, name: 'type' }) === 'perpetual';
  const withFeatures = useExtension('entitlements') === 'present';
  const withFiles = useExtension('licenseFiles') === 'present';
  const catalogue = useEntitlementCatalogue(chosenApplication || null, { enabled: withFeatures });
  const create = useCreateLicensePolicy();
  const update = useUpdateLicensePolicy();
  const busy = save.pending;

  const { submit: send, alert } = useFormSubmit({
    save,
    setError,
    fields: POLICY_FIELDS,
    failedMessage: policy ? t.updateFailed : t.createFailed,
  });
  const submit = handleSubmit((values) =>
    send(
      (call) =>
        policy
          ? update.sendWith({ id: policy.id, body: updatePayloadOf(values) }, call)
          : create.sendWith(values, call),
      () => {
        notify.success(policy ? t.updated : t.created);
        onDone();
      },
    ),
  );

  return (
    <form className="flex flex-column gap-3" noValidate aria-busy={busy} onSubmit={(e) => void submit(e)}>
      {alert}
      {policy ? <Message severity="info" text={t.editNote} /> : null}
      <LicenseField id={id('application')} label={t.fieldApplication} error={errors.applicationId?.message}>
        <FormDropdown
          control={control}
          name="applicationId"
          inputId={id('application')}
          invalid={Boolean(errors.applicationId)}
          aria-describedby={errors.applicationId ? `${id('application')}-error` : undefined}
          options={[...applications]}
          optionLabel="name"
          optionValue="id"
          placeholder={licenseText.formApplicationPlaceholder}
          // A policy's features are its application's: it stays with the application it was made for.
          disabled={policy !== null}
          toField={(value) => value ?? ''}
          onChosen={() => setValue('entitlements', [])}
          className="w-full"
        />
      </LicenseField>
      <TextField control={control} id={id('name')} name="name" label={t.fieldName} error={errors.name?.message} />
      <Controller
        name="type"
        control={control}
        render={({ field }) => (
          <LicenseTypeRadios
            id={id('type')}
            legend={t.fieldType}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <DurationField
        control={control}
        id={id('duration')}
        error={errors.durationValue?.message ?? errors.durationUnit?.message}
        perpetual={perpetual}
      />
      <NumberTextField
        control={control}
        id={id('max')}
        name="maxActivations"
        label={t.fieldMaxActivations}
        error={errors.maxActivations?.message}
      />
      <div className="flex flex-wrap gap-3">
        {WINDOWS.map((w) => (
          <NumberTextField
            key={w.name}
            control={control}
            id={id(w.name)}
            name={w.name}
            label={w.label}
            error={errors[w.name]?.message}
            hint={w.hint}
          />
        ))}
      </div>
      {withFiles ? (
        <LicenseFileTtlField control={control} id={id('ttl')} error={errors.licenseFileTtlDays?.message} />
      ) : null}
      {withFeatures ? (
        <Controller
          name="entitlements"
          control={control}
          render={({ field }) =>
            !chosenApplication ? (
              <p className="m-0 text-color-secondary">{t.chooseApplicationFirst}</p>
            ) : catalogue.isError ? (
              <Message severity="error" text={t.catalogueLoadFailed} />
            ) : catalogue.data && catalogue.data.length === 0 ? (
              <p className="m-0 text-color-secondary">{t.catalogueEmpty}</p>
            ) : (
              <EntitlementChecklist
                id={id('features')}
                legend={t.fieldEntitlements}
                catalogue={catalogue.data ?? []}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.entitlements?.message}
              />
            )
          }
        />
      ) : null}
      <div className="flex flex-column gap-1">
        <Controller
          name="isDefault"
          control={control}
          render={({ field }) => (
            <div className="flex align-items-center gap-2">
              <Checkbox
                inputId={id('default')}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.checked === true)}
                aria-describedby={`${id('default')}-hint`}
              />
              <label htmlFor={id('default')}>{t.fieldIsDefault}</label>
            </div>
          )}
        />
        <small id={`${id('default')}-hint`} className="text-color-secondary">
          {t.isDefaultHint}
        </small>
        <FieldError inputId={id('default')} message={errors.isDefault?.message} />
      </div>
      <FormButtons
        submitLabel={policy ? t.save : t.create}
        cancel={{ label: licenseText.formCancel, onClick: onDone }}
        save={save}
      />
    </form>
  );
}
