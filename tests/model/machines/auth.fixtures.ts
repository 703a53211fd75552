// Fixtures of the auth expectation (auth.expected.ts) and its drivers: the demo accounts, the
// answers and refusals of the calls, and the session check's stored token carried by the event.
import type { EventObject } from 'xstate';
import type { AuthUser, LoginResponse } from '../../../src/api/schemas/accounts/auth.ts';
import { authMachine } from '../../../src/machines/auth/auth-machine.ts';
import { auth as messages } from '../../../src/shared/messages/auth.ts';

// The demo accounts, roles as the server sends them.
export const storedUser: AuthUser = {
  id: 'user-0001',
  email: 'user@example.com',
  username: 'user',
  role: 'USER',
  display_name: null,
  created_at: null,
};
export const adminUser: AuthUser = {
  id: 'user-0000',
  email: 'admin@example.com',
  username: 'admin',
  role: 'ADMIN',
  display_name: null,
  created_at: null,
};
export const credentials = { email: 'admin@example.com', password: 'Admin123!' } as const;
export const loginResponse: LoginResponse = {
  access_token: 'access-token',
  id_token: 'id-token',
  refresh_token: 'refresh-token',
  user: adminUser,
};

/** Errors as plain data (the graph serializes events): an API refusal with the server's text, and a network failure. */
export const modelErrors = {
  invalidCredentials: {
    name: 'ApiError',
    status: 401,
    message: messages.invalidCredentials,
    body: { error: messages.invalidCredentials, message: messages.invalidCredentials },
  },
  serverUnavailable: {
    name: 'ApiError',
    status: 503,
    message: 'サービスを利用できません',
    body: { error: 'サービスを利用できません', message: 'サービスを利用できません' },
  },
  network: { name: 'TypeError', message: 'Failed to fetch' },
} as const;

/**
 * The model's `auth.verify` carries whether an access token is stored, which the real
 * machine reads through its injected `hasAccessToken` guard. A driver sets up storage so, then
 * sends a plain `{ type: 'auth.verify' }`.
 */
export type ModelVerifyEvent = { type: 'auth.verify'; tokenStored: boolean };

/** The calls' results, their ids written here (not read from the machine: a renamed call must fail). */
export const AUTH_RESULT_EVENTS = {
  loginDone: 'xstate.done.actor.login',
  loginError: 'xstate.error.actor.login',
  verifyDone: 'xstate.done.actor.verify',
  verifyError: 'xstate.error.actor.verify',
  logoutDone: 'xstate.done.actor.logout',
  logoutError: 'xstate.error.actor.logout',
} as const;

export function isModelVerifyEvent(event: EventObject): event is ModelVerifyEvent {
  return event.type === 'auth.verify' && 'tokenStored' in event;
}

/** The machine the oracle runs: the real definition, with the token check read from the event. */
export const authModel = authMachine.provide({
  guards: { hasAccessToken: ({ event }) => isModelVerifyEvent(event) && event.tokenStored },
});

export const authModelInput = { storedUser } as const;
