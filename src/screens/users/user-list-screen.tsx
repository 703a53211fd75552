// User management (spec §2): role filter, debounced free-text search, server-side pages of
// exactly 10, the spec's columns, edit and delete with confirmation.
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useDeleteUser, useUsers } from '../../api/users.ts';
import type { Role, User } from '../../api/schemas/user.ts';
import { SEARCH_DEBOUNCE_MS, USER_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { roleLabels, users as t } from '../../shared/messages/users.ts';
import { useNotify } from '../shared/notify.tsx';
import { notifyFailure } from '../shared/notify-failure.ts';
import { Page } from '../shared/page.tsx';
import { ErrorState, LoadingRows } from '../shared/query-state.tsx';
import { messageOf } from '../../api/errors.ts';
import { StatusTag } from '../shared/status-tag.tsx';
import { roleView } from '../shared/status.ts';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import './users.css';
import { parseUserListParams, toSearchParams, toUserListQuery, type UserListParams } from './user-list-params.ts';

// SelectButton treats '' as "no value", so "all" has a token of its own.
const ALL = 'ALL';
const ROLE_OPTIONS: { label: string; value: Role | typeof ALL }[] = [
  { label: common.all, value: ALL },
  { label: roleLabels.admin, value: 'ADMIN' },
  { label: roleLabels.user, value: 'USER' },
];

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The name shown for a user: the username, else the email (spec §2). */
export const displayName = (user: Pick<User, 'username' | 'email'>) => user.username.trim() || user.email;

export function UserListScreen() {
  const [, navigate] = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseUserListParams(searchParams);
  const setParams = (next: Partial<UserListParams>) =>
    setSearchParams(toSearchParams({ ...params, ...next }), { replace: true });

  // The box follows the keyboard; the query follows the box after a pause.
  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch !== params.search) setParams({ search: debouncedSearch, page: 1 });
    // Only a new debounced value moves the query; params changing alone must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const query = useUsers(toUserListQuery(params));
  const remove = useDeleteUser();
  const notify = useNotify();

  const total = query.data?.total ?? 0;
  const rows = query.data?.users ?? [];
  const lastPage = Math.max(1, Math.ceil(total / USER_LIST_PAGE_SIZE));
  // A page beyond the end (after a delete, or an old link) shows the last page instead.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && params.page > lastPage) setParams({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, query.isPlaceholderData, params.page, lastPage]);

  const confirmDelete = (user: User) => {
    const name = displayName(user);
    confirmDialog({
      header: t.deleteHeader,
      message: t.deleteConfirm(name),
      icon: 'pi pi-exclamation-triangle',
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () =>
        remove.mutate(user.id, {
          onSuccess: () => notify.success(t.deleted),
          onError: (error) => notifyFailure(notify, error, t.deleteFailed),
        }),
    });
  };

  const onPage = (e: DataTableStateEvent) => setParams({ page: (e.page ?? Math.floor(e.first / USER_LIST_PAGE_SIZE)) + 1 });
  const onSort = (e: DataTableStateEvent) => {
    const field = e.sortField as UserListParams['sortField'];
    // onSort keeps `first`: a new order starts again at page 1 (stack notes §5).
    if (!field || !e.sortOrder) setParams({ sortField: null, page: 1 });
    else setParams({ sortField: field, sortOrder: e.sortOrder === -1 ? 'desc' : 'asc', page: 1 });
  };

  const actions = (
    <Button label={t.createButton} icon="pi pi-user-plus" onClick={() => navigate('/users/create')} />
  );

  return (
    <Page title={t.title} actions={actions}>
      <div className="user-list-toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end', marginBottom: '1rem' }}>
        <div className="field" style={{ marginBottom: 0 }}>
          <span id="user-role-filter-label">{t.roleFilterLabel}</span>
          <SelectButton
            aria-labelledby="user-role-filter-label"
            value={params.role || ALL}
            options={ROLE_OPTIONS}
            allowEmpty={false}
            onChange={(e) => {
              const value = e.value as Role | typeof ALL | null;
              setParams({ role: !value || value === ALL ? '' : value, page: 1 });
            }}
          />
        </div>
        <div className="field" style={{ marginBottom: 0, flex: '1 1 16rem' }}>
          <label htmlFor="user-search">{t.searchLabel}</label>
          <IconField iconPosition="left">
            <InputIcon className="pi pi-search" />
            <InputText
              id="user-search"
              type="search"
              value={searchText}
              placeholder={t.searchPlaceholder}
              onChange={(e) => setSearchText(e.target.value)}
              style={{ width: '100%' }}
            />
          </IconField>
        </div>
      </div>

      {query.isError && !query.data ? (
        <ErrorState message={messageOf(query.error, t.listFailed)} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingRows rows={USER_LIST_PAGE_SIZE} />
      ) : (
        <>
          {query.isError ? <ErrorState message={messageOf(query.error, t.listFailed)} onRetry={() => void query.refetch()} /> : null}
          <DataTable
            value={rows}
            dataKey="id"
            lazy
            paginator
            first={(params.page - 1) * USER_LIST_PAGE_SIZE}
            rows={USER_LIST_PAGE_SIZE}
            totalRecords={total}
            onPage={onPage}
            onSort={onSort}
            sortField={params.sortField ?? undefined}
            sortOrder={params.sortField ? (params.sortOrder === 'desc' ? -1 : 1) : 0}
            loading={query.isFetching}
            emptyMessage={t.emptyList}
            aria-label={t.title}
            paginatorRight={<span aria-live="polite">{t.totalCount(total)}</span>}
          >
            <Column field="id" header={t.columnId} body={(u: User) => <code className="user-id" title={u.id}>{u.id}</code>} />
            <Column field="username" header={t.columnUsername} sortable body={(u: User) => displayName(u)} />
            <Column field="email" header={t.columnEmail} sortable />
            <Column field="role" header={t.columnRole} sortable bodyStyle={NOWRAP} body={(u: User) => <StatusTag view={roleView(u.role)} />} />
            <Column field="createdAt" header={t.columnCreatedAt} sortable bodyStyle={NOWRAP} body={(u: User) => formatDateTime(u.createdAt)} />
            <Column field="updatedAt" header={t.columnUpdatedAt} sortable bodyStyle={NOWRAP} body={(u: User) => formatDateTime(u.updatedAt)} />
            <Column
              header={t.columnActions}
              bodyStyle={NOWRAP}
              body={(u: User) => (
                <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
                  <Button
                    type="button"
                    icon="pi pi-pencil"
                    text
                    rounded
                    aria-label={t.editAria(displayName(u))}
                    onClick={() => navigate(`/users/${encodeURIComponent(u.id)}/edit`)}
                  />
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    rounded
                    severity="danger"
                    aria-label={t.deleteAria(displayName(u))}
                    disabled={remove.isPending && remove.variables === u.id}
                    onClick={() => confirmDelete(u)}
                  />
                </span>
              )}
            />
          </DataTable>
        </>
      )}
    </Page>
  );
}
