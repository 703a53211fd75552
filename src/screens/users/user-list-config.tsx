// The user list (docs/product.md §2) as configuration: its view in the URL, pages of exactly 10,
// the contract's columns, role and type filters and the row actions. The screen
// (user-list-screen.tsx) adds what the actions do.
import type { Role, User, UserListQuery } from '../../api/schemas/accounts/user.ts';
import { ROLES, USER_TYPES } from '../../api/schemas/accounts/user.ts';
import { userListAdapter } from '../../api/resources/accounts/users.ts';
import { USER_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { formatDateTime, orNone } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { roleLabels, userTypeLabels, users as t } from '../../shared/messages/users.ts';
import type { ListColumn } from '../../ui/table/list-table.tsx';
import { PhrasedText } from '../../ui/phrased-text.tsx';
import type { ListConfig, SortFieldOf } from '../shared/list/list-screen/list-config.ts';
import { withRowActions, type RowAction } from '../shared/list/list-screen/row-actions.tsx';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { roleView } from '../shared/values/status.ts';
import { userFilterQuery, userListParamsSchema, type UserListParams } from './user-list-params.ts';
import './users.css';

/** The name shown for a user: the username, else the email (docs/product.md §2), else the id. */
export const displayName = (user: Pick<User, 'id' | 'username' | 'email'>) =>
  user.username?.trim() || user.email || user.id;
type UserSortField = SortFieldOf<UserListParams>;
const ROLE_LABELS: Record<Role, string> = { ADMIN: roleLabels.admin, USER: roleLabels.user };

export type UserRowAction = 'edit' | 'delete';

export const userRowActions: readonly RowAction<User, UserRowAction>[] = [
  { id: 'edit', icon: 'pi pi-pencil', ariaLabel: (u) => t.editAria(displayName(u)), variant: 'text' },
  {
    id: 'delete',
    icon: 'pi pi-trash',
    ariaLabel: (u) => t.deleteAria(displayName(u)),
    severity: 'danger',
    variant: 'text',
  },
];

const DATA_COLUMNS: readonly ListColumn<User, UserSortField>[] = [
  {
    id: 'id',
    header: t.columnId,
    width: '7rem',
    cell: (u) => (
      <code className="user-id" title={u.id}>
        {u.id}
      </code>
    ),
  },
  { id: 'username', header: t.columnUsername, sortField: 'username', cell: (u) => displayName(u) },
  {
    id: 'email',
    header: t.columnEmail,
    sortField: 'email',
    cell: (u) => (
      <span className="text-id">
        <PhrasedText text={orNone(u.email)} />
      </span>
    ),
  },
  {
    id: 'role',
    header: t.columnRole,
    sortField: 'role',
    width: '7rem',
    nowrap: true,
    cell: (u) => <StatusTag view={roleView(u.role)} />,
  },
  {
    id: 'createdAt',
    header: t.columnCreatedAt,
    sortField: 'createdAt',
    width: '6.5rem',
    cell: (u) => formatDateTime(u.createdAt),
  },
  {
    id: 'updatedAt',
    header: t.columnUpdatedAt,
    sortField: 'updatedAt',
    width: '6.5rem',
    cell: (u) => formatDateTime(u.updatedAt),
  },
];

export const userListConfig: ListConfig<User, UserListParams, UserListQuery> = {
  idPrefix: 'user',
  adapter: userListAdapter,
  schema: userListParamsSchema,
  filterQuery: userFilterQuery,
  texts: t,
  // The screen is the administrators' (the server refuses it to others).
  columns: withRowActions(DATA_COLUMNS, t.columnActions, userRowActions, { admin: '6rem', user: '6rem' }),
  dateSortFields: ['createdAt', 'updatedAt'],
  filters: [
    {
      id: 'role',
      param: 'role',
      label: t.roleFilterLabel,
      allLabel: common.all,
      kind: 'buttons',
      options: ROLES.map((r) => ({ label: ROLE_LABELS[r], value: r })),
    },
    // Sorting and the type filter are ours; the contract's call pages, filters by role and searches.
    {
      id: 'type',
      param: 'type',
      queryParam: 'userType',
      needsListQueries: true,
      label: t.userTypeFilterLabel,
      allLabel: t.allUserTypes,
      options: USER_TYPES.map((v) => ({ label: userTypeLabels[v], value: v })),
    },
  ],
  sortingNeedsListQueries: true,
  loadingRows: USER_LIST_PAGE_SIZE,
};
