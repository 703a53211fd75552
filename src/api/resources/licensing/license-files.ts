// Licence files and offline activation (the `licenseFiles` extension): the settings, the public
// signing key, a checkout, an activation from a request file and the return of an offline
// device. Each change moves the licences, the devices, the dashboard and the user's own lists.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient, CallOptions } from '../../client/client.ts';
import { dashboardKeys } from '../reports/dashboard.ts';
import { deviceKeys } from './devices.ts';
import { licenseTermKeys } from './license-terms.ts';
import { licenseKeys } from './licenses.ts';
import { useResourceMutation } from '../list-adapter.ts';
import type { LicenseFileCheckoutPayload, OfflineActivationPayload } from '../../schemas/licensing/license-file.ts';
import { selfServiceKeys } from '../accounts/self-service.ts';
import { MAX_LIST_PAGE_SIZE } from '../../../shared/constants.ts';

export const licenseFileKeys = {
  all: ['license-files'] as const,
  settings: () => [...licenseFileKeys.all, 'settings'] as const,
  signingKey: () => [...licenseFileKeys.all, 'signing-key'] as const,
};

// Fetchers: one per catalog call.
export const getLicenseFileSettings = (api: ApiClient) => api.call('getLicenseFileSettings', {});
export const getLicenseSigningKey = (api: ApiClient) => api.call('getLicenseSigningKey', {});
// A time to live is one of the server's settings, which may differ from the console's constants.
type Ttl<P> = Omit<P, 'ttlDays'> & { ttlDays: number };
export const checkoutLicenseFile = (
  api: ApiClient,
  { id, ...body }: { id: string } & Ttl<LicenseFileCheckoutPayload>,
  call?: CallOptions,
) => api.call('checkoutLicenseFile', { params: { id }, body: body as LicenseFileCheckoutPayload }, call);
export const activateOffline = (api: ApiClient, body: Ttl<OfflineActivationPayload>) =>
  api.call('activateOffline', { body: body as OfflineActivationPayload });
export const returnOfflineDevice = (api: ApiClient, { id, returnCode }: { id: string; returnCode: string }) =>
  api.call('returnOfflineDevice', { params: { id }, body: { returnCode } });

/** `enabled` false: the server lacks the extension (nothing is asked). */
export const useLicenseFileSettings = (enabled: boolean) => {
  const api = useApi();
  return useQuery({
    ...queryOptions({ queryKey: licenseFileKeys.settings(), queryFn: () => getLicenseFileSettings(api) }),
    enabled,
  });
};
export const useLicenseSigningKey = (enabled: boolean) => {
  const api = useApi();
  return useQuery({
    ...queryOptions({ queryKey: licenseFileKeys.signingKey(), queryFn: () => getLicenseSigningKey(api) }),
    enabled,
  });
};

/** The ACTIVE devices of a licence (a file is checked out for one of them); null: nothing is asked. */
export const useActiveDevicesOf = (licenseId: string | null) => {
  const api = useApi();
  const query = { licenseId: licenseId ?? '', status: 'ACTIVE' as const, page: 1, pageSize: MAX_LIST_PAGE_SIZE };
  return useQuery({
    queryKey: deviceKeys.list(query),
    queryFn: () => api.call('listDevices', { query }),
    select: (r) => r.devices,
    enabled: licenseId !== null,
  });
};

/** What a new or returned offline device moves: its licence's seats, the device views, the counts. */
function invalidateOffline(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: licenseKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: licenseTermKeys.all }),
    queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: selfServiceKeys.all }),
  ]);
}

export const useCheckoutLicenseFile = () => useResourceMutation(checkoutLicenseFile, invalidateOffline);
export const useActivateOffline = () => useResourceMutation(activateOffline, invalidateOffline);
export const useReturnOfflineDevice = () => useResourceMutation(returnOfflineDevice, invalidateOffline);
