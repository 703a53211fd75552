// Devices (docs/product.md §7): fetchers, query keys, query options, hooks and the list's adapter
// of the admin device screen.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient } from '../../client/client.ts';
import { dashboardKeys } from '../reports/dashboard.ts';
import { licenseKeys } from './licenses.ts';
import { changedRecord, dropFromLists, putInLists } from '../../reading/changed-record.ts';
import { listAdapter, useResourceMutation, type ListSource } from '../list-adapter.ts';
import { createLocalList } from '../../reading/local-list.ts';
import { entityKeys } from '../resource-keys.ts';
import type { Device, DeviceListQuery } from '../../schemas/licensing/device.ts';
import { DEVICE_SORT } from '../../schemas/list-sorts.ts';
import { DEVICE_AUTO_REFRESH_MS } from '../../../shared/constants.ts';
import { heartbeatOlderThan } from '../../../shared/list-filters.ts';

export const getDevice = (api: ApiClient, id: string) => api.call('getDevice', { params: { id } });
export const deactivateDevice = (api: ApiClient, id: string) =>
  api.call('deactivateDevice', { params: { id }, body: {} });
export const deleteDevice = (api: ApiClient, id: string) => api.call('deleteDevice', { params: { id } });
/** Activates the device again on the licence it holds (the contract names the licence in the body). */
export const activateDevice = (api: ApiClient, device: Pick<Device, 'id' | 'licenseId'>) =>
  api.call('activateDevice', { params: { id: device.id }, body: { license_id: device.licenseId ?? '' } });
export const blockDevice = (api: ApiClient, id: string) => api.call('blockDevice', { params: { id } });
export const unblockDevice = (api: ApiClient, id: string) => api.call('unblockDevice', { params: { id } });

export const deviceKeys = entityKeys<DeviceListQuery>('devices');

/** What a view of the device list means, for a server that sends every device at once (the mock's rules). */
const deviceLocalList = createLocalList<Device, DeviceListQuery>({
  rowId: (d) => d.id,
  searchText: (d) => [d.id, d.hardwareId, d.name, d.licenseId],
  sort: DEVICE_SORT,
  filters: {
    status: { matches: (d, q) => d.status === q.status, carriedBy: (d) => d.status !== null },
    licenseId: { matches: (d, q) => d.licenseId === q.licenseId, carriedBy: (d) => d.licenseId !== null },
    heartbeatOlderThanHours: {
      matches: (d, q, at) => heartbeatOlderThan(d, q.heartbeatOlderThanHours, at),
      carriedBy: (d) => d.lastHeartbeat !== null,
    },
  },
});

export const deviceListSource: ListSource<Device, DeviceListQuery, 'listDevices'> = {
  call: 'listDevices',
  rows: 'devices',
  keys: deviceKeys,
  local: deviceLocalList,
  // The table refreshes itself every 30 s (the same key keeps page and sort); every device read at once is read again with it.
  pageOptions: { refetchInterval: DEVICE_AUTO_REFRESH_MS },
  freshMs: DEVICE_AUTO_REFRESH_MS,
};

export const getDeviceQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: deviceKeys.detail(id), queryFn: () => getDevice(api, id), select: (r) => r.device });

export const useDevice = (id: string | null, enabled = true) =>
  useQuery({ ...getDeviceQueryOptions(useApi(), id ?? ''), enabled: enabled && id !== null });

/**
 * Every device change moves the device views, the dashboard figures and the licences' activation
 * counts (single actions and bulk runs alike).
 */
function invalidateDeviceData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: licenseKeys.lists() }),
  ]);
}

/** A change whose answer holds the device shows it at once (row and detail); everything is read again anyway. */
function showChangedDevice(queryClient: QueryClient, answer: { device?: Device | null }, id: string) {
  const device = changedRecord(answer.device);
  putInLists(queryClient, deviceKeys.lists(), device);
  if (device) queryClient.setQueryData(deviceKeys.detail(id), { device });
  return invalidateDeviceData(queryClient);
}

export const useDeactivateDevice = () => useResourceMutation(deactivateDevice, showChangedDevice);
export const useActivateDevice = () =>
  useResourceMutation(activateDevice, (queryClient, answer, device: Pick<Device, 'id' | 'licenseId'>) =>
    showChangedDevice(queryClient, answer, device.id),
  );
export const useBlockDevice = () => useResourceMutation(blockDevice, showChangedDevice);
export const useUnblockDevice = () => useResourceMutation(unblockDevice, showChangedDevice);
export const useDeleteDevice = () =>
  useResourceMutation(deleteDevice, (queryClient, _answer, id) => {
    dropFromLists(queryClient, deviceKeys.lists(), id);
    queryClient.removeQueries({ queryKey: deviceKeys.detail(id) });
    return invalidateDeviceData(queryClient);
  });

export type DeviceItemAction = 'deactivate' | 'delete';

/** What the device list needs of the API (list-adapter.ts). */
export const deviceListAdapter = listAdapter(deviceListSource, invalidateDeviceData, {
  deactivate: deactivateDevice,
  delete: deleteDevice,
} satisfies Record<DeviceItemAction, unknown>);
