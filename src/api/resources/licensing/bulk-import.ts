// What 一括発行 needs of the API: the applications and ordinary users a file names, the quota
// against the rows to send, each row issued through POST /licenses (the whole import one operation
// of the audit log), and the licence data read again once, after the run.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/client.ts';
import { isAbsent } from '../../client/errors.ts';
import { inOperation } from '../list-adapter.ts';
import { useClientCalls } from '../client-calls.ts';
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

/** One import's run: a new operation of the audit log, every row the run sends one of its items. */
export type StartImport<Payload> = () => (
  payloads: readonly Payload[],
  onOutcome: (index: number, outcome: IssueOutcome) => void,
) => Promise<void>;

/** The run of `send` (each row one call, its outcome as it is known) as one operation of the audit log. */
export const startImport =
  <Payload>(
    api: ApiClient,
    send: (
      api: ApiClient,
      payloads: readonly Payload[],
      onOutcome: (index: number, outcome: IssueOutcome) => void,
    ) => Promise<void>,
  ): StartImport<Payload> =>
  () => {
    const operationApi = inOperation(api, crypto.randomUUID());
    return (payloads, onOutcome) => send(operationApi, payloads, onOutcome);
  };

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
  payloads: readonly LicenseCreatePayload[],
  onOutcome: (index: number, outcome: IssueOutcome) => void,
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

export interface LicenseImportCalls {
  lookups: () => Promise<{
    applications: { id: string; name: string | null }[];
    users: { id: string; email: string | null }[];
    /** The server takes a licence's features (the entitlements extension). */
    withFeatures: boolean;
    /** Every policy, by application (null: the server has no licensePolicies extension). */
    policies: { id: string; name: string | null; applicationId: string }[] | null;
  }>;
  /** The order numbers already issued on the server (none known without the licenseReferences extension). */
  referencesOnServer: (references: readonly string[]) => Promise<ReadonlySet<string>>;
  quotaShortfall: (needed: number) => Promise<QuotaShortfall | null>;
  startOperation: StartImport<LicenseCreatePayload>;
  /** Whether the server is known to lack the bulk call (rows then go one by one). */
  bulkAbsent: () => boolean;
  /** The list, the dashboard and the quota read again. */
  invalidate: () => Promise<unknown>;
}

async function licenseImportLookups(api: ApiClient): ReturnType<LicenseImportCalls['lookups']> {
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
    policies: policies?.map((p) => ({ id: p.id, name: p.name ?? null, applicationId: p.applicationId ?? '' })) ?? null,
  };
}

const licenseImportCalls = (api: ApiClient, queryClient: QueryClient): LicenseImportCalls => ({
  lookups: () => licenseImportLookups(api),
  referencesOnServer: (references) => referencesOnServer(api, references),
  quotaShortfall: (needed) => quotaShortfall(api, needed),
  startOperation: startImport(api, issueLicenses),
  bulkAbsent: () => api.capabilities.state('bulkLicenseCreate') === 'absent',
  invalidate: () => licenseListAdapter(api, queryClient).invalidate(),
});

export const useLicenseImportCalls = (): LicenseImportCalls => useClientCalls(licenseImportCalls);
