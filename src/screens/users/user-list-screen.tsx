// User management (spec §2): role filter, debounced free-text search, server-side pages of
// exactly 10, the spec's columns, edit and delete with confirmation.
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useQueryClient } from '@tanstack/react-query';
import { getUsersQueryOptions, useDeleteUser, useUsers, userKeys } from '../../api/users.ts';
import type { Role, User } from '../../api/schemas/user.ts';
import { SEARCH_DEBOUNCE_MS, USER_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { roleLabels, userTypeLabels, users as t } from '../../shared/messages/users.ts';
import { USER_TYPES, type UserType } from '../../api/schemas/user.ts';
import { Dropdown } from 'primereact/dropdown';
import { FetchingBar } from '../shared/fetching-bar.tsx';
import { useNotify } from '../shared/notify.tsx';
import { notifyFailure } from '../shared/notify-failure.ts';
import { Page } from '../shared/page.tsx';
import { ErrorState, LoadingRows } from '../shared/query-state.tsx';
import { messageOf } from '../../api/errors.ts';
import { StatusChip } from '../shared/status-chip.tsx';
import { RowButton } from '../shared/row-button.tsx';
import { memoWithLatestCallbacks } from '../shared/memo-with-latest-callbacks.tsx';
import { ListTable, type ListColumn, type SortOrder } from '../shared/list-table/list-table.tsx';
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

const TYPE_OPTIONS = [{ label: t.allUserTypes, value: ALL }, ...USER_TYPES.map((v) => ({ label: userTypeLabels[v], value: v }))];

const userKey = (u: User) => u.id;

/** The name shown for a user: the username, else the email (spec §2). */
export const displayName = (user: Pick<User, 'username' | 'email'>) => user.username.trim() || user.email;

interface UserListFiltersProps {
  role: UserListParams['role'];
  type: UserListParams['type'];
  searchText: string;
  onRole: (role: UserListParams['role']) => void;
  onType: (type: UserListParams['type']) => void;
  onSearchText: (text: string) => void;
}

/** Role, type and search above the table; re-renders only when one of them changes, not on every page. */
const UserListFilters = memoWithLatestCallbacks(function UserListFilters({ role, type, searchText, onRole, onType, onSearchText }: UserListFiltersProps) {
  return (
    <div className="user-list-toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end', marginBottom: '1rem' }}>
      <div className="field" style={{ marginBottom: 0 }}>
        <span id="user-role-filter-label">{t.roleFilterLabel}</span>
        <SelectButton
          aria-labelledby="user-role-filter-label"
          value={role || ALL}
          options={ROLE_OPTIONS}
          allowEmpty={false}
          onChange={(e) => {
            const value = e.value as Role | typeof ALL | null;
            onRole(!value || value === ALL ? '' : value);
          }}
        />
      </div>
      <div className="field flex flex-column gap-1" style={{ marginBottom: 0 }}>
        <label htmlFor="user-type-filter">{t.userTypeFilterLabel}</label>
        <Dropdown
          inputId="user-type-filter"
          value={type || ALL}
          options={TYPE_OPTIONS}
          onChange={(e) => onType(e.value === ALL ? '' : (e.value as UserType))}
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
            onChange={(e) => onSearchText(e.target.value)}
            style={{ width: '100%' }}
          />
        </IconField>
      </div>
    </div>
  );
});

export function UserListScreen() {
  const [, navigate] = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseUserListParams(searchParams);
  // A new page, order or filter is a history entry (back returns to it); typing only
  // replaces the current one.
  const setParams = (next: Partial<UserListParams>, { replace = false } = {}) =>
    setSearchParams(toSearchParams({ ...params, ...next }), { replace });

  // The box follows the keyboard; the query follows the box after a pause.
  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch !== params.search) setParams({ search: debouncedSearch, page: 1 }, { replace: true });
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
    if (query.data && !query.isPlaceholderData && params.page > lastPage) setParams({ page: lastPage }, { replace: true });
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

  const onPage = (first: number) => setParams({ page: Math.floor(first / USER_LIST_PAGE_SIZE) + 1 });
  // A new order starts again at page 1.
  const sorted = (field: UserListParams['sortField'] | undefined, order: SortOrder): Partial<UserListParams> =>
    !field || order === 0 ? { sortField: null, page: 1 } : { sortField: field, sortOrder: order === -1 ? 'desc' : 'asc', page: 1 };
  const onSort = (field: UserListParams['sortField'] | undefined, order: SortOrder) => setParams(sorted(field, order));
  // Pointing at a header reads the order a click would show ahead.
  const queryClient = useQueryClient();
  const onSortPreview = (field: UserListParams['sortField'] | undefined, order: SortOrder) =>
    void queryClient.prefetchQuery(getUsersQueryOptions(toUserListQuery({ ...params, ...sorted(field, order) })));

  const deletingId = remove.isPending ? remove.variables : undefined;
  // Ten rows a page: the columns may simply follow the pending delete.
  const columns = useMemo<ListColumn<User, NonNullable<UserListParams['sortField']>>[]>(
    () => [
      { id: 'id', header: t.columnId, width: '7rem', cell: (u) => <code className="user-id" title={u.id}>{u.id}</code> },
      { id: 'username', header: t.columnUsername, sortField: 'username', cell: (u) => displayName(u) },
      { id: 'email', header: t.columnEmail, sortField: 'email', cell: (u) => u.email },
      { id: 'role', header: t.columnRole, sortField: 'role', width: '7rem', nowrap: true, cell: (u) => <StatusChip view={roleView(u.role)} /> },
      { id: 'createdAt', header: t.columnCreatedAt, sortField: 'createdAt', width: '6.5rem', cell: (u) => formatDateTime(u.createdAt) },
      { id: 'updatedAt', header: t.columnUpdatedAt, sortField: 'updatedAt', width: '6.5rem', cell: (u) => formatDateTime(u.updatedAt) },
      {
        id: 'actions',
        header: t.columnActions,
        width: '6rem',
        nowrap: true,
        cell: (u) => (
          <span className="flex gap-1">
            <RowButton icon="pi pi-pencil" variant="text" aria-label={t.editAria(displayName(u))} onClick={() => navigate(`/users/${encodeURIComponent(u.id)}/edit`)} />
            <RowButton
              icon="pi pi-trash"
              variant="text"
              severity="danger"
              aria-label={t.deleteAria(displayName(u))}
              loading={deletingId === u.id}
              onClick={() => confirmDelete(u)}
            />
          </span>
        ),
      },
    ],
    // confirmDelete closes over the latest mutation; it needs no identity of its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [deletingId, navigate],
  );

  const actions = (
    <Button label={t.createButton} icon="pi pi-user-plus" onClick={() => navigate('/users/create')} />
  );

  return (
    <Page title={t.title} actions={actions}>
      <UserListFilters
        role={params.role}
        type={params.type}
        searchText={searchText}
        onRole={(role) => setParams({ role, page: 1 })}
        onType={(type) => setParams({ type, page: 1 })}
        onSearchText={setSearchText}
      />

      <FetchingBar queryKey={userKeys.lists()} label={common.loading} />
      {query.isError && !query.data ? (
        <ErrorState message={messageOf(query.error, t.listFailed)} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingRows rows={USER_LIST_PAGE_SIZE} />
      ) : (
        <>
          {query.isError ? <ErrorState message={messageOf(query.error, t.listFailed)} onRetry={() => void query.refetch()} /> : null}
          <ListTable
            label={t.title}
            rows={rows}
            rowKey={userKey}
            columns={columns}
            sortField={params.sortField ?? undefined}
            sortOrder={params.sortField ? (params.sortOrder === 'desc' ? -1 : 1) : 0}
            onSort={onSort}
            onSortPreview={onSortPreview}
            first={(params.page - 1) * USER_LIST_PAGE_SIZE}
            pageSize={USER_LIST_PAGE_SIZE}
            totalRecords={total}
            onPage={onPage}
            emptyMessage={t.emptyList}
            pageReportTemplate={t.totalCountTemplate}
          />
        </>
      )}
    </Page>
  );
}
