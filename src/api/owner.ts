// Owner link to the billing provider and the licence quota (spec §2 Owner settings /
// License-usage panel, §7 Quota, owner, billing provider): fetchers, keys, options, hooks.
import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';
import { callApi } from './http.ts';
import type { Owner, OwnerCreatePayload, OwnerUpdatePayload } from './schemas/owner.ts';

// Fetchers: one per catalog call.
/** A 404 means no owner, like `exists: false` (spec §7). */
export async function getMyOwner(): Promise<Owner> {
  try {
    return await callApi('getMyOwner', {});
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return { exists: false };
    throw error;
  }
}
export const createMyOwner = (body: OwnerCreatePayload) => callApi('createMyOwner', { body });
export const updateMyOwner = (body: OwnerUpdatePayload) => callApi('updateMyOwner', { body });
/**
 * The owner's whole billing key (beyond the spec), for the reveal button only: like
 * revealMyApplicationKey, neither a query nor a mutation, so that no cache holds it.
 */
export const revealMyOwnerKey = () => callApi('revealMyOwnerKey', {}).then((r) => r.subsclight_api_key);
/** The quota calls take the owner id (spec §7: "license usage by owner_id"). */
export const getQuota = (ownerId: string) => callApi('getQuota', { params: { id: ownerId } });
export const syncQuota = (ownerId: string) => callApi('syncQuota', { params: { id: ownerId } });
export const getLicenseUsage = (ownerId: string) => callApi('getLicenseUsage', { params: { id: ownerId } });

export const ownerKeys = {
  all: ['owner'] as const,
  mine: () => [...ownerKeys.all, 'mine'] as const,
};
export const quotaKeys = {
  all: ['quota'] as const,
  quota: (ownerId: string) => [...quotaKeys.all, ownerId] as const,
  usage: (ownerId: string) => [...quotaKeys.all, ownerId, 'usage'] as const,
};

export const getMyOwnerQueryOptions = () => queryOptions({ queryKey: ownerKeys.mine(), queryFn: getMyOwner });
export const getQuotaQueryOptions = (ownerId: string) => queryOptions({ queryKey: quotaKeys.quota(ownerId), queryFn: () => getQuota(ownerId) });
export const getLicenseUsageQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: quotaKeys.usage(ownerId), queryFn: () => getLicenseUsage(ownerId) });

export const useMyOwner = () => useQuery(getMyOwnerQueryOptions());
export const useQuota = (ownerId: string | null) => useQuery({ ...getQuotaQueryOptions(ownerId ?? ''), enabled: ownerId !== null });
export const useLicenseUsage = (ownerId: string | null) =>
  useQuery({ ...getLicenseUsageQueryOptions(ownerId ?? ''), enabled: ownerId !== null });

export interface OwnerCalls {
  /** Always asks the server (the reload button), and shares the answer with the cache. */
  load: () => Promise<Owner>;
  create: (body: OwnerCreatePayload) => Promise<Owner>;
  update: (body: OwnerUpdatePayload) => Promise<Owner>;
}

/**
 * The owner calls as plain async functions, for the owner-settings machine's injected
 * actors; they keep the query cache in step (the owner, and the quota it unlocks).
 */
export function useOwnerCalls(): OwnerCalls {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const saved = async (owner: Owner) => {
      queryClient.setQueryData(ownerKeys.mine(), owner);
      await queryClient.invalidateQueries({ queryKey: quotaKeys.all });
      return owner;
    };
    return {
      load: () => queryClient.fetchQuery({ ...getMyOwnerQueryOptions(), staleTime: 0 }),
      create: async (body) => saved(await createMyOwner(body)),
      update: async (body) => saved(await updateMyOwner(body)),
    };
  }, [queryClient]);
}

export function useSyncQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncQuota,
    onSuccess: (_quota, ownerId) => queryClient.invalidateQueries({ queryKey: [...quotaKeys.all, ownerId] }),
  });
}
