// Self-service calls of an ordinary user (spec §2 My page / My licenses / My devices):
// fetchers, query keys, query options and hooks. The server only ever returns the
// signed-in user's own data here.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './http.ts';
import type { ProfileUpdatePayload } from './schemas/user.ts';

// Fetchers: one per catalog call.
export const getStats = () => callApi('getStats', {});
export const getProfile = () => callApi('getProfile', {});
export const updateProfile = (body: ProfileUpdatePayload) => callApi('updateProfile', { body });
export const listUserLicenses = () => callApi('listUserLicenses', {});
export const listMyLicenses = () => callApi('listMyLicenses', {});
export const listMyDevices = () => callApi('listMyDevices', {});
export const deactivateMyDevice = (id: string) => callApi('deactivateMyDevice', { params: { id } });

export const selfServiceKeys = {
  all: ['self-service'] as const,
  stats: () => [...selfServiceKeys.all, 'stats'] as const,
  profile: () => [...selfServiceKeys.all, 'profile'] as const,
  userLicenses: () => [...selfServiceKeys.all, 'user-licenses'] as const,
  myLicenses: () => [...selfServiceKeys.all, 'my-licenses'] as const,
  myDevices: () => [...selfServiceKeys.all, 'my-devices'] as const,
};

export const getStatsQueryOptions = () => queryOptions({ queryKey: selfServiceKeys.stats(), queryFn: getStats });
export const getProfileQueryOptions = () => queryOptions({ queryKey: selfServiceKeys.profile(), queryFn: getProfile });
export const getUserLicensesQueryOptions = () =>
  queryOptions({ queryKey: selfServiceKeys.userLicenses(), queryFn: listUserLicenses, select: (r) => r.licenses });
export const getMyLicensesQueryOptions = () =>
  queryOptions({ queryKey: selfServiceKeys.myLicenses(), queryFn: listMyLicenses, select: (r) => r.licenses });
export const getMyDevicesQueryOptions = () =>
  queryOptions({ queryKey: selfServiceKeys.myDevices(), queryFn: listMyDevices, select: (r) => r.devices });

export const useStats = () => useQuery(getStatsQueryOptions());
export const useProfile = () => useQuery(getProfileQueryOptions());
export const useUserLicenses = () => useQuery(getUserLicensesQueryOptions());
export const useMyLicenses = () => useQuery(getMyLicensesQueryOptions());
export const useMyDevices = () => useQuery(getMyDevicesQueryOptions());

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      // The response is the saved profile: show it at once, then let the list agree.
      queryClient.setQueryData(selfServiceKeys.profile(), profile);
      return queryClient.invalidateQueries({ queryKey: selfServiceKeys.profile() });
    },
  });
}

export function useDeactivateMyDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateMyDevice,
    // The device list, the counts of My page and the licences' activation counts may all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selfServiceKeys.all }),
  });
}
