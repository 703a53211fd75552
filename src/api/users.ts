// User management calls (spec §2 User management / User creation, §7 Users): fetchers,
// query keys, query options and hooks. Every mutation invalidates the user lists.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from './billing.ts';
import { callApi } from './http.ts';
import type { UserCreatePayload, UserListQuery, UserUpdatePayload } from './schemas/user.ts';

// Fetchers: one per catalog call.
export const listUsers = (query: UserListQuery) => callApi('listUsers', { query });
export const getUser = (id: string) => callApi('getUser', { params: { id } }).then((r) => r.user);
export const createUser = (body: UserCreatePayload) => callApi('createUser', { body }).then((r) => r.user);
export const updateUser = ({ id, body }: { id: string; body: UserUpdatePayload }) =>
  callApi('updateUser', { params: { id }, body }).then((r) => r.user);
export const deleteUser = (id: string) => callApi('deleteUser', { params: { id } });

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: string) => [...userKeys.details(), id] as const,
};

export const getUsersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => listUsers(query),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const getUserQueryOptions = (id: string) => queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

export const useUsers = (query: UserListQuery) => useQuery(getUsersQueryOptions(query));
export const useUser = (id: string) => useQuery(getUserQueryOptions(id));

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // A tenant user just registered is now marked '既に登録済み' in the picker.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: billingKeys.tenantUsers() }),
      ]),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
