// User management (docs/product.md §2): the list configured in user-list-config.tsx (role and
// type filters, debounced search, server-side pages of exactly 10, the contract's columns),
// edit, delete with confirmation, and CSVから登録 (admins: the user import). The view lives in the URL, as the other lists' do.
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { useDeleteUser } from '../../api/resources/accounts/users.ts';
import type { User } from '../../api/schemas/accounts/user.ts';
import { bulkImport } from '../../shared/messages/bulk-import.ts';
import { users as t } from '../../shared/messages/users.ts';
import { useIsAdmin } from '../shared/state/current-user.tsx';
import { ImportEntryButton } from '../shared/list/import-entry-button.tsx';
import { ListScreen } from '../shared/list/list-screen/list-screen.tsx';
import { useRowCall } from '../shared/list/list-screen/row-actions.tsx';
import { useListScreen } from '../shared/list/list-screen/use-list-screen.ts';
import { displayName, userListConfig, type UserRowAction } from './user-list-config.tsx';

export function UserListScreen() {
  const [, navigate] = useLocation();
  const list = useListScreen(userListConfig);
  const isAdmin = useIsAdmin();
  const remove = useRowCall<User>(
    useDeleteUser(),
    { done: t.deleted, failed: t.deleteFailed },
    { confirmDelete: (u) => ({ header: t.deleteHeader, message: t.deleteConfirm(displayName(u)) }) },
  );
  const run = (action: UserRowAction, user: User) =>
    action === 'edit' ? navigate(`/users/${encodeURIComponent(user.id)}/edit`) : remove.start(user);
  // Made again only for another role: a page, sort or filter leaves its PrimeReact buttons as they are.
  const actions = useMemo(
    () => (
      <>
        {isAdmin ? <ImportEntryButton label={bulkImport.userEntry} path="/users/import" /> : null}
        <Button label={t.createButton} icon="pi pi-user-plus" onClick={() => navigate('/users/create')} />
      </>
    ),
    [isAdmin, navigate],
  );
  return (
    <ListScreen
      config={userListConfig}
      list={list}
      rowActions={{ run, pending: { delete: remove.pending } }}
      actions={actions}
    />
  );
}
