// Devices (spec §7): fetchers, query keys, query options, hooks and the list's adapter of the
// admin device screen.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';
import { dashboardKeys } from './dashboard.ts';
import { bulkListAdapter, pageQueryOptions, useListAdapter, useResourceMutation } from './list-adapter.ts';
import { entityKeys } from './resource-keys.ts';
import type { DeviceListQuery } from './schemas/device.ts';
import { DEVICE_AUTO_REFRESH_MS } from '../shared/constants.ts';

export const listDevices = (api: ApiClient, query: DeviceListQuery) => api.call('listDevices', { query });
export const getDevice = (api: ApiClient, id: string) => api.call('getDevice', { params: { id } });
export const deactivateDevice = (api: ApiClient, id: string) => api.call('deactivateDevice', { params: { id }, body: {} });
export const deleteDevice = (api: ApiClient, id: string) => api.call('deleteDevice', { params: { id } });

export const deviceKeys = entityKeys<DeviceListQuery>('devices');

// Spec §9: the table refreshes itself every 30 s; the same key keeps page and sort.
export const getDevicesQueryOptions = pageQueryOptions(deviceKeys, listDevices, { refetchInterval: DEVICE_AUTO_REFRESH_MS });

export const getDeviceQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: deviceKeys.detail(id), queryFn: () => getDevice(api, id), select: (r) => r.device });

export const useDevices = (query: DeviceListQuery) => useQuery(getDevicesQueryOptions(useApi(), query));
export const useDevice = (id: string | null, enabled = true) =>
  useQuery({ ...getDeviceQueryOptions(useApi(), id ?? ''), enabled: enabled && id !== null });

/** Every device change moves the device views and the dashboard figures (single actions and bulk runs alike). */
function invalidateDeviceData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

export const useDeactivateDevice = () => useResourceMutation(deactivateDevice, invalidateDeviceData);
export const useDeleteDevice = () => useResourceMutation(deleteDevice, invalidateDeviceData);

export type DeviceItemAction = 'deactivate' | 'delete';

const deviceListAdapter = bulkListAdapter({
  pageQuery: getDevicesQueryOptions,
  list: listDevices,
  rowsOf: (answer) => answer.devices,
  actions: { deactivate: deactivateDevice, delete: deleteDevice } satisfies Record<DeviceItemAction, unknown>,
  invalidate: invalidateDeviceData,
});

/** What the device list needs of the API (list-adapter.ts). */
export const useDeviceList = () => useListAdapter(deviceListAdapter);
