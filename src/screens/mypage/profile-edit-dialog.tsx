// Edits family and given name (docs/product.md §5). The payload schema is the resolver, so the
// messages '姓が必須です' / '名が必須です' come from one place. A failed save keeps what was typed.
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import {
  profileUpdatePayloadSchema,
  type ProfileUpdatePayload,
  type UserProfile,
} from '../../api/schemas/accounts/user.ts';
import { selfServiceKeys, useUpdateProfile } from '../../api/resources/accounts/self-service.ts';
import { common } from '../../shared/messages/common.ts';
import { myPage as t, selfService } from '../../shared/messages/self-service.ts';
import { useRenameCurrentUser } from '../shared/state/current-user.tsx';
import { fieldErrorProps, FormField, FormSaveNotices } from '../shared/form/form-feedback.tsx';
import { useDraftedForm } from '../shared/form/use-drafted-form.tsx';
import { formSave } from '../../shared/messages/forms/form-save.ts';
import { useNotify } from '../shared/feedback/notify.tsx';
import { FormDraftNotice } from '../shared/form/use-form-draft.tsx';
import { FormInputText } from '../shared/ime/ime-input-text.tsx';

type Field = keyof ProfileUpdatePayload;
const FIELDS: readonly { name: Field; label: string }[] = [
  { name: 'family_name', label: t.familyName },
  { name: 'given_name', label: t.givenName },
];

export function ProfileEditDialog({
  profile,
  visible,
  onHide,
}: {
  profile: UserProfile;
  visible: boolean;
  onHide: () => void;
}) {
  const notify = useNotify();
  const update = useUpdateProfile();
  const rename = useRenameCurrentUser();
  // A name the server did not send starts empty: the user types it.
  const familyName = profile.family_name ?? '';
  const givenName = profile.given_name ?? '';
  const { form, draft, save, handleSave, busy } = useDraftedForm({
    form: {
      resolver: zodResolver(profileUpdatePayloadSchema),
      defaultValues: { family_name: familyName, given_name: givenName },
    },
    // Kept across a session expiry and offered when the dialog is next opened.
    draft: { formId: 'profile-edit', ready: visible },
    rereads: [selfServiceKeys.profile()],
    fields: FIELDS.map((f) => f.name),
    failedMessage: selfService.profileUpdateFailed,
    // A dialog tells a refusal in a toast; the dialog stays open with everything typed.
    toast: notify,
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const { clear: clearDraft } = draft;
  // Closing the dialog is deliberate: nothing typed there is kept.
  const close = () => {
    clearDraft();
    onHide();
  };

  // Each opening starts from the saved profile.
  useEffect(() => {
    if (visible) reset({ family_name: familyName, given_name: givenName });
  }, [visible, familyName, givenName, reset]);

  const onSubmit = handleSave(
    (values, call) => update.sendWith(values, call),
    (saved) => {
      // The top bar names the signed-in user: it shows the new name at once (when the answer says it).
      if (saved.display_name) rename(saved.display_name);
      notify.success(selfService.profileUpdated);
      close();
    },
  );

  const footer = (
    <div>
      {save.pending ? (
        <Button type="button" label={formSave.cancel} severity="secondary" outlined onClick={save.cancel} />
      ) : (
        <Button type="button" label={common.cancel} severity="secondary" outlined onClick={close} />
      )}
      <Button
        type="submit"
        form="profile-edit-form"
        label={common.save}
        icon="pi pi-check"
        loading={busy}
        disabled={busy}
      />
    </div>
  );

  return (
    <Dialog
      header={t.editDialogTitle}
      visible={visible}
      // Escape or × while a save runs cancels it as キャンセル does (the dialog stays with what was
      // typed and says so); otherwise they close the dialog.
      onHide={save.pending ? save.cancel : close}
      footer={footer}
      modal
      closable
      style={{ width: 'min(32rem, 95vw)' }}
    >
      <form id="profile-edit-form" noValidate onSubmit={onSubmit}>
        <FormDraftNotice draft={draft} />
        <FormSaveNotices save={save} />
        {FIELDS.map(({ name, label }) => {
          const inputId = `profile-${name}`;
          const message = errors[name]?.message;
          return (
            <FormField key={name} inputId={inputId} label={label} error={message}>
              <FormInputText
                {...fieldErrorProps(inputId, message)}
                {...register(name)}
                autoComplete={name === 'family_name' ? 'family-name' : 'given-name'}
              />
            </FormField>
          );
        })}
      </form>
    </Dialog>
  );
}
