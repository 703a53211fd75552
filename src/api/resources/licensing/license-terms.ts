// One licence's terms and lifecycle (extensions licensePolicies, entitlements,
// licenseLifecycle): the policy it came from, its features, what may be done to it now, and the
// changes (延長, アクティベーションのリセット, 譲渡, the maximum activations, its features).
// Every change moves the licence lists, the dashboard (its history too), the devices (a reset
// deactivates them) and this licence's own terms.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient, CallOptions } from '../../client/client.ts';
import { dashboardKeys } from '../reports/dashboard.ts';
import { deviceKeys } from './devices.ts';
import { licenseKeys } from './licenses.ts';
import { useResourceMutation } from '../list-adapter.ts';
import type { DurationUnit } from '../../schemas/licensing/policy.ts';
import type { ExtendPayload, MaxActivationsPayload, TransferPayload } from '../../schemas/licensing/license-terms.ts';
import { userTimeZone } from '../../../shared/time-zone.ts';

export const licenseTermKeys = {
  all: ['license-terms'] as const,
  of: (id: string) => [...licenseTermKeys.all, id] as const,
  policy: (id: string) => [...licenseTermKeys.of(id), 'policy'] as const,
  entitlements: (id: string) => [...licenseTermKeys.of(id), 'entitlements'] as const,
  actions: (id: string) => [...licenseTermKeys.of(id), 'actions'] as const,
};

// Fetchers: one per catalog call.
export const getLicensePolicy = async (api: ApiClient, id: string) =>
  (await api.call('getLicensePolicy', { params: { id } })).policy;
export const getLicenseEntitlements = (api: ApiClient, id: string) =>
  api.call('getLicenseEntitlements', { params: { id } });
export const getLicenseActions = (api: ApiClient, id: string) => api.call('getLicenseActions', { params: { id } });
export const updateLicenseEntitlements = (
  api: ApiClient,
  { id, entitlements }: { id: string; entitlements: string[] },
  call?: CallOptions,
) => api.call('updateLicenseEntitlements', { params: { id }, body: { entitlements } }, call);
export const extendLicense = (api: ApiClient, { id, ...body }: { id: string } & ExtendPayload, call?: CallOptions) =>
  api.call('extendLicense', { params: { id }, body }, call);
export const resetLicenseActivations = (api: ApiClient, id: string) =>
  api.call('resetLicenseActivations', { params: { id } });
export const transferLicense = (
  api: ApiClient,
  { id, ...body }: { id: string } & TransferPayload,
  call?: CallOptions,
) => api.call('transferLicense', { params: { id }, body }, call);
export const updateLicenseMaxActivations = (
  api: ApiClient,
  { id, ...body }: { id: string } & MaxActivationsPayload,
  call?: CallOptions,
) => api.call('updateLicenseMaxActivations', { params: { id }, body }, call);

/** Extends by a period on the user's calendar (the bulk 延長: the same period for every licence). */
export const extendLicenseBy = (api: ApiClient, id: string, value: number, unit: DurationUnit) =>
  extendLicense(api, { id, by: { value, unit }, timeZone: userTimeZone() });

/** `null`: the licence detail is closed, or the server lacks the extension (nothing is asked). */
export const useLicensePolicyTerms = (id: string | null) => {
  const api = useApi();
  return useQuery({
    ...queryOptions({ queryKey: licenseTermKeys.policy(id ?? ''), queryFn: () => getLicensePolicy(api, id ?? '') }),
    enabled: id !== null,
  });
};
export const useLicenseEntitlements = (id: string | null) => {
  const api = useApi();
  return useQuery({
    ...queryOptions({
      queryKey: licenseTermKeys.entitlements(id ?? ''),
      queryFn: () => getLicenseEntitlements(api, id ?? ''),
    }),
    enabled: id !== null,
  });
};
export const useLicenseActions = (id: string | null) => {
  const api = useApi();
  return useQuery({
    ...queryOptions({ queryKey: licenseTermKeys.actions(id ?? ''), queryFn: () => getLicenseActions(api, id ?? '') }),
    enabled: id !== null,
  });
};

/** What a change of one licence (or of many, a bulk run) moves. */
export function invalidateLicenseTerms(queryClient: QueryClient, id?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: id ? licenseTermKeys.of(id) : licenseTermKeys.all }),
    queryClient.invalidateQueries({ queryKey: licenseKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: deviceKeys.lists() }),
  ]);
}

const byLicense = (queryClient: QueryClient, _result: unknown, variables: string | { id: string }) =>
  invalidateLicenseTerms(queryClient, typeof variables === 'string' ? variables : variables.id);

export const useUpdateLicenseEntitlements = () => useResourceMutation(updateLicenseEntitlements, byLicense);
export const useExtendLicense = () => useResourceMutation(extendLicense, byLicense);
export const useResetLicenseActivations = () => useResourceMutation(resetLicenseActivations, byLicense);
export const useTransferLicense = () => useResourceMutation(transferLicense, byLicense);
export const useUpdateLicenseMaxActivations = () => useResourceMutation(updateLicenseMaxActivations, byLicense);
