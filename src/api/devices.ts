// Devices (spec §7): fetchers, query keys, query options and hooks of the admin device screen.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from './http.ts';
import { dashboardKeys } from './dashboard.ts';
import type { DeviceListQuery } from './schemas/device.ts';
import { DEVICE_AUTO_REFRESH_MS } from '../shared/constants.ts';

export const listDevices = (query: DeviceListQuery) => callApi('listDevices', { query });
export const getDevice = (id: string) => callApi('getDevice', { params: { id } });
export const deactivateDevice = (id: string) => callApi('deactivateDevice', { params: { id }, body: {} });
export const deleteDevice = (id: string) => callApi('deleteDevice', { params: { id } });

export const deviceKeys = {
  all: ['devices'] as const,
  lists: () => [...deviceKeys.all, 'list'] as const,
  list: (query: DeviceListQuery) => [...deviceKeys.lists(), query] as const,
  details: () => [...deviceKeys.all, 'detail'] as const,
  detail: (id: string) => [...deviceKeys.details(), id] as const,
};

export const getDevicesQueryOptions = (query: DeviceListQuery) =>
  queryOptions({
    queryKey: deviceKeys.list(query),
    queryFn: () => listDevices(query),
    // Spec §9: the table refreshes itself every 30 s; the same key keeps page and sort.
    refetchInterval: DEVICE_AUTO_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export const getDeviceQueryOptions = (id: string) =>
  queryOptions({ queryKey: deviceKeys.detail(id), queryFn: () => getDevice(id), select: (r) => r.device });

export const useDevices = (query: DeviceListQuery) => useQuery(getDevicesQueryOptions(query));
export const useDevice = (id: string | null, enabled = true) =>
  useQuery({ ...getDeviceQueryOptions(id ?? ''), enabled: enabled && id !== null });

function invalidateDeviceData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

export function useDeactivateDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateDevice, onSuccess: () => invalidateDeviceData(queryClient) });
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDevice, onSuccess: () => invalidateDeviceData(queryClient) });
}
