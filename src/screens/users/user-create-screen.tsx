// User creation (docs/product.md §2, §5, §8): pick a billing-provider tenant user or type
// any e-mail, set a password (every failed rule shown, in order), role fixed to USER.
// On success the user list is invalidated and the user returns to /users.
import { useMemo } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
// eslint-disable-next-line no-restricted-imports -- the role box is read-only: nothing is typed or composed in it.
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { useTenantUsers } from '../../api/resources/accounts/billing.ts';
import { useMyOwner } from '../../api/resources/accounts/owner.ts';
import type { TenantUser } from '../../api/schemas/accounts/billing.ts';
import { useCreateUser, userKeys } from '../../api/resources/accounts/users.ts';
import { roleLabels, users as t } from '../../shared/messages/users.ts';
import { common } from '../../shared/messages/common.ts';
import { fieldErrorProps, FormField } from '../shared/form/form-feedback.tsx';
import { useNotify } from '../shared/feedback/notify.tsx';
import { Page } from '../shared/layout/page.tsx';
import { BackButton } from '../shared/layout/back-button.tsx';
import { SecretInput } from '../shared/form/secret-input.tsx';
import { FormDraftNotice } from '../shared/form/use-form-draft.tsx';
import { useDraftedForm } from '../shared/form/use-drafted-form.tsx';
import { TenantUserField } from './tenant-user-field.tsx';
import { UserFormButtons } from './user-form-buttons.tsx';
import {
  emptyUserCreateForm,
  toUserCreatePayload,
  userCreateFormSchema,
  type UserCreateFormInput,
  type UserCreateFormValues,
  type UserCreateMode,
} from '../shared/user-form/user-create-form-schema.ts';
import { FormInputText } from '../shared/ime/ime-input-text.tsx';

const MODES: { value: UserCreateMode; label: string }[] = [
  { value: 'tenant', label: t.modeTenant },
  { value: 'email', label: t.modeEmail },
];

export function UserCreateScreen() {
  const [, navigate] = useLocation();
  const notify = useNotify();
  const tenantQuery = useTenantUsers();
  const create = useCreateUser();
  const owner = useMyOwner();

  // The schema checks the selection against the current tenant list (react-hook-form reads
  // its options on every render, so a list that arrives later is used at once).
  const tenants = useMemo<readonly TenantUser[]>(
    () => (tenantQuery.data?.success ? tenantQuery.data.users : []),
    [tenantQuery.data],
  );
  const resolver = useMemo<Resolver<UserCreateFormInput, unknown, UserCreateFormValues>>(
    () => zodResolver(userCreateFormSchema(tenants)),
    [tenants],
  );

  const { form, draft, save, handleSave, alert, busy } = useDraftedForm({
    form: { resolver, defaultValues: emptyUserCreateForm('tenant') },
    // Kept across a session expiry; the password never is (use-form-draft).
    draft: { formId: 'user-create', exclude: ['password'] },
    rereads: [userKeys.lists()],
    // A typed address can be refused beside its field; a tenant's is chosen, not typed.
    fields: (values) => (values.mode === 'email' ? ['email'] : []),
    failedMessage: t.createFailed,
  });
  const {
    control,
    register,
    clearErrors,
    formState: { errors },
  } = form;
  const mode = useWatch({ control, name: 'mode' });

  const onSubmit = handleSave(
    (values, call) =>
      create.sendWith(
        toUserCreatePayload(values, tenants, owner.data?.exists ? owner.data.subsclight_site : null),
        call,
      ),
    () => {
      notify.success(t.created);
      navigate('/users');
    },
  );

  const emailId = 'user-create-email';
  const passwordId = 'user-create-password';

  return (
    <Page title={t.createTitle} actions={<BackButton label={t.backToList} onClick={() => navigate('/users')} />}>
      <form noValidate onSubmit={onSubmit} aria-label={t.createTitle} style={{ maxWidth: '40rem' }}>
        <FormDraftNotice draft={draft} />
        {alert}

        <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
          <legend style={{ marginBottom: '0.5rem' }}>{t.modeLabel}</legend>
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}>
                {MODES.map((m) => (
                  <div key={m.value} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
                    <RadioButton
                      inputId={`user-create-mode-${m.value}`}
                      name={field.name}
                      value={m.value}
                      checked={field.value === m.value}
                      onChange={(e) => {
                        field.onChange(e.value as UserCreateMode);
                        clearErrors();
                      }}
                    />
                    <label htmlFor={`user-create-mode-${m.value}`}>{m.label}</label>
                  </div>
                ))}
              </div>
            )}
          />
        </fieldset>

        {mode === 'tenant' ? (
          <Controller
            control={control}
            name="tenantUserId"
            render={({ field, fieldState }) => (
              <TenantUserField
                query={tenantQuery}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : (
          <FormField inputId={emailId} label={t.emailLabel} error={errors.email?.message}>
            <FormInputText
              ascii
              type="email"
              autoComplete="off"
              {...register('email')}
              {...fieldErrorProps(emailId, errors.email?.message)}
            />
          </FormField>
        )}

        <FormField inputId={passwordId} label={t.passwordLabel} error={errors.password?.message} hint={t.passwordHint}>
          <SecretInput
            showLabel={common.showPassword}
            hideLabel={common.hidePassword}
            autoComplete="new-password"
            {...register('password')}
            {...fieldErrorProps(passwordId, errors.password?.message, { hint: true })}
          />
        </FormField>

        <div className="field">
          <label htmlFor="user-create-role">{t.roleLabel}</label>
          <InputText id="user-create-role" value={roleLabels.user} readOnly aria-describedby="user-create-role-note" />
          <small id="user-create-role-note">{t.roleFixedNote}</small>
        </div>

        <UserFormButtons submitLabel={busy ? t.creating : t.submitCreate} busy={busy} save={save} />
      </form>
    </Page>
  );
}
