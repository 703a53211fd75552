// A refused request never changes the data; the wrapper's transaction, fault injection,
// latency and route ordering. (No input produces a 5xx: fuzz/fuzz.test.ts.)
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { devices as deviceText } from '../../../src/shared/messages/licensing/devices.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licensing/licenses.ts';
import { tables, transaction } from '../../../src/mocks/db.ts';
import {
  createHandlers,
  implement,
  MAX_MATCHABLE_URL_LENGTH,
  urlTooLongHandler,
} from '../../../src/mocks/handlers/define.ts';
import { handlers } from '../../../src/mocks/handlers/index.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { databaseText, errorBody, ownership, raw, signIn } from './_helpers.ts';

const ids = Object.keys(endpoints) as EndpointId[];

describe('refused requests change nothing', () => {
  it('across 400, 401, 403, 404, 409 and 429 refusals', async () => {
    resetDatabase('quota-exhausted');
    const admin = await signIn('admin');
    const user = await signIn('user');
    const before = databaseText();
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    const active = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    const others = ownership().otherDevices;
    const cases: Array<[number, string, string, string | null, unknown]> = [
      [400, 'POST', '/licenses', admin.accessToken, { applicationId: '' }],
      [400, 'POST', '/users', admin.accessToken, { email: 'x@example.jp', password: 'weak' }],
      [401, 'DELETE', `/licenses/${active.id}`, null, undefined],
      [403, 'DELETE', `/licenses/${active.id}`, user.accessToken, undefined],
      [404, 'POST', `/devices/${others[0]!.id}/deactivate`, user.accessToken, {}],
      [404, 'DELETE', '/users/nobody', admin.accessToken, undefined],
      [409, 'POST', `/licenses/${revoked.id}/activate`, admin.accessToken, undefined],
      [409, 'POST', `/licenses/${revoked.id}/revoke`, admin.accessToken, undefined],
      [
        409,
        'POST',
        '/licenses',
        admin.accessToken,
        { applicationId: active.applicationId, userId: active.userId, type: 'perpetual', maxActivations: 1 },
      ],
      [
        409,
        'POST',
        '/api/my-owner',
        admin.accessToken,
        { subsclight_api_key: 'sl_live_0123456789', subsclight_site: 'again' },
      ],
    ];
    for (const [status, method, path, token, body] of cases) {
      const res = await raw(method, path, { token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(res.json)}`).toBe(status);
      expect(databaseText(), `${method} ${path}`).toBe(before);
    }
    for (let i = 0; i < 6; i++)
      await raw('POST', '/api/auth/login', { body: { email: 'admin@example.com', password: 'bad' } });
    expect(
      (await raw('POST', '/api/auth/login', { body: { email: 'admin@example.com', password: 'Admin123!' } })).status,
    ).toBe(429);
    expect(databaseText()).toBe(before);
  });

  it('a transaction undoes its inserts, patches and removals when it throws', () => {
    const before = databaseText();
    const license = tables.licenses.all()[0]!;
    const device = tables.devices.all()[0]!;
    expect(() =>
      transaction(() => {
        tables.tenantUsers.insert({ id: 'tmp', email: 'tmp@example.jp', name: '仮', displayName: '仮' });
        tables.licenses.patch(license.id, { status: 'REVOKED', currentActivations: 99 });
        tables.devices.remove(device.id);
        tables.licenses.patch(license.id, { maxActivations: 1234 });
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(databaseText()).toBe(before);
    expect(tables.devices.get(device.id)).toEqual(device);
  });

  it('an unexpected error in an implementation answers 400 (logged), never 5xx, and is rolled back', async () => {
    const { accessToken } = await signIn('admin');
    const before = databaseText();
    const victim = tables.licenses.all()[0]!;
    server.use(
      ...createHandlers(
        implement({
          getStats: () => {
            tables.licenses.patch(victim.id, { status: 'REVOKED' });
            throw new TypeError('a bug');
          },
        }),
      ),
    );
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await raw('GET', '/api/stats', { token: accessToken });
      expect(errorBody(res, 400)).toMatchObject({ message: common.unexpectedError, code: 'UNEXPECTED' });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(databaseText()).toBe(before);
  });
});

// Random bodies, queries and path parameters on every call: fuzz/fuzz.test.ts.

describe('fault injection and latency', () => {
  it('answers the configured status a given number of times, then normally', async () => {
    await signIn('admin');
    configureMock({ faults: [{ pathPattern: '^/licenses$', status: 503, times: 2, method: 'GET' }] });
    for (let i = 0; i < 2; i++) {
      const res = await raw('GET', '/licenses', { token: localStorage.getItem('accessToken') });
      expect(errorBody(res, 503)).toMatchObject({ message: common.serverError, code: 'MOCK_FAULT' });
    }
    expect((await callApi('listLicenses', {})).total).toBe(tables.licenses.count());
  });

  it('without times, fails every matching call; other paths are untouched', async () => {
    await signIn('admin');
    configureMock({ faults: [{ pathPattern: '^/devices', status: 500 }] });
    for (let i = 0; i < 3; i++)
      expect((await raw('GET', '/devices', { token: localStorage.getItem('accessToken') })).status).toBe(500);
    expect((await callApi('listUsers', {})).total).toBeGreaterThan(0);
  });

  it('delays answers by latencyMs', async () => {
    await signIn('admin');
    configureMock({ latencyMs: 150 });
    const t = performance.now();
    await callApi('getDashboard', {});
    expect(performance.now() - t).toBeGreaterThanOrEqual(140);
  });
});

describe('route order', () => {
  it('puts literal segments before parameters', () => {
    const order = handlers.map((h) => `${String(h.info.method)} ${String(h.info.path)}`);
    expect(order.indexOf('GET /licenses/user')).toBeLessThan(order.indexOf('PUT /licenses/:id'));
    expect(order.indexOf('GET /api/subsclight/product-settings')).toBeGreaterThanOrEqual(0);
    // One handler per call, after the guard against overlong URLs.
    expect(handlers).toHaveLength(ids.length + 1);
    expect(handlers[0]).toBe(urlTooLongHandler);
  });

  it('answers a URL too long for msw to match with a Japanese 404, not a 500', async () => {
    const { accessToken } = await signIn('admin');
    const before = databaseText();
    const path = `/licenses/${'x'.repeat(MAX_MATCHABLE_URL_LENGTH)}/revoke`;
    expect(errorBody(await raw('POST', path, { token: accessToken }), 404).message).toBe(common.notFound);
    expect(
      errorBody(await raw('GET', `/devices/${encodeURIComponent('🔥'.repeat(1000))}`, { token: accessToken }), 404)
        .message,
    ).toBe(common.notFound);
    expect(databaseText()).toBe(before);
  });

  it('/licenses/user is not taken for /licenses/:id, nor for-license for /applications/:id', async () => {
    await signIn('user');
    expect((await callApi('listUserLicenses', {})).licenses.length).toBe(ownership().ownLicenses.length);
    const { accessToken } = await signIn('admin');
    expect((await callApi('listApplicationsForLicense', {})).applications.length).toBe(tables.applications.count());
    expect(
      errorBody(await raw('PUT', '/licenses/user', { token: accessToken, body: { expiresAt: null } }), 404).message,
    ).toBe(licenseText.notFound);
    expect(errorBody(await raw('GET', '/devices/for-license', { token: accessToken }), 404).message).toBe(
      deviceText.notFound,
    );
  });
});
