// Licence policies and each application's feature catalogue (extensions licensePolicies,
// entitlements): fetchers, keys, hooks. A policy change moves the policy lists only (issued
// licences keep what they took); a new feature, its application's catalogue.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient, CallOptions } from '../../client/client.ts';
import { dashboardKeys } from '../reports/dashboard.ts';
import { useResourceMutation } from '../list-adapter.ts';
import type {
  EntitlementCreatePayload,
  PolicyCreatePayload,
  PolicyUpdatePayload,
} from '../../schemas/licensing/policy.ts';
import { callQuery } from '../call-query.ts';

export const policyKeys = {
  all: ['license-policies'] as const,
  lists: () => [...policyKeys.all, 'list'] as const,
  list: (applicationId: string | null) => [...policyKeys.lists(), applicationId ?? 'all'] as const,
  catalogue: (applicationId: string) => [...policyKeys.all, 'catalogue', applicationId] as const,
};

// Fetchers: one per catalog call.
export const listLicensePolicies = async (api: ApiClient, applicationId: string | null) =>
  (await api.call('listLicensePolicies', { query: applicationId ? { applicationId } : {} })).policies;
export const createLicensePolicy = (api: ApiClient, body: PolicyCreatePayload, call?: CallOptions) =>
  api.call('createLicensePolicy', { body }, call);
export const updateLicensePolicy = (
  api: ApiClient,
  { id, body }: { id: string; body: PolicyUpdatePayload },
  call?: CallOptions,
) => api.call('updateLicensePolicy', { params: { id }, body }, call);
export const deleteLicensePolicy = (api: ApiClient, id: string) => api.call('deleteLicensePolicy', { params: { id } });
export const listEntitlements = async (api: ApiClient, applicationId: string) =>
  (await api.call('listEntitlements', { params: { id: applicationId } })).entitlements;
export const createEntitlement = (
  api: ApiClient,
  { applicationId, body }: { applicationId: string; body: EntitlementCreatePayload },
  call?: CallOptions,
) => api.call('createEntitlement', { params: { id: applicationId }, body }, call);

export const getPoliciesQueryOptions = callQuery(policyKeys.list, listLicensePolicies);

/** Every policy, or one application's; `enabled: false` asks nothing (the server lacks them, or no application is chosen). */
export const useLicensePolicies = (applicationId: string | null, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPoliciesQueryOptions(useApi(), applicationId), enabled });

/** An application's features; null asks nothing. */
export const useEntitlementCatalogue = (
  applicationId: string | null,
  { enabled = true }: { enabled?: boolean } = {},
) => {
  const api = useApi();
  return useQuery({
    queryKey: policyKeys.catalogue(applicationId ?? ''),
    queryFn: () => listEntitlements(api, applicationId ?? ''),
    enabled: enabled && applicationId !== null,
  });
};

const invalidatePolicies = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);

export const useCreateLicensePolicy = () => useResourceMutation(createLicensePolicy, invalidatePolicies);
export const useUpdateLicensePolicy = () => useResourceMutation(updateLicensePolicy, invalidatePolicies);
export const useDeleteLicensePolicy = () => useResourceMutation(deleteLicensePolicy, invalidatePolicies);
export const useCreateEntitlement = () =>
  useResourceMutation(createEntitlement, (queryClient, _r, { applicationId }) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: policyKeys.catalogue(applicationId) }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]),
  );
