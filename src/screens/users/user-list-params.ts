// The user list's page, role filter, search and sort live in the URL (?page=2&role=USER&q=…),
// so a reload or a shared link shows the same page. Anything unknown falls back to the default.
import { ROLES, USER_SORT_FIELDS, USER_TYPES, type Role, type UserListQuery, type UserType } from '../../api/schemas/user.ts';
import { USER_LIST_PAGE_SIZE } from '../../shared/constants.ts';

type SortField = (typeof USER_SORT_FIELDS)[number];

export interface UserListParams {
  page: number;
  role: Role | '';
  type: UserType | '';
  search: string;
  sortField: SortField | null;
  sortOrder: 'asc' | 'desc';
}

export function parseUserListParams(params: URLSearchParams): UserListParams {
  const page = Number(params.get('page'));
  const role = params.get('role');
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    role: (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : '',
    type: (USER_TYPES as readonly string[]).includes(type ?? '') ? (type as UserType) : '',
    search: params.get('q') ?? '',
    sortField: (USER_SORT_FIELDS as readonly string[]).includes(sort ?? '') ? (sort as SortField) : null,
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

export function toSearchParams(p: UserListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.page > 1) out.set('page', String(p.page));
  if (p.role) out.set('role', p.role);
  if (p.type) out.set('type', p.type);
  if (p.search) out.set('q', p.search);
  if (p.sortField) {
    out.set('sort', p.sortField);
    out.set('order', p.sortOrder);
  }
  return out;
}

/** The server query: a page of exactly USER_LIST_PAGE_SIZE (spec §9). */
export function toUserListQuery(p: UserListParams): UserListQuery {
  return {
    page: p.page,
    pageSize: USER_LIST_PAGE_SIZE,
    role: p.role || undefined,
    userType: p.type || undefined,
    search: p.search.trim() || undefined,
    sortField: p.sortField ?? undefined,
    sortOrder: p.sortField ? p.sortOrder : undefined,
  };
}
