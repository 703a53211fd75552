// User management (spec §2): the list configured in user-list-config.tsx (role and type
// filters, debounced search, server-side pages of exactly 10, the spec's columns), edit, and
// delete with confirmation. The view lives in the URL, as the licence and device lists' do.
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { useDeleteUser, useUserList } from '../../api/users.ts';
import type { User } from '../../api/schemas/user.ts';
import { users as t } from '../../shared/messages/users.ts';
import { confirmDelete } from '../shared/confirm-delete.tsx';
import { ListScreenFrame } from '../shared/list-screen/list-screen-frame.tsx';
import { useListScreen } from '../shared/list-screen/use-list-screen.ts';
import { notifyFailure } from '../shared/notify-failure.ts';
import { useNotify } from '../shared/notify.tsx';
import { displayName, userListConfig, type UserRowAction } from './user-list-config.tsx';

export function UserListScreen() {
  const [, navigate] = useLocation();
  const notify = useNotify();
  const screen = useListScreen(userListConfig, useUserList());
  const { mutate: remove, isPending: deleting, variables: deletingId } = useDeleteUser();

  const run = useCallback(
    (action: UserRowAction, user: User) => {
      if (action === 'edit') navigate(`/users/${encodeURIComponent(user.id)}/edit`);
      else
        confirmDelete({
          header: t.deleteHeader,
          message: t.deleteConfirm(displayName(user)),
          accept: () => remove(user.id, { onSuccess: () => notify.success(t.deleted), onError: (error) => notifyFailure(notify, error, t.deleteFailed) }),
        });
    },
    [navigate, remove, notify],
  );
  const rowActions = useMemo(() => ({ pending: { delete: deleting ? (deletingId ?? null) : null }, run }), [deleting, deletingId, run]);

  return (
    <ListScreenFrame
      config={userListConfig} screen={screen} rowActions={rowActions}
      actions={<Button label={t.createButton} icon="pi pi-user-plus" onClick={() => navigate('/users/create')} />}
    />
  );
}
