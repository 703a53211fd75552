// The auth machine's test harness: users, credentials and controllable fake calls injected the way
// the app root injects the real ones, and the steps several tests take (sign in, sign out).
import { createActor, fromPromise } from 'xstate';
import { expect } from 'vitest';
import type { AuthUser, LoginRequest, LoginResponse } from '../../../src/api/schemas/accounts/auth.ts';
import { authMachine } from '../../../src/machines/auth/auth-machine.ts';
import { adminUser, storedUser as generalUser } from '../../model/machines/auth.fixtures.ts';

// The demo accounts, as the expectation's fixtures have them.
export { adminUser, generalUser };

export const credentials: LoginRequest = { email: 'admin@example.com', password: 'Admin123!' };
export const loginResponse: LoginResponse = { access_token: 'a', id_token: 'i', refresh_token: 'r', user: adminUser };

/** An error as the API client throws it: the status and the server's error body. */
export function apiError(status: number, message: string) {
  return Object.assign(new Error(message), { name: 'ApiError', status, body: { error: message, message } });
}

export interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Lets promise callbacks and the events they send run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function setup(options: { storedUser?: AuthUser | null; tokenStored?: boolean } = {}) {
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

export type Harness = ReturnType<typeof setup>;

export async function loginAs(h: Harness, response: LoginResponse = loginResponse) {
  h.actor.send({ type: 'auth.login', ...credentials });
  h.calls.login.at(-1)?.resolve(response);
  await settle();
  expect(h.snapshot().value).toBe('authenticated');
}

export async function logout(h: Harness) {
  h.actor.send({ type: 'auth.logout' });
  h.calls.logout.at(-1)?.resolve();
  await settle();
  expect(h.snapshot().value).toBe('unauthenticated');
}
