// User management (docs/product.md §2): the list configured in user-list-config.tsx (role and
// type filters, debounced search, server-side pages of exactly 10, the contract's columns),
// edit, delete with confirmation, and CSVから登録 (admins: the user import). The view lives in the URL, as the other lists' do.
import { useLocation } from 'wouter';
import { useDeleteUser } from '../../api/resources/accounts/users.ts';
import type { User } from '../../api/schemas/accounts/user.ts';
import { bulkImport } from '../../shared/messages/bulk-import.ts';
import { users as t } from '../../shared/messages/users.ts';
import { useIsAdmin } from '../shared/state/current-user.tsx';
import { ImportEntryButton, PathButton } from '../shared/list/title-buttons.tsx';
import { ListScreen } from '../shared/list/list-screen/list-screen.tsx';
import { useRowCall } from '../shared/list/list-screen/row-actions.tsx';
import { firstPageAhead, useListScreen, type ListReadAhead } from '../shared/list/list-screen/use-list-screen.ts';
import { displayName, userListConfig, type UserRowAction } from './user-list-config.tsx';

/** The first page, read ahead when its menu link is pressed (the shell's route table). */
export const readAhead: ListReadAhead = firstPageAhead(userListConfig);

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
  return (
    <ListScreen
      config={userListConfig}
      list={list}
      rowActions={{ run, pending: { delete: remove.pending } }}
      actions={
        <>
          {isAdmin ? <ImportEntryButton label={bulkImport.userEntry} path="/users/import" /> : null}
          <PathButton label={t.createButton} icon="pi pi-user-plus" path="/users/create" />
        </>
      }
    />
  );
}
