// User edit (/users/:id/edit; the contract leaves its content open): username, e-mail and role
// through PUT /users/{id}, with the read-only facts of the record beside them.
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useParams } from 'wouter';
import { Card } from 'primereact/card';
import { Dropdown } from 'primereact/dropdown';
import { isApiError, messageOf } from '../../api/client/errors.ts';
import {
  ROLES,
  userUpdatePayloadSchema,
  type Role,
  type User,
  type UserUpdatePayload,
} from '../../api/schemas/accounts/user.ts';
import { useUpdateUser, useUser, userKeys } from '../../api/resources/accounts/users.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { roleLabels, userTypeLabels, users as t } from '../../shared/messages/users.ts';
import { useCurrentUser } from '../shared/state/current-user.tsx';
import { FieldError, fieldErrorProps, FormField } from '../shared/form/form-feedback.tsx';
import { useNotify } from '../shared/feedback/notify.tsx';
import { Page } from '../shared/layout/page.tsx';
import { BackButton } from '../shared/layout/back-button.tsx';
import { CardColumns } from '../shared/layout/card-columns.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { FormDraftNotice } from '../shared/form/use-form-draft.tsx';
import { useDraftedForm } from '../shared/form/use-drafted-form.tsx';
import { DROPDOWN_DEFAULTS } from '../../ui/dropdown/dropdown-defaults.ts';
import { FormInputText } from '../shared/ime/ime-input-text.tsx';
import { UserFormButtons } from './user-form-buttons.tsx';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: r === 'ADMIN' ? roleLabels.admin : roleLabels.user }));
const FIELDS = ['username', 'email', 'role'] as const;

/** The server may send the role in any case (docs/product.md §6); the form speaks ADMIN/USER. */
const toRole = (role: string): Role => (role.toUpperCase() === 'ADMIN' ? 'ADMIN' : 'USER');

export function UserEditScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const query = useUser(id);
  const back = <BackButton label={t.backToList} onClick={() => navigate('/users')} />;

  let content;
  if (query.isPending) content = <LoadingRows rows={6} />;
  else if ((isApiError(query.error) && query.error.status === 404) || query.data === null)
    content = <ErrorState message={t.notFound} />;
  else if (query.isError)
    content = <ErrorState message={messageOf(query.error, t.loadFailed)} onRetry={() => void query.refetch()} />;
  else content = <UserEditForm key={query.data.id} user={query.data} />;

  return (
    <Page title={t.editTitle} actions={back}>
      {content}
    </Page>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'contents' }}>
      <dt style={{ fontWeight: 600 }}>{label}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

function UserEditForm({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const notify = useNotify();
  const update = useUpdateUser();
  const me = useCurrentUser();
  const isSelf = me?.id === user.id;
  const { form, draft, save, handleSave, alert, busy } = useDraftedForm({
    form: {
      resolver: zodResolver(userUpdatePayloadSchema),
      defaultValues: {
        username: user.username ?? '',
        email: user.email ?? '',
        role: toRole(user.role ?? ''),
      } as UserUpdatePayload,
    },
    draft: { formId: `user-edit:${user.id}` },
    rereads: [userKeys.all],
    fields: FIELDS,
    failedMessage: t.updateFailed,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  const onSubmit = handleSave(
    (body, call) => update.sendWith({ id: user.id, body }, call),
    () => {
      notify.success(t.updated);
      navigate('/users');
    },
  );
  const ids = { username: 'user-edit-username', email: 'user-edit-email', role: 'user-edit-role' };

  return (
    <CardColumns>
      <Card title={t.formTitle}>
        <form noValidate onSubmit={onSubmit} aria-label={t.formTitle}>
          <FormDraftNotice draft={draft} />
          {alert}
          <FormField inputId={ids.username} label={t.usernameLabel} error={errors.username?.message}>
            <FormInputText
              autoComplete="off"
              {...register('username')}
              {...fieldErrorProps(ids.username, errors.username?.message)}
            />
          </FormField>
          <FormField inputId={ids.email} label={t.emailLabel} error={errors.email?.message}>
            <FormInputText
              ascii
              type="email"
              autoComplete="off"
              {...register('email')}
              {...fieldErrorProps(ids.email, errors.email?.message)}
            />
          </FormField>
          <div className="field">
            <label htmlFor={ids.role}>{t.roleLabel}</label>
            <Controller
              control={control}
              name="role"
              render={({ field }) => {
                const { id, invalid, ...aria } = fieldErrorProps(ids.role, errors.role?.message);
                return (
                  <Dropdown
                    {...DROPDOWN_DEFAULTS}
                    inputId={id}
                    value={field.value}
                    options={ROLE_OPTIONS}
                    optionLabel="label"
                    optionValue="value"
                    onChange={(e) => field.onChange(e.value as Role)}
                    onBlur={field.onBlur}
                    invalid={invalid}
                    disabled={isSelf}
                    {...aria}
                  />
                );
              }}
            />
            {isSelf ? <small>{t.cannotDemoteSelf}</small> : null}
            <FieldError inputId={ids.role} message={errors.role?.message} />
          </div>
          <UserFormButtons submitLabel={busy ? t.saving : t.save} busy={busy} save={save} />
        </form>
      </Card>
      <Card title={t.factsTitle}>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1rem', margin: 0 }}>
          <Fact label={t.columnId}>
            <code>{user.id}</code>
          </Fact>
          <Fact label={t.userTypeLabel}>{user.userType ? userTypeLabels[user.userType] : common.none}</Fact>
          <Fact label={t.tenantIdLabel}>{user.tenantId ?? common.none}</Fact>
          <Fact label={t.customerIdLabel}>{user.subsclight_customer_id ?? common.none}</Fact>
          <Fact label={t.columnCreatedAt}>{formatDateTime(user.createdAt)}</Fact>
          <Fact label={t.columnUpdatedAt}>{formatDateTime(user.updatedAt)}</Fact>
        </dl>
      </Card>
    </CardColumns>
  );
}
