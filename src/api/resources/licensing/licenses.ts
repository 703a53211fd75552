// Licences (docs/product.md §7): fetchers, query keys, query options, hooks and the list's adapter,
// plus the two lookups the new-licence form needs (applications for licence, users for licence).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient, CallOptions } from '../../client/client.ts';
import { listEveryApplication } from '../applications.ts';
import { dashboardKeys } from '../reports/dashboard.ts';
import { changedRecord, dropFromLists, prependToLists, putInLists } from '../../reading/changed-record.ts';
import { orContractFallback } from '../helper-fallback.ts';
import { fetchAllPages, listAdapter, useListAdapter, useResourceMutation, type ListSource } from '../list-adapter.ts';
import { createLocalList } from '../../reading/local-list.ts';
import { listKeys } from '../resource-keys.ts';
import { quotaKeys } from '../accounts/owner.ts';
import { policyKeys } from './policies.ts';
import type { Application, ApplicationForLicense } from '../../schemas/application.ts';
import type { License, LicenseCreatePayload, LicenseListQuery } from '../../schemas/licensing/license.ts';
import { LICENSE_SORT } from '../../schemas/list-sorts.ts';
import type { LicenseUserOption } from '../../schemas/accounts/user.ts';
import { DEFAULT_LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from '../../../shared/constants.ts';
import { activationMatches, expiryMatches } from '../../../shared/list-filters.ts';
import { userTimeZone } from '../../../shared/time-zone.ts';

// Fetchers: one per catalog call.
export const createLicense = (api: ApiClient, body: LicenseCreatePayload, call?: CallOptions) =>
  api.call('createLicense', { body }, call);
export const revokeLicense = (api: ApiClient, id: string) => api.call('revokeLicense', { params: { id } });
export const activateLicense = (api: ApiClient, id: string) => api.call('activateLicense', { params: { id } });
export const updateLicenseExpiry = (
  api: ApiClient,
  { id, expiresAt }: { id: string; expiresAt: string | null },
  call?: CallOptions,
) => api.call('updateLicense', { params: { id }, body: { expiresAt } }, call);
export const deleteLicense = (api: ApiClient, id: string) => api.call('deleteLicense', { params: { id } });
/** The licence form's applications; on a server without the helper, those of GET /applications. */
export const listApplicationsForLicense = (api: ApiClient): Promise<{ applications: ApplicationForLicense[] }> =>
  orContractFallback(
    () => api.call('listApplicationsForLicense', {}),
    async () => ({ applications: (await listEveryApplication(api)).map(applicationForLicense) }),
  );
const applicationForLicense = (app: Application): ApplicationForLicense => ({
  id: app.application_id,
  name: app.name,
  version: app.version,
  description: app.description,
  status: app.status,
});

/** GET /users with role=USER, read as {id, email, role, tenantId} (docs/product.md §7). */
export async function listUsersForLicense(api: ApiClient, search: string): Promise<LicenseUserOption[]> {
  const res = await api.call('listUsers', {
    query: {
      role: 'USER',
      search: search || undefined,
      page: 1,
      pageSize: MAX_LIST_PAGE_SIZE,
      sortField: 'email',
      sortOrder: 'asc',
    },
  });
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
  sort: LICENSE_SORT,
  filters: {
    status: { matches: (l, q) => l.status === q.status, carriedBy: (l) => l.status !== null },
    applicationId: {
      matches: (l, q) => l.applicationId === q.applicationId,
      carriedBy: (l) => l.applicationId !== null,
    },
    type: { matches: (l, q) => l.type === q.type, carriedBy: (l) => l.type !== null },
    expiry: {
      matches: (l, q, at) => expiryMatches(l, q.expiry, at, q.expiryUntil ? Date.parse(q.expiryUntil) : undefined),
    },
    activation: {
      matches: (l, q) =>
        l.currentActivations !== null &&
        l.maxActivations !== null &&
        activationMatches({ currentActivations: l.currentActivations, maxActivations: l.maxActivations }, q.activation),
      carriedBy: (l) => l.currentActivations !== null && l.maxActivations !== null,
    },
  },
});

export const licenseListSource: ListSource<License, LicenseListQuery, 'listLicenses'> = {
  call: 'listLicenses',
  rows: 'licenses',
  keys: licenseKeys,
  local: licenseLocalList,
};

export const getApplicationsForLicenseQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: licenseKeys.applicationsForLicense(),
    queryFn: () => listApplicationsForLicense(api),
    select: (r) => r.applications,
  });

export const getUsersForLicenseQueryOptions = (api: ApiClient, search: string) =>
  queryOptions({
    queryKey: licenseKeys.usersForLicense(search),
    queryFn: () => listUsersForLicense(api, search),
    placeholderData: keepPreviousData,
  });

export const useApplicationsForLicense = () => useQuery(getApplicationsForLicenseQueryOptions(useApi()));
const applicationChoices = (r: { applications: { id: string; name: string | null }[] }) =>
  r.applications.map((a) => ({ label: a.name ?? a.id, value: a.id }));
/**
 * The applications as the licence list's filter choices, one array per answer (the filter is
 * memoised); `enabled: false` holds the call back (the list asks once its first page is on screen).
 */
export const useApplicationChoices = (enabled: boolean) =>
  useQuery({ ...getApplicationsForLicenseQueryOptions(useApi()), select: applicationChoices, enabled }).data;
export const useUsersForLicense = (search: string) => useQuery(getUsersForLicenseQueryOptions(useApi(), search));

/**
 * Every licence change moves the list and the dashboard figures; issuing and re-activating use
 * quota, revoking may free it. The single actions' hooks and the list's bulk run both call it.
 */
/** What a new or removed licence changes: the lists, the dashboard, the quota, and the policies'
 *  lists (they count the licences issued from each). */
export const licenseDataKeys = [licenseKeys.lists(), dashboardKeys.all, quotaKeys.all, policyKeys.lists()] as const;

function invalidateLicenseData(queryClient: QueryClient) {
  return Promise.all(licenseDataKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A change whose answer holds the licence shows it in its row at once; the lists are read again anyway. */
const licenseChanged = (queryClient: QueryClient, answer: { license: License | null }) => {
  putInLists(queryClient, licenseKeys.lists(), changedRecord(answer.license));
  return invalidateLicenseData(queryClient);
};

/** A new licence whose answer holds it heads the cached first pages at once; the lists are read again anyway. */
export const useCreateLicense = () =>
  useResourceMutation(createLicense, (queryClient, answer) => {
    prependToLists(queryClient, licenseKeys.lists(), changedRecord(answer.license));
    return invalidateLicenseData(queryClient);
  });
export const useRevokeLicense = () => useResourceMutation(revokeLicense, licenseChanged);
export const useActivateLicense = () => useResourceMutation(activateLicense, licenseChanged);
export const useUpdateLicenseExpiry = () => useResourceMutation(updateLicenseExpiry, licenseChanged);
export const useDeleteLicense = () =>
  useResourceMutation(deleteLicense, (queryClient, _answer, id) => {
    dropFromLists(queryClient, licenseKeys.lists(), id);
    return invalidateLicenseData(queryClient);
  });

export type LicenseItemAction = 'revoke' | 'activate' | 'delete' | 'extend30Days' | 'extend1Year';

/** The bulk 延長 (the licenseLifecycle extension): the same period for every licence, on the user's calendar. */
const extendBy = (value: number, unit: 'day' | 'year') => (api: ApiClient, id: string) =>
  api.call('extendLicense', { params: { id }, body: { by: { value, unit }, timeZone: userTimeZone() } });

/** What the licence list needs of the API (list-adapter.ts). */
export const licenseListAdapter = listAdapter(licenseListSource, invalidateLicenseData, {
  revoke: revokeLicense,
  activate: activateLicense,
  delete: deleteLicense,
  extend30Days: extendBy(30, 'day'),
  extend1Year: extendBy(1, 'year'),
} satisfies Record<LicenseItemAction, unknown>);

/**
 * The licence of this id, looked up in the licence list searched for it (the contract reads no
 * single licence): null when the answer does not hold it (a server that ignores the search), which
 * a caller takes for "not known". Every licence change reads it again with the lists.
 */
export function useLicenseLookup(id: string | null, enabled = true) {
  const adapter = useListAdapter(licenseListAdapter);
  return useQuery({
    ...adapter.pageQuery({ search: id ?? '', page: 1, pageSize: DEFAULT_LIST_PAGE_SIZE }),
    enabled: enabled && id !== null,
    select: (page) => page.rows.find((l) => l.id === id) ?? null,
  });
}

/** Every ordinary user, page after page, as {id, email, …}: a file of licences names its users by e-mail. */
export const listEveryUserForLicense = (api: ApiClient): Promise<LicenseUserOption[]> =>
  fetchAllPages(async (_: null, page, pageSize) => {
    const res = await api.call('listUsers', {
      query: { role: 'USER', page, pageSize, sortField: 'email', sortOrder: 'asc' },
    });
    const rows = res.users.map(({ id, email, role, tenantId }) => ({ id, email, role, tenantId }));
    // A server that sends every user at once says no total: its one page is all of them.
    return { rows, total: res.total ?? rows.length, local: false, hiddenFilters: [], skippedRows: 0 };
  }, null);
