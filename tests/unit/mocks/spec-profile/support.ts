// What the spec-profile tests share: the extension calls, the named fields of each shape, readers
// of the answers and the two demo sessions.
import { expect } from 'vitest';
import { endpoints, type EndpointId } from '../../../../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS, EXTENSIONS } from '../../../../src/api/catalog/extensions.ts';
import { common } from '../../../../src/shared/messages/common.ts';
import { configureMock } from '../../../../src/mocks/settings.ts';
import { signIn, type RawResponse } from '../_helpers.ts';

export const ids = Object.keys(endpoints) as EndpointId[];
export const extensionCalls = EXTENSION_IDS.flatMap((ext) => EXTENSIONS[ext].calls);
export const NO_ROUTE = { error: common.notFound, message: common.notFound, code: 'NO_ROUTE' };

export const spec = () => configureMock({ profile: 'spec' });
export const keysOf = (row: unknown) => Object.keys(row as object).sort();
export const rows = (res: RawResponse): Array<Record<string, unknown>> => {
  expect(res.status, JSON.stringify(res.json).slice(0, 300)).toBe(200);
  expect(Array.isArray(res.json), `a bare array: ${JSON.stringify(res.json).slice(0, 200)}`).toBe(true);
  return res.json as Array<Record<string, unknown>>;
};
export const ok = <T>(res: RawResponse, status = 200): T => {
  expect(res.status, JSON.stringify(res.json).slice(0, 300)).toBe(status);
  return res.json as T;
};

// The contract's fields, written out here (not read from the profile) so a slip there fails.
export const FIELDS = {
  license: [
    'applicationId',
    'applicationName',
    'availableActivations',
    'currentActivations',
    'expiresAt',
    'id',
    'issuedAt',
    'key',
    'maxActivations',
    'status',
    'updatedAt',
    'userName',
  ],
  profileLicense: ['activationCount', 'expiryDate', 'id', 'maxActivations', 'status'],
  myLicense: ['createdAt', 'currentActivations', 'expiresAt', 'id', 'key', 'maxActivations', 'status'],
  device: ['createdAt', 'hardwareId', 'id', 'lastHeartbeat', 'lastOnlineAt', 'licenseId', 'metadata', 'name', 'status'],
  myDevice: ['device_id', 'hardware_id', 'hostname', 'last_heartbeat', 'license_key', 'platform', 'status'],
  user: ['createdAt', 'email', 'id', 'role', 'subsclight_customer_id', 'tenantId', 'updatedAt', 'userType', 'username'],
  application: [
    'api_key',
    'application_id',
    'created_at',
    'description',
    'name',
    'product_setting_name',
    'status',
    'subsclight_api_key',
    'subsclight_site',
    'updated_at',
    'version',
  ],
  productSetting: [
    'cycle_interval_unit',
    'cycle_interval_value',
    'cycle_price',
    'description',
    'id',
    'name',
    'payment_type',
    'prefix',
    'single_price',
    'trial_days',
  ],
  tenantUser: ['display_name', 'email', 'id', 'is_duplicate', 'name'],
  quotaInfo: ['is_quota_expired', 'license_quota_available', 'license_quota_total', 'license_quota_used'],
};

/** Both demo sessions' tokens, fresh for each test. */
export async function signInBoth(): Promise<{ admin: string; user: string }> {
  return { admin: (await signIn('admin')).accessToken, user: (await signIn('user')).accessToken };
}
