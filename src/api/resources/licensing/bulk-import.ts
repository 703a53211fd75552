// What 一括発行 needs of the API: the applications and ordinary users a file names, the quota
// against the rows to send, each row issued through POST /licenses (the whole import one operation
// of the audit log), and the licence data read again once, after the run.
import type { ApiClient } from '../../client/client.ts';
import { isAbsent } from '../../client/errors.ts';
import { inOperation } from '../list-adapter.ts';
import type { CallsOf } from '../use-calls.ts';
import { createLicense, licenseListAdapter, listApplicationsForLicense, listEveryUserForLicense } from './licenses.ts';
import { orContractFallback } from '../helper-fallback.ts';
import { getMyOwner, getQuota } from '../accounts/owner.ts';
import { listLicensePolicies } from './policies.ts';
import type { LicenseCreatePayload } from '../../schemas/licensing/license.ts';

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

/** One row's outcome: the new licence's id and key, or the error its call ended with (a refusal's reason as its message). */
export type IssueOutcome = { ok: true; id: string | null; key: string | null } | { ok: false; error: unknown };

/** The order numbers that already have licences on the server; an empty set when it offers no lookup (licenseReferences). */
export async function referencesOnServer(api: ApiClient, references: readonly string[]): Promise<ReadonlySet<string>> {
  if (references.length === 0) return new Set();
  return orContractFallback(
    async () => {
      const res = await api.call('findLicensesByReference', { body: { references: [...new Set(references)] } });
      return new Set((res.licenses ?? []).flatMap((l) => (l.reference ? [l.reference] : [])));
    },
    async () => new Set<string>(),
  );
}

/**
 * Issues the rows through the bulk extension when the server has it (one call, a result per row),
 * otherwise one POST /licenses after the other; each row's outcome is told as it is known, and a
 * refused row never stops the others.
 */
export async function issueLicenses(
  api: ApiClient,
  ...[payloads, onOutcome]: Parameters<SendRows<LicenseCreatePayload>>
): Promise<void> {
  if (payloads.length > 1 && api.capabilities.state('bulkLicenseCreate') !== 'absent') {
    try {
      const res = await api.call('createLicensesBulk', { body: { licenses: [...payloads] } });
      payloads.forEach((_, i) => {
        const result = res.results?.[i];
        if (result && 'license' in result) onOutcome(i, { ok: true, ...createdOf(result, 'license') });
        else onOutcome(i, { ok: false, error: new BulkRowRefused(result?.error.message ?? null) });
      });
      return;
    } catch (error) {
      if (!isAbsent(error)) {
        payloads.forEach((_, i) => onOutcome(i, { ok: false, error }));
        return;
      }
    }
  }
  for (const [i, payload] of payloads.entries()) {
    try {
      onOutcome(i, { ok: true, ...createdOf(await createLicense(api, payload), 'license') });
    } catch (error) {
      onOutcome(i, { ok: false, error });
    }
  }
}

/** A row the bulk call refused, with the server's reason (null when it gave none). */
export class BulkRowRefused extends Error {
  readonly reason: string | null;
  constructor(reason: string | null) {
    super(reason ?? 'refused');
    this.name = 'BulkRowRefused';
    this.reason = reason;
  }
}

/** Sends rows, telling each row's outcome by its place in the batch as it is known. */
export type SendRows<T> = (
  payloads: readonly T[],
  onOutcome: (index: number, outcome: IssueOutcome) => void,
) => Promise<void>;

/** What every import reads and sends: the file's lookups, one operation's rows, the lists read again. */
export interface ImportCalls<L, T> {
  lookups: () => Promise<L>;
  /** One import's calls: every row it creates is an item of the same audit-log operation. */
  startOperation: () => SendRows<T>;
  /** What the import created, shown at once wherever it is listed. */
  invalidate: () => Promise<unknown>;
}

export interface LicenseImportCalls extends ImportCalls<
  {
    applications: { id: string; name: string | null }[];
    users: { id: string; email: string | null }[];
    /** The server takes a licence's features (the entitlements extension). */
    withFeatures: boolean;
    /** Every policy, by application (null: the server has no licensePolicies extension). */
    policies: { id: string; name: string | null; applicationId: string }[] | null;
  },
  LicenseCreatePayload
> {
  /** The order numbers already issued on the server (none known without the licenseReferences extension). */
  referencesOnServer: (references: readonly string[]) => Promise<ReadonlySet<string>>;
  quotaShortfall: (needed: number) => Promise<QuotaShortfall | null>;
  /** Whether the server is known to lack the bulk call (rows then go one by one). */
  bulkAbsent: () => boolean;
}

/** 一括発行's calls through one API client, the licence data read again in its query cache. */
export const licenseImportCalls: CallsOf<LicenseImportCalls> = (api, queryClient) => ({
  lookups: async () => {
    const [applications, users, policies] = await Promise.all([
      listApplicationsForLicense(api),
      listEveryUserForLicense(api),
      orContractFallback(
        async () => (await listLicensePolicies(api, null)) ?? [],
        async () => null,
      ),
    ]);
    return {
      applications: applications.applications.map((a) => ({ id: a.id, name: a.name ?? null })),
      users: users.map((u) => ({ id: u.id, email: u.email ?? null })),
      withFeatures: api.capabilities.state('entitlements') === 'present',
      policies:
        policies?.map((p) => ({ id: p.id, name: p.name ?? null, applicationId: p.applicationId ?? '' })) ?? null,
    };
  },
  referencesOnServer: (references) => referencesOnServer(api, references),
  quotaShortfall: (needed) => quotaShortfall(api, needed),
  startOperation: () => {
    const operationApi = inOperation(api, crypto.randomUUID());
    return (payloads, onOutcome) => issueLicenses(operationApi, payloads, onOutcome);
  },
  bulkAbsent: () => api.capabilities.state('bulkLicenseCreate') === 'absent',
  // The list, the dashboard and the quota.
  invalidate: () => licenseListAdapter(api, queryClient).invalidate(),
});
