// Licences (spec §7): fetchers, query keys, query options, hooks and the list's adapter, plus
// the two lookups the new-licence form needs (applications for licence, users for licence).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';
import { dashboardKeys } from './dashboard.ts';
import { bulkListAdapter, pageQueryOptions, useListAdapter, useResourceMutation } from './list-adapter.ts';
import { listKeys } from './resource-keys.ts';
import { quotaKeys } from './owner.ts';
import type { LicenseCreatePayload, LicenseListQuery } from './schemas/license.ts';
import type { LicenseUserOption } from './schemas/user.ts';
import { MAX_LIST_PAGE_SIZE } from '../shared/constants.ts';

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

export const getLicensesQueryOptions = pageQueryOptions(licenseKeys, listLicenses);

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
  ]);
}

export const useCreateLicense = () => useResourceMutation(createLicense, invalidateLicenseData);
export const useRevokeLicense = () => useResourceMutation(revokeLicense, invalidateLicenseData);
export const useActivateLicense = () => useResourceMutation(activateLicense, invalidateLicenseData);
export const useUpdateLicenseExpiry = () => useResourceMutation(updateLicenseExpiry, invalidateLicenseData);
export const useDeleteLicense = () => useResourceMutation(deleteLicense, invalidateLicenseData);

export type LicenseItemAction = 'revoke' | 'activate' | 'delete';

const licenseListAdapter = bulkListAdapter({
  pageQuery: getLicensesQueryOptions,
  list: listLicenses,
  rowsOf: (answer) => answer.licenses,
  actions: { revoke: revokeLicense, activate: activateLicense, delete: deleteLicense } satisfies Record<LicenseItemAction, unknown>,
  invalidate: invalidateLicenseData,
});

/** What the licence list needs of the API (list-adapter.ts). */
export const useLicenseList = () => useListAdapter(licenseListAdapter);
