// The tenant-user picker of the user-creation form (docs/product.md §2): the billing provider's
// users, already registered ones disabled and marked '既に登録済み'; an empty list asks to check the
// billing provider API settings; a failed fetch shows the server's reason or the fallback.
import type { ReactNode } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { messageOf } from '../../api/client/errors.ts';
import type { TenantUserList } from '../../api/resources/accounts/billing.ts';
import type { TenantUser } from '../../api/schemas/accounts/billing.ts';
import { users as t } from '../../shared/messages/users.ts';
import { FieldError, fieldErrorProps } from '../shared/form/form-feedback.tsx';
import { ErrorState } from '../shared/feedback/query-state.tsx';
import { DROPDOWN_DEFAULTS } from '../../ui/dropdown/dropdown-defaults.ts';

export const TENANT_USER_INPUT_ID = 'user-create-tenant-user';

function optionLabel(u: TenantUser): string {
  const name = u.display_name || u.name || u.email;
  const base = name === u.email ? u.email : `${name}（${u.email}）`;
  return u.is_duplicate ? `${base} - ${t.alreadyRegistered}` : base;
}

export function TenantUserField({
  query,
  value,
  onChange,
  onBlur,
  error,
}: {
  query: UseQueryResult<TenantUserList>;
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  let control: ReactNode;
  if (query.isPending) control = <Skeleton height="2.5rem" />;
  // A server that leaves `success` out succeeded when it sent the users.
  else if (query.isError || query.data.success === false) {
    const reason = query.isError
      ? messageOf(query.error, t.tenantFetchFailed)
      : query.data.error || t.tenantFetchFailed;
    control = <ErrorState message={reason} onRetry={() => void query.refetch()} />;
  } else if (query.data.users.length === 0) {
    control = <Message severity="warn" text={t.tenantListEmpty} style={{ justifyContent: 'flex-start' }} />;
  } else {
    const users = query.data.users;
    const options = users.map((u) => ({ value: u.id, label: optionLabel(u), disabled: u.is_duplicate }));
    const { id, invalid, ...aria } = fieldErrorProps(TENANT_USER_INPUT_ID, error);
    control = (
      <Dropdown
        {...DROPDOWN_DEFAULTS}
        inputId={id}
        value={value || null}
        options={options}
        optionLabel="label"
        optionValue="value"
        optionDisabled="disabled"
        placeholder={t.tenantUserPlaceholder}
        onChange={(e) => onChange((e.value as string | null) ?? '')}
        onBlur={onBlur}
        invalid={invalid}
        filter={users.length > 10}
        // PrimeReact greys disabled options out but does not say so to assistive technology.
        pt={{ item: (options) => ({ 'aria-disabled': options?.context.disabled ?? false }) }}
        {...aria}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={TENANT_USER_INPUT_ID}>{t.tenantUserLabel}</label>
      {control}
      {query.isPending ? null : <FieldError inputId={TENANT_USER_INPUT_ID} message={error} />}
    </div>
  );
}
