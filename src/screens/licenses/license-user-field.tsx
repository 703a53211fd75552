// The licence holder on the new licence form: a server-side search by email (debounced), each
// option with its role and tenant. The chosen user stays an option while the search shows others.
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { messageOf } from '../../api/errors.ts';
import { useUsersForLicense } from '../../api/licenses.ts';
import type { LicenseUserOption } from '../../api/schemas/user.ts';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import { common } from '../../shared/messages/common.ts';
import { licenses as t } from '../../shared/messages/licenses.ts';
import { DROPDOWN_DEFAULTS } from '../shared/dropdown-defaults.ts';
import { StatusTag } from '../shared/status-tag.tsx';
import { roleView } from '../shared/status.ts';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import type { LicenseFormInput } from './license-create-form.ts';
import { inputErrorProps, LicenseField, LoadFailed } from './license-form-fields.tsx';

export function LicenseUserField({ control, id, error }: { control: Control<LicenseFormInput>; id: string; error: string | undefined }) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsersForLicense(search);
  const [chosenUser, setChosenUser] = useState<LicenseUserOption | null>(null);
  const options = withChosen(users.data ?? [], chosenUser);

  return (
    <LicenseField id={id} label={t.formUser} error={error}>
      <Controller
        name="userId"
        control={control}
        render={({ field }) => (
          <Dropdown
            {...DROPDOWN_DEFAULTS}
            {...inputErrorProps(id, error)}
            value={field.value}
            options={options}
            optionLabel="email"
            optionValue="id"
            filter
            filterBy="email"
            filterPlaceholder={t.formUserSearch}
            onFilter={(e) => setSearchInput(e.filter)}
            itemTemplate={(u: LicenseUserOption) => <UserOption user={u} />}
            placeholder={users.isPending ? common.loading : t.formUserPlaceholder}
            loading={users.isPending}
            emptyMessage={t.noUsers}
            emptyFilterMessage={t.noUsers}
            onChange={(e) => {
              field.onChange(e.value ?? '');
              setChosenUser(options.find((u) => u.id === e.value) ?? null);
            }}
            onBlur={field.onBlur}
            className="w-full"
          />
        )}
      />
      {users.isError ? <LoadFailed message={messageOf(users.error, t.usersLoadFailed)} onRetry={() => void users.refetch()} /> : null}
    </LicenseField>
  );
}

function withChosen(options: LicenseUserOption[], chosen: LicenseUserOption | null): LicenseUserOption[] {
  if (!chosen || options.some((u) => u.id === chosen.id)) return options;
  return [chosen, ...options];
}

function UserOption({ user }: { user: LicenseUserOption }) {
  return (
    <div className="flex flex-column">
      <span>{user.email}</span>
      <small className="flex gap-2 align-items-center">
        <StatusTag view={roleView(user.role)} />
        <span>
          {t.formTenant}: {user.tenantId ?? common.none}
        </span>
      </small>
    </div>
  );
}
