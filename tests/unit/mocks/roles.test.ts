// The role matrix (docs/product.md §6) from the catalog's `access`: every endpoint without a token,
// as a USER and as an ADMIN (401 / 403 as the access says, refusals change nothing), then every
// personal call returns only the caller's data; someone else's device answers 404, never 403.
import { afterAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, type Endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { auth as authText } from '../../../src/shared/messages/auth.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { devices as deviceText } from '../../../src/shared/messages/licensing/devices.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licensing/licenses.ts';
import { tables } from '../../../src/mocks/db.ts';
import { effectiveCodes } from '../../../src/mocks/domain/licensing/terms.ts';
import { devicesOf, licensesOf } from '../../../src/mocks/domain/users.ts';
import { SEED_USER_PASSWORD } from '../../../src/mocks/scenarios/index.ts';
import { databaseText, demoUserId, errorBody, raw, signIn, type RawResponse, type Session } from './_helpers.ts';
import { activationRequest, requestText } from '../../support/license-files.ts';

const ids = Object.keys(endpoints) as EndpointId[];
const byAccess = (access: string) => ids.filter((id) => endpoints[id].access === access);

/** A real id of the kind the path names, so that a pass through the gate reaches real data. */
function realPath(id: EndpointId): string {
  const path = endpoints[id].path;
  if (!path.includes(':')) return path;
  const own = devicesOf(demoUserId());
  const pick: Array<[RegExp, () => string]> = [
    [/^\/(api\/)?licenses\//, () => tables.licenses.all()[0]!.id],
    [/^\/(devices|api\/my-devices)\//, () => (own.find((d) => d.status === 'ACTIVE') ?? own[0]!).id],
    [/^\/users\//, () => demoUserId()],
    [/^\/(api\/)?applications\//, () => tables.applications.all()[0]!.id],
    [/^\/api\/license-policies\//, () => tables.licensePolicies.all()[0]!.id],
    [/^\/api\/license-quota\//, () => tables.owners.all()[0]!.id],
    [/^\/api\/subsclight\/product-settings\//, () => tables.productSettings.all()[0]!.id],
  ];
  const found = pick.find(([pattern]) => pattern.test(path));
  if (!found) throw new Error(`roles test: no real id for ${path}; add one to realPath`);
  return buildPath(path, { id: found[1]() });
}

const call = (id: EndpointId, token: string | null, path = realPath(id)) =>
  raw(endpoints[id].method, path, { token, body: endpoints[id].method === 'GET' ? undefined : {} });

let cells = 0;
afterAll(() => {
  if (cells > 0)
    console.log(`[roles] ${cells} endpoint × role cells checked (${ids.length} endpoints × anonymous, USER, ADMIN)`);
});

describe('the role matrix over every endpoint of the catalog', () => {
  it('the catalog has the three kinds of access', () => {
    expect(byAccess('public').length).toBeGreaterThanOrEqual(3);
    expect(byAccess('authenticated').length).toBeGreaterThanOrEqual(10);
    expect(byAccess('admin').length).toBeGreaterThan(30);
    expect(byAccess('public').length + byAccess('authenticated').length + byAccess('admin').length).toBe(ids.length);
  });

  it.each(ids)('%s', async (id) => {
    const access = endpoints[id].access;
    const user = await signIn('user');
    const admin = await signIn('admin');
    const before = databaseText();

    const anonymous = await call(id, null);
    if (access === 'public') expect([401, 403], 'public call refused without a token').not.toContain(anonymous.status);
    else {
      expect(errorBody(anonymous, 401)).toMatchObject({
        message: authText.unauthenticated,
        error: authText.unauthenticated,
      });
      expect(databaseText()).toBe(before);
    }
    cells++;

    const asUser = await call(id, user.accessToken);
    if (access === 'admin') {
      expect(errorBody(asUser, 403)).toMatchObject({ message: common.forbidden, code: 'FORBIDDEN' });
      expect(databaseText()).toBe(before);
    } else expect([401, 403], `USER refused: ${JSON.stringify(asUser.json)}`).not.toContain(asUser.status);
    expect(asUser.status).toBeLessThan(500);
    cells++;

    // Last: it may change data (delete, logout), which is what an ADMIN may do.
    const asAdmin = await call(id, admin.accessToken);
    expect([401, 403], `ADMIN refused: ${JSON.stringify(asAdmin.json)}`).not.toContain(asAdmin.status);
    expect(asAdmin.status).toBeLessThan(500);
    cells++;
  });

  it('an unknown or malformed token is a 401 like no token', async () => {
    for (const authorization of ['Bearer mock-at-forged', 'Bearer ', 'Basic YWRtaW46QWRtaW4xMjMh', 'mock-at-forged']) {
      const res = await fetch('http://localhost:3000/api/dashboard', { headers: { Authorization: authorization } });
      expect(res.status, authorization).toBe(401);
    }
    expect(errorBody(await raw('GET', '/api/dashboard', { token: 'mock-at-forged' }), 401).message).toBe(
      authText.unauthenticated,
    );
  });
});

// ---------------------------------------------------------------------------------------
// Personal calls: only the caller's data

type PersonalId = { [K in EndpointId]: Endpoints[K]['access'] extends 'authenticated' ? K : never }[EndpointId];

interface Caller extends Session {
  other: Session;
}

const json = <T>(res: RawResponse, status = 200): T => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res.json as T;
};
const sorted = (values: Iterable<string>) => [...values].sort();

/** Devices the caller must not reach: someone else's (active and not), one on no licence, an unknown id. */
function foreignDevices(userId: string): string[] {
  const mine = new Set(devicesOf(userId).map((d) => d.id));
  const others = tables.devices.all().filter((d) => !mine.has(d.id));
  const targets = [
    others.find((d) => d.status === 'ACTIVE' && d.licenseId !== null),
    others.find((d) => d.licenseId === null),
    others.find((d) => d.status === 'REGISTERED'),
  ];
  return [...targets.filter((d) => d !== undefined).map((d) => d.id), '00000000-0000-4000-8000-000000000000'];
}

/** Asserts 404 with the device text on every foreign device, and no data change. */
async function foreignDevice404(caller: Caller, method: string, pathFor: (id: string) => string, body?: unknown) {
  const before = databaseText();
  for (const id of foreignDevices(caller.userId)) {
    const res = await raw(method, pathFor(id), { token: caller.accessToken, body });
    expect(errorBody(res, 404).message, `${method} ${pathFor(id)}`).toBe(deviceText.notFound);
  }
  expect(databaseText()).toBe(before);
}

/** Someone else's licence, and an unknown one, are not found (never 403), and nothing changes. */
async function foreignLicense404(me: Caller, pathFor: (id: string) => string) {
  const before = databaseText();
  const own = new Set(licensesOf(me.userId).map((l) => l.id));
  const foreign = [
    ...tables.licenses
      .all()
      .filter((l) => !own.has(l.id))
      .slice(0, 3)
      .map((l) => l.id),
    '00000000-0000-4000-8000-000000000000',
  ];
  for (const id of foreign)
    expect(errorBody(await raw('GET', pathFor(id), { token: me.accessToken }), 404).message, id).toBe(
      licenseText.notFound,
    );
  expect(databaseText()).toBe(before);
}

const ownActiveDevice = (userId: string) => devicesOf(userId).find((d) => d.status === 'ACTIVE');

const personal: { [K in PersonalId]: (me: Caller) => Promise<void> } = {
  logout: async (me) => {
    json(await raw('POST', '/auth/logout', { token: me.accessToken }));
    expect((await raw('GET', '/auth/verify', { token: me.accessToken })).status).toBe(401);
    expect((await raw('GET', '/auth/verify', { token: me.other.accessToken })).status).toBe(200);
  },
  verify: async (me) => {
    expect(json<{ user: { id: string } }>(await raw('GET', '/auth/verify', { token: me.accessToken })).user.id).toBe(
      me.userId,
    );
  },
  getDashboard: async (me) => {
    const d = json<{
      stats: { totalLicenses: number; totalDevices: number; totalUsers: number };
      recentActivities: Array<{ licenseId: string | null }>;
    }>(await raw('GET', '/api/dashboard', { token: me.accessToken }));
    expect(d.stats).toMatchObject({
      totalLicenses: licensesOf(me.userId).length,
      totalDevices: devicesOf(me.userId).length,
      totalUsers: 1,
    });
    const mine = new Set(licensesOf(me.userId).map((l) => l.id));
    for (const a of d.recentActivities)
      if (a.licenseId !== null) expect(mine.has(a.licenseId), `activity on licence ${a.licenseId}`).toBe(true);
  },
  getStats: async (me) => {
    const s = json<{ licenses: { total: number }; devices: { total: number; active: number } }>(
      await raw('GET', '/api/stats', { token: me.accessToken }),
    );
    expect(s.licenses.total).toBe(licensesOf(me.userId).length);
    expect(s.devices).toEqual({
      total: devicesOf(me.userId).length,
      active: devicesOf(me.userId).filter((d) => d.status === 'ACTIVE').length,
    });
  },
  getProfile: async (me) => {
    const p = json<{ id: string; email: string }>(await raw('GET', '/api/profile', { token: me.accessToken }));
    expect(p).toMatchObject({ id: me.userId, email: tables.users.get(me.userId)!.email });
  },
  updateProfile: async (me) => {
    const others = JSON.stringify(tables.users.all().filter((u) => u.id !== me.userId));
    const p = json<{ id: string }>(
      await raw('PUT', '/api/profile', { token: me.accessToken, body: { family_name: '検証', given_name: '太郎' } }),
    );
    expect(p.id).toBe(me.userId);
    expect(tables.users.get(me.userId)!.displayName).toBe('検証 太郎');
    expect(JSON.stringify(tables.users.all().filter((u) => u.id !== me.userId))).toBe(others);
  },
  listUserLicenses: async (me) => {
    const r = json<{ licenses: Array<{ id: string }> }>(await raw('GET', '/licenses/user', { token: me.accessToken }));
    expect(sorted(r.licenses.map((l) => l.id))).toEqual(sorted(licensesOf(me.userId).map((l) => l.id)));
  },
  listMyLicenses: async (me) => {
    const r = json<{ licenses: Array<{ id: string }> }>(
      await raw('GET', '/api/my-licenses', { token: me.accessToken }),
    );
    expect(sorted(r.licenses.map((l) => l.id))).toEqual(sorted(licensesOf(me.userId).map((l) => l.id)));
  },
  getLicenseHistory: async (me) => {
    const own = licensesOf(me.userId);
    const ownIds = new Set(own.map((l) => l.id));
    let entries = 0;
    for (const license of own) {
      const r = json<{ entries: Array<{ licenseId?: string | null; message: string }> }>(
        await raw('GET', `/api/licenses/${license.id}/history`, { token: me.accessToken }),
      );
      expect(r.entries.every((e) => e.licenseId === license.id)).toBe(true);
      // The holder reads what was done, not who did it.
      expect(r.entries.some((e) => e.message.includes('@'))).toBe(false);
      entries += r.entries.length;
    }
    expect(entries, 'the seeded history of own licences').toBeGreaterThan(0);
    // Someone else's licence, and an unknown one, are not found (never 403), and nothing changes.
    const before = databaseText();
    const foreign = [
      ...tables.licenses
        .all()
        .filter((l) => !ownIds.has(l.id))
        .slice(0, 3)
        .map((l) => l.id),
      '00000000-0000-4000-8000-000000000000',
    ];
    for (const id of foreign) {
      expect(
        errorBody(await raw('GET', `/api/licenses/${id}/history`, { token: me.accessToken }), 404).message,
        id,
      ).toBe(licenseText.notFound);
    }
    expect(databaseText()).toBe(before);
  },
  getLicensePolicy: async (me) => {
    const own = licensesOf(me.userId);
    for (const license of own) {
      const r = json<{ policy: { id: string } | null }>(
        await raw('GET', `/api/licenses/${license.id}/policy`, { token: me.accessToken }),
      );
      expect(r.policy?.id ?? null).toBe(tables.licenseTerms.get(license.id)?.policyId ?? null);
    }
    await foreignLicense404(me, (id) => `/api/licenses/${id}/policy`);
  },
  getLicenseEntitlements: async (me) => {
    for (const license of licensesOf(me.userId)) {
      const r = json<{ entitlements: Array<{ code: string }> }>(
        await raw('GET', `/api/licenses/${license.id}/entitlements`, { token: me.accessToken }),
      );
      expect(r.entitlements.map((e) => e.code).sort()).toEqual(
        effectiveCodes(tables.licenseTerms.get(license.id)).sort(),
      );
    }
    await foreignLicense404(me, (id) => `/api/licenses/${id}/entitlements`);
  },
  listMyDevices: async (me) => {
    const r = json<{ devices: Array<{ device_id: string }> }>(
      await raw('GET', '/api/my-devices', { token: me.accessToken }),
    );
    expect(sorted(r.devices.map((d) => d.device_id))).toEqual(sorted(devicesOf(me.userId).map((d) => d.id)));
  },
  getDevice: async (me) => {
    const own = devicesOf(me.userId)[0]!;
    expect(
      json<{ device: { id: string } }>(await raw('GET', `/devices/${own.id}`, { token: me.accessToken })).device.id,
    ).toBe(own.id);
    await foreignDevice404(me, 'GET', (id) => `/devices/${id}`);
  },
  heartbeatDevice: async (me) => {
    await foreignDevice404(me, 'POST', (id) => `/devices/${id}/heartbeat`, { metadata: { probe: 1 } });
    const own = ownActiveDevice(me.userId)!;
    expect(
      json<{ device: { id: string } }>(
        await raw('POST', `/devices/${own.id}/heartbeat`, { token: me.accessToken, body: {} }),
      ).device.id,
    ).toBe(own.id);
  },
  activateDevice: async (me) => {
    const ownLicense = licensesOf(me.userId)[0]!;
    await foreignDevice404(me, 'POST', (id) => `/devices/${id}/activate`, { license_id: ownLicense.id });
    // Someone else's licence on one's own device is not found either.
    const foreignLicense = tables.licenses.all().find((l) => l.userId !== me.userId)!;
    const ownDevice = devicesOf(me.userId).find((d) => d.status !== 'ACTIVE' && !d.blocked) ?? devicesOf(me.userId)[0]!;
    const before = databaseText();
    const res = await raw('POST', `/devices/${ownDevice.id}/activate`, {
      token: me.accessToken,
      body: { license_id: foreignLicense.id },
    });
    expect([404, 409]).toContain(res.status);
    expect(databaseText()).toBe(before);
  },
  deactivateDevice: async (me) => {
    await foreignDevice404(me, 'POST', (id) => `/devices/${id}/deactivate`, {});
  },
  getLicenseFileSettings: async (me) => {
    expect(
      json<{ defaultTtlDays: number }>(await raw('GET', '/api/license-files/settings', { token: me.accessToken }))
        .defaultTtlDays,
    ).toBeGreaterThan(0);
  },
  activateOffline: async (me) => {
    // Someone else's licence, and an unknown key, are not found (never 403), and nothing changes.
    const before = databaseText();
    const foreign = tables.licenses
      .all()
      .filter((l) => l.userId !== me.userId && l.status === 'ACTIVE')
      .slice(0, 2);
    for (const license of [...foreign, { key: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', applicationId: foreign[0]!.applicationId }]) {
      const requestFile = requestText(
        activationRequest({ licenseKey: license.key, applicationId: license.applicationId }),
      );
      expect(
        errorBody(await raw('POST', '/api/offline-activations', { token: me.accessToken, body: { requestFile } }), 404)
          .message,
        license.key,
      ).toBe(licenseText.notFound);
    }
    expect(databaseText()).toBe(before);
    // One's own licence with an activation left: the machine is activated on it.
    const own = licensesOf(me.userId).find(
      (l) =>
        l.status === 'ACTIVE' &&
        l.currentActivations < l.maxActivations &&
        (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
    );
    if (!own) return;
    const requestFile = requestText(activationRequest({ licenseKey: own.key, applicationId: own.applicationId }));
    const res = json<{ device: { licenseId: string; status: string } }>(
      await raw('POST', '/api/offline-activations', { token: me.accessToken, body: { requestFile } }),
    );
    expect(res.device).toMatchObject({ licenseId: own.id, status: 'ACTIVE' });
  },
  deactivateMyDevice: async (me) => {
    await foreignDevice404(me, 'POST', (id) => `/api/my-devices/${id}/deactivate`);
    const own = ownActiveDevice(me.userId);
    if (own)
      expect(
        json<{ device: { device_id: string } }>(
          await raw('POST', `/api/my-devices/${own.id}/deactivate`, { token: me.accessToken }),
        ).device.device_id,
      ).toBe(own.id);
  },
  getNotifications: async (me) => {
    // An ordinary user hears of their own licences' expiries, and of nothing else.
    const n = json<{ items: Array<{ kind: string; license: { id: string } | null }> }>(
      await raw('GET', '/api/notifications?staleAfterHours=1', { token: me.accessToken }),
    );
    const own = new Set(licensesOf(me.userId).map((l) => l.id));
    for (const item of n.items) expect([item.kind, own.has(item.license?.id ?? '')]).toEqual(['licenseExpiring', true]);
  },
  markNotificationsRead: async (me) => {
    const id = `license-expiring:${licensesOf(me.userId)[0]!.id}:probe`;
    expect(
      json<{ read: number }>(
        await raw('POST', '/api/notifications/read', { token: me.accessToken, body: { ids: [id] } }),
      ).read,
    ).toBe(1);
    // Read for the caller only.
    expect(
      json<{ read: number }>(
        await raw('POST', '/api/notifications/read', { token: me.other.accessToken, body: { ids: [id] } }),
      ).read,
    ).toBe(1);
    expect(
      json<{ read: number }>(
        await raw('POST', '/api/notifications/read', { token: me.accessToken, body: { ids: [id] } }),
      ).read,
    ).toBe(0);
  },
  updateNotificationSettings: async (me) => {
    const window = async (token: string) =>
      json<{ expiryWindowDays: number }>(await raw('GET', '/api/notifications', { token })).expiryWindowDays;
    const others = await window(me.other.accessToken);
    const mine = (await window(me.accessToken)) === 7 ? 90 : 7;
    json(await raw('PUT', '/api/notifications/settings', { token: me.accessToken, body: { expiryWindowDays: mine } }));
    expect(await window(me.accessToken)).toBe(mine);
    expect(await window(me.other.accessToken)).toBe(others);
  },
};

/** The demo user, and another seeded USER who has licences and an active device. */
async function callers(): Promise<Caller[]> {
  const demo = await signIn('user');
  const second = tables.users
    .all()
    .find(
      (u) =>
        u.role === 'USER' && u.id !== demo.userId && licensesOf(u.id).length > 0 && ownActiveDevice(u.id) !== undefined,
    );
  if (!second) throw new Error('roles test: the demo scenario needs a second USER with an active device');
  const other = await signIn({ email: second.email, password: SEED_USER_PASSWORD });
  return [
    { ...demo, other },
    { ...other, other: demo },
  ];
}

describe('personal calls return only the caller’s data', () => {
  it('covers every call open to any signed-in user', () => {
    expect(Object.keys(personal).sort()).toEqual(byAccess('authenticated').sort());
  });

  it.each(byAccess('authenticated'))('%s, for two different users', async (id) => {
    const check = (personal as Record<string, ((me: Caller) => Promise<void>) | undefined>)[id];
    if (!check) throw new Error(`no personal-data check for ${id}`);
    // Fresh sessions for each caller: a check may end its own (logout).
    for (const index of [0, 1]) await check((await callers())[index]!);
  });
});
