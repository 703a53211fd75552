// Licences (spec §7): fetchers, query keys, query options, hooks and the list's adapter, plus
// the two lookups the new-licence form needs (applications for licence, users for licence).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';
import { dashboardKeys } from './dashboard.ts';
import { bulkListAdapter, useListAdapter, useResourceMutation, type ListSource } from './list-adapter.ts';
import { createLocalList } from './local-list.ts';
import { listKeys } from './resource-keys.ts';
import { quotaKeys } from './owner.ts';
import { policyKeys } from './policies.ts';
import type { License, LicenseCreatePayload, LicenseListQuery } from './schemas/license.ts';
import type { LicenseUserOption } from './schemas/user.ts';
import { MAX_LIST_PAGE_SIZE } from '../shared/constants.ts';
import { activationMatches, expiryMatches } from '../shared/list-filters.ts';
import { timeKey } from '../shared/list-view.ts';
import { userTimeZone } from '../shared/time-zone.ts';

// Fetchers: one per catalog call.
export const listLicenses = (api: ApiClient, query: LicenseListQuery) => api.call('listLicenses', { query });
export const createLicense = (api: ApiClient, body: LicenseCreatePayload) => api.call('createLicense', { body });
export const revokeLicense = (api: ApiClient, id: string) => api.call('revokeLicense', { params: { id } });
export const activateLicense = (api: ApiClient, id: string) => api.call('activateLicense', { params: { id } });
export const updateLicenseExpiry = (api: ApiClient, { id, expiresAt }: { id: string; expiresAt: string | null }) =>
  api.call('updateLicense', { params: { id }, body: { expiresAt } });
export const deleteLicense = (api: ApiClient, id: string) => api.call('deleteLicense', { params: { id } });
export const listApplicationsForLicense = (api: ApiClient) => api.call('listApplicationsForLicense', {});

/** Spec §7: GET /users with role=USER, read as {id, email, role, tenantId}. */
export async function listUsersForLicense(api: ApiClient, search: string): Promise<LicenseUserOption[]> {
  const res = await api.call('listUsers', { query: { role: 'USER', search: search || undefined, page: 1, pageSize: MAX_LIST_PAGE_SIZE, sortField: 'email', sortOrder: 'asc' } });
  return res.users.map(({ id, email, role, tenantId }) => ({ id, email, role, tenantId }));
}

export const licenseKeys = {
  ...listKeys<LicenseListQuery>('licenses'),
  applicationsForLicense: () => [...licenseKeys.all, 'applications-for-license'] as const,
  usersForLicense: (search: string) => [...licenseKeys.all, 'users-for-license', search] as const,
};

/** What a view of the licence list means, for a server that sends every licence at once (the mock's rules). */
const licenseLocalList = createLocalList<License, LicenseListQuery>({
  rowId: (l) => l.id,
  searchText: (l) => [l.key, l.id, l.applicationName, l.userName, l.applicationId],
  sortKeys: {
    key: (l) => l.key,
    applicationName: (l) => l.applicationName,
    userName: (l) => l.userName,
    status: (l) => l.status,
    currentActivations: (l) => l.currentActivations,
    issuedAt: (l) => timeKey(l.issuedAt),
    expiresAt: (l) => timeKey(l.expiresAt),
  },
  defaultOrder: { field: 'issuedAt', order: 'desc' },
  filters: {
    status: { matches: (l, q) => l.status === q.status, carriedBy: (l) => l.status !== null },
    applicationId: { matches: (l, q) => l.applicationId === q.applicationId, carriedBy: (l) => l.applicationId !== null },
    type: { matches: (l, q) => l.type === q.type, carriedBy: (l) => l.type !== null },
    expiry: { matches: (l, q, at) => expiryMatches(l, q.expiry, at, q.expiryUntil ? Date.parse(q.expiryUntil) : undefined) },
    activation: {
      matches: (l, q) => l.currentActivations !== null && l.maxActivations !== null && activationMatches({ currentActivations: l.currentActivations, maxActivations: l.maxActivations }, q.activation),
      carriedBy: (l) => l.currentActivations !== null && l.maxActivations !== null,
    },
  },
});

export const licenseListSource: ListSource<License, LicenseListQuery> = {
  call: 'listLicenses',
  keys: licenseKeys,
  read: async (api, query) => {
    const answer = await listLicenses(api, query);
    return { rows: answer.licenses, total: answer.total, skippedRows: answer.skippedRows };
  },
  local: licenseLocalList,
};

export const getApplicationsForLicenseQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: licenseKeys.applicationsForLicense(), queryFn: () => listApplicationsForLicense(api), select: (r) => r.applications });

export const getUsersForLicenseQueryOptions = (api: ApiClient, search: string) =>
  queryOptions({ queryKey: licenseKeys.usersForLicense(search), queryFn: () => listUsersForLicense(api, search), placeholderData: keepPreviousData });

/** `enabled: false` holds the call back (the list asks once its own first page is on screen). */
export const useApplicationsForLicense = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getApplicationsForLicenseQueryOptions(useApi()), enabled });
export const useUsersForLicense = (search: string) => useQuery(getUsersForLicenseQueryOptions(useApi(), search));

/**
 * Every licence change moves the list and the dashboard figures; issuing and re-activating use
 * quota, revoking may free it. The single actions' hooks and the list's bulk run both call it.
 */
function invalidateLicenseData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: licenseKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: quotaKeys.all }),
    // A policy's list counts the licences issued from it.
    queryClient.invalidateQueries({ queryKey: policyKeys.lists() }),
  ]);
}

export const useCreateLicense = () => useResourceMutation(createLicense, invalidateLicenseData);
export const useRevokeLicense = () => useResourceMutation(revokeLicense, invalidateLicenseData);
export const useActivateLicense = () => useResourceMutation(activateLicense, invalidateLicenseData);
export const useUpdateLicenseExpiry = () => useResourceMutation(updateLicenseExpiry, invalidateLicenseData);
export const useDeleteLicense = () => useResourceMutation(deleteLicense, invalidateLicenseData);

export type LicenseItemAction = 'revoke' | 'activate' | 'delete' | 'extend30Days' | 'extend1Year';

/** The bulk 延長 (the licenseLifecycle extension): the same period for every licence, on the user's calendar. */
const extendBy = (value: number, unit: 'day' | 'year') => (api: ApiClient, id: string) =>
  api.call('extendLicense', { params: { id }, body: { by: { value, unit }, timeZone: userTimeZone() } });

const licenseListAdapter = bulkListAdapter(
  licenseListSource,
  {
    revoke: revokeLicense,
    activate: activateLicense,
    delete: deleteLicense,
    extend30Days: extendBy(30, 'day'),
    extend1Year: extendBy(1, 'year'),
  } satisfies Record<LicenseItemAction, unknown>,
  invalidateLicenseData,
);

/** What the licence list needs of the API (list-adapter.ts). */
export const useLicenseList = () => useListAdapter(licenseListAdapter);
