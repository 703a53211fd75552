// The quota panel's state on the new licence form: the owner's remaining quota, or why it is
// not shown. After a refusal for quota the figures shown may be out of date (the server
// refused), so they are fetched again.
import { useEffect } from 'react';
import { useMyOwner, useQuota } from '../../api/resources/accounts/owner.ts';
import type { QuotaPanelState } from './license-quota-panel.tsx';

export function useCreateQuota(refusedForQuota: boolean): QuotaPanelState {
  const owner = useMyOwner();
  const ownerId = owner.data?.exists ? owner.data.owner_id : null;
  const quota = useQuota(ownerId);

  const refetchQuota = quota.refetch;
  useEffect(() => {
    if (refusedForQuota && ownerId !== null) void refetchQuota();
  }, [refusedForQuota, ownerId, refetchQuota]);

  if (owner.isError) return { kind: 'error', retry: () => void owner.refetch() };
  if (owner.isPending) return { kind: 'loading' };
  if (ownerId === null) return { kind: 'noOwner' };
  if (quota.isError) return { kind: 'error', retry: () => void quota.refetch() };
  return quota.data ? { kind: 'ready', quota: quota.data } : { kind: 'loading' };
}
