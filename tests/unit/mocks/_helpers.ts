// Shared helpers of the mock-backend tests. tests/setup.ts starts the msw/node server and
// resets the database to `demo`, the mock settings and localStorage before each test.
import { http, passthrough } from 'msw';
import { expect } from 'vitest';
import { callApi } from '../../support/api.ts';
import { buildPath, endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { ApiError } from '../../../src/api/client/errors.ts';
import { errorBodySchema, type ErrorBody } from '../../../src/api/schemas/common.ts';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { dumpDatabase, tables } from '../../../src/mocks/db.ts';
import { server as mswServer } from '../../../src/mocks/hosts/node.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../src/mocks/scenarios/index.ts';
import { activationRequest, requestText } from '../../support/license-files.ts';

/** jsdom's origin; the client (API_BASE_URL) and msw's relative handlers both use it. */
export const ORIGIN = 'http://localhost:3000';

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

/** Signs in through the real client and stores the tokens as the console does. */
export async function signIn(who: DemoAccount | { email: string; password: string }): Promise<Session> {
  const credentials =
    typeof who === 'string' ? { email: DEMO_ACCOUNTS[who].email, password: DEMO_ACCOUNTS[who].password } : who;
  const res = await callApi('login', { body: credentials });
  tokenStorage.saveSession(
    { accessToken: res.access_token, idToken: res.id_token, refreshToken: res.refresh_token },
    res.user,
  );
  return { accessToken: res.access_token, refreshToken: res.refresh_token, userId: res.user.id };
}

export interface RawResponse {
  status: number;
  headers: Headers;
  json: unknown;
}

/**
 * The msw/node interceptor of tests/setup.ts sees fetches to a real loopback server too (the
 * HTTP host's tests): let them through to the socket. Call it in beforeEach.
 */
export function passLoopbackThrough(): void {
  mswServer.use(http.all(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/.*/, () => passthrough()));
}

/** A request without the client: no refresh, no parsing; `rawBody` is sent as is; `base` instead of ORIGIN. */
export async function raw(
  method: string,
  path: string,
  options: {
    token?: string | null;
    body?: unknown;
    rawBody?: string;
    base?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${options.base ?? ORIGIN}${path}`, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, json };
}

/** Asserts an error body of the shared shape and returns it. */
export function errorBody(res: RawResponse, status: number): ErrorBody {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return errorBodySchema.parse(res.json);
}

/** Awaits a rejected call and returns its ApiError (status checked). */
export async function apiError(promise: Promise<unknown>, status: number): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status, `${e.message} ${JSON.stringify(e.body)}`).toBe(status);
    return e;
  }
  throw new Error(`expected a ${status} refusal, but the call succeeded`);
}

/** The whole database as text (sessions excluded: signing in is not a data change). */
export function databaseText(): string {
  const { tables: t } = dumpDatabase();
  return JSON.stringify({ ...t, sessions: [] });
}

export const demoUserId = () => tables.users.all().find((u) => u.email === DEMO_ACCOUNTS.user.email)!.id;
export const demoAdminId = () => tables.users.all().find((u) => u.email === DEMO_ACCOUNTS.admin.email)!.id;

/** Licences and devices of the demo user, and of everyone else. */
export function ownership() {
  const userId = demoUserId();
  const own = new Set(
    tables.licenses
      .all()
      .filter((l) => l.userId === userId)
      .map((l) => l.id),
  );
  const devices = tables.devices.all();
  return {
    ownLicenses: tables.licenses.all().filter((l) => own.has(l.id)),
    otherLicenses: tables.licenses.all().filter((l) => !own.has(l.id)),
    ownDevices: devices.filter((d) => d.licenseId !== null && own.has(d.licenseId)),
    otherDevices: devices.filter((d) => d.licenseId === null || !own.has(d.licenseId)),
  };
}

/** A request each extension call of the registry answers with data (in the `full` profile). */
export const EXTENSION_REQUESTS: Readonly<
  Record<string, () => { params?: Record<string, string>; query?: string; body?: unknown }>
> = {
  getCapabilities: () => ({}),
  listAuditLog: () => ({ query: '?page=1&pageSize=5' }),
  getDashboardTrends: () => ({ query: '?days=30' }),
  previewStaleDevices: () => ({ query: '?olderThanHours=24' }),
  getLicenseHistory: () => ({ params: { id: tables.licenses.all()[0]!.id } }),
  revealMyApplicationKey: () => ({ body: { which: 'internal' } }),
  revealMyOwnerKey: () => ({ body: {} }),
  getNotifications: () => ({ query: '?staleAfterHours=24' }),
  markNotificationsRead: () => ({ body: { ids: ['quota-stale:probe'] } }),
  updateNotificationSettings: () => ({ body: { expiryWindowDays: 30 } }),
  getUsageReport: () => ({ query: '?from=2026-01&to=2026-02' }),
  getLicensePolicy: () => ({ params: { id: tables.licenses.all()[0]!.id } }),
  getLicenseEntitlements: () => ({ params: { id: tables.licenses.all()[0]!.id } }),
  updateLicenseEntitlements: () => ({
    params: { id: tables.licenses.all()[0]!.id },
    body: { entitlements: ['BASIC'] },
  }),
  getLicenseActions: () => ({ params: { id: tables.licenses.all()[0]!.id } }),
  extendLicense: () => ({ params: { id: usableSubscription().id }, body: { by: { value: 30, unit: 'day' } } }),
  resetLicenseActivations: () => ({ params: { id: tables.licenses.all().find((l) => l.currentActivations > 0)!.id } }),
  transferLicense: () => {
    const licence = usableSubscription();
    const other = tables.users.all().find((u) => u.role === 'USER' && u.id !== licence.userId)!;
    return { params: { id: licence.id }, body: { userId: other.id } };
  },
  updateLicenseMaxActivations: () => {
    const licence = usableSubscription();
    return { params: { id: licence.id }, body: { maxActivations: licence.maxActivations + 1 } };
  },
  listLicensePolicies: () => ({}),
  createLicensePolicy: () => ({
    body: {
      applicationId: tables.applications.all()[0]!.id,
      name: '検証用ポリシー',
      type: 'perpetual',
      maxActivations: 1,
    },
  }),
  updateLicensePolicy: () => {
    const policy = tables.licensePolicies.all()[0]!;
    return { params: { id: policy.id }, body: { name: policy.name, type: 'perpetual', maxActivations: 2 } };
  },
  deleteLicensePolicy: () => ({ params: { id: tables.licensePolicies.all().at(-1)!.id } }),
  listEntitlements: () => ({ params: { id: tables.applications.all()[0]!.id } }),
  createEntitlement: () => ({
    params: { id: tables.applications.all()[0]!.id },
    body: { code: 'NEW_FEATURE', name: '新機能' },
  }),
  getLicenseFileSettings: () => ({}),
  getLicenseSigningKey: () => ({}),
  checkoutLicenseFile: () => {
    const device = licensedActiveDevice();
    return { params: { id: device.licenseId! }, body: { deviceId: device.id, ttlDays: 30 } };
  },
  activateOffline: () => {
    const license = licenseWithSeatLeft();
    return {
      body: {
        requestFile: requestText(activationRequest({ licenseKey: license.key, applicationId: license.applicationId })),
      },
    };
  },
  returnOfflineDevice: () => {
    const { deviceId, returnCode } = offlineDevice();
    return { params: { id: deviceId }, body: { returnCode } };
  },
  findLicensesByReference: () => ({ body: { references: ['PO-PROBE'] } }),
  createLicensesBulk: () => {
    const license = licenseWithSeatLeft();
    return {
      body: {
        licenses: [
          { applicationId: license.applicationId, userId: license.userId, type: 'perpetual', maxActivations: 1 },
        ],
      },
    };
  },
  listMyApplications: () => ({}),
  listApplicationsForLicense: () => ({}),
  createApplicationFromProduct: () => {
    const product = tables.productSettings.all()[0]!;
    return {
      body: {
        name: '商品から作るアプリ',
        description: '商品設定から作成したアプリケーションです',
        version: '1.0.0',
        product_setting_id: product.id,
        product_setting_name: product.name,
      },
    };
  },
};

/** A licence that is not revoked and has an expiry (one every lifecycle action accepts). */
export function usableSubscription() {
  return tables.licenses.all().find((l) => l.status === 'ACTIVE' && l.expiresAt !== null)!;
}

/** An ACTIVE device on a usable licence (what a licence file can be checked out for). */
export function licensedActiveDevice() {
  const usable = (id: string | null) => {
    const l = id === null ? undefined : tables.licenses.get(id);
    return (
      l !== undefined &&
      l.status !== 'REVOKED' &&
      (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now() + 86_400_000)
    );
  };
  return tables.devices.all().find((d) => d.status === 'ACTIVE' && !d.blocked && usable(d.licenseId))!;
}

/** A usable licence with a free activation, of an application of the owner. */
export function licenseWithSeatLeft(userId?: string) {
  return tables.licenses
    .all()
    .find(
      (l) =>
        l.status === 'ACTIVE' &&
        (userId === undefined || l.userId === userId) &&
        l.currentActivations < l.maxActivations &&
        (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now() + 86_400_000),
    )!;
}

/** An active, unexpired licence whose every activation is in use. */
export function licenseAtItsLimit() {
  return tables.licenses
    .all()
    .find(
      (l) =>
        l.status === 'ACTIVE' &&
        l.currentActivations >= l.maxActivations &&
        (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
    )!;
}

export const TEST_RETURN_CODE = 'TEST-RETN-CODE-2345';

/** An ACTIVE device that holds a licence file (made once: the same file on every call), and its return code. */
export function offlineDevice(): { deviceId: string; returnCode: string } {
  const existing = tables.licenseFiles.get('test-offline-file');
  if (existing) return { deviceId: existing.deviceId, returnCode: TEST_RETURN_CODE };
  const device = licensedActiveDevice();
  const issuedAt = new Date().toISOString();
  tables.licenseFiles.insert({
    id: 'test-offline-file',
    licenseId: device.licenseId!,
    deviceId: device.id,
    hardwareId: device.hardwareId,
    issuedAt,
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    ttlDays: 7,
    returnCode: TEST_RETURN_CODE,
    requestNonce: null,
    issuedBy: demoAdminId(),
    returnedAt: null,
  });
  return { deviceId: device.id, returnCode: TEST_RETURN_CODE };
}

/** Calls an extension with the request above (on `base`, ORIGIN by default). */
export function extensionCall(id: EndpointId, token: string | null, base?: string): Promise<RawResponse> {
  const def = endpoints[id];
  const req = EXTENSION_REQUESTS[id]?.();
  if (!req) throw new Error(`no request for the extension call ${id}: add one to EXTENSION_REQUESTS`);
  return raw(def.method, `${buildPath(def.path, req.params)}${req.query ?? ''}`, {
    token,
    base,
    body: req.body ?? (def.method === 'GET' ? undefined : {}),
  });
}
