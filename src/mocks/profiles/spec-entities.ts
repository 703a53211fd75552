// The contract's entities as the `spec` profile shapes them (spec.ts): each a projection naming the
// fields the contract gives it, checked against our type of it.
import type { ApplicationWire as Application } from '../../api/schemas/application.ts';
import type {
  ProductSettingWire as ProductSetting,
  TenantUserWire as TenantUser,
} from '../../api/schemas/accounts/billing.ts';
import type {
  ActivityEntryWire as ActivityEntry,
  DashboardWire as Dashboard,
} from '../../api/schemas/reports/dashboard.ts';
import type { DeviceWire as Device, MyDeviceWire as MyDevice } from '../../api/schemas/licensing/device.ts';
import type {
  LicenseWire as License,
  MyLicenseWire as MyLicense,
  ProfileLicenseWire as ProfileLicense,
} from '../../api/schemas/licensing/license.ts';
import type {
  ExistingOwnerWire as ExistingOwner,
  LicenseUsageWire as LicenseUsage,
  QuotaInfo,
} from '../../api/schemas/accounts/owner.ts';
import type {
  UserWire as User,
  UserProfileWire as UserProfile,
  UserStatsWire as UserStats,
} from '../../api/schemas/accounts/user.ts';

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
export const fieldsOf =
  <T>() =>
  <const K extends keyof T & string>(...fields: K[]): Projection =>
    Object.fromEntries(fields.map((field) => [field, true] as const));

// The entities, field for field as the contract names them.
export const LICENSE = fieldsOf<License>()(
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
export const PROFILE_LICENSE = fieldsOf<ProfileLicense>()(
  'id',
  'status',
  'activationCount',
  'maxActivations',
  'expiryDate',
);
export const MY_LICENSE = fieldsOf<MyLicense>()(
  'id',
  'key',
  'status',
  'currentActivations',
  'maxActivations',
  'createdAt',
  'expiresAt',
);
export const DEVICE = fieldsOf<Device>()(
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
export const MY_DEVICE = fieldsOf<MyDevice>()(
  'device_id',
  'hardware_id',
  'hostname',
  'platform',
  'status',
  'last_heartbeat',
  'license_key',
);
export const USER = fieldsOf<User>()(
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
export const TENANT_USER = fieldsOf<TenantUser>()('id', 'email', 'name', 'display_name', 'is_duplicate');
export const USER_PROFILE = fieldsOf<UserProfile>()(
  'id',
  'display_name',
  'email',
  'role',
  'created_at',
  'given_name',
  'family_name',
);
export const COUNT_PAIR = fieldsOf<UserStats['licenses']>()('total', 'active');
export const USER_STATS: Projection = {
  licenses: COUNT_PAIR,
  devices: COUNT_PAIR,
  applications: fieldsOf<UserStats['applications']>()('total'),
};
export const QUOTA_INFO = fieldsOf<QuotaInfo>()(
  'license_quota_total',
  'license_quota_used',
  'license_quota_available',
  'is_quota_expired',
);
export const LICENSE_USAGE: Projection = {
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
export const DASHBOARD: Projection = {
  stats: fieldsOf<Dashboard['stats']>()('totalLicenses', 'activeLicenses', 'totalUsers', 'totalDevices'),
  licenseStatuses: fieldsOf<Dashboard['licenseStatuses'][number]>()('status', 'count'),
  recentActivities: fieldsOf<ActivityEntry>()('id', 'message', 'timestamp'),
};
export const APPLICATION = fieldsOf<Application>()(
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
export const OWNER = fieldsOf<ExistingOwner>()(
  'exists',
  'owner_id',
  'subsclight_site',
  'subsclight_api_key_masked',
  'updated_at',
);
export const PRODUCT_SETTING = fieldsOf<ProductSetting>()(
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
