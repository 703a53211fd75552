// The auth machine against docs/product.md §4 (Authentication) and §8 (login/verify/logout errors),
// with controllable fake calls injected the way the app root injects the real ones (auth-harness.ts).
// Here: the initial state and login.
import { describe, expect, it } from 'vitest';
import {
  selectError,
  selectIsAdmin,
  selectIsAuthenticated,
  selectIsChecking,
  selectIsLoading,
  selectIsLoggingOut,
  selectUser,
  selectVerifySkipReason,
} from '../../../src/machines/auth/selectors.ts';
import { auth as messages } from '../../../src/shared/messages/auth.ts';
import {
  adminUser,
  generalUser,
  credentials,
  loginResponse,
  apiError,
  settle,
  setup,
  loginAs,
} from './auth-harness.ts';

describe('authMachine: initial state', () => {
  it('is not authenticated and restores the stored user with a lower-cased role', () => {
    const h = setup({ storedUser: adminUser });
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectIsAuthenticated(s)).toBe(false);
    expect(selectIsLoading(s)).toBe(false);
    expect(selectIsChecking(s)).toBe(false);
    expect(selectUser(s)).toEqual({ ...adminUser, role: 'admin' });
    expect(selectError(s)).toBeNull();
    expect(selectIsLoggingOut(s)).toBe(false);
    expect(selectVerifySkipReason(s)).toBeNull();
    expect(h.log).toEqual([]);
  });

  it('starts without a user when none is stored', () => {
    expect(selectUser(setup().snapshot())).toBeNull();
  });
});

describe('authMachine: login', () => {
  it('is loading while pending, then authenticated with the user, role lower-cased, and the session stored', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.login', ...credentials });
    expect(h.snapshot().value).toBe('loggingIn');
    expect(selectIsLoading(h.snapshot())).toBe(true);
    expect(selectIsAuthenticated(h.snapshot())).toBe(false);
    expect(h.loginInputs).toEqual([credentials]);

    h.calls.login[0]?.resolve(loginResponse);
    await settle();
    const s = h.snapshot();
    expect(s.value).toBe('authenticated');
    expect(selectIsAuthenticated(s)).toBe(true);
    expect(selectIsLoading(s)).toBe(false);
    expect(selectUser(s)?.role).toBe('admin');
    expect(selectUser(s)).toEqual({ ...adminUser, role: 'admin' });
    expect(selectIsAdmin(s)).toBe(true);
    expect(h.persisted).toEqual([loginResponse]);
    expect(h.log).toEqual(['loginRequest', 'persistSession']);
  });

  it('clears the previous error as soon as the login is pending', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.login', ...credentials });
    h.calls.login[0]?.reject(new Error('offline'));
    await settle();
    expect(selectError(h.snapshot())).toBe(messages.loginFailed);
    h.actor.send({ type: 'auth.login', ...credentials });
    expect(selectError(h.snapshot())).toBeNull();
  });

  it("on failure shows the server's message and clears the user", async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.login', ...credentials });
    h.calls.login[0]?.reject(apiError(401, messages.invalidCredentials));
    await settle();
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectError(s)).toBe(messages.invalidCredentials);
    expect(h.persisted).toEqual([]);
  });

  it("on failure without a server message shows 'ログインに失敗しました'", async () => {
    const h = setup();
    h.actor.send({ type: 'auth.login', ...credentials });
    h.calls.login[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(selectError(h.snapshot())).toBe('ログインに失敗しました');
  });

  it('ignores another login while one is pending', () => {
    const h = setup();
    h.actor.send({ type: 'auth.login', ...credentials });
    h.actor.send({ type: 'auth.login', email: 'other@example.com', password: 'x' });
    expect(h.snapshot().value).toBe('loggingIn');
    expect(h.loginInputs).toEqual([credentials]);
  });

  it('ignores verify, session expiry and a remote logout while pending', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.login', ...credentials });
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.sessionExpired' });
    h.actor.send({ type: 'auth.remoteLogout' });
    expect(h.snapshot().value).toBe('loggingIn');
    h.calls.login[0]?.resolve(loginResponse);
    await settle();
    expect(h.snapshot().value).toBe('authenticated');
    expect(h.log).toEqual(['loginRequest', 'persistSession']);
  });

  it('lets a general user in as non-admin', async () => {
    const h = setup();
    await loginAs(h, { ...loginResponse, user: generalUser });
    expect(selectUser(h.snapshot())?.role).toBe('user');
    expect(selectIsAdmin(h.snapshot())).toBe(false);
  });

  it('ignores a login while authenticated', async () => {
    const h = setup();
    await loginAs(h);
    h.actor.send({ type: 'auth.login', ...credentials });
    expect(h.snapshot().value).toBe('authenticated');
    expect(h.loginInputs).toHaveLength(1);
  });
});
