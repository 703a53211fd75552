// 編集 of an application card: name, description and version with my application's rules and
// messages (adminApplicationPayloadSchema), saved with PUT /applications/{id}. A refusal keeps
// the dialog open with everything typed, the server's reason beside the field it names; while the
// save runs キャンセル (or Escape) aborts it (useFormSave), and what was typed outlives a session
// expiry (useFormDraft), offered when the same card's 編集 is next opened.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { applicationKeys, useUpdateApplication } from '../../api/resources/applications.ts';
import {
  adminApplicationPayloadSchema,
  type AdminApplicationPayload,
  type Application,
} from '../../api/schemas/application.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { ApplicationFields, type ApplicationFieldValues } from '../shared/applications/application-fields.tsx';
import { useNotify } from '../shared/feedback/notify.tsx';
import { FormButtons } from '../shared/form/form-feedback.tsx';
import { FormDialog } from '../shared/form/save-dialog.tsx';
import { FormDraftNotice } from '../shared/form/use-form-draft.tsx';
import type { FormSave } from '../shared/form/use-form-save.tsx';
import { useDraftedFormWith } from '../shared/form/use-drafted-form.tsx';

const FIELDS = ['name', 'description', 'version'] as const;

/** `app`: the application being edited, or null while the dialog is closed. */
export function ApplicationEditDialog({ app, onHide }: { app: Application | null; onHide: () => void }) {
  return (
    <FormDialog
      opened={app}
      openingKey={app ? 'open' : 'closed'}
      rereads={[applicationKeys.all]}
      header={t.editDialogTitle}
      width="40rem"
      onHide={onHide}
    >
      {(opened, save) => <EditForm app={opened} save={save} onDone={onHide} />}
    </FormDialog>
  );
}

function EditForm({ app, save, onDone }: { app: Application; save: FormSave; onDone: () => void }) {
  const notify = useNotify();
  const update = useUpdateApplication();
  const ids = Object.fromEntries(FIELDS.map((f) => [f, `application-${app.application_id}-edit-${f}`])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const { form, draft, handleSave, busy } = useDraftedFormWith(save, {
    form: {
      resolver: zodResolver(adminApplicationPayloadSchema) as unknown as Resolver<
        ApplicationFieldValues,
        unknown,
        AdminApplicationPayload
      >,
      defaultValues: { name: app.name ?? '', description: app.description ?? '', version: app.version ?? '' },
    },
    // Mounted while the dialog is open: closing it on purpose drops the draft, an expiry keeps it.
    draft: { formId: `application-edit:${app.application_id}` },
    fields: FIELDS,
    failedMessage: t.saveFailed,
    // A dialog tells a refusal in a toast; the dialog stays open with everything typed.
    toast: notify,
  });
  const { register, formState } = form;

  const onSubmit = handleSave(
    (body, call) => update.sendWith({ id: app.application_id, body }, call),
    () => {
      notify.success(t.saved);
      onDone();
    },
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.editDialogTitle}>
      <FormDraftNotice draft={draft} />
      <ApplicationFields register={register} errors={formState.errors} ids={ids} versionPlaceholder="1.0.0" />
      <FormButtons
        submitLabel={busy ? t.saving : t.saveButton}
        busy={busy}
        cancel={{ label: t.cancel, onClick: onDone }}
        save={save}
      />
    </form>
  );
}
