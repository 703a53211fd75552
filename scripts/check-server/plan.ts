// What check-server calls, in order: every GET of the catalog, each path parameter taken from an
// earlier answer (the first row of a list). The unit test holds this list to the catalog, so a
// GET added there must be added here.
import { endpoints, type EndpointId } from '../../src/api/catalog/endpoints.ts';

export type IdKey = 'licenseId' | 'deviceId' | 'userId' | 'applicationId' | 'ownerId' | 'productSettingId';
export type Ids = Partial<Record<IdKey, string>>;

type Row = Record<string, unknown>;
/** The first row of a read list's field, if any. */
const first = (answer: unknown, field: string): Row | undefined =>
  ((answer as Record<string, Row[] | undefined>)[field] ?? [])[0];
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export interface Step {
  id: EndpointId;
  query?: Readonly<Record<string, string | number>>;
  /** The path parameter `:id`, from an earlier answer. */
  needs?: IdKey;
  /** The ids this answer offers to later calls (an earlier one's is kept). */
  yields?: Partial<Record<IdKey, (answer: unknown) => string | undefined>>;
  /** A list the console can page in the browser: by our list parameters, or by the contract's paging. */
  browserPaging?: 'ours' | 'contract';
}

/** What the server is asked to page: the console's own page size is larger, this is enough to tell. */
export const PAGE_SIZE = 10;
const PAGE = { page: 1, pageSize: PAGE_SIZE } as const;

export const PLAN: readonly Step[] = [
  { id: 'getCapabilities' },
  { id: 'verify' },
  { id: 'getProfile' },
  { id: 'getStats' },
  { id: 'getDashboard' },
  { id: 'getDashboardTrends', query: { days: 30 } },

  {
    id: 'listLicenses',
    query: PAGE,
    browserPaging: 'ours',
    yields: { licenseId: (a) => text(first(a, 'licenses')?.id) },
  },
  { id: 'listUserLicenses' },
  { id: 'listMyLicenses', yields: { licenseId: (a) => text(first(a, 'licenses')?.id) } },
  { id: 'getLicenseHistory', needs: 'licenseId' },
  { id: 'getLicensePolicy', needs: 'licenseId' },
  { id: 'getLicenseEntitlements', needs: 'licenseId' },
  { id: 'getLicenseActions', needs: 'licenseId' },
  { id: 'listLicensePolicies' },

  { id: 'listDevices', query: PAGE, browserPaging: 'ours', yields: { deviceId: (a) => text(first(a, 'devices')?.id) } },
  { id: 'listMyDevices', yields: { deviceId: (a) => text(first(a, 'devices')?.device_id) } },
  { id: 'getDevice', needs: 'deviceId' },
  { id: 'previewStaleDevices', query: { olderThanHours: 24 } },

  { id: 'listUsers', query: PAGE, browserPaging: 'contract', yields: { userId: (a) => text(first(a, 'users')?.id) } },
  { id: 'getUser', needs: 'userId' },

  {
    id: 'listApplications',
    query: PAGE,
    yields: { applicationId: (a) => text(first(a, 'applications')?.application_id) },
  },
  { id: 'getApplication', needs: 'applicationId' },
  { id: 'listEntitlements', needs: 'applicationId' },
  { id: 'listApplicationsForLicense' },
  { id: 'getMyApplication' },
  { id: 'listMyApplications' },

  { id: 'getMyOwner', yields: { ownerId: (a) => text((a as Row).owner_id) } },
  { id: 'getQuota', needs: 'ownerId' },
  { id: 'getLicenseUsage', needs: 'ownerId' },
  { id: 'listTenantUsers' },
  { id: 'listProductSettings', yields: { productSettingId: (a) => text(first(a, 'product_settings')?.id) } },
  { id: 'getProductSetting', needs: 'productSettingId' },

  { id: 'listAuditLog', query: PAGE },
  { id: 'getNotifications', query: { staleAfterHours: 24 } },
  { id: 'getUsageReport' },
  { id: 'getLicenseFileSettings' },
  { id: 'getLicenseSigningKey' },
];

/** Calls of our extensions that change something (POST, PUT, DELETE): never made, reported as such. */
export const UNSENT_WRITES: readonly EndpointId[] = [
  'revealMyApplicationKey',
  'revealMyOwnerKey',
  'updateLicenseEntitlements',
  'extendLicense',
  'resetLicenseActivations',
  'transferLicense',
  'updateLicenseMaxActivations',
  'createLicensePolicy',
  'updateLicensePolicy',
  'deleteLicensePolicy',
  'createEntitlement',
  'markNotificationsRead',
  'updateNotificationSettings',
  'checkoutLicenseFile',
  'activateOffline',
  'returnOfflineDevice',
  'createApplicationFromProduct',
  // A lookup, but sent as a POST (its list of order numbers may be long): not made either.
  'findLicensesByReference',
  'createLicensesBulk',
];

const ID_NAMES: Record<IdKey, string> = {
  licenseId: 'licence id',
  deviceId: 'device id',
  userId: 'user id',
  applicationId: 'application id',
  ownerId: 'owner id',
  productSettingId: 'product setting id',
};

/** Why a step needing `key` could not be made: which calls would have given one. */
export function noIdReason(key: IdKey): string {
  const sources = PLAN.filter((step) => step.yields?.[key]).map(
    (step) => `${endpoints[step.id].method} ${endpoints[step.id].path}`,
  );
  return `not checked: no ${ID_NAMES[key]} to use (none came from ${sources.join(' or ')})`;
}

/** A documented 404 that means "nothing set up yet" rather than "no such call": the calls without a path parameter that list 404. */
export function documentsNone(id: EndpointId): boolean {
  const def = endpoints[id] as { path: string; errors?: readonly number[] };
  return !def.path.includes(':') && (def.errors ?? []).includes(404);
}
