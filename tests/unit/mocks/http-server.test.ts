// The real HTTP host (node:http + msw getResponse), checked over the loopback with fetch.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../src/api/schemas/common.ts';
import { auth as authText } from '../../../src/shared/messages/auth.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { startHttpServer, type RunningHttpServer } from '../../../src/mocks/hosts/http-server.ts';
import { passLoopbackThrough } from './_helpers.ts';

let host: RunningHttpServer;

beforeAll(async () => {
  host = await startHttpServer({ port: 0, log: false });
});
afterAll(async () => {
  await host.close();
});
beforeEach(passLoopbackThrough);

interface Reply {
  status: number;
  headers: Headers;
  json: unknown;
}

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; origin?: string; base?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.origin) headers.Origin = options.origin;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${options.base ?? host.url}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : null };
}

const login = async (email: string, password: string) => {
  const res = await call('POST', '/api/auth/login', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.json as { access_token: string; user: { role: string } };
};

describe('HTTP host', () => {
  it('signs both demo accounts in, on 127.0.0.1 and on localhost', async () => {
    expect((await login('admin@example.com', 'Admin123!')).user.role).toBe('ADMIN');
    expect((await login('user@example.com', 'User123!')).user.role).toBe('USER');
    const viaLocalhost = await call('GET', '/__mock/health', { base: `http://localhost:${host.port}` });
    expect(viaLocalhost.status).toBe(200);
    expect(viaLocalhost.json).toMatchObject({ ok: true });
  });

  it('refuses a USER on /users (403), answers the ADMIN', async () => {
    const user = await login('user@example.com', 'User123!');
    const refused = await call('GET', '/users', { token: user.access_token });
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.json).message).toBe(common.forbidden);
    const admin = await login('admin@example.com', 'Admin123!');
    const ok = await call('GET', '/users?page=1&pageSize=10', { token: admin.access_token });
    expect(ok.status).toBe(200);
    expect((ok.json as { users: unknown[] }).users).toHaveLength(10);
  });

  it('answers 400 on a bad body and 401 without a token, and keeps running', async () => {
    const bad = await call('POST', '/api/auth/login', { rawBody: '{"email": ' });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.json).message).toBe(v.invalidBody);
    const invalid = await call('POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(errorBodySchema.parse(invalid.json).message).toBe(v.emailRequired);
    const anonymous = await call('GET', '/api/dashboard');
    expect(anonymous.status).toBe(401);
    expect(errorBodySchema.parse(anonymous.json).message).toBe(authText.unauthenticated);
    expect((await call('GET', '/__mock/health')).status).toBe(200);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await call('GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'NO_ROUTE', message: common.notFound });
    expect((await call('PATCH', '/licenses', { body: {} })).status).toBe(404);
  });

  it('allows credentialed CORS from localhost origins only', async () => {
    const allowed = await call('POST', '/api/auth/login', {
      origin: 'http://localhost:1234',
      body: { email: 'admin@example.com', password: 'Admin123!' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:1234');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toContain('Origin');
    const preflight = await fetch(`${host.url}/licenses`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    const foreign = await call('GET', '/__mock/health', { origin: 'http://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('POST /__mock/reset re-seeds a scenario (sessions dropped); an unknown name is a 400', async () => {
    const before = await login('admin@example.com', 'Admin123!');
    const reset = await call('POST', '/__mock/reset', { body: { scenario: 'empty' } });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ scenario: 'empty' });
    expect((await call('GET', '/users', { token: before.access_token })).status).toBe(401);
    const admin = await login('admin@example.com', 'Admin123!');
    expect(((await call('GET', '/users', { token: admin.access_token })).json as { total: number }).total).toBe(2);
    const unknown = await call('POST', '/__mock/reset', { body: { scenario: 'galaxy' } });
    expect(unknown.status).toBe(400);
    expect((await call('POST', '/__mock/reset', { rawBody: 'nope' })).status).toBe(400);
  });

  it('a throttled login carries Retry-After, readable cross-origin; /__mock/reset clears the throttle', async () => {
    const origin = 'http://localhost:4173';
    for (let i = 0; i < 5; i++)
      expect(
        (await call('POST', '/api/auth/login', { body: { email: 'user@example.com', password: 'wrong' }, origin }))
          .status,
      ).toBe(401);
    const locked = await call('POST', '/api/auth/login', {
      body: { email: 'user@example.com', password: 'User123!' },
      origin,
    });
    expect(locked.status).toBe(429);
    expect(errorBodySchema.parse(locked.json).message).toBe(authText.tooManyAttempts);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(locked.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect((await call('POST', '/__mock/reset', { body: { scenario: 'demo' } })).status).toBe(200);
    await login('user@example.com', 'User123!');
  });

  it('POST /__mock/config changes the settings and validates them', async () => {
    const ok = await call('POST', '/__mock/config', {
      body: {
        accessTokenTtlMs: 60_000,
        latencyMs: 0,
        faults: [{ pathPattern: '^/api/stats$', status: 502, times: 1 }],
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ settings: { accessTokenTtlMs: 60_000, faults: [{ status: 502 }] } });
    const user = await login('user@example.com', 'User123!');
    expect((await call('GET', '/api/stats', { token: user.access_token })).status).toBe(502);
    expect((await call('GET', '/api/stats', { token: user.access_token })).status).toBe(200);
    await call('POST', '/__mock/config', { body: { nowOffsetMs: 120_000 } });
    expect(errorBodySchema.parse((await call('GET', '/api/stats', { token: user.access_token })).json).message).toBe(
      authText.tokenExpired,
    );
    expect((await call('POST', '/__mock/config', { body: { latencyMs: -1 } })).status).toBe(400);
    expect(
      (await call('POST', '/__mock/config', { body: { faults: [{ pathPattern: '(', status: 500 }] } })).status,
    ).toBe(400);
  });
});
