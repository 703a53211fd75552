// 編集 of an application card: name, description and version with my application's rules and
// messages (adminApplicationPayloadSchema), saved with PUT /applications/{id}. A refusal keeps
// the dialog open with everything typed, the server's reason beside the field it names.
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'primereact/dialog';
import { useUpdateApplication } from '../../api/resources/applications.ts';
import {
  adminApplicationPayloadSchema,
  type AdminApplicationPayload,
  type Application,
} from '../../api/schemas/application.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { ApplicationFields, type ApplicationFieldValues } from '../shared/applications/application-fields.tsx';
import { notifyFailure } from '../shared/feedback/notify-failure.ts';
import { useNotify } from '../shared/feedback/notify.tsx';
import { FormButtons, showServerFieldErrors } from '../shared/form/form-feedback.tsx';

const FIELDS = ['name', 'description', 'version'] as const;

export function ApplicationEditDialog({
  app,
  visible,
  onHide,
}: {
  app: Application;
  visible: boolean;
  onHide: () => void;
}) {
  return (
    <Dialog header={t.editDialogTitle} visible={visible} onHide={onHide} modal style={{ width: 'min(40rem, 95vw)' }}>
      {visible ? <EditForm app={app} onDone={onHide} /> : null}
    </Dialog>
  );
}

function EditForm({ app, onDone }: { app: Application; onDone: () => void }) {
  const notify = useNotify();
  const update = useUpdateApplication();
  const ids = Object.fromEntries(FIELDS.map((f) => [f, `application-${app.application_id}-edit-${f}`])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFieldValues, unknown, AdminApplicationPayload>({
    resolver: zodResolver(adminApplicationPayloadSchema) as unknown as Resolver<
      ApplicationFieldValues,
      unknown,
      AdminApplicationPayload
    >,
    defaultValues: { name: app.name ?? '', description: app.description ?? '', version: app.version ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: app.application_id, body });
      notify.success(t.saved);
      onDone();
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      notifyFailure(notify, error, t.saveFailed);
    }
  });
  const busy = isSubmitting || update.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.editDialogTitle}>
      <ApplicationFields register={register} errors={errors} ids={ids} versionPlaceholder="1.0.0" />
      <FormButtons
        submitLabel={busy ? t.saving : t.saveButton}
        busy={busy}
        cancel={{ label: t.cancel, onClick: onDone }}
      />
    </form>
  );
}
