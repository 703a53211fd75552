// Model-based test of the auth machine: paths generated from its definition are replayed on
// the REAL machine, provided like the app does but with controllable fake calls, checking
// the state, context, tags and injected side effects after every step; then every state and
// transition of the definition must have been taken by the real actor.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AuthUser, LoginRequest, LoginResponse } from '../../../src/api/schemas/auth.ts';
import { authMachine, type AuthEvent } from '../../../src/machines/auth/auth-machine.ts';
import {
  selectError,
  selectIsAuthenticated,
  selectIsChecking,
  selectIsLoading,
  selectIsLoggingOut,
  selectUser,
} from '../../../src/machines/auth/selectors.ts';
import { actionsTaken, ModelCoverage, printCoverage } from '../support/coverage.ts';
import { drivePath, type PathDriver } from '../support/driver.ts';
import { authModelInput, authPaths, isModelVerifyEvent } from './auth.paths.ts';

/** The side effects the app injects; the real actor must perform them exactly on the model's steps. */
const INJECTED_ACTIONS = new Set(['persistSession', 'clearStoredSession', 'broadcastLogout', 'reportLogoutFailure']);

type CallId = 'login' | 'verify' | 'logout';
interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Lets the fake calls' promise callbacks and the actor's resulting events run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A rejection as the API client makes it: an Error carrying the model's fields (status, body). */
function toThrown(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const { message, ...rest } = error as { message?: string };
  return Object.assign(new Error(message ?? 'error'), rest);
}

function authDriver(coverage: ModelCoverage): PathDriver {
  const storage = { accessToken: null as string | null };
  const calls: Record<CallId, PendingCall[]> = { login: [], verify: [], logout: [] };
  const effects: string[] = [];
  const call = <T,>(id: CallId) =>
    new Promise<T>((resolve, reject) => calls[id].push({ resolve: resolve as (v: unknown) => void, reject }));

  const actor = createActor(
    authMachine.provide({
      actors: {
        loginRequest: fromPromise<LoginResponse, LoginRequest>(() => call('login')),
        verifyRequest: fromPromise<AuthUser | null, void>(() => call('verify')),
        logoutRequest: fromPromise<void, void>(() => call('logout')),
      },
      actions: {
        persistSession: () => effects.push('persistSession'),
        clearStoredSession: () => effects.push('clearStoredSession'),
        broadcastLogout: () => effects.push('broadcastLogout'),
        reportLogoutFailure: () => effects.push('reportLogoutFailure'),
      },
      guards: { hasAccessToken: () => storage.accessToken !== null },
    }),
    { input: authModelInput, inspect: coverage.inspect },
  );
  actor.start();

  return {
    async perform(step, previous) {
      const before = effects.length;
      const event = step.event as AuthEvent & { output?: unknown; error?: unknown };
      const result = /^xstate\.(done|error)\.actor\.(login|verify|logout)$/.exec(event.type);
      if (result) {
        // The call the machine is waiting for answers: the newest one of that kind.
        const pending = calls[result[2] as CallId].at(-1);
        expect(pending, `a ${result[2]} call is in flight`).toBeDefined();
        if (result[1] === 'done') pending?.resolve(event.output);
        else pending?.reject(toThrown(event.error));
        await settle();
      } else if (isModelVerifyEvent(event)) {
        storage.accessToken = event.tokenStored ? 'access-token' : null;
        actor.send({ type: 'auth.verify' });
      } else {
        actor.send(event);
      }
      const expected = actionsTaken(previous.state, step.event).filter((a) => INJECTED_ACTIONS.has(a));
      expect(effects.slice(before)).toEqual(expected);
    },
    check(step) {
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
      expect([...snapshot.tags].sort()).toEqual([...step.state.tags].sort());
      expect(selectIsAuthenticated(snapshot)).toBe(step.state.hasTag('authenticated'));
      expect(selectIsLoading(snapshot)).toBe(step.state.hasTag('loading'));
      expect(selectIsChecking(snapshot)).toBe(step.state.matches('verifying'));
      expect(selectUser(snapshot)).toEqual(step.state.context.user);
      expect(selectError(snapshot)).toBe(step.state.context.error);
      expect(selectIsLoggingOut(snapshot)).toBe(step.state.context.isLoggingOut);
      // Invariants of docs/product.md §4 on every step.
      if (snapshot.hasTag('authenticated')) expect(snapshot.context.isLoggingOut).toBe(false);
      if (snapshot.context.user) expect(snapshot.context.user.role).toBe(snapshot.context.user.role.toLowerCase());
    },
  };
}

describe('auth machine: shortest paths (one per transition and context)', () => {
  const plan = authPaths('shortest');
  const coverage = new ModelCoverage(authMachine);

  for (const path of plan.paths) {
    it(`${path.id}: ${path.description}`, async () => {
      await drivePath(path, authDriver(coverage));
      coverage.countPath();
    });
  }

  it('took every state and transition of the definition', () => {
    printCoverage(plan.coverage, 'auth (shortest, planned)');
    printCoverage(coverage, 'auth (shortest, real actor)');
    expect(plan.coverage.isComplete()).toBe(true);
    expect(coverage.result().paths).toBe(plan.paths.length);
    expect(coverage.result().states.missing).toEqual([]);
    expect(coverage.result().transitions.missing).toEqual([]);
  });
});
