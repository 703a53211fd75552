// User management calls (docs/product.md §2, §7): fetchers,
// query keys, query options, hooks and the list's adapter. Every mutation invalidates the
// user lists.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import { billingKeys } from './billing.ts';
import type { ApiClient, CallOptions } from '../../client/client.ts';
import { changedRecord, dropFromLists, putInLists } from '../../reading/changed-record.ts';
import { listAdapter, useResourceMutation, type ListSource } from '../list-adapter.ts';
import { createLocalList } from '../../reading/local-list.ts';
import { entityKeys } from '../resource-keys.ts';
import type { User, UserCreatePayload, UserListQuery, UserUpdatePayload } from '../../schemas/accounts/user.ts';
import { USER_SORT } from '../../schemas/list-sorts.ts';
import { callQuery } from '../call-query.ts';

// Fetchers: one per catalog call.
/** Null when the answer holds no readable user (the screen says it was not found). */
export const getUser = (api: ApiClient, id: string) => api.call('getUser', { params: { id } }).then((r) => r.user);
export const createUser = (api: ApiClient, body: UserCreatePayload, call?: CallOptions) =>
  api.call('createUser', { body }, call).then((r) => r.user);
export const updateUser = (api: ApiClient, { id, body }: { id: string; body: UserUpdatePayload }, call?: CallOptions) =>
  api.call('updateUser', { params: { id }, body }, call).then((r) => r.user);
export const deleteUser = (api: ApiClient, id: string) => api.call('deleteUser', { params: { id } });

export const userKeys = entityKeys<UserListQuery>('users');

/** What a view of the user list means, for a server that sends every user at once (the mock's rules). */
const userLocalList = createLocalList<User, UserListQuery>({
  rowId: (u) => u.id,
  searchText: (u) => [u.username, u.email, u.id, u.tenantId, u.subsclight_customer_id],
  sort: USER_SORT,
  filters: {
    role: {
      matches: (u, q) => (u.role ?? '').toUpperCase() === String(q.role).toUpperCase(),
      carriedBy: (u) => u.role !== null,
    },
    userType: { matches: (u, q) => u.userType === q.userType, carriedBy: (u) => u.userType !== null },
  },
});

/** The contract pages the user list (page, pageSize, role, search); sorting and the type filter are ours. */
export const userListSource: ListSource<User, UserListQuery, 'listUsers'> = {
  call: 'listUsers',
  rows: 'users',
  keys: userKeys,
  local: userLocalList,
  contractPages: true,
};

export const getUserQueryOptions = callQuery(userKeys.detail, getUser);

export const useUser = (id: string) => useQuery(getUserQueryOptions(useApi(), id));

/** Every user change moves the user lists. */
const invalidateUserLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: userKeys.lists() });

// A tenant user just registered is now marked '既に登録済み' in the picker.
export const useCreateUser = () =>
  useResourceMutation(createUser, (queryClient) =>
    Promise.all([
      invalidateUserLists(queryClient),
      queryClient.invalidateQueries({ queryKey: billingKeys.tenantUsers() }),
    ]),
  );

export const useUpdateUser = () =>
  useResourceMutation(updateUser, (queryClient, answer, { id }) => {
    const user = changedRecord(answer);
    putInLists(queryClient, userKeys.lists(), user);
    if (user) queryClient.setQueryData(userKeys.detail(id), user);
    else void queryClient.invalidateQueries({ queryKey: userKeys.detail(id) });
    return invalidateUserLists(queryClient);
  });

/** A deleted user's detail leaves the cache at once; the lists are read again. */
export const useDeleteUser = () =>
  useResourceMutation(deleteUser, (queryClient, _result, id) => {
    queryClient.removeQueries({ queryKey: userKeys.detail(id) });
    dropFromLists(queryClient, userKeys.lists(), id);
    return invalidateUserLists(queryClient);
  });

/** What the user list needs of the API (list-adapter.ts); a row's delete is useDeleteUser. */
export const userListAdapter = listAdapter(userListSource, invalidateUserLists);
