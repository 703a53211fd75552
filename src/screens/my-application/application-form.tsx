// The two forms of my application (docs/product.md §2, §5, §8): the first-time setup (billing key
// required) and the edit of the settings (a blank billing key keeps the current one and is
// dropped from the payload). Same fields, same messages; a failed save keeps every value.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card } from 'primereact/card';
import { applicationKeys, useCreateMyApplication, useUpdateMyApplication } from '../../api/resources/applications.ts';
import {
  applicationSetupPayloadSchema,
  applicationUpdatePayloadSchema,
  type Application,
  type ApplicationSetupPayload,
  type ApplicationUpdatePayload,
} from '../../api/schemas/application.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { fieldErrorProps, FormButtons, FormField } from '../shared/form/form-feedback.tsx';
import { useNotify } from '../shared/feedback/notify.tsx';
import { ApplicationFields } from '../shared/applications/application-fields.tsx';
import { SecretInput } from '../shared/form/secret-input.tsx';
import { FormDraftNotice } from '../shared/form/use-form-draft.tsx';
import { useDraftedForm } from '../shared/form/use-drafted-form.tsx';
import { FormInputText } from '../shared/ime/ime-input-text.tsx';

const FIELDS = ['name', 'description', 'version', 'subsclight_api_key', 'subsclight_site'] as const;
type Field = (typeof FIELDS)[number];
type FormValues = Record<Field, string>;

type Mode = 'setup' | 'edit';

export function ApplicationForm(props: { mode: 'setup' } | { mode: 'edit'; app: Application; onDone: () => void }) {
  const { mode } = props;
  const app = props.mode === 'edit' ? props.app : null;
  const notify = useNotify();
  const setup = useCreateMyApplication();
  const update = useUpdateMyApplication();
  const ids = Object.fromEntries(FIELDS.map((f) => [f, `my-app-${mode}-${f}`])) as Record<Field, string>;

  const texts: Record<Mode, { ok: string; failed: string; submit: string }> = {
    setup: { ok: t.setupDone, failed: t.setupFailed, submit: t.setupButton },
    edit: { ok: t.saved, failed: t.saveFailed, submit: t.saveButton },
  };

  const { form, draft, save, handleSave, alert, busy } = useDraftedForm({
    form: {
      resolver: (mode === 'setup'
        ? zodResolver(applicationSetupPayloadSchema)
        : zodResolver(applicationUpdatePayloadSchema)) as unknown as Resolver<
        FormValues,
        unknown,
        ApplicationSetupPayload | ApplicationUpdatePayload
      >,
      defaultValues: {
        name: app?.name ?? '',
        description: app?.description ?? '',
        version: app?.version ?? '',
        subsclight_api_key: '',
        subsclight_site: app?.subsclight_site ?? '',
      },
    },
    // Kept across a session expiry; the billing API key never is (use-form-draft).
    draft: {
      formId: app ? `my-application:${app.application_id}` : 'my-application:setup',
      exclude: ['subsclight_api_key'],
    },
    rereads: [applicationKeys.all],
    fields: FIELDS,
    failedMessage: texts[mode].failed,
  });
  const {
    register,
    formState: { errors },
  } = form;

  // Edit mode is left only by the user, or by a save.
  const onSubmit = handleSave(
    (payload, call) =>
      props.mode === 'setup'
        ? setup.sendWith(payload as ApplicationSetupPayload, call)
        : update.sendWith(payload as ApplicationUpdatePayload, call),
    () => {
      notify.success(texts[mode].ok);
      if (props.mode === 'edit') props.onDone();
    },
  );
  const keyHint = mode === 'edit' ? t.billingApiKeyEditHint : undefined;
  const title = mode === 'setup' ? t.setupTitle : t.settingsTitle;

  return (
    <Card title={<h2>{title}</h2>}>
      <form noValidate onSubmit={onSubmit} aria-label={title} style={{ maxWidth: '44rem' }}>
        {mode === 'setup' ? <p style={{ marginTop: 0 }}>{t.setupIntro}</p> : null}
        <FormDraftNotice draft={draft} />
        {alert}
        <ApplicationFields register={register} errors={errors} ids={ids} versionPlaceholder="1.0.0" />
        <FormField
          inputId={ids.subsclight_api_key}
          label={t.billingApiKeyLabel}
          error={errors.subsclight_api_key?.message}
          hint={keyHint}
        >
          <SecretInput
            showLabel={`${t.billingApiKeyLabel}を表示`}
            hideLabel={`${t.billingApiKeyLabel}を隠す`}
            ascii
            {...register('subsclight_api_key')}
            {...fieldErrorProps(ids.subsclight_api_key, errors.subsclight_api_key?.message, { hint: Boolean(keyHint) })}
          />
        </FormField>
        <FormField inputId={ids.subsclight_site} label={t.billingSiteLabel} error={errors.subsclight_site?.message}>
          <FormInputText
            ascii
            autoComplete="off"
            {...register('subsclight_site')}
            {...fieldErrorProps(ids.subsclight_site, errors.subsclight_site?.message)}
          />
        </FormField>
        <FormButtons
          submitLabel={busy ? t.saving : texts[mode].submit}
          busy={busy}
          cancel={props.mode === 'edit' ? { label: t.cancel, onClick: props.onDone } : undefined}
          save={save}
        />
      </form>
    </Card>
  );
}
