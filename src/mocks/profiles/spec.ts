// The `spec` profile: the mock as a licence server with only the contract (docs/product.md, "Calls"
// and "Entities and their fields"), to try the console against one. What is ours beyond it comes
// from the registry of extensions; data, validation, roles, refusals and the audit log stay the full mock's.
import type { ApplicationWire as Application } from '../../api/schemas/application.ts';
import type { LoginResponseWire as LoginResponse } from '../../api/schemas/auth.ts';
import type {
  ProductSettingWire as ProductSetting,
  TenantUserWire as TenantUser,
  TenantUsersResponseWire as TenantUsersResponse,
} from '../../api/schemas/billing.ts';
import type { ActivityEntryWire as ActivityEntry, DashboardWire as Dashboard } from '../../api/schemas/dashboard.ts';
import type { DeviceWire as Device, MyDeviceWire as MyDevice } from '../../api/schemas/device.ts';
import type {
  LicenseWire as License,
  MyLicenseWire as MyLicense,
  ProfileLicenseWire as ProfileLicense,
} from '../../api/schemas/license.ts';
import type {
  ExistingOwnerWire as ExistingOwner,
  LicenseUsageWire as LicenseUsage,
  QuotaInfo,
} from '../../api/schemas/owner.ts';
import type {
  UserWire as User,
  UserListResponseWire as UserListResponse,
  UserProfileWire as UserProfile,
  UserStatsWire as UserStats,
} from '../../api/schemas/user.ts';
import {
  endpoints,
  EXTENSION_IDS,
  EXTENSIONS,
  extensionFieldsOf,
  extensionOfCall,
  extensionParamsOf,
  type EndpointId,
} from '../catalog.ts';
import { tables } from '../db.ts';
import { fullProfile, type Profile } from './profile.ts';

// ---------------------------------------------------------------------------------------
// Projections: the fields to keep, each kept whole (true) or projected in turn; an array is
// projected item by item. A field the answer lacks stays absent.

export type Projection = { readonly [field: string]: true | Projection };

export function project(value: unknown, projection: Projection): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, projection));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(projection)) {
    if (Object.hasOwn(source, field)) out[field] = rule === true ? source[field] : project(source[field], rule);
  }
  return out;
}

/** The named fields of an entity, checked against our type of it (a typo does not compile). */
const fieldsOf =
  <T>() =>
  <const K extends keyof T & string>(...fields: K[]): Projection =>
    Object.fromEntries(fields.map((field) => [field, true] as const));

// The entities, field for field as the contract names them.
const LICENSE = fieldsOf<License>()(
  'id',
  'key',
  'status',
  'applicationId',
  'applicationName',
  'userName',
  'currentActivations',
  'maxActivations',
  'availableActivations',
  'issuedAt',
  'updatedAt',
  'expiresAt',
);
const PROFILE_LICENSE = fieldsOf<ProfileLicense>()('id', 'status', 'activationCount', 'maxActivations', 'expiryDate');
const MY_LICENSE = fieldsOf<MyLicense>()(
  'id',
  'key',
  'status',
  'currentActivations',
  'maxActivations',
  'createdAt',
  'expiresAt',
);
const DEVICE = fieldsOf<Device>()(
  'id',
  'hardwareId',
  'name',
  'status',
  'licenseId',
  'createdAt',
  'lastHeartbeat',
  'lastOnlineAt',
  'metadata',
);
const MY_DEVICE = fieldsOf<MyDevice>()(
  'device_id',
  'hardware_id',
  'hostname',
  'platform',
  'status',
  'last_heartbeat',
  'license_key',
);
const USER = fieldsOf<User>()(
  'id',
  'username',
  'email',
  'role',
  'createdAt',
  'updatedAt',
  'userType',
  'tenantId',
  'subsclight_customer_id',
);
const TENANT_USER = fieldsOf<TenantUser>()('id', 'email', 'name', 'display_name', 'is_duplicate');
const USER_PROFILE = fieldsOf<UserProfile>()(
  'id',
  'display_name',
  'email',
  'role',
  'created_at',
  'given_name',
  'family_name',
);
const COUNT_PAIR = fieldsOf<UserStats['licenses']>()('total', 'active');
const USER_STATS: Projection = {
  licenses: COUNT_PAIR,
  devices: COUNT_PAIR,
  applications: fieldsOf<UserStats['applications']>()('total'),
};
const QUOTA_INFO = fieldsOf<QuotaInfo>()(
  'license_quota_total',
  'license_quota_used',
  'license_quota_available',
  'is_quota_expired',
);
const LICENSE_USAGE: Projection = {
  ...fieldsOf<LicenseUsage>()(
    'license_quota_total',
    'license_quota_used',
    'license_quota_available',
    'total_applications',
    'is_quota_expired',
    'last_updated',
  ),
  applications_detail: fieldsOf<LicenseUsage['applications_detail'][number]>()(
    'application_id',
    'application_name',
    'active_licenses',
  ),
};
const DASHBOARD: Projection = {
  stats: fieldsOf<Dashboard['stats']>()('totalLicenses', 'activeLicenses', 'totalUsers', 'totalDevices'),
  licenseStatuses: fieldsOf<Dashboard['licenseStatuses'][number]>()('status', 'count'),
  recentActivities: fieldsOf<ActivityEntry>()('id', 'message', 'timestamp'),
};
const APPLICATION = fieldsOf<Application>()(
  'application_id',
  'name',
  'description',
  'version',
  'api_key',
  'subsclight_api_key',
  'subsclight_site',
  'status',
  'product_setting_name',
  'created_at',
  'updated_at',
);
// An absent owner is `exists: false` alone; a projection keeps only what the answer has.
const OWNER = fieldsOf<ExistingOwner>()(
  'exists',
  'owner_id',
  'subsclight_site',
  'subsclight_api_key_masked',
  'updated_at',
);
const PRODUCT_SETTING = fieldsOf<ProductSetting>()(
  'id',
  'name',
  'description',
  'payment_type',
  'single_price',
  'cycle_price',
  'cycle_interval_value',
  'cycle_interval_unit',
  'trial_days',
  'prefix',
);

// ---------------------------------------------------------------------------------------
// Answers, per call

type Shape = (body: unknown, id: EndpointId) => unknown;

const as =
  (projection: Projection): Shape =>
  (body) =>
    project(body, projection);

/** A list whose envelope the contract does not name: its rows (the catalog's `list` field), bare. */
const bare =
  (row: Projection): Shape =>
  (body, id) => {
    const field = (endpoints[id] as { list?: string }).list;
    const rows =
      field !== undefined && typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)[field]
        : undefined;
    return Array.isArray(rows) ? project(rows, row) : body;
  };

const deleted = as({ success: true });
const one = (field: string, row: Projection) => as({ [field]: row });

/** The record alone, out of our envelope (`{license: …}` → `…`): what the contract leaves open is sent plainly. */
export const bareRecord =
  (shape: Shape): Shape =>
  (body, id) => {
    const shaped = shape(body, id);
    if (typeof shaped !== 'object' || shaped === null || Array.isArray(shaped)) return shaped;
    const values = Object.values(shaped);
    const only = values.length === 1 ? values[0] : undefined;
    return typeof only === 'object' && only !== null && !Array.isArray(only) ? only : shaped;
  };
/** A write's answer: the contract names none, so the changed record comes bare. */
const written = (field: string, row: Projection) => bareRecord(one(field, row));

/** A contract server has no reveal call: the owner's application comes with its whole keys. */
const withWholeKeys: Shape = (body) => {
  const shaped = project(body, { application: APPLICATION }) as { application?: Record<string, unknown> };
  const row = tables.applications.get(String(shaped.application?.application_id ?? ''));
  if (!shaped.application || !row) return shaped;
  return { application: { ...shaped.application, api_key: row.apiKey, subsclight_api_key: row.billingApiKey } };
};

/**
 * Every call of the contract. An extension's call must not appear (it has no answer to shape)
 * and every other call must (tests/unit/mocks/spec-profile.test.ts checks both).
 */
export const SPEC_SHAPES: Partial<Readonly<Record<EndpointId, Shape>>> = {
  login: as(fieldsOf<LoginResponse>()('access_token', 'id_token', 'refresh_token', 'user')),
  // Registration's fields and the signed-in user beyond its role are left open by the contract: ours stay.
  register: as({ user: true }),
  logout: deleted,
  // The contract names `token`; the mock rotates refresh tokens, so the new one must reach the client.
  refresh: as({ token: true, refreshToken: true }),
  verify: as({ user: true }),

  getDashboard: as(DASHBOARD),
  getStats: as(USER_STATS),
  getProfile: as(USER_PROFILE),
  updateProfile: as(USER_PROFILE),

  listLicenses: bare(LICENSE),
  createLicense: written('license', LICENSE),
  revokeLicense: written('license', LICENSE),
  activateLicense: written('license', LICENSE),
  updateLicense: written('license', LICENSE),
  deleteLicense: deleted,
  listUserLicenses: bare(PROFILE_LICENSE),
  listMyLicenses: bare(MY_LICENSE),

  listDevices: bare(DEVICE),
  getDevice: one('device', DEVICE),
  heartbeatDevice: written('device', DEVICE),
  activateDevice: written('device', DEVICE),
  deactivateDevice: written('device', DEVICE),
  blockDevice: written('device', DEVICE),
  unblockDevice: written('device', DEVICE),
  deleteDevice: deleted,
  listMyDevices: bare(MY_DEVICE),
  deactivateMyDevice: written('device', MY_DEVICE),

  listUsers: as({ ...fieldsOf<UserListResponse>()('total'), users: USER }),
  getUser: one('user', USER),
  createUser: written('user', USER),
  updateUser: written('user', USER),
  deleteUser: deleted,

  listApplications: bare(APPLICATION),
  createApplication: written('application', APPLICATION),
  getApplication: one('application', APPLICATION),
  updateApplication: written('application', APPLICATION),
  deleteApplication: deleted,
  regenerateApplicationKey: written('application', APPLICATION),
  getMyApplication: withWholeKeys,
  createMyApplication: bareRecord(withWholeKeys),
  updateMyApplication: bareRecord(withWholeKeys),

  getQuota: as(QUOTA_INFO),
  syncQuota: as(QUOTA_INFO),
  getLicenseUsage: as(LICENSE_USAGE),
  getMyOwner: as(OWNER),
  createMyOwner: as(OWNER),
  updateMyOwner: as(OWNER),
  listTenantUsers: as({ ...fieldsOf<TenantUsersResponse>()('success', 'error'), users: TENANT_USER }),
  listProductSettings: bare(PRODUCT_SETTING),
  getProductSetting: one('product_setting', PRODUCT_SETTING),
};

// ---------------------------------------------------------------------------------------

const extensionHeaders = new Set(
  EXTENSION_IDS.flatMap((ext) => EXTENSIONS[ext].headers ?? []).map((name) => name.toLowerCase()),
);

/** An extension's call is absent; its query parameters, body fields and headers are ignored, never refused. */
export const specProfile: Profile = {
  hasCall: (id) => extensionOfCall(id) === undefined,
  queryOf: (id, params) => {
    const ignored = new Set(extensionParamsOf(id));
    return Object.fromEntries([...params].filter(([name]) => !ignored.has(name)));
  },
  bodyOf: (id, json) => {
    const ignored = new Set(extensionFieldsOf(id).map(([, field]) => field));
    if (ignored.size === 0 || typeof json !== 'object' || json === null || Array.isArray(json)) return json;
    return Object.fromEntries(Object.entries(json).filter(([name]) => !ignored.has(name)));
  },
  readsHeader: (name) => !extensionHeaders.has(name.toLowerCase()),
  statusOf: fullProfile.statusOf,
  refusal: fullProfile.refusal,
  shape: (id, body) => {
    const shape = SPEC_SHAPES[id];
    // A call the table misses keeps our answer: spec-profile.test.ts fails until it has its entry.
    return shape ? shape(body, id) : body;
  },
};
