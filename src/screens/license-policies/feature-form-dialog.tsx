// Adding a feature to an application's catalogue: its code (capitals, digits, underscores; a
// full-width or lower-case code is read as what it means), a Japanese name and a description.
import { useId, useState } from 'react';
import type * as z from 'zod';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { messageOf } from '../../api/client/errors.ts';
import { useCreateEntitlement } from '../../api/resources/policies.ts';
import { entitlementCreatePayloadSchema, type EntitlementCreatePayload } from '../../api/schemas/licensing/policy.ts';
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { policyScreen as t } from '../../shared/messages/licensing/policies.ts';
import { fieldErrorProps, FormAlert, showServerFieldErrors } from '../shared/form/form-feedback.tsx';
import { ImeInputText } from '../shared/ime/ime-input-text.tsx';
import { useNotify } from '../shared/feedback/notify.tsx';
import { LicenseField } from '../shared/license-form/license-form-fields.tsx';

type FeatureInput = z.input<typeof entitlementCreatePayloadSchema>;
const FIELDS = ['code', 'name', 'description'] as const;

export function FeatureFormDialog({
  application,
  onHide,
}: {
  application: { id: string; name: string } | null;
  onHide: () => void;
}) {
  return (
    <Dialog
      header={application ? t.addFeatureOf(application.name) : t.addFeatureTitle}
      visible={application !== null}
      onHide={onHide}
      modal
      style={{ width: 'min(30rem, 95vw)' }}
    >
      {application ? <FeatureForm key={application.id} applicationId={application.id} onDone={onHide} /> : null}
    </Dialog>
  );
}

function FeatureForm({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const notify = useNotify();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateEntitlement();
  const { control, handleSubmit, setError, formState } = useForm<FeatureInput, unknown, EntitlementCreatePayload>({
    resolver: zodResolver(entitlementCreatePayloadSchema),
    defaultValues: { code: '', name: '', description: '' },
  });
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await create.mutateAsync({ applicationId, body });
      notify.success(t.featureAdded);
      onDone();
    } catch (error) {
      setFailure(messageOf(error, t.featureAddFailed));
      showServerFieldErrors(error, FIELDS, setError);
    }
  });
  const field = (name: (typeof FIELDS)[number], label: string, hint?: string) => {
    const inputId = `${formId}-${name}`;
    const error = formState.errors[name]?.message;
    return (
      <LicenseField id={inputId} label={label} error={error} hint={hint}>
        <Controller
          name={name}
          control={control}
          render={({ field: f }) => (
            <ImeInputText
              {...fieldErrorProps(inputId, error, { hint: hint !== undefined })}
              ref={f.ref}
              name={f.name}
              value={f.value ?? ''}
              onValueChange={f.onChange}
              onBlur={f.onBlur}
              autoComplete="off"
            />
          )}
        />
      </LicenseField>
    );
  };
  return (
    <form className="flex flex-column gap-3" noValidate onSubmit={(e) => void submit(e)}>
      {failure ? <FormAlert summary={t.featureAddFailed} detail={failure} /> : null}
      {field('code', t.featureCode, t.featureCodeHint)}
      {field('name', t.featureName)}
      {field('description', t.featureDescription)}
      <div className="flex justify-content-end gap-2">
        <Button
          type="button"
          label={licenseText.formCancel}
          severity="secondary"
          outlined
          disabled={create.isPending}
          onClick={onDone}
        />
        <Button
          type="submit"
          label={t.addFeature}
          icon="pi pi-plus"
          loading={create.isPending}
          disabled={create.isPending}
        />
      </div>
    </form>
  );
}
