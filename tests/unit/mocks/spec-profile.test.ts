// The `spec` profile through msw/node: extension calls 404, extension parameters ignored, bare
// arrays where the contract names no envelope, only the named fields; validation, roles and the
// data's safety stay. The hosts select it in spec-profile-hosts.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPath, endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS, EXTENSIONS } from '../../../src/api/catalog/extensions.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { maskSecret } from '../../../src/shared/format.ts';
import { OPERATION_ID_HEADER } from '../../../src/shared/constants.ts';
import { auditRows, tables } from '../../../src/mocks/db.ts';
import { SPEC_SHAPES } from '../../../src/mocks/profiles/spec.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { configureMock, mockSettings, resetMockSettings } from '../../../src/mocks/settings.ts';
import {
  databaseText,
  demoUserId,
  errorBody,
  EXTENSION_REQUESTS,
  extensionCall,
  ownership,
  raw,
  signIn,
  type RawResponse,
} from './_helpers.ts';

const ids = Object.keys(endpoints) as EndpointId[];
const extensionCalls = EXTENSION_IDS.flatMap((ext) => EXTENSIONS[ext].calls);
const NO_ROUTE = { error: common.notFound, message: common.notFound, code: 'NO_ROUTE' };

const spec = () => configureMock({ profile: 'spec' });
const keysOf = (row: unknown) => Object.keys(row as object).sort();
const rows = (res: RawResponse): Array<Record<string, unknown>> => {
  expect(res.status, JSON.stringify(res.json).slice(0, 300)).toBe(200);
  expect(Array.isArray(res.json), `a bare array: ${JSON.stringify(res.json).slice(0, 200)}`).toBe(true);
  return res.json as Array<Record<string, unknown>>;
};
const ok = <T>(res: RawResponse, status = 200): T => {
  expect(res.status, JSON.stringify(res.json).slice(0, 300)).toBe(status);
  return res.json as T;
};

// The contract's fields, written out here (not read from the profile) so a slip there fails.
const FIELDS = {
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

let admin: string;
let user: string;
beforeEach(async () => {
  admin = (await signIn('admin')).accessToken;
  user = (await signIn('user')).accessToken;
});

describe('the profile setting', () => {
  it('is full by default, switched by configureMock and put back by resetMockSettings', () => {
    expect(mockSettings.profile).toBe('full');
    spec();
    expect(mockSettings.profile).toBe('spec');
    resetMockSettings();
    expect(mockSettings.profile).toBe('full');
  });

  it('shapes every call of the contract and none of the extensions (read from the registry)', () => {
    expect(extensionCalls).toContain('getCapabilities');
    expect(extensionCalls.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(SPEC_SHAPES).sort()).toEqual(ids.filter((id) => !extensionCalls.includes(id)).sort());
  });
});

describe('extension calls', () => {
  it('the request table covers exactly the calls of the registry', () => {
    expect(Object.keys(EXTENSION_REQUESTS).sort()).toEqual([...extensionCalls].sort());
  });

  it.each(extensionCalls)(
    '%s answers in full and is a 404 like an unknown route in spec, changing nothing',
    async (id) => {
      const full = await extensionCall(id, admin);
      expect([200, 201], JSON.stringify(full.json).slice(0, 200)).toContain(full.status);
      spec();
      const before = databaseText();
      const audited = auditRows().length;
      for (const token of [admin, user, null]) {
        const res = await extensionCall(id, token);
        expect(res.status, `${id} with ${token ? 'a token' : 'no token'}`).toBe(404);
        expect(res.json).toEqual(NO_ROUTE);
      }
      expect(databaseText()).toBe(before);
      expect(auditRows()).toHaveLength(audited);
    },
  );
});

describe('lists', () => {
  beforeEach(spec);

  it('GET /licenses: every licence, newest first, as a bare array of the named fields', async () => {
    const list = rows(await raw('GET', '/licenses', { token: admin }));
    expect(list).toHaveLength(tables.licenses.count());
    expect(new Set(list.map((l) => l.id)).size).toBe(tables.licenses.count());
    for (const row of list) expect(keysOf(row)).toEqual(FIELDS.license);
    const issued = list.map((l) => String(l.issuedAt));
    expect(issued).toEqual([...issued].sort().reverse());
  });

  it('GET /devices: every device as a bare array of the named fields', async () => {
    const list = rows(await raw('GET', '/devices', { token: admin }));
    expect(list.map((d) => d.id).sort()).toEqual(
      tables.devices
        .all()
        .map((d) => d.id)
        .sort(),
    );
    for (const row of list) expect(keysOf(row)).toEqual(FIELDS.device);
  });

  it("a USER's own lists are bare arrays of the named fields", async () => {
    const { ownLicenses, ownDevices } = ownership();
    const my = rows(await raw('GET', '/api/my-licenses', { token: user }));
    expect(my.map((l) => l.id).sort()).toEqual(ownLicenses.map((l) => l.id).sort());
    for (const row of my) expect(keysOf(row)).toEqual(FIELDS.myLicense);
    const profile = rows(await raw('GET', '/licenses/user', { token: user }));
    expect(profile).toHaveLength(ownLicenses.length);
    for (const row of profile) expect(keysOf(row)).toEqual(FIELDS.profileLicense);
    const devices = rows(await raw('GET', '/api/my-devices', { token: user }));
    expect(devices.map((d) => d.device_id).sort()).toEqual(ownDevices.map((d) => d.id).sort());
    for (const row of devices) expect(keysOf(row)).toEqual(FIELDS.myDevice);
  });

  it('applications and product settings are bare arrays too; keys in lists stay masked', async () => {
    for (const path of ['/applications']) {
      const list = rows(await raw('GET', path, { token: admin }));
      expect(list, path).toHaveLength(tables.applications.count());
      for (const row of list) {
        expect(keysOf(row)).toEqual(FIELDS.application);
        expect(row.api_key).toBe(maskSecret(tables.applications.get(String(row.application_id))!.apiKey));
      }
    }
    const products = rows(await raw('GET', '/api/subsclight/product-settings', { token: admin }));
    expect(products).toHaveLength(tables.productSettings.count());
    for (const row of products) expect(keysOf(row)).toEqual(FIELDS.productSetting);
  });

  it('the envelopes the contract names stay: users, tenant users', async () => {
    const users = ok<{ users: unknown[]; total: number }>(await raw('GET', '/users', { token: admin }));
    expect(keysOf(users)).toEqual(['total', 'users']);
    for (const row of users.users) expect(keysOf(row)).toEqual(FIELDS.user);
    const tenants = ok<{ users: unknown[] }>(await raw('GET', '/api/subsclight/tenant-users', { token: admin }));
    expect(keysOf(tenants)).toEqual(['error', 'success', 'users']);
    expect(tenants.users).toHaveLength(tables.tenantUsers.count());
    for (const row of tenants.users) expect(keysOf(row)).toEqual(FIELDS.tenantUser);
  });
});

describe('query parameters', () => {
  const LICENSE_QUERY =
    '?page=2&pageSize=5&search=zzz&sortField=key&sortOrder=asc&status=REVOKED&type=perpetual&expiry=within7&activation=full';
  const JUNK_QUERY =
    '?page=abc&pageSize=0&sortField=password&status=LOST&heartbeatOlderThanHours=NaN&expiryUntil=yesterday';

  it('the extension parameters of /licenses and /devices are ignored, whatever their values', async () => {
    // In full they page, filter and are validated.
    expect(
      ok<{ licenses: unknown[] }>(await raw('GET', `/licenses${LICENSE_QUERY}`, { token: admin })).licenses.length,
    ).toBeLessThan(5);
    expect((await raw('GET', `/licenses${JUNK_QUERY}`, { token: admin })).status).toBe(400);
    spec();
    const plainLicenses = rows(await raw('GET', '/licenses', { token: admin }));
    expect(rows(await raw('GET', `/licenses${LICENSE_QUERY}`, { token: admin }))).toEqual(plainLicenses);
    expect(rows(await raw('GET', `/licenses${JUNK_QUERY}`, { token: admin }))).toEqual(plainLicenses);
    const plainDevices = rows(await raw('GET', '/devices', { token: admin }));
    const licenseId = tables.devices.all().find((d) => d.licenseId)!.licenseId!;
    expect(
      rows(
        await raw(
          'GET',
          `/devices?page=3&pageSize=2&status=ACTIVE&licenseId=${licenseId}&sortField=name&heartbeatOlderThanHours=24`,
          { token: admin },
        ),
      ),
    ).toEqual(plainDevices);
    expect(rows(await raw('GET', `/devices${JUNK_QUERY}`, { token: admin }))).toEqual(plainDevices);
  });

  it('GET /users keeps the paging, role and search of the contract and ignores sorting and the type filter', async () => {
    spec();
    const all = tables.users.all();
    const page2 = ok<{ users: Array<{ id: string }>; total: number }>(
      await raw('GET', '/users?page=2&pageSize=10', { token: admin }),
    );
    expect(page2.total).toBe(all.length);
    expect(page2.users).toHaveLength(10);
    const page1 = ok<{ users: Array<{ id: string }> }>(await raw('GET', '/users?page=1&pageSize=10', { token: admin }));
    expect(page1.users.map((u) => u.id)).not.toEqual(page2.users.map((u) => u.id));
    const usersOnly = ok<{ users: Array<{ role: string }>; total: number }>(
      await raw('GET', '/users?role=USER&pageSize=100', { token: admin }),
    );
    expect(usersOnly.total).toBe(all.filter((u) => u.role === 'USER').length);
    expect(usersOnly.users.every((u) => u.role === 'USER')).toBe(true);
    const found = ok<{ users: Array<{ email: string }>; total: number }>(
      await raw('GET', '/users?search=user%40example.com', { token: admin }),
    );
    expect(found.users.map((u) => u.email)).toContain('user@example.com');
    expect(found.total).toBeLessThan(all.length);
    // Sorting and the type filter are extensions: the answer is the plain one.
    const plain = ok(await raw('GET', '/users?page=1&pageSize=10', { token: admin }));
    expect(ok(await raw('GET', '/users?page=1&pageSize=10&sortField=email&sortOrder=desc', { token: admin }))).toEqual(
      plain,
    );
    expect(
      ok(
        await raw('GET', '/users?page=1&pageSize=10&userType=SUBSCLIGHT_LINKED&sortField=passwordHash', {
          token: admin,
        }),
      ),
    ).toEqual(plain);
    // The contract's own parameters are still checked.
    errorBody(await raw('GET', '/users?page=0', { token: admin }), 400);
  });

  it('the extension header X-Operation-Id is ignored in spec, refused when malformed in full', async () => {
    const license = tables.licenses.all().find((l) => l.status !== 'REVOKED')!;
    const headers = { [OPERATION_ID_HEADER]: 'a b c' };
    errorBody(await raw('POST', `/licenses/${license.id}/revoke`, { token: admin, headers }), 400);
    spec();
    expect((await raw('POST', `/licenses/${license.id}/revoke`, { token: admin, headers })).status).toBe(200);
    expect(auditRows().at(-1)).toMatchObject({ action: 'revokeLicense', result: 'done', operationId: null });
  });
});

describe('objects keep the named fields only', () => {
  beforeEach(spec);

  it('the dashboard: cards, statuses, and activities without licenseId', async () => {
    const d = ok<{ stats: object; licenseStatuses: object[]; recentActivities: object[] }>(
      await raw('GET', '/api/dashboard', { token: admin }),
    );
    expect(keysOf(d)).toEqual(['licenseStatuses', 'recentActivities', 'stats']);
    expect(keysOf(d.stats)).toEqual(['activeLicenses', 'totalDevices', 'totalLicenses', 'totalUsers']);
    expect(d.recentActivities.length).toBeGreaterThan(0);
    for (const a of d.recentActivities) expect(keysOf(a)).toEqual(['id', 'message', 'timestamp']);
    for (const s of d.licenseStatuses) expect(keysOf(s)).toEqual(['count', 'status']);
  });

  it('write answers are the changed record, bare (the contract names no envelope), its fields projected', async () => {
    const license = ownership().otherLicenses.find((l) => l.status !== 'REVOKED')!;
    const revoked = ok<object>(await raw('POST', `/licenses/${license.id}/revoke`, { token: admin }));
    expect(keysOf(revoked)).toEqual(FIELDS.license);
    const created = ok<object>(
      await raw('POST', '/licenses', {
        token: admin,
        body: {
          applicationId: tables.applications.all()[0]!.id,
          userId: demoUserId(),
          type: 'perpetual',
          maxActivations: 2,
        },
      }),
      201,
    );
    expect(keysOf(created)).toEqual(FIELDS.license);
    const device = ownership().ownDevices.find((d) => d.status === 'ACTIVE')!;
    const deactivated = ok<object>(await raw('POST', `/api/my-devices/${device.id}/deactivate`, { token: user }));
    expect(keysOf(deactivated)).toEqual(FIELDS.myDevice);
    // A single record read keeps the envelope the console has always read.
    expect(keysOf(ok(await raw('GET', `/devices/${device.id}`, { token: admin })))).toEqual(['device']);
  });

  it('quota answers are the quota info; usage and owner as named', async () => {
    const owner = tables.owners.all()[0]!;
    expect(keysOf(ok(await raw('GET', `/api/license-quota/${owner.id}`, { token: admin })))).toEqual(FIELDS.quotaInfo);
    expect(keysOf(ok(await raw('POST', `/api/license-quota/${owner.id}/sync`, { token: admin })))).toEqual(
      FIELDS.quotaInfo,
    );
    const mine = ok<Record<string, unknown>>(await raw('GET', '/api/my-owner', { token: admin }));
    expect(keysOf(mine)).toEqual(['exists', 'owner_id', 'subsclight_api_key_masked', 'subsclight_site', 'updated_at']);
    expect(mine.subsclight_api_key_masked).toBe(maskSecret(owner.apiKey));
  });

  it('my application comes with its whole keys (a contract server has no reveal call)', async () => {
    const got = ok<{ application: Record<string, unknown> }>(await raw('GET', '/api/my-application', { token: admin }));
    const row = tables.applications.get(String(got.application.application_id))!;
    expect(keysOf(got.application)).toEqual(FIELDS.application);
    expect(got.application).toMatchObject({ api_key: row.apiKey, subsclight_api_key: row.billingApiKey });
    const body = {
      name: '更新アプリ',
      description: '更新',
      version: '2.5.0',
      subsclight_site: 'demo-shop',
      subsclight_api_key: 'sl_live_newkey123456',
    };
    const updated = ok<Record<string, unknown>>(await raw('PUT', '/api/my-application', { token: admin, body }));
    expect(updated).toMatchObject({ api_key: row.apiKey, subsclight_api_key: 'sl_live_newkey123456' });
    resetDatabase('empty');
    const { accessToken } = await signIn('admin');
    const setup = {
      name: '初期アプリ',
      description: '初期設定',
      version: '1.0.0',
      subsclight_api_key: 'sl_live_abcdefghijkl',
      subsclight_site: 'my-site',
    };
    const createdApp = ok<Record<string, unknown>>(
      await raw('POST', '/api/my-application', { token: accessToken, body: setup }),
      201,
    );
    expect(createdApp.subsclight_api_key).toBe('sl_live_abcdefghijkl');
    expect(createdApp.api_key).toBe(tables.applications.all()[0]!.apiKey);
  });
});

describe('what stays as it is', () => {
  beforeEach(spec);

  it('roles, validation and quota refusals answer as in full, and no refusal changes the data', async () => {
    const before = databaseText();
    expect(errorBody(await raw('GET', '/licenses', { token: user }), 403).code).toBe('FORBIDDEN');
    expect(errorBody(await raw('GET', '/api/dashboard', { token: null }), 401).code).toBe('UNAUTHENTICATED');
    const bad = errorBody(
      await raw('POST', '/licenses', {
        token: admin,
        body: { applicationId: '', userId: '', type: 'forever', maxActivations: 0 },
      }),
      400,
    );
    expect(bad.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    const someoneElses = ownership().otherDevices.find((d) => d.status === 'ACTIVE')!;
    errorBody(await raw('POST', `/api/my-devices/${someoneElses.id}/deactivate`, { token: user }), 404);
    expect(databaseText()).toBe(before);

    resetDatabase('quota-exhausted');
    const { accessToken } = await signIn('admin');
    const holder = tables.users.all().find((u) => u.role === 'USER')!;
    const exhausted = databaseText();
    const refused = errorBody(
      await raw('POST', '/licenses', {
        token: accessToken,
        body: {
          applicationId: tables.applications.all()[0]!.id,
          userId: holder.id,
          type: 'perpetual',
          maxActivations: 1,
        },
      }),
      409,
    );
    expect(refused.quota_info).toMatchObject({ license_quota_available: 0 });
    expect(databaseText()).toBe(exhausted);
  });

  it('every contract call refused to a USER (403) or without a token (401) changes nothing', async () => {
    const before = databaseText();
    for (const id of ids.filter((i) => !extensionCalls.includes(i) && endpoints[i].access !== 'public')) {
      const path = buildPath(endpoints[id].path, { id: tables.licenses.all()[0]!.id });
      const body = endpoints[id].method === 'GET' ? undefined : {};
      expect((await raw(endpoints[id].method, path, { token: null, body })).status, id).toBe(401);
      if (endpoints[id].access === 'admin')
        expect((await raw(endpoints[id].method, path, { token: user, body })).status, id).toBe(403);
    }
    expect(databaseText()).toBe(before);
  });

  it('changes are recorded in the audit log as in full', async () => {
    const license = tables.licenses.all().find((l) => l.status !== 'REVOKED')!;
    ok(await raw('POST', `/licenses/${license.id}/revoke`, { token: admin }));
    expect(auditRows().at(-1)).toMatchObject({ action: 'revokeLicense', objectId: license.id, result: 'done' });
    errorBody(await raw('POST', `/licenses/${license.id}/revoke`, { token: admin }), 409);
    expect(auditRows().at(-1)).toMatchObject({ action: 'revokeLicense', objectId: license.id, result: 'refused' });
  });
});
