// The licence holder on the new licence form (and the new holder of a transfer): a server-side
// search by email (debounced), each option with its role and tenant. The chosen user stays an
// option while the search shows others.
import { useState } from 'react';
import { useUsersForLicense } from '../../../api/resources/licensing/licenses.ts';
import type { LicenseUserOption } from '../../../api/schemas/accounts/user.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants.ts';
import { common } from '../../../shared/messages/common.ts';
import { licenses as t } from '../../../shared/messages/licensing/licenses.ts';
import { users as userText } from '../../../shared/messages/users.ts';
import { Controller } from 'react-hook-form';
import { StatusTag } from '../../../ui/light/status-tag.tsx';
import { roleView } from '../values/status.ts';
import { useDebouncedValue } from '../deferred/use-debounced-value.ts';
import { ServerChoice, type BoundFieldProps } from './license-form-fields.tsx';

export function LicenseUserField({ control, id, error }: BoundFieldProps) {
  return (
    <Controller
      name="userId"
      control={control}
      render={({ field }) => (
        <LicenseUserPicker id={id} error={error} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}

/** The user choice itself; `label` names its purpose (the holder, the new holder). */
export function LicenseUserPicker({
  id,
  error,
  value,
  onChange,
  onBlur,
  label = t.formUser,
}: {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (userId: string, user: LicenseUserOption | null) => void;
  onBlur?: () => void;
  label?: string;
}) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsersForLicense(search);
  const [chosenUser, setChosenUser] = useState<LicenseUserOption | null>(null);

  return (
    <ServerChoice
      id={id}
      error={error}
      label={label}
      query={users}
      options={withChosen(users.data ?? [], chosenUser)}
      optionLabel="email"
      itemTemplate={(u) => <UserOption user={u} />}
      placeholder={t.formUserPlaceholder}
      // The glossary's two empties: nothing matches the search, or no user at all.
      emptyMessage={search ? userText.noMatch : userText.empty}
      loadFailedMessage={t.usersLoadFailed}
      search={{ placeholder: t.formUserSearch, onSearch: setSearchInput }}
      value={value}
      onChange={(userId, user) => {
        setChosenUser(user);
        onChange(userId, user);
      }}
      onBlur={onBlur}
    />
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
