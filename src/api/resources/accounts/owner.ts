// Owner link to the billing provider and the licence quota (docs/product.md §2, §7): fetchers,
// keys, options, hooks.
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient, CallOptions } from '../../client/client.ts';
import { orIfStatus } from '../../client/errors.ts';
import { useResourceMutation } from '../list-adapter.ts';
import { invalidateNotifications } from '../reports/notifications.ts';
import type { Owner, OwnerCreatePayload, OwnerUpdatePayload } from '../../schemas/accounts/owner.ts';
import { callQuery } from '../call-query.ts';

// Fetchers: one per catalog call.
/** A 404 means no owner, like `exists: false` (docs/product.md §7). */
export const getMyOwner = (api: ApiClient): Promise<Owner> =>
  orIfStatus(api.call('getMyOwner', {}), [404], { exists: false as const });
export const createMyOwner = (api: ApiClient, body: OwnerCreatePayload, call?: CallOptions) =>
  api.call('createMyOwner', { body }, call);
export const updateMyOwner = (api: ApiClient, body: OwnerUpdatePayload, call?: CallOptions) =>
  api.call('updateMyOwner', { body }, call);
export const revealMyOwnerKey = (api: ApiClient) => api.call('revealMyOwnerKey', {}).then((r) => r.subsclight_api_key);
/** The quota calls take the owner id ("by owner", docs/product.md §7). */
export const getQuota = (api: ApiClient, ownerId: string) => api.call('getQuota', { params: { id: ownerId } });
export const syncQuota = (api: ApiClient, ownerId: string) => api.call('syncQuota', { params: { id: ownerId } });
export const getLicenseUsage = (api: ApiClient, ownerId: string) =>
  api.call('getLicenseUsage', { params: { id: ownerId } });

/**
 * The owner's whole billing key (an extension), for the reveal button only: like
 * useRevealMyApplicationKey, neither a query nor a mutation, so that no cache holds it.
 */
export function useRevealMyOwnerKey(): () => Promise<string> {
  const api = useApi();
  return useCallback(() => revealMyOwnerKey(api), [api]);
}

export const ownerKeys = {
  all: ['owner'] as const,
  mine: () => [...ownerKeys.all, 'mine'] as const,
};
export const quotaKeys = {
  all: ['quota'] as const,
  quota: (ownerId: string) => [...quotaKeys.all, ownerId] as const,
  usage: (ownerId: string) => [...quotaKeys.all, ownerId, 'usage'] as const,
};

export const getMyOwnerQueryOptions = callQuery(ownerKeys.mine, getMyOwner);
export const getQuotaQueryOptions = callQuery(quotaKeys.quota, getQuota);
export const getLicenseUsageQueryOptions = callQuery(quotaKeys.usage, getLicenseUsage);

export const useMyOwner = () => useQuery(getMyOwnerQueryOptions(useApi()));
export const useQuota = (ownerId: string | null) =>
  useQuery({ ...getQuotaQueryOptions(useApi(), ownerId ?? ''), enabled: ownerId !== null });
export const useLicenseUsage = (ownerId: string | null) =>
  useQuery({ ...getLicenseUsageQueryOptions(useApi(), ownerId ?? ''), enabled: ownerId !== null });

export interface OwnerCalls {
  /** Always asks the server (the reload button), and shares the answer with the cache. */
  load: () => Promise<Owner>;
  /** The two saves; `call` carries the controller that cancels one. */
  create: (body: OwnerCreatePayload, call?: CallOptions) => Promise<Owner>;
  update: (body: OwnerUpdatePayload, call?: CallOptions) => Promise<Owner>;
}

/**
 * The owner calls as plain async functions, for the owner-settings machine's injected
 * actors; they keep the query cache in step (the owner, and the quota it unlocks).
 */
export function useOwnerCalls(): OwnerCalls {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const load = () => queryClient.fetchQuery({ ...getMyOwnerQueryOptions(api), staleTime: 0 });
    // A save answered without the owner (204, another shape) reads it again: never "none" after a save.
    const saved = async (answer: Owner) => {
      const owner = answer.exists ? answer : await load();
      queryClient.setQueryData(ownerKeys.mine(), owner);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quotaKeys.all }),
        invalidateNotifications(queryClient),
      ]);
      return owner;
    };
    return {
      load,
      create: async (body, call) => saved(await createMyOwner(api, body, call)),
      update: async (body, call) => saved(await updateMyOwner(api, body, call)),
    };
  }, [api, queryClient]);
}

export const useSyncQuota = () =>
  useResourceMutation(syncQuota, (queryClient, _quota, ownerId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...quotaKeys.all, ownerId] }),
      invalidateNotifications(queryClient),
    ]),
  );
