// Self-service calls of an ordinary user (docs/product.md §2):
// fetchers, query keys, query options and hooks. The server only ever returns the
// signed-in user's own data here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient, CallOptions } from '../../client/client.ts';
import { changedRecord } from '../../reading/changed-record.ts';
import { useResourceMutation } from '../list-adapter.ts';
import type { ProfileUpdatePayload } from '../../schemas/accounts/user.ts';
import { callQuery } from '../call-query.ts';

// Fetchers: one per catalog call.
export const getStats = (api: ApiClient) => api.call('getStats', {});
export const getProfile = (api: ApiClient) => api.call('getProfile', {});
export const updateProfile = (api: ApiClient, body: ProfileUpdatePayload, call?: CallOptions) =>
  api.call('updateProfile', { body }, call);
export const listUserLicenses = (api: ApiClient) => api.call('listUserLicenses', {});
export const listMyLicenses = (api: ApiClient) => api.call('listMyLicenses', {});
export const listMyDevices = (api: ApiClient) => api.call('listMyDevices', {});
export const deactivateMyDevice = (api: ApiClient, id: string) => api.call('deactivateMyDevice', { params: { id } });

export const selfServiceKeys = {
  all: ['self-service'] as const,
  stats: () => [...selfServiceKeys.all, 'stats'] as const,
  profile: () => [...selfServiceKeys.all, 'profile'] as const,
  userLicenses: () => [...selfServiceKeys.all, 'user-licenses'] as const,
  myLicenses: () => [...selfServiceKeys.all, 'my-licenses'] as const,
  myDevices: () => [...selfServiceKeys.all, 'my-devices'] as const,
};

export const getStatsQueryOptions = callQuery(selfServiceKeys.stats, getStats);
export const getProfileQueryOptions = callQuery(selfServiceKeys.profile, getProfile);
// The lists' answers, whole: the screens select their rows, and how many rows were left out.
const userLicensesQuery = callQuery(selfServiceKeys.userLicenses, listUserLicenses);
const myLicensesQuery = callQuery(selfServiceKeys.myLicenses, listMyLicenses);
type MyDevicesAnswer = Awaited<ReturnType<typeof listMyDevices>>;
const myDevicesQuery = callQuery(selfServiceKeys.myDevices, listMyDevices);

export const getUserLicensesQueryOptions = (api: ApiClient) =>
  queryOptions({ ...userLicensesQuery(api), select: (r) => r.licenses });
export const getMyLicensesQueryOptions = (api: ApiClient) =>
  queryOptions({ ...myLicensesQuery(api), select: (r) => r.licenses });
export const getMyDevicesQueryOptions = (api: ApiClient) =>
  queryOptions({ ...myDevicesQuery(api), select: (r) => r.devices });

export const useStats = () => useQuery(getStatsQueryOptions(useApi()));
export const useProfile = () => useQuery(getProfileQueryOptions(useApi()));
export const useUserLicenses = () => useQuery(getUserLicensesQueryOptions(useApi()));
export const useMyLicenses = () => useQuery(getMyLicensesQueryOptions(useApi()));
export const useMyDevices = () => useQuery(getMyDevicesQueryOptions(useApi()));

/** Rows of the same answer left out for lack of an id or key (0 until it is read): the same query, no second call. */
export const useUserLicensesSkipped = () =>
  useQuery({ ...userLicensesQuery(useApi()), select: (r) => r.skippedRows }).data ?? 0;
export const useMyLicensesSkipped = () =>
  useQuery({ ...myLicensesQuery(useApi()), select: (r) => r.skippedRows }).data ?? 0;
export const useMyDevicesSkipped = () =>
  useQuery({ ...myDevicesQuery(useApi()), select: (r) => r.skippedRows }).data ?? 0;

// An answer holding the saved profile shows it at once; the profile is read again either way.
export const useUpdateProfile = () =>
  useResourceMutation(updateProfile, (queryClient, profile) => {
    if (changedRecord(profile)) queryClient.setQueryData(selfServiceKeys.profile(), profile);
    return queryClient.invalidateQueries({ queryKey: selfServiceKeys.profile() });
  });

// An answer holding the device shows it in its row at once (its fields over the row's, an absent
// one keeps the row's); the device list, My page's counts and the licences' activations are read again.
export const useDeactivateMyDevice = () =>
  useResourceMutation(deactivateMyDevice, (queryClient, answer, id) => {
    const device = answer.device;
    if (device && device.device_id === id) {
      const known = Object.fromEntries(Object.entries(device).filter(([, value]) => value !== null));
      queryClient.setQueryData(selfServiceKeys.myDevices(), (data: MyDevicesAnswer | undefined) =>
        data ? { ...data, devices: data.devices.map((d) => (d.device_id === id ? { ...d, ...known } : d)) } : data,
      );
    }
    return queryClient.invalidateQueries({ queryKey: selfServiceKeys.all });
  });
