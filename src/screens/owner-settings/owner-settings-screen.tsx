// Owner settings (docs/product.md §2): the owner-settings statechart decides the mode (作成 without
// an owner, 更新 + reload with one). The API key is required only on create and cleared after a
// save; the stored key shows masked, with a reveal toggle only where the server has the call.
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useActorRef, useSelector } from '@xstate/react';
import { useActorInspect } from '../shared/state/actor-inspection.tsx';
import { fromPromise } from 'xstate';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { abortedError, messageOf } from '../../api/client/errors.ts';
import { ownerKeys, quotaKeys, useOwnerCalls, useRevealMyOwnerKey } from '../../api/resources/accounts/owner.ts';
import { useExtension } from '../../api/resources/use-extension.ts';
import {
  ownerCreatePayloadSchema,
  ownerUpdatePayloadSchema,
  type ExistingOwner,
  type Owner,
} from '../../api/schemas/accounts/owner.ts';
import { ownerSettingsMachine, type OwnerFormValues } from '../../machines/owner-settings/owner-settings-machine.ts';
import {
  selectError,
  selectIsLoading,
  selectIsSaving,
  selectLastSave,
  selectLoadFailed,
  selectMode,
  selectOwner,
  selectSaved,
  selectSaveFailed,
} from '../../machines/owner-settings/selectors.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { owner as t } from '../../shared/messages/owner.ts';
import {
  fieldErrorProps,
  FormAlert,
  FormButtons,
  FormField,
  showServerFieldErrors,
} from '../shared/form/form-feedback.tsx';
import { MaskedValue } from '../shared/values/masked-value.tsx';
import { revealOrHeld } from '../shared/applications/held-key.ts';
import { ownerRequiredStateSchema } from '../shared/applications/navigation-states.ts';
import { useNavigationState } from '../shared/state/navigation-state.ts';
import { Page } from '../shared/layout/page.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { SecretInput } from '../shared/form/secret-input.tsx';
import { LicenseUsagePanel } from './license-usage-panel.tsx';
import { FormDraftNotice, useFormDraft } from '../shared/form/use-form-draft.tsx';
import { FormInputText } from '../shared/ime/ime-input-text.tsx';
import { useFormSave, type FormSave, type SaveCall } from '../shared/form/use-form-save.tsx';

const IDS = { apiKey: 'owner-api-key', site: 'owner-site' } as const;
// Both schemas read the same two strings; the update one only lets the key be blank.
const VALIDATE: Record<'create' | 'update', Resolver<OwnerFormValues>> = {
  create: zodResolver(ownerCreatePayloadSchema) as unknown as Resolver<OwnerFormValues>,
  update: zodResolver(ownerUpdatePayloadSchema) as unknown as Resolver<OwnerFormValues>,
};
const FIELDS = ['subsclight_api_key', 'subsclight_site'] as const;

/** The machine's save calls run through the form's save: キャンセル aborts one, which ends the
 *  machine's save as an aborted call (the form says it was cancelled, not that it failed). */
function useOwnerSettingsActor(save: FormSave) {
  const calls = useOwnerCalls();
  const through = async (send: (call: SaveCall) => Promise<Owner>) => {
    const outcome = await save.run(send);
    if (!outcome.saved) throw abortedError();
    return outcome.value;
  };
  return useActorRef(
    ownerSettingsMachine.provide({
      actors: {
        loadOwner: fromPromise<Owner, void>(() => calls.load()),
        // The form validated already; parsing again yields the exact payload of each call.
        createOwner: fromPromise<Owner, OwnerFormValues>(({ input }) =>
          through((call) => calls.create(ownerCreatePayloadSchema.parse(input), call)),
        ),
        updateOwner: fromPromise<Owner, OwnerFormValues>(({ input }) =>
          through((call) => calls.update(ownerUpdatePayloadSchema.parse(input), call)),
        ),
      },
    }),
    { inspect: useActorInspect() },
  );
}

export function OwnerSettingsScreen() {
  const save = useFormSave({ rereads: [ownerKeys.all, quotaKeys.all] });
  const actor = useOwnerSettingsActor(save);
  // Sent here from 商品から作成 without an owner: the reason stands above the form.
  const ownerRequired = useNavigationState(ownerRequiredStateSchema);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const mode = useSelector(actor, selectMode);
  const owner = useSelector(actor, selectOwner);
  const error = useSelector(actor, selectError);
  const saving = useSelector(actor, selectIsSaving);

  const reload =
    mode === 'update' && !loading && !loadFailed ? (
      <Button
        type="button"
        label={t.reloadButton}
        icon="pi pi-refresh"
        severity="secondary"
        outlined
        disabled={saving}
        onClick={() => actor.send({ type: 'owner.reload' })}
      />
    ) : null;

  let content;
  if (loading) content = <LoadingRows rows={4} />;
  else if (loadFailed)
    content = (
      <div>
        <ErrorState message={t.loadFailed} onRetry={() => actor.send({ type: 'owner.retry' })} />
        <p>{messageOf(error, t.fetchFailed)}</p>
      </div>
    );
  else
    content = (
      <div
        style={{
          display: 'grid',
          gap: '1.5rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
          alignItems: 'start',
        }}
      >
        <div style={{ display: 'grid', gap: '1.5rem' }}>
          {owner ? <CurrentOwner owner={owner} /> : null}
          <OwnerForm actor={actor} mode={mode} owner={owner} saving={saving} error={error} save={save} />
        </div>
        <LicenseUsagePanel ownerId={owner?.owner_id ?? null} />
      </div>
    );

  return (
    <Page title={t.title} actions={reload}>
      {ownerRequired ? (
        <Message severity="warn" text={ownerRequired.ownerRequired} className="owner-required-notice mb-3" />
      ) : null}
      {content}
    </Page>
  );
}

function CurrentOwner({ owner }: { owner: ExistingOwner }) {
  const revealMyOwnerKey = useRevealMyOwnerKey();
  const keyReveal = useExtension('keyReveal');
  const masked = owner.subsclight_api_key_masked;
  return (
    <Card title={<h2>{t.currentTitle}</h2>}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1rem', margin: 0 }}>
        <dt>{t.ownerIdLabel}</dt>
        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
          <code>{owner.owner_id}</code>
        </dd>
        <dt>{t.siteLabel}</dt>
        <dd style={{ margin: 0 }}>{owner.subsclight_site || common.notSet}</dd>
        <dt>{t.maskedKeyLabel}</dt>
        <dd style={{ margin: 0, minWidth: 0 }}>
          {keyReveal === 'absent' || masked === null ? (
            <code aria-label={t.storedKeyLabel}>{masked ?? common.none}</code>
          ) : (
            <MaskedValue masked={masked} label={t.storedKeyLabel} reveal={revealOrHeld(revealMyOwnerKey, masked)} />
          )}
        </dd>
        <dt>{t.updatedAtLabel}</dt>
        <dd style={{ margin: 0 }}>{formatDateTime(owner.updated_at, common.notSet)}</dd>
      </dl>
    </Card>
  );
}

type OwnerActor = ReturnType<typeof useOwnerSettingsActor>;

/** What the screen selects already, handed down rather than selected again. */
interface OwnerFormProps {
  actor: OwnerActor;
  mode: ReturnType<typeof selectMode>;
  owner: ReturnType<typeof selectOwner>;
  saving: boolean;
  error: ReturnType<typeof selectError>;
  save: FormSave;
}

function OwnerForm({ actor, mode, owner, saving, error, save }: OwnerFormProps) {
  const saved = useSelector(actor, selectSaved);
  const failed = useSelector(actor, selectSaveFailed);
  const lastSave = useSelector(actor, selectLastSave);

  // The schema of docs/product.md §5 in both modes; on update a blank key keeps the current one.
  const resolver: Resolver<OwnerFormValues> = async (values, context, options) => {
    const result = await VALIDATE[mode](values, context, options);
    // The machine receives what was typed; its injected calls parse it into the payload.
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };

  // Not useDraftedForm: the owner-settings statechart sends the save and holds its outcome.
  const form = useForm<OwnerFormValues>({
    resolver,
    defaultValues: { subsclight_api_key: '', subsclight_site: owner?.subsclight_site ?? '' },
  });
  // The site is kept across a session expiry; the API key never is (use-form-draft).
  const draft = useFormDraft(form, { formId: 'owner-settings', exclude: ['subsclight_api_key'] });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;
  const { clear: clearDraft } = draft;
  useEffect(() => {
    if (saved) clearDraft();
  }, [saved, clearDraft]);

  // A loaded or saved owner refills the form: the key field is always left empty.
  useEffect(() => {
    reset({ subsclight_api_key: '', subsclight_site: owner?.subsclight_site ?? '' });
  }, [owner, reset]);

  // Field messages the server sent go next to their fields; the typed values stay.
  useEffect(() => {
    if (failed) showServerFieldErrors(error, FIELDS, setError);
  }, [failed, error, setError]);

  const onSubmit = handleSubmit((values) => actor.send({ type: 'owner.submit', values }));
  const keyError = errors.subsclight_api_key?.message;
  const siteError = errors.subsclight_site?.message;
  const submitLabel = mode === 'create' ? t.createButton : t.updateButton;

  return (
    <Card title={<h2>{mode === 'create' ? t.formTitleCreate : t.formTitleUpdate}</h2>}>
      <form noValidate onSubmit={onSubmit} aria-label={mode === 'create' ? t.formTitleCreate : t.formTitleUpdate}>
        {mode === 'create' ? <p style={{ marginTop: 0 }}>{t.createIntro}</p> : null}
        <FormDraftNotice draft={draft} />
        {saved && lastSave ? (
          <Message
            severity="success"
            text={lastSave === 'created' ? t.created : t.updated}
            style={{ width: '100%', justifyContent: 'flex-start', marginBottom: '1rem' }}
          />
        ) : null}
        {failed && !save.cancelled ? (
          <FormAlert
            summary={t.saveFailed}
            detail={messageOf(error, mode === 'create' ? t.createFailed : t.updateFailed)}
          />
        ) : null}

        <FormField inputId={IDS.site} label={t.siteLabel} error={siteError}>
          <FormInputText
            ascii
            autoComplete="off"
            {...register('subsclight_site')}
            {...fieldErrorProps(IDS.site, siteError)}
          />
        </FormField>
        <FormField
          inputId={IDS.apiKey}
          label={t.apiKeyLabel}
          error={keyError}
          hint={mode === 'update' ? t.apiKeyHintUpdate : undefined}
        >
          <SecretInput
            showLabel={t.showKey}
            hideLabel={t.hideKey}
            required={mode === 'create'}
            ascii
            {...register('subsclight_api_key')}
            {...fieldErrorProps(IDS.apiKey, keyError, { hint: mode === 'update' })}
          />
        </FormField>
        <FormButtons submitLabel={submitLabel} busy={saving} save={save} />
      </form>
    </Card>
  );
}
