// Rows -> the API's shapes (src/api/schemas). Secrets leave only masked; a licence whose
// expiry has passed reads as EXPIRED everywhere.
import * as z from 'zod';
import type {
  ApplicationWire as Application,
  ApplicationForLicenseWire as ApplicationForLicense,
} from '../../api/schemas/application.ts';
import type { AuthUserWire as AuthUser } from '../../api/schemas/accounts/auth.ts';
import type {
  ProductSettingWire as ProductSetting,
  TenantUserWire as TenantUser,
} from '../../api/schemas/accounts/billing.ts';
import type { DeviceWire as Device, MyDeviceWire as MyDevice } from '../../api/schemas/licensing/device.ts';
import type {
  LicenseWire as License,
  LicenseStatus,
  MyLicenseWire as MyLicense,
  ProfileLicenseWire as ProfileLicense,
} from '../../api/schemas/licensing/license.ts';
import type { OwnerWire as Owner } from '../../api/schemas/accounts/owner.ts';
import type { UserWire as User, UserProfileWire as UserProfile } from '../../api/schemas/accounts/user.ts';
import {
  tables,
  type ApplicationRow,
  type DeviceRow,
  type LicenseFileRow,
  type LicenseRow,
  type OwnerRow,
  type ProductSettingRow,
  type TenantUserRow,
  type UserRow,
} from '../db.ts';

// Secrets leave the server masked exactly as the console masks them.
import { maskSecret } from '../../shared/format.ts';

export function isExpired(license: Pick<LicenseRow, 'expiresAt'>, atMs: number): boolean {
  return license.expiresAt !== null && Date.parse(license.expiresAt) <= atMs;
}

/**
 * The status every response shows: REVOKED stays REVOKED; otherwise a past expiry reads
 * as EXPIRED; otherwise the stored ACTIVE/INACTIVE.
 */
export function effectiveLicenseStatus(license: Pick<LicenseRow, 'status' | 'expiresAt'>, atMs: number): LicenseStatus {
  if (license.status === 'REVOKED') return 'REVOKED';
  if (isExpired(license, atMs)) return 'EXPIRED';
  return license.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE';
}

/** What the user list and licence rows show as the person's name. */
export function displayNameOf(user: Pick<UserRow, 'displayName' | 'username' | 'email'> | undefined): string {
  if (!user) return '';
  return user.displayName || user.username || user.email;
}

export function toLicense(license: Readonly<LicenseRow>, atMs: number): License {
  const app = tables.applications.get(license.applicationId);
  const user = tables.users.get(license.userId);
  return {
    id: license.id,
    key: license.key,
    status: effectiveLicenseStatus(license, atMs),
    type: license.type,
    applicationId: license.applicationId,
    applicationName: app?.name ?? '',
    userId: license.userId,
    userName: displayNameOf(user),
    currentActivations: license.currentActivations,
    maxActivations: license.maxActivations,
    availableActivations: Math.max(0, license.maxActivations - license.currentActivations),
    issuedAt: license.issuedAt,
    updatedAt: license.updatedAt,
    expiresAt: license.expiresAt,
  };
}

export function toProfileLicense(license: Readonly<LicenseRow>, atMs: number): ProfileLicense {
  const status = effectiveLicenseStatus(license, atMs);
  return {
    id: license.id,
    status: status === 'ACTIVE' ? 'active' : status === 'INACTIVE' ? 'inactive' : 'expired',
    activationCount: license.currentActivations,
    maxActivations: license.maxActivations,
    expiryDate: license.expiresAt,
  };
}

export function toMyLicense(license: Readonly<LicenseRow>, atMs: number): MyLicense {
  return {
    id: license.id,
    key: license.key,
    status: effectiveLicenseStatus(license, atMs),
    currentActivations: license.currentActivations,
    maxActivations: license.maxActivations,
    createdAt: license.issuedAt,
    expiresAt: license.expiresAt,
    applicationName: tables.applications.get(license.applicationId)?.name ?? '',
  };
}

const metadataSchema = z.record(z.string(), z.unknown());

/** A device's stored metadata text as an object ({} when it is not a JSON object). */
export function parseMetadata(json: string): Record<string, unknown> {
  try {
    const parsed = metadataSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function toDevice(device: Readonly<DeviceRow>): Device {
  return {
    id: device.id,
    hardwareId: device.hardwareId,
    name: device.name,
    status: device.status,
    licenseId: device.licenseId,
    createdAt: device.createdAt,
    lastHeartbeat: device.lastHeartbeat,
    lastOnlineAt: device.lastOnlineAt,
    metadata: parseMetadata(device.metadataJson),
    blocked: device.blocked,
    ...offlineField(device),
  };
}

/** The files of the device on its current licence that were not returned yet. */
export function unreturnedFiles(device: Readonly<DeviceRow>): Readonly<LicenseFileRow>[] {
  return tables.licenseFiles
    .all()
    .filter((f) => f.deviceId === device.id && f.licenseId === device.licenseId && f.returnedAt === null);
}

/** The end of the newest unreturned file of an ACTIVE device (it runs offline until then), else null. */
export function offlineUntil(device: Readonly<DeviceRow>): string | null {
  if (device.status !== 'ACTIVE') return null;
  let until: string | null = null;
  for (const f of unreturnedFiles(device)) if (until === null || f.expiresAt > until) until = f.expiresAt;
  return until;
}

/** Ours, and only on a device that runs on a licence file: until when. */
function offlineField(device: Readonly<DeviceRow>): { offlineUntil?: string } {
  const until = offlineUntil(device);
  return until === null ? {} : { offlineUntil: until };
}

export function toMyDevice(device: Readonly<DeviceRow>): MyDevice {
  const license = device.licenseId ? tables.licenses.get(device.licenseId) : undefined;
  return {
    device_id: device.id,
    hardware_id: device.hardwareId,
    hostname: device.hostname,
    platform: device.platform,
    status: device.status,
    last_heartbeat: device.lastHeartbeat,
    license_key: license?.key ?? null,
  };
}

export function toUser(user: Readonly<UserRow>): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    userType: user.userType,
    tenantId: user.tenantId,
    subsclight_customer_id: user.subsclightCustomerId,
  };
}

export function toAuthUser(user: Readonly<UserRow>): AuthUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: user.role,
    display_name: displayNameOf(user),
    created_at: user.createdAt,
  };
}

export function toProfile(user: Readonly<UserRow>): UserProfile {
  return {
    id: user.id,
    display_name: displayNameOf(user),
    email: user.email,
    role: user.role,
    created_at: user.createdAt,
    given_name: user.givenName,
    family_name: user.familyName,
  };
}

export function toApplication(app: Readonly<ApplicationRow>): Application {
  return {
    application_id: app.id,
    name: app.name,
    description: app.description,
    version: app.version,
    api_key: maskSecret(app.apiKey),
    subsclight_api_key: app.billingApiKey === null ? null : maskSecret(app.billingApiKey),
    subsclight_site: app.billingSite,
    status: app.status,
    product_setting_name: app.productSettingName,
    created_at: app.createdAt,
    updated_at: app.updatedAt,
  };
}

export function toApplicationForLicense(app: Readonly<ApplicationRow>): ApplicationForLicense {
  return { id: app.id, name: app.name, version: app.version, description: app.description, status: app.status };
}

export function toOwner(owner: Readonly<OwnerRow> | undefined): Owner {
  if (!owner) return { exists: false };
  return {
    exists: true,
    owner_id: owner.id,
    subsclight_site: owner.site,
    subsclight_api_key_masked: maskSecret(owner.apiKey),
    updated_at: owner.updatedAt,
  };
}

export function toTenantUser(tenant: Readonly<TenantUserRow>, registeredEmails: ReadonlySet<string>): TenantUser {
  return {
    id: tenant.id,
    email: tenant.email,
    name: tenant.name,
    display_name: tenant.displayName,
    is_duplicate: registeredEmails.has(tenant.email.toLowerCase()),
  };
}

export function toProductSetting(setting: Readonly<ProductSettingRow>): ProductSetting {
  return {
    id: setting.id,
    name: setting.name,
    description: setting.description,
    payment_type: setting.paymentType,
    single_price: setting.singlePrice,
    cycle_price: setting.cyclePrice,
    cycle_interval_value: setting.cycleIntervalValue,
    cycle_interval_unit: setting.cycleIntervalUnit,
    trial_days: setting.trialDays,
    prefix: setting.prefix,
  };
}
