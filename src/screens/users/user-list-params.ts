// The user list's view in the URL (?page=2&role=USER&type=INDEPENDENT&q=…&sort=email&order=desc),
// as the licence and device lists keep theirs (useServerList), and the server query it
// stands for. Pages are exactly USER_LIST_PAGE_SIZE rows (docs/product.md §9): no size in the URL.
import type * as z from 'zod';
import { ROLES, USER_SORT_FIELDS, USER_TYPES, type UserListQuery } from '../../api/schemas/accounts/user.ts';
import { USER_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { listParamsSchema, optionalEnum, searchAndOrder } from '../shared/list/use-server-list.ts';

export const userListParamsSchema = listParamsSchema(
  USER_SORT_FIELDS,
  { role: optionalEnum(ROLES), type: optionalEnum(USER_TYPES) },
  { pageSizes: [USER_LIST_PAGE_SIZE], defaultPageSize: USER_LIST_PAGE_SIZE },
);
export type UserListParams = z.infer<typeof userListParamsSchema>;

/** The server query without its page (the list adds it: pageOf, always USER_LIST_PAGE_SIZE rows). */
export const userFilterQuery = (p: UserListParams): UserListQuery => ({
  ...searchAndOrder(p),
  role: p.role,
  userType: p.type,
});
