// The licence holder on the new licence form: a server-side search by email (debounced), each
// option with its role and tenant. The chosen user stays an option while the search shows others.
import { useState } from 'react';
import { useUsersForLicense } from '../../api/licenses.ts';
import type { LicenseUserOption } from '../../api/schemas/user.ts';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import { common } from '../../shared/messages/common.ts';
import { licenses as t } from '../../shared/messages/licenses.ts';
import { users as userText } from '../../shared/messages/users.ts';
import { StatusTag } from '../../ui/status-tag.tsx';
import { roleView } from '../shared/values/status.ts';
import { useDebouncedValue } from '../shared/deferred/use-debounced-value.ts';
import { ServerChoiceField, type BoundFieldProps } from './license-form-fields.tsx';

export function LicenseUserField(bound: BoundFieldProps) {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsersForLicense(search);
  const [chosenUser, setChosenUser] = useState<LicenseUserOption | null>(null);

  return (
    <ServerChoiceField
      {...bound}
      name="userId"
      label={t.formUser}
      query={users}
      options={withChosen(users.data ?? [], chosenUser)}
      optionLabel="email"
      itemTemplate={(u) => <UserOption user={u} />}
      placeholder={t.formUserPlaceholder}
      // The glossary's two empties: nothing matches the search, or no user at all.
      emptyMessage={search ? userText.noMatch : userText.empty}
      loadFailedMessage={t.usersLoadFailed}
      search={{ placeholder: t.formUserSearch, onSearch: setSearchInput }}
      onChosen={setChosenUser}
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
