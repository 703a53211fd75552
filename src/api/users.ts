// User management calls (spec §2 User management / User creation, §7 Users): fetchers,
// query keys, query options, hooks and the list's adapter. Every mutation invalidates the
// user lists.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { billingKeys } from './billing.ts';
import type { ApiClient } from './client.ts';
import { pageQueryOptions, useListAdapter, useResourceMutation, type ListAdapter } from './list-adapter.ts';
import { entityKeys } from './resource-keys.ts';
import type { UserCreatePayload, UserListQuery, UserUpdatePayload } from './schemas/user.ts';

// Fetchers: one per catalog call.
export const listUsers = (api: ApiClient, query: UserListQuery) => api.call('listUsers', { query });
export const getUser = (api: ApiClient, id: string) => api.call('getUser', { params: { id } }).then((r) => r.user);
export const createUser = (api: ApiClient, body: UserCreatePayload) => api.call('createUser', { body }).then((r) => r.user);
export const updateUser = (api: ApiClient, { id, body }: { id: string; body: UserUpdatePayload }) =>
  api.call('updateUser', { params: { id }, body }).then((r) => r.user);
export const deleteUser = (api: ApiClient, id: string) => api.call('deleteUser', { params: { id } });

export const userKeys = entityKeys<UserListQuery>('users');

export const getUsersQueryOptions = pageQueryOptions(userKeys, listUsers);

export const getUserQueryOptions = (api: ApiClient, id: string) => queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(api, id) });

export const useUser = (id: string) => useQuery(getUserQueryOptions(useApi(), id));

/** Every user change moves the user lists. */
const invalidateUserLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: userKeys.lists() });

// A tenant user just registered is now marked '既に登録済み' in the picker.
export const useCreateUser = () =>
  useResourceMutation(createUser, (queryClient) =>
    Promise.all([invalidateUserLists(queryClient), queryClient.invalidateQueries({ queryKey: billingKeys.tenantUsers() })]),
  );

export const useUpdateUser = () =>
  useResourceMutation(updateUser, (queryClient, user) => {
    queryClient.setQueryData(userKeys.detail(user.id), user);
    return invalidateUserLists(queryClient);
  });

/** A deleted user's detail leaves the cache at once; the lists are read again. */
export const useDeleteUser = () =>
  useResourceMutation(deleteUser, (queryClient, _result, id) => {
    queryClient.removeQueries({ queryKey: userKeys.detail(id) });
    return invalidateUserLists(queryClient);
  });

const userListAdapter = (api: ApiClient, queryClient: QueryClient) =>
  ({
    pageQuery: (query) => getUsersQueryOptions(api, query),
    invalidate: () => invalidateUserLists(queryClient),
  }) satisfies ListAdapter<UserListQuery, ReturnType<typeof getUsersQueryOptions>>;

/** What the user list needs of the API (list-adapter.ts); a row's delete is useDeleteUser. */
export const useUserList = () => useListAdapter(userListAdapter);
