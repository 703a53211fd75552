// Paths through the auth machine, generated from its definition (docs/testers-toolkit.md), replayed
// by the machine-level model test on the real actor and by the screen tests through the console.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { AuthUser, LoginResponse } from '../../../src/api/schemas/auth.ts';
import { authMachine, AUTH_INVOKE_IDS } from '../../../src/machines/auth/auth-machine.ts';
import type { AuthEvent } from '../../../src/machines/auth/auth-machine.ts';
import { auth as messages } from '../../../src/shared/messages/auth.ts';
import { defaultEventLabel, runPaths, type EventPayloads, type PathPlan, type PathStrategy } from '../support/coverage.ts';
import type { MachineModel } from '../support/model.ts';

// Fixtures (the demo accounts of docs/mock-backend.md; roles as the server sends them).
export const storedUser: AuthUser = { id: 'user-0001', email: 'user@example.com', username: 'user', role: 'USER', display_name: null, created_at: null };
export const adminUser: AuthUser = { id: 'user-0000', email: 'admin@example.com', username: 'admin', role: 'ADMIN', display_name: null, created_at: null };
export const credentials = { email: 'admin@example.com', password: 'Admin123!' } as const;
export const loginResponse: LoginResponse = {
  access_token: 'access-token',
  id_token: 'id-token',
  refresh_token: 'refresh-token',
  user: adminUser,
};

/** Errors as plain data (the graph serializes events): an API refusal with the server's text, and a network failure. */
export const modelErrors = {
  invalidCredentials: { name: 'ApiError', status: 401, message: messages.invalidCredentials, body: { error: messages.invalidCredentials, message: messages.invalidCredentials } },
  serverUnavailable: { name: 'ApiError', status: 503, message: 'サービスを利用できません', body: { error: 'サービスを利用できません', message: 'サービスを利用できません' } },
  network: { name: 'TypeError', message: 'Failed to fetch' },
} as const;

/**
 * The model's `auth.verify` carries whether an access token is stored, which the real
 * machine reads through its injected `hasAccessToken` guard. A driver sets up storage so, then
 * sends a plain `{ type: 'auth.verify' }`.
 */
export type ModelVerifyEvent = { type: 'auth.verify'; tokenStored: boolean };

export const AUTH_RESULT_EVENTS = {
  loginDone: `xstate.done.actor.${AUTH_INVOKE_IDS.login}`,
  loginError: `xstate.error.actor.${AUTH_INVOKE_IDS.login}`,
  verifyDone: `xstate.done.actor.${AUTH_INVOKE_IDS.verify}`,
  verifyError: `xstate.error.actor.${AUTH_INVOKE_IDS.verify}`,
  logoutDone: `xstate.done.actor.${AUTH_INVOKE_IDS.logout}`,
  logoutError: `xstate.error.actor.${AUTH_INVOKE_IDS.logout}`,
} as const;

/** Every event the model sends, with the payload variants worth telling apart. */
export const authModelEvents: EventPayloads = {
  'auth.login': [{ type: 'auth.login', ...credentials } satisfies AuthEvent],
  'auth.verify': [
    { type: 'auth.verify', tokenStored: true } satisfies ModelVerifyEvent,
    { type: 'auth.verify', tokenStored: false } satisfies ModelVerifyEvent,
  ],
  'auth.sessionExpired': [
    { type: 'auth.sessionExpired' } satisfies AuthEvent,
    { type: 'auth.sessionExpired', message: messages.refreshFailed } satisfies AuthEvent,
  ],
  'auth.userRenamed': [{ type: 'auth.userRenamed', displayName: '新しい 名前' } satisfies AuthEvent],
  [AUTH_RESULT_EVENTS.loginDone]: [{ type: AUTH_RESULT_EVENTS.loginDone, output: loginResponse }],
  [AUTH_RESULT_EVENTS.loginError]: [
    { type: AUTH_RESULT_EVENTS.loginError, error: modelErrors.invalidCredentials },
    { type: AUTH_RESULT_EVENTS.loginError, error: modelErrors.network },
  ],
  [AUTH_RESULT_EVENTS.verifyDone]: [
    { type: AUTH_RESULT_EVENTS.verifyDone, output: storedUser },
    { type: AUTH_RESULT_EVENTS.verifyDone, output: null },
  ],
  [AUTH_RESULT_EVENTS.verifyError]: [
    { type: AUTH_RESULT_EVENTS.verifyError, error: modelErrors.serverUnavailable },
    { type: AUTH_RESULT_EVENTS.verifyError, error: modelErrors.network },
  ],
  [AUTH_RESULT_EVENTS.logoutDone]: [{ type: AUTH_RESULT_EVENTS.logoutDone, output: undefined }],
  [AUTH_RESULT_EVENTS.logoutError]: [{ type: AUTH_RESULT_EVENTS.logoutError, error: modelErrors.network }],
};

export function isModelVerifyEvent(event: EventObject): event is ModelVerifyEvent {
  return event.type === 'auth.verify' && 'tokenStored' in event;
}

/** The machine the graph walks: the real definition, with the token check read from the event. */
export const authModel = authMachine.provide({
  guards: { hasAccessToken: ({ event }) => isModelVerifyEvent(event) && event.tokenStored },
});

export const authModelInput = { storedUser } as const;

export function describeAuthEvent(event: EventObject): string {
  if (isModelVerifyEvent(event)) return `auth.verify (${event.tokenStored ? 'token' : 'no token'})`;
  const e = event as EventObject & { output?: unknown; error?: { name?: string; status?: number } };
  if (event.type === AUTH_RESULT_EVENTS.verifyDone) return e.output ? 'done verify (user)' : 'done verify (null)';
  if (event.type === AUTH_RESULT_EVENTS.loginDone) return 'done login';
  if (event.type === AUTH_RESULT_EVENTS.logoutDone) return 'done logout';
  if (event.type.startsWith('xstate.error.actor.')) return `${defaultEventLabel({ type: event.type })} (${e.error?.status ?? e.error?.name})`;
  if (event.type === 'auth.sessionExpired') return 'message' in event ? 'auth.sessionExpired (message)' : 'auth.sessionExpired';
  return defaultEventLabel(event);
}

export function authPaths(strategy: PathStrategy = 'shortest'): PathPlan {
  return runPaths(authModel, strategy, {
    input: authModelInput,
    events: authModelEvents,
    describeEvent: describeAuthEvent,
    name: 'auth',
  });
}

/** Which model events the console itself can produce, and where. */
export function consoleCanDrive(event: EventObject, before: AnyMachineSnapshot): boolean {
  switch (event.type) {
    // The app always says why the session ended.
    case 'auth.sessionExpired':
      return (event as { message?: string }).message === messages.refreshFailed;
    // The login form clears a shown error when the user corrects a field.
    case 'auth.clearError':
      return before.matches('unauthenticated') && before.context.error !== null;
    // My page's profile dialog sends it after a save, so only when signed in.
    case 'auth.userRenamed':
      return before.matches('authenticated');
    default:
      return true;
  }
}

/** The auth model the console runs (screens and Playwright): every variant the console can produce. */
export const model: MachineModel = {
  machine: authMachine,
  flows: [
    {
      logic: authModel,
      input: authModelInput,
      events: authModelEvents,
      canDrive: consoleCanDrive,
      describeEvent: describeAuthEvent,
      // Only `isLoggingOut` of the context is read by a guard (the others come with the event).
      simpleVertex: (s) => [s.value, s.context.isLoggingOut],
    },
  ],
};
