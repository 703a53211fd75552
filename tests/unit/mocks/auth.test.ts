// Sign-in, lockout, token expiry, refresh rotation, logout and registration.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { auth as authText } from '../../../src/shared/messages/auth.ts';
import { users as userText } from '../../../src/shared/messages/users.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../../src/shared/constants.ts';
import { tables } from '../../../src/mocks/db.ts';
import { LOGIN_LOCKOUT } from '../../../src/mocks/domain/auth.ts';
import { resetDatabase, SCENARIOS } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { apiError, errorBody, raw, signIn } from './_helpers.ts';

const MINUTE = 60_000;
const login = (email: string, password: string) => raw('POST', '/api/auth/login', { body: { email, password } });

describe('login', () => {
  it.each(SCENARIOS.filter((s) => s !== 'large'))('accepts both demo accounts in the %s scenario', async (scenario) => {
    resetDatabase(scenario);
    for (const [email, password, role] of [
      ['admin@example.com', 'Admin123!', 'ADMIN'],
      ['user@example.com', 'User123!', 'USER'],
    ] as const) {
      const res = await callApi('login', { body: { email, password } });
      expect(res.user).toMatchObject({ email, role });
      expect(res.access_token).not.toBe(res.refresh_token);
      expect(res.id_token.split('.')).toHaveLength(3);
    }
  });

  it('treats the e-mail case-insensitively', async () => {
    const res = await callApi('login', { body: { email: 'Admin@Example.com', password: 'Admin123!' } });
    expect(res.user.email).toBe('admin@example.com');
  });

  it('refuses a wrong password and an unknown e-mail with the same Japanese 401', async () => {
    for (const res of [await login('admin@example.com', 'Admin123?'), await login('nobody@example.com', 'Admin123!')]) {
      const body = errorBody(res, 401);
      expect(body.message).toBe('メールアドレスまたはパスワードが正しくありません');
      expect(body.error).toBe(authText.invalidCredentials);
    }
  });

  it('stores only a bcrypt hash of the password', () => {
    const admin = tables.users.all().find((u) => u.email === 'admin@example.com')!;
    expect(admin.passwordHash).toMatch(/^\$2[aby]\$08\$.{53}$/);
    expect(JSON.stringify(tables.users.all())).not.toContain('Admin123!');
  });

  it('answers 429 after 5 failures within 10 minutes, even to the right password', async () => {
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++)
      expect((await login('user@example.com', 'wrong')).status).toBe(401);
    const locked = await login('user@example.com', 'User123!');
    expect(errorBody(locked, 429).message).toBe(authText.tooManyAttempts);
    // Other accounts are not affected.
    expect((await login('admin@example.com', 'Admin123!')).status).toBe(200);
    // The window passes.
    configureMock({ nowOffsetMs: 10 * MINUTE + 1000 });
    expect((await login('user@example.com', 'User123!')).status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures - 1; i++) await login('user@example.com', 'wrong');
    expect((await login('user@example.com', 'User123!')).status).toBe(200);
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures - 1; i++)
      expect((await login('user@example.com', 'wrong')).status).toBe(401);
    expect((await login('user@example.com', 'User123!')).status).toBe(200);
  });

  it('says how long to wait (Retry-After, seconds); refused attempts do not extend the lockout', async () => {
    expect([LOGIN_LOCKOUT.maxFailures, LOGIN_LOCKOUT.windowMs]).toEqual([LOGIN_MAX_FAILURES, LOGIN_FAILURE_WINDOW_MS]);
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++) await login('user@example.com', 'wrong');
    const first = await login('user@example.com', 'User123!');
    expect(errorBody(first, 429)).toMatchObject({ message: authText.tooManyAttempts, code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(first.headers.get('Retry-After'))).toBeGreaterThan(10 * 60 - 5);
    expect(Number(first.headers.get('Retry-After'))).toBeLessThanOrEqual(10 * 60);
    configureMock({ nowOffsetMs: 6 * MINUTE + 40_000 });
    for (let i = 0; i < 3; i++) await login('user@example.com', 'wrong');
    const later = await login('user@example.com', 'User123!');
    const wait = Number(later.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(195);
    expect(wait).toBeLessThanOrEqual(200);
    configureMock({ nowOffsetMs: 6 * MINUTE + 40_000 + wait * 1000 });
    expect((await login('user@example.com', 'User123!')).status).toBe(200);
  });

  it('is forgotten when the database is reset (what /__mock/reset does)', async () => {
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++) await login('user@example.com', 'wrong');
    expect((await login('user@example.com', 'User123!')).status).toBe(429);
    resetDatabase('demo');
    expect((await login('user@example.com', 'User123!')).status).toBe(200);
  });

  it('counts only failures inside the 10-minute window', async () => {
    for (let i = 0; i < 3; i++) await login('user@example.com', 'wrong');
    configureMock({ nowOffsetMs: 9 * MINUTE });
    for (let i = 0; i < 2; i++) await login('user@example.com', 'wrong');
    expect((await login('user@example.com', 'User123!')).status).toBe(429);
    configureMock({ nowOffsetMs: 10 * MINUTE + 1000 }); // the first three fall out of the window
    expect((await login('user@example.com', 'User123!')).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('expire after accessTokenTtlMs with a Japanese 401', async () => {
    configureMock({ accessTokenTtlMs: 5 * MINUTE });
    const { accessToken } = await signIn('user');
    configureMock({ nowOffsetMs: 5 * MINUTE - 1000 });
    expect((await raw('GET', '/auth/verify', { token: accessToken })).status).toBe(200);
    configureMock({ nowOffsetMs: 5 * MINUTE + 1000 });
    const body = errorBody(await raw('GET', '/auth/verify', { token: accessToken }), 401);
    expect(body).toMatchObject({ message: authText.tokenExpired, code: 'TOKEN_EXPIRED' });
  });

  it('stop working when the user is deleted', async () => {
    const user = await signIn('user');
    const admin = await signIn('admin');
    expect((await raw('DELETE', `/users/${user.userId}`, { token: admin.accessToken })).status).toBe(200);
    expect((await raw('GET', '/auth/verify', { token: user.accessToken })).status).toBe(401);
  });
});

describe('refresh', () => {
  it('rotates: new access and refresh tokens; the old refresh token stops working', async () => {
    const s = await signIn('user');
    const first = await raw('POST', '/auth/refresh', { body: { refreshToken: s.refreshToken } });
    expect(first.status).toBe(200);
    const { token, refreshToken } = first.json as { token: string; refreshToken: string };
    expect((await raw('GET', '/auth/verify', { token })).status).toBe(200);
    expect((await raw('GET', '/auth/verify', { token: s.accessToken })).status).toBe(401);
    const replay = await raw('POST', '/auth/refresh', { body: { refreshToken: s.refreshToken } });
    expect(errorBody(replay, 401).message).toBe(authText.refreshFailed);
    expect((await raw('POST', '/auth/refresh', { body: { refreshToken } })).status).toBe(200);
  });

  it('works after the access token expired, not after the refresh token did', async () => {
    configureMock({ accessTokenTtlMs: MINUTE, refreshTokenTtlMs: 60 * MINUTE });
    const s = await signIn('user');
    configureMock({ nowOffsetMs: 2 * MINUTE });
    const ok = await raw('POST', '/auth/refresh', { body: { refreshToken: s.refreshToken } });
    expect(ok.status).toBe(200);
    configureMock({ nowOffsetMs: 200 * MINUTE });
    expect(
      (
        await raw('POST', '/auth/refresh', {
          body: { refreshToken: (ok.json as { refreshToken: string }).refreshToken },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a missing refresh token with a 400', async () => {
    const body = errorBody(await raw('POST', '/auth/refresh', { body: {} }), 400);
    expect(body.message).toBe('リフレッシュトークンは必須です');
  });
});

describe('logout and verify', () => {
  it('verify returns the signed-in user', async () => {
    await signIn('admin');
    expect((await callApi('verify', {})).user).toMatchObject({
      email: 'admin@example.com',
      role: 'ADMIN',
      display_name: '山田 太郎',
    });
  });

  it('logout invalidates both tokens of that session only', async () => {
    const a = await signIn('user');
    const b = await signIn('user');
    tokenStorage.saveSession(
      { accessToken: a.accessToken, idToken: 'x', refreshToken: a.refreshToken },
      (await callApi('verify', {})).user,
    );
    await callApi('logout', {});
    expect((await raw('GET', '/auth/verify', { token: a.accessToken })).status).toBe(401);
    expect((await raw('POST', '/auth/refresh', { body: { refreshToken: a.refreshToken } })).status).toBe(401);
    expect((await raw('GET', '/auth/verify', { token: b.accessToken })).status).toBe(200);
  });
});

describe('register', () => {
  it('creates a USER that can sign in, and refuses a taken e-mail with 409', async () => {
    const res = await callApi('register', { body: { email: 'self@example.jp', password: 'Selfpass1!' } });
    expect(res.user.role).toBe('USER');
    expect((await callApi('login', { body: { email: 'self@example.jp', password: 'Selfpass1!' } })).user.id).toBe(
      res.user.id,
    );
    const e = await apiError(callApi('register', { body: { email: 'USER@example.com', password: 'Selfpass1!' } }), 409);
    expect(e.message).toBe(userText.emailTaken);
  });
});
