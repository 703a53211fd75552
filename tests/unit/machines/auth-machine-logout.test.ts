// The auth machine against docs/product.md §4 (Authentication) and §8 (login/verify/logout errors),
// with controllable fake calls injected the way the app root injects the real ones (auth-harness.ts).
// Here: logout.
import { describe, expect, it } from 'vitest';
import {
  selectError,
  selectIsAuthenticated,
  selectIsLoggingOut,
  selectUser,
  selectVerifySkipReason,
} from '../../../src/machines/auth/selectors.ts';
import {
  adminUser,
  generalUser,
  credentials,
  loginResponse,
  apiError,
  settle,
  setup,
  loginAs,
  logout,
} from './auth-harness.ts';

describe('authMachine: logout', () => {
  it('clears local storage first, tells other tabs, then calls the server', async () => {
    const h = setup();
    await loginAs(h);
    h.log.length = 0;
    h.actor.send({ type: 'auth.logout' });
    const s = h.snapshot();
    expect(s.value).toBe('loggingOut');
    expect(selectIsLoggingOut(s)).toBe(true);
    expect(selectIsAuthenticated(s)).toBe(false);
    expect(selectUser(s)).toBeNull();
    expect(h.log).toEqual(['clearStoredSession', 'broadcastLogout', 'logoutRequest']);
    expect(h.log.indexOf('clearStoredSession')).toBeLessThan(h.log.indexOf('logoutRequest'));
  });

  it('ends unauthenticated without a user; isLoggingOut stays set until the next login', async () => {
    const h = setup();
    await loginAs(h);
    await logout(h);
    const s = h.snapshot();
    expect(selectUser(s)).toBeNull();
    expect(selectIsAuthenticated(s)).toBe(false);
    expect(selectIsLoggingOut(s)).toBe(true);

    await loginAs(h);
    expect(selectIsLoggingOut(h.snapshot())).toBe(false);
  });

  it('only reports a failed server logout; the result is the same', async () => {
    const h = setup();
    await loginAs(h);
    h.actor.send({ type: 'auth.logout' });
    const failure = apiError(500, 'サーバーエラー');
    h.calls.logout[0]?.reject(failure);
    await settle();
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectError(s)).toBeNull();
    expect(h.logoutFailures).toEqual([failure]);
  });

  it("skips verify with 'ログアウト中' during and after logout, even with a token stored", async () => {
    const h = setup();
    await loginAs(h);
    h.actor.send({ type: 'auth.logout' });
    h.storage.tokenStored = true;
    h.actor.send({ type: 'auth.verify' });
    expect(h.snapshot().value).toBe('loggingOut');
    expect(selectVerifySkipReason(h.snapshot())).toBe('ログアウト中');

    h.calls.logout[0]?.resolve();
    await settle();
    h.actor.send({ type: 'auth.verify' });
    expect(h.snapshot().value).toBe('unauthenticated');
    expect(selectVerifySkipReason(h.snapshot())).toBe('ログアウト中');
    expect(h.log).not.toContain('verifyRequest');
  });

  it('ignores a verify result that arrives during logout', async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.logout' });
    expect(h.snapshot().value).toBe('loggingOut');
    h.calls.verify[0]?.resolve(adminUser);
    await settle();
    expect(h.snapshot().value).toBe('loggingOut');
    expect(selectUser(h.snapshot())).toBeNull();
    h.calls.logout[0]?.resolve();
    await settle();
    expect(h.snapshot().value).toBe('unauthenticated');
    expect(selectIsAuthenticated(h.snapshot())).toBe(false);
    expect(selectUser(h.snapshot())).toBeNull();
  });

  it('ignores a verify failure that arrives during logout', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.logout' });
    h.calls.verify[0]?.reject(apiError(503, 'x'));
    await settle();
    expect(h.snapshot().value).toBe('loggingOut');
    expect(selectError(h.snapshot())).toBeNull();
  });

  it('cancels a pending login; its late result is not stored', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.login', ...credentials });
    h.actor.send({ type: 'auth.logout' });
    expect(h.snapshot().value).toBe('loggingOut');
    h.calls.login[0]?.resolve(loginResponse);
    await settle();
    expect(h.persisted).toEqual([]);
    expect(h.snapshot().value).toBe('loggingOut');
  });

  it('does the same cleanup and server call from the unauthenticated state (tokens may be stored unverified)', async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.logout' });
    expect(h.log).toEqual(['clearStoredSession', 'broadcastLogout', 'logoutRequest']);
    expect(selectUser(h.snapshot())).toBeNull();
    h.calls.logout[0]?.resolve();
    await settle();
    expect(h.snapshot().value).toBe('unauthenticated');
    expect(selectIsLoggingOut(h.snapshot())).toBe(true);
  });

  it('ignores a second logout while logging out', () => {
    const h = setup();
    h.actor.send({ type: 'auth.logout' });
    h.actor.send({ type: 'auth.logout' });
    expect(h.log.filter((e) => e === 'logoutRequest')).toHaveLength(1);
  });

  it('lets the user log in again before the server logout answers; the late answer is dropped', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.logout' });
    h.actor.send({ type: 'auth.login', ...credentials });
    expect(h.snapshot().value).toBe('loggingIn');
    h.calls.logout[0]?.reject(new Error('late'));
    await settle();
    expect(h.logoutFailures).toEqual([]);
    h.calls.login[0]?.resolve(loginResponse);
    await settle();
    expect(h.snapshot().value).toBe('authenticated');
    expect(selectIsLoggingOut(h.snapshot())).toBe(false);
  });

  it('ignores session expiry and remote logout while logging out', () => {
    const h = setup();
    h.actor.send({ type: 'auth.logout' });
    h.log.length = 0;
    h.actor.send({ type: 'auth.sessionExpired' });
    h.actor.send({ type: 'auth.remoteLogout' });
    expect(h.snapshot().value).toBe('loggingOut');
    expect(h.log).toEqual([]);
  });
});
