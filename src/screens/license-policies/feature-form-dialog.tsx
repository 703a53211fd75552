// Adding a feature to an application's catalogue: its code (capitals, digits, underscores; a
// full-width or lower-case code is read as what it means), a Japanese name and a description.
// The save runs through useFormSave: キャンセル (or Escape) aborts it and what was typed stays.
import { useId } from 'react';
import type * as z from 'zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { policyKeys, useCreateEntitlement } from '../../api/resources/licensing/policies.ts';
import { entitlementCreatePayloadSchema, type EntitlementCreatePayload } from '../../api/schemas/licensing/policy.ts';
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { policyScreen as t } from '../../shared/messages/licensing/policies.ts';
import { FormButtons } from '../shared/form/form-feedback.tsx';
import { FormDialog } from '../shared/form/save-dialog.tsx';
import type { FormSave } from '../shared/form/use-form-save.tsx';
import { useFormSubmit } from '../shared/form/use-form-submit.tsx';
import { useNotify } from '../shared/feedback/notify.tsx';
import { TextField } from './policy-form-fields.tsx';

type FeatureInput = z.input<typeof entitlementCreatePayloadSchema>;
const FIELDS = ['code', 'name', 'description'] as const;

interface FeatureFormDialogProps {
  application: { id: string; name: string } | null;
  onHide: () => void;
}

export function FeatureFormDialog({ application, onHide }: FeatureFormDialogProps) {
  return (
    <FormDialog
      opened={application}
      openingKey={application?.id ?? ''}
      rereads={[policyKeys.all]}
      header={application ? t.addFeatureOf(application.name) : t.addFeatureTitle}
      width="30rem"
      onHide={onHide}
    >
      {({ id }, save) => <FeatureForm applicationId={id} save={save} onDone={onHide} />}
    </FormDialog>
  );
}

function FeatureForm({ applicationId, save, onDone }: { applicationId: string; save: FormSave; onDone: () => void }) {
  const notify = useNotify();
  const formId = useId();
  const create = useCreateEntitlement();
  const { control, handleSubmit, setError, formState } = useForm<FeatureInput, unknown, EntitlementCreatePayload>({
    resolver: zodResolver(entitlementCreatePayloadSchema),
    defaultValues: { code: '', name: '', description: '' },
  });
  const { submit: send, alert } = useFormSubmit({ save, setError, fields: FIELDS, failedMessage: t.featureAddFailed });
  const submit = handleSubmit((body) =>
    send(
      (call) => create.sendWith({ applicationId, body }, call),
      () => {
        notify.success(t.featureAdded);
        onDone();
      },
    ),
  );
  const fields = [
    { name: 'code', label: t.featureCode, hint: t.featureCodeHint },
    { name: 'name', label: t.featureName },
    { name: 'description', label: t.featureDescription },
  ] as const;
  return (
    <form className="flex flex-column gap-3" noValidate onSubmit={(e) => void submit(e)}>
      {alert}
      {fields.map((f) => (
        <TextField
          key={f.name}
          control={control}
          id={`${formId}-${f.name}`}
          name={f.name}
          label={f.label}
          error={formState.errors[f.name]?.message}
          hint={'hint' in f ? f.hint : undefined}
        />
      ))}
      <FormButtons
        submitLabel={t.addFeature}
        submitIcon="pi pi-plus"
        busy={save.pending}
        cancel={{ label: licenseText.formCancel, onClick: onDone }}
        save={save}
      />
    </form>
  );
}
