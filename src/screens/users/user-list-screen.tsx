// User management (spec §2): role filter, debounced free-text search, server-side pages of
// exactly 10, the spec's columns, edit and delete with confirmation. The view lives in the
// URL through useServerList, as the licence and device lists' do: the next page is read
// ahead, and pointing at a filter reads its choices ahead.
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useDeleteUser, useUserList, userKeys } from '../../api/users.ts';
import type { Role, User } from '../../api/schemas/user.ts';
import { USER_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { roleLabels, userTypeLabels, users as t } from '../../shared/messages/users.ts';
import { USER_TYPES } from '../../api/schemas/user.ts';
import { FetchingBar } from '../shared/fetching-bar.tsx';
import { useNotify } from '../shared/notify.tsx';
import { notifyFailure } from '../shared/notify-failure.ts';
import { Page } from '../shared/page.tsx';
import { ErrorState, LoadingRows, RefusedList } from '../shared/query-state.tsx';
import { isRefusal, messageOf } from '../../api/errors.ts';
import { StatusTag } from '../shared/status-tag.tsx';
import { RowButton } from '../shared/row-button.tsx';
import { memoWithLatestCallbacks } from '../shared/memo-with-latest-callbacks.tsx';
import { ListTable, type ListColumn } from '../shared/list-table/list-table.tsx';
import { roleView } from '../shared/status.ts';
import { usePagedList } from '../shared/use-server-list.ts';
import './users.css';
import { userListParamsSchema, userListQuery, type UserListParams } from './user-list-params.ts';
import { FilterDropdown, previewChoices } from '../shared/filter-dropdown.tsx';

// SelectButton reads an option without a value as the option itself: すべて is null here, no role in the URL.
const ROLE_OPTIONS: { label: string; value: Role | null }[] = [
  { label: common.all, value: null },
  { label: roleLabels.admin, value: 'ADMIN' },
  { label: roleLabels.user, value: 'USER' },
];

const TYPE_OPTIONS = USER_TYPES.map((v) => ({ label: userTypeLabels[v], value: v }));

const userKey = (u: User) => u.id;

/** The name shown for a user: the username, else the email (spec §2). */
export const displayName = (user: Pick<User, 'username' | 'email'>) => user.username.trim() || user.email;

type Filters = Pick<UserListParams, 'role' | 'type'>;

interface UserListFiltersProps {
  role: UserListParams['role'];
  type: UserListParams['type'];
  searchText: string;
  onFilters: (filters: Partial<Filters>) => void;
  /** Reads ahead what these filters would show (the user points at or opens a filter). */
  onPreview: (filters: Partial<Filters>) => void;
  onSearchText: (text: string) => void;
}

/** Role, type and search above the table; re-renders only when one of them changes, not on every page. */
const UserListFilters = memoWithLatestCallbacks(function UserListFilters({ role, type, searchText, onFilters, onPreview, onSearchText }: UserListFiltersProps) {
  // Every other role: one or two small reads when the pointer or focus reaches the buttons.
  const previewRoles = () => previewChoices(ROLE_OPTIONS.map((o) => o.value ?? undefined), role, (value) => onPreview({ role: value }));
  return (
    <div className="user-list-toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end', marginBottom: '1rem' }}>
      <div className="field" style={{ marginBottom: 0 }} onPointerEnter={previewRoles} onFocus={previewRoles}>
        <span id="user-role-filter-label">{t.roleFilterLabel}</span>
        <SelectButton
          className="user-role-filter"
          aria-labelledby="user-role-filter-label"
          value={role ?? null}
          options={ROLE_OPTIONS}
          allowEmpty={false}
          onChange={(e) => onFilters({ role: (e.value as Role | null) ?? undefined })}
        />
      </div>
      <FilterDropdown
        inputId="user-type-filter"
        label={t.userTypeFilterLabel}
        allLabel={t.allUserTypes}
        value={type}
        options={TYPE_OPTIONS}
        onChange={(value) => onFilters({ type: value })}
        onPreview={(value) => onPreview({ type: value })}
      />
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
  const data = useUserList();
  const { listState, list: query } = usePagedList(userListParamsSchema, (view) => data.pageQuery(userListQuery(view)));
  const { params } = listState;

  const remove = useDeleteUser();
  const notify = useNotify();

  const total = query.data?.total ?? 0;
  const rows = query.data?.users ?? [];

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

  const deletingId = remove.isPending ? remove.variables : undefined;
  // Ten rows a page: the columns may simply follow the pending delete.
  const columns = useMemo<ListColumn<User, NonNullable<UserListParams['sort']>>[]>(
    () => [
      { id: 'id', header: t.columnId, width: '7rem', cell: (u) => <code className="user-id" title={u.id}>{u.id}</code> },
      { id: 'username', header: t.columnUsername, sortField: 'username', cell: (u) => displayName(u) },
      { id: 'email', header: t.columnEmail, sortField: 'email', cell: (u) => u.email },
      { id: 'role', header: t.columnRole, sortField: 'role', width: '7rem', nowrap: true, cell: (u) => <StatusTag view={roleView(u.role)} /> },
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

  // The same element on every render: React skips the PrimeReact Button on a page change.
  const actions = useMemo(() => <Button label={t.createButton} icon="pi pi-user-plus" onClick={() => navigate('/users/create')} />, [navigate]);

  if (isRefusal(query.error) && !query.data) return <RefusedList title={t.title} message={messageOf(query.error, t.listFailed)} onRetry={() => void query.refetch()} />;

  return (
    <Page title={t.title} actions={actions}>
      <UserListFilters
        role={params.role}
        type={params.type}
        searchText={listState.search.value}
        onFilters={listState.setFilters}
        onPreview={listState.previewFilters}
        onSearchText={listState.search.onChange}
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
            {...listState.table}
            totalRecords={total}
            emptyMessage={t.emptyList}
            pageReportTemplate={t.totalCountTemplate}
          />
        </>
      )}
    </Page>
  );
}
