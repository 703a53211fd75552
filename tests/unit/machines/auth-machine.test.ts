// The auth machine against docs/product.md §4 (Authentication) and §8 (login/verify/logout errors),
// with controllable fake calls injected the way the app root injects the real ones.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AuthUser, LoginRequest, LoginResponse } from '../../../src/api/schemas/accounts/auth.ts';
import { authMachine } from '../../../src/machines/auth/auth-machine.ts';
import { serverMessageOf, toClientUser } from '../../../src/machines/auth/auth-user.ts';
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

const adminUser: AuthUser = {
  id: 'user-0000',
  email: 'admin@example.com',
  username: 'admin',
  role: 'ADMIN',
  display_name: null,
  created_at: null,
};
const generalUser: AuthUser = {
  id: 'user-0001',
  email: 'user@example.com',
  username: 'user',
  role: 'USER',
  display_name: null,
  created_at: null,
};
const credentials: LoginRequest = { email: 'admin@example.com', password: 'Admin123!' };
const loginResponse: LoginResponse = { access_token: 'a', id_token: 'i', refresh_token: 'r', user: adminUser };

/** An error as the API client throws it: the status and the server's error body. */
function apiError(status: number, message: string) {
  return Object.assign(new Error(message), { name: 'ApiError', status, body: { error: message, message } });
}

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Lets promise callbacks and the events they send run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup(options: { storedUser?: AuthUser | null; tokenStored?: boolean } = {}) {
  /** Every side effect and call start, in order. */
  const log: string[] = [];
  const storage = { tokenStored: options.tokenStored ?? true };
  const calls = {
    login: [] as Deferred<LoginResponse>[],
    verify: [] as Deferred<AuthUser | null>[],
    logout: [] as Deferred<void>[],
  };
  const loginInputs: LoginRequest[] = [];
  const persisted: LoginResponse[] = [];
  const logoutFailures: unknown[] = [];
  const pending = <T>(list: Deferred<T>[]) => new Promise<T>((resolve, reject) => list.push({ resolve, reject }));

  const machine = authMachine.provide({
    actors: {
      loginRequest: fromPromise<LoginResponse, LoginRequest>(({ input }) => {
        log.push('loginRequest');
        loginInputs.push(input);
        return pending(calls.login);
      }),
      verifyRequest: fromPromise<AuthUser | null, void>(() => {
        log.push('verifyRequest');
        return pending(calls.verify);
      }),
      logoutRequest: fromPromise<void, void>(() => {
        log.push('logoutRequest');
        return pending(calls.logout);
      }),
    },
    actions: {
      persistSession: (_, { response }) => {
        log.push('persistSession');
        persisted.push(response);
        storage.tokenStored = true;
      },
      clearStoredSession: () => {
        log.push('clearStoredSession');
        storage.tokenStored = false;
      },
      broadcastLogout: () => log.push('broadcastLogout'),
      reportLogoutFailure: (_, { error }) => {
        log.push('reportLogoutFailure');
        logoutFailures.push(error);
      },
    },
    guards: { hasAccessToken: () => storage.tokenStored },
  });
  const actor = createActor(machine, { input: { storedUser: options.storedUser ?? null } });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return { actor, snapshot, log, storage, calls, loginInputs, persisted, logoutFailures };
}

type Harness = ReturnType<typeof setup>;

async function loginAs(h: Harness, response: LoginResponse = loginResponse) {
  h.actor.send({ type: 'auth.login', ...credentials });
  h.calls.login.at(-1)?.resolve(response);
  await settle();
  expect(h.snapshot().value).toBe('authenticated');
}

async function logout(h: Harness) {
  h.actor.send({ type: 'auth.logout' });
  h.calls.logout.at(-1)?.resolve();
  await settle();
  expect(h.snapshot().value).toBe('unauthenticated');
}

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

describe('authMachine: verify', () => {
  it("is skipped with 'トークンなし' when no access token is stored", () => {
    const h = setup({ storedUser: generalUser, tokenStored: false });
    h.actor.send({ type: 'auth.verify' });
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectVerifySkipReason(s)).toBe('トークンなし');
    expect(h.log).toEqual([]);
    // The skip neither clears the restored user nor touches storage.
    expect(selectUser(s)?.id).toBe(generalUser.id);
  });

  it('is checking (loading) while the call is pending, then authenticated with the user', async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.verify' });
    expect(h.snapshot().value).toBe('verifying');
    expect(selectIsChecking(h.snapshot())).toBe(true);
    expect(selectIsLoading(h.snapshot())).toBe(true);
    expect(selectIsAuthenticated(h.snapshot())).toBe(false);
    expect(selectVerifySkipReason(h.snapshot())).toBeNull();

    h.calls.verify[0]?.resolve({ ...adminUser, role: 'Admin' });
    await settle();
    const s = h.snapshot();
    expect(s.value).toBe('authenticated');
    expect(selectIsChecking(s)).toBe(false);
    expect(selectUser(s)).toEqual({ ...adminUser, role: 'admin' });
    expect(selectError(s)).toBeNull();
    expect(h.log).toEqual(['verifyRequest']);
  });

  it('clears the skip reason when a verification starts', () => {
    const h = setup({ tokenStored: false });
    h.actor.send({ type: 'auth.verify' });
    expect(selectVerifySkipReason(h.snapshot())).toBe(messages.verifySkippedNoToken);
    h.storage.tokenStored = true;
    h.actor.send({ type: 'auth.verify' });
    expect(selectVerifySkipReason(h.snapshot())).toBeNull();
  });

  it('when not verified (null) ends unauthenticated with the stored session removed, without an alert', async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.verify' });
    h.calls.verify[0]?.resolve(null);
    await settle();
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectError(s)).toBeNull();
    expect(h.log).toEqual(['verifyRequest', 'clearStoredSession']);
  });

  it("when the call fails shows the server's message and removes the stored session", async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.verify' });
    h.calls.verify[0]?.reject(apiError(503, 'メンテナンス中です'));
    await settle();
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectError(s)).toBe('メンテナンス中です');
    expect(h.log).toEqual(['verifyRequest', 'clearStoredSession']);
  });

  it("when the call fails without a server message shows '認証の確認に失敗しました'", async () => {
    const h = setup();
    h.actor.send({ type: 'auth.verify' });
    h.calls.verify[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(selectError(h.snapshot())).toBe('認証の確認に失敗しました');
  });

  it('ignores another verify while one is pending', () => {
    const h = setup();
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.verify' });
    expect(h.log).toEqual(['verifyRequest']);
  });

  it('re-verifies while authenticated', async () => {
    const h = setup();
    await loginAs(h);
    h.actor.send({ type: 'auth.verify' });
    expect(h.snapshot().value).toBe('verifying');
    expect(selectUser(h.snapshot())?.id).toBe(adminUser.id); // kept while checking
    h.calls.verify[0]?.resolve(adminUser);
    await settle();
    expect(h.snapshot().value).toBe('authenticated');
  });

  it("while authenticated without a stored token becomes unauthenticated with 'トークンなし'", async () => {
    const h = setup();
    await loginAs(h);
    h.storage.tokenStored = false; // e.g. removed by the API client or another tab
    h.actor.send({ type: 'auth.verify' });
    expect(h.snapshot().value).toBe('unauthenticated');
    expect(selectVerifySkipReason(h.snapshot())).toBe('トークンなし');
    expect(h.log).not.toContain('verifyRequest');
  });

  it('lets the user log in while a verification is pending; its late result is ignored', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.login', ...credentials });
    expect(h.snapshot().value).toBe('loggingIn');
    h.calls.verify[0]?.resolve(null);
    await settle();
    expect(h.snapshot().value).toBe('loggingIn');
    expect(h.log).not.toContain('clearStoredSession');
  });
});

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

describe('authMachine: session expired (refresh failed or idle timeout)', () => {
  it('clears the user and the stored session without calling the server', async () => {
    const h = setup();
    await loginAs(h);
    h.log.length = 0;
    h.actor.send({ type: 'auth.sessionExpired' });
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectError(s)).toBeNull();
    expect(selectIsLoggingOut(s)).toBe(false);
    expect(h.log).toEqual(['clearStoredSession']);
  });

  it('shows the message the event carries', async () => {
    const h = setup();
    await loginAs(h);
    h.actor.send({ type: 'auth.sessionExpired', message: messages.refreshFailed });
    expect(selectError(h.snapshot())).toBe(messages.refreshFailed);
  });

  it('ends a pending verification, whose late result is ignored', async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.sessionExpired' });
    expect(h.snapshot().value).toBe('unauthenticated');
    h.calls.verify[0]?.resolve(generalUser);
    await settle();
    expect(h.snapshot().value).toBe('unauthenticated');
    expect(selectUser(h.snapshot())).toBeNull();
  });

  it('clears a restored user while unauthenticated', () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.sessionExpired' });
    expect(h.snapshot().value).toBe('unauthenticated');
    expect(selectUser(h.snapshot())).toBeNull();
    expect(h.log).toEqual(['clearStoredSession']);
  });
});

describe('authMachine: logout in another tab', () => {
  it('clears here without calling the server or re-broadcasting', async () => {
    const h = setup();
    await loginAs(h);
    h.log.length = 0;
    h.actor.send({ type: 'auth.remoteLogout' });
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectIsLoggingOut(s)).toBe(false);
    expect(h.log).toEqual(['clearStoredSession']);
  });

  it('ends a pending verification', () => {
    const h = setup();
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.remoteLogout' });
    expect(h.snapshot().value).toBe('unauthenticated');
  });

  it('clears a restored user while unauthenticated', () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.remoteLogout' });
    expect(selectUser(h.snapshot())).toBeNull();
    expect(h.log).toEqual(['clearStoredSession']);
  });
});

describe('authMachine: clearError', () => {
  it('clears the error in any state', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.login', ...credentials });
    h.calls.login[0]?.reject(new Error('x'));
    await settle();
    expect(selectError(h.snapshot())).not.toBeNull();
    h.actor.send({ type: 'auth.clearError' });
    expect(selectError(h.snapshot())).toBeNull();
    expect(h.snapshot().value).toBe('unauthenticated');

    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.clearError' });
    expect(h.snapshot().value).toBe('verifying');
  });
});

describe('authMachine: defaults when nothing is provided', () => {
  it('treats a missing token check as "no token" and a missing login call as a failure', async () => {
    const actor = createActor(authMachine, { input: { storedUser: null } }).start();
    actor.send({ type: 'auth.verify' });
    expect(actor.getSnapshot().context.verifySkipReason).toBe(messages.verifySkippedNoToken);
    actor.send({ type: 'auth.login', ...credentials });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.error).toBe(messages.loginFailed);
  });
});

describe('auth helpers', () => {
  it('lower-cases the role only', () => {
    expect(toClientUser({ ...adminUser, role: 'ADMIN' })).toEqual({ ...adminUser, role: 'admin' });
  });

  it("reads the server's message, else its error field, else nothing", () => {
    expect(serverMessageOf(apiError(401, 'ちがいます'))).toBe('ちがいます');
    expect(serverMessageOf({ body: { error: 'エラー' } })).toBe('エラー');
    expect(serverMessageOf({ body: { message: '  ' } })).toBeUndefined();
    expect(serverMessageOf(new Error('Failed to fetch'))).toBeUndefined();
    expect(serverMessageOf(null)).toBeUndefined();
    expect(serverMessageOf('text')).toBeUndefined();
  });

  it('isAdmin compares the role case-insensitively', () => {
    const h = setup({ storedUser: { ...adminUser, role: 'Admin' } });
    expect(selectIsAdmin(h.snapshot())).toBe(true);
    expect(selectIsAdmin(setup().snapshot())).toBe(false);
  });
});
