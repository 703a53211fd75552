// The `spec` profile: the mock as a licence server with only the contract (docs/product.md, "Calls"
// and "Entities and their fields"), to try the console against one. What is ours beyond it comes
// from the registry of extensions; data, validation, roles, refusals and the audit log stay the full mock's.
import type { LoginResponseWire as LoginResponse } from '../../api/schemas/accounts/auth.ts';
import type { TenantUsersResponseWire as TenantUsersResponse } from '../../api/schemas/accounts/billing.ts';
import type { UserListResponseWire as UserListResponse } from '../../api/schemas/accounts/user.ts';
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
import {
  fieldsOf,
  project,
  type Projection,
  APPLICATION,
  DASHBOARD,
  DEVICE,
  LICENSE,
  LICENSE_USAGE,
  MY_DEVICE,
  MY_LICENSE,
  OWNER,
  PRODUCT_SETTING,
  PROFILE_LICENSE,
  QUOTA_INFO,
  TENANT_USER,
  USER,
  USER_PROFILE,
  USER_STATS,
} from './spec-entities.ts';

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
 * and every other call must (tests/unit/mocks/spec-profile/setting-and-extension-calls.test.ts checks both).
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
    // A call the table misses keeps our answer: the spec profile's coverage test fails until it has its entry.
    return shape ? shape(body, id) : body;
  },
};
