// What 一括発行 needs of the API: the applications and ordinary users a file names, the quota
// against the rows to send, each row issued through POST /licenses (the whole import one operation
// of the audit log), and the licence data read again once, after the run.
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../client/api-context.tsx';
import type { ApiClient } from '../client/client.ts';
import { inOperation } from './list-adapter.ts';
import { createLicense, licenseListAdapter, listApplicationsForLicense, listEveryUserForLicense } from './licenses.ts';
import { getMyOwner, getQuota } from './owner.ts';
import type { LicenseCreatePayload } from '../schemas/license.ts';

export interface QuotaShortfall {
  needed: number;
  total: number;
  used: number;
  available: number;
}

/** The owner's free slots against `needed`: the figures when short; null when enough, or when the server gives none to go by. */
export async function quotaShortfall(api: ApiClient, needed: number): Promise<QuotaShortfall | null> {
  const owner = await getMyOwner(api);
  if (!owner.exists || !owner.owner_id) return null;
  const quota = await getQuota(api, owner.owner_id);
  const { license_quota_total: total, license_quota_used: used, license_quota_available: available } = quota;
  if (available === null || available === undefined || available >= needed) return null;
  return { needed, available, used: used ?? 0, total: total ?? available + (used ?? 0) };
}

/** The new record's id and key in a 2xx answer, wherever the server put them; null for what it left out. */
export function createdOf(answer: unknown, wrapper: string): { id: string | null; key: string | null } {
  const record =
    answer && typeof answer === 'object' && wrapper in answer ? (answer as Record<string, unknown>)[wrapper] : answer;
  const field = (name: string) => {
    const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };
  return { id: field('id'), key: field('key') ?? field('licenseKey') ?? field('license_key') };
}

export interface LicenseImportCalls {
  lookups: () => Promise<{
    applications: { id: string; name: string | null }[];
    users: { id: string; email: string | null }[];
    /** The server takes a licence's features (the entitlements extension). */
    withFeatures: boolean;
  }>;
  quotaShortfall: (needed: number) => Promise<QuotaShortfall | null>;
  /** One import's calls: every row it issues is an item of the same audit-log operation. */
  startOperation: () => (payload: LicenseCreatePayload) => Promise<{ id: string | null; key: string | null }>;
  /** The list, the dashboard and the quota read again. */
  invalidate: () => Promise<unknown>;
}

export function useLicenseImportCalls(): LicenseImportCalls {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      lookups: async () => {
        const [applications, users] = await Promise.all([
          listApplicationsForLicense(api),
          listEveryUserForLicense(api),
        ]);
        return {
          applications: applications.applications.map((a) => ({ id: a.id, name: a.name ?? null })),
          users: users.map((u) => ({ id: u.id, email: u.email ?? null })),
          withFeatures: api.capabilities.state('entitlements') === 'present',
        };
      },
      quotaShortfall: (needed) => quotaShortfall(api, needed),
      startOperation: () => {
        const operationApi = inOperation(api, crypto.randomUUID());
        return async (payload) => createdOf(await createLicense(operationApi, payload), 'license');
      },
      invalidate: () => licenseListAdapter(api, queryClient).invalidate(),
    }),
    [api, queryClient],
  );
}
