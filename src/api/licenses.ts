// Licences (spec §7): fetchers, query keys, query options and hooks, plus the two lookups
// the new-licence form needs (applications for licence, users for licence).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from './http.ts';
import { dashboardKeys } from './dashboard.ts';
import { quotaKeys } from './owner.ts';
import type { LicenseCreatePayload, LicenseListQuery } from './schemas/license.ts';
import type { LicenseUserOption } from './schemas/user.ts';
import { MAX_LIST_PAGE_SIZE } from '../shared/constants.ts';

// Fetchers: one per catalog call.
export const listLicenses = (query: LicenseListQuery) => callApi('listLicenses', { query });
export const createLicense = (body: LicenseCreatePayload) => callApi('createLicense', { body });
export const revokeLicense = (id: string) => callApi('revokeLicense', { params: { id } });
export const activateLicense = (id: string) => callApi('activateLicense', { params: { id } });
export const updateLicenseExpiry = ({ id, expiresAt }: { id: string; expiresAt: string | null }) =>
  callApi('updateLicense', { params: { id }, body: { expiresAt } });
export const deleteLicense = (id: string) => callApi('deleteLicense', { params: { id } });
export const listApplicationsForLicense = () => callApi('listApplicationsForLicense', {});

/** Spec §7: GET /users with role=USER, read as {id, email, role, tenantId}. */
export async function listUsersForLicense(search: string): Promise<LicenseUserOption[]> {
  const res = await callApi('listUsers', { query: { role: 'USER', search: search || undefined, page: 1, pageSize: MAX_LIST_PAGE_SIZE, sortField: 'email', sortOrder: 'asc' } });
  return res.users.map(({ id, email, role, tenantId }) => ({ id, email, role, tenantId }));
}

export const licenseKeys = {
  all: ['licenses'] as const,
  lists: () => [...licenseKeys.all, 'list'] as const,
  list: (query: LicenseListQuery) => [...licenseKeys.lists(), query] as const,
  applicationsForLicense: () => [...licenseKeys.all, 'applications-for-license'] as const,
  usersForLicense: (search: string) => [...licenseKeys.all, 'users-for-license', search] as const,
};

export const getLicensesQueryOptions = (query: LicenseListQuery) =>
  // Server-side paging: keep the previous page on screen while the next one loads.
  queryOptions({ queryKey: licenseKeys.list(query), queryFn: () => listLicenses(query), placeholderData: keepPreviousData });

export const getApplicationsForLicenseQueryOptions = () =>
  queryOptions({ queryKey: licenseKeys.applicationsForLicense(), queryFn: listApplicationsForLicense, select: (r) => r.applications });

export const getUsersForLicenseQueryOptions = (search: string) =>
  queryOptions({ queryKey: licenseKeys.usersForLicense(search), queryFn: () => listUsersForLicense(search), placeholderData: keepPreviousData });

export const useLicenses = (query: LicenseListQuery) => useQuery(getLicensesQueryOptions(query));
/** `enabled: false` holds the call back (the list asks once its own first page is on screen). */
export const useApplicationsForLicense = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...getApplicationsForLicenseQueryOptions(), enabled });
export const useUsersForLicense = (search: string) => useQuery(getUsersForLicenseQueryOptions(search));

/** Every licence change moves the list and the dashboard figures. */
function invalidateLicenseData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: licenseKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    // Issuing and re-activating use quota; revoking may free it.
    queryClient.invalidateQueries({ queryKey: quotaKeys.all }),
  ]);
}

export function useCreateLicense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLicense, onSuccess: () => invalidateLicenseData(queryClient) });
}

export function useRevokeLicense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeLicense, onSuccess: () => invalidateLicenseData(queryClient) });
}

export function useActivateLicense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateLicense, onSuccess: () => invalidateLicenseData(queryClient) });
}

export function useUpdateLicenseExpiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLicenseExpiry, onSuccess: () => invalidateLicenseData(queryClient) });
}

export function useDeleteLicense() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLicense, onSuccess: () => invalidateLicenseData(queryClient) });
}
