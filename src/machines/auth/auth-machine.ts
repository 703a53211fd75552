// Authentication statechart (docs/product.md §4, §8). Pure: every side effect (HTTP, storage,
// telling other tabs, logging) is an injected actor, action or guard, supplied by the app with
// `authMachine.provide(...)`. Its transitions: docs/diagrams/auth.md.
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { AuthUser, LoginRequest, LoginResponse } from '../../api/schemas/accounts/auth.ts';
import { auth as messages } from '../../shared/messages/auth.ts';
import { loginErrorMessage, serverMessageOf, toClientUser, type ClientUser } from './auth-user.ts';

export interface AuthContext {
  user: ClientUser | null;
  error: string | null;
  /** Set by logout, cleared only by the next successful login (verify is skipped meanwhile). */
  isLoggingOut: boolean;
  /** Why the last `auth.verify` made no server call, or null. */
  verifySkipReason: string | null;
}

export interface AuthInput {
  /** The user record restored from local storage, if any (not authenticated until verified). */
  storedUser: AuthUser | null;
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string }
  | { type: 'auth.verify' }
  | { type: 'auth.logout' }
  /** The API client could not refresh the token, or the idle timer ended the session. */
  | { type: 'auth.sessionExpired'; message?: string }
  /** Another tab logged out: clean up here without calling the server or re-broadcasting. */
  | { type: 'auth.remoteLogout' }
  | { type: 'auth.clearError' }
  /** The user saved a new name (My page): the top bar shows it at once, without a new verify. */
  | { type: 'auth.userRenamed'; displayName: string };

export type AuthTag = 'loading' | 'authenticated';

/** Ids of the invoked calls; their results arrive as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. */
export const AUTH_INVOKE_IDS = { login: 'login', verify: 'verify', logout: 'logout' } as const;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`authMachine: actor '${name}' not provided`);
};

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as AuthTag,
  },
  actors: {
    /** POST /api/auth/login; rejects with the server's error (ApiError with `body.message`). */
    loginRequest: fromPromise<LoginResponse, LoginRequest>(notProvided('loginRequest')),
    /** GET /auth/verify; the user, or null when the session is not valid. */
    verifyRequest: fromPromise<AuthUser | null, void>(notProvided('verifyRequest')),
    /** POST /auth/logout; its failure is only reported. */
    logoutRequest: fromPromise<void, void>(notProvided('logoutRequest')),
  },
  actions: {
    // Injected side effects (defaults do nothing).
    /** Store access, id and refresh tokens and the user (docs/product.md §3). */
    persistSession: (_args, _params: { response: LoginResponse }) => {},
    /** Remove the four stored keys: accessToken, idToken, refreshToken, user. */
    clearStoredSession: () => {},
    /** Tell the other tabs that this one logged out. */
    broadcastLogout: () => {},
    /** Log a failed server logout; nothing else happens (docs/product.md §8). */
    reportLogoutFailure: (_args, _params: { error: unknown }) => {},

    // Context updates.
    clearError: assign({ error: null }),
    clearVerifySkip: assign({ verifySkipReason: null }),
    skipVerify: assign((_args, params: { reason: string }) => ({ verifySkipReason: params.reason })),
    acceptLogin: assign((_args, params: { user: AuthUser }) => ({
      user: toClientUser(params.user),
      error: null,
      isLoggingOut: false,
      verifySkipReason: null,
    })),
    rejectLogin: assign((_args, params: { error: unknown }) => ({
      user: null,
      error: loginErrorMessage(params.error),
    })),
    acceptVerifiedUser: assign((_args, params: { user: AuthUser | null }) => ({
      user: params.user ? toClientUser(params.user) : null,
      error: null,
    })),
    /** Verify answered "not verified" (null): the ordinary way an expired session ends, no alert. */
    rejectUnverified: assign({ user: null, error: null }),
    /** Verify itself failed: show the server's text, else the fallback (docs/product.md §8). */
    failVerification: assign((_args, params: { error: unknown }) => ({
      user: null,
      error: serverMessageOf(params.error) ?? messages.verifyFailed,
    })),
    startLogout: assign({ isLoggingOut: true, user: null, error: null, verifySkipReason: null }),
    endSession: assign((_args, params: { message: string | undefined }) => ({
      user: null,
      error: params.message ?? null,
    })),
    clearUser: assign({ user: null }),
    renameUser: assign(({ context }, params: { displayName: string }) => ({
      user: context.user ? { ...context.user, display_name: params.displayName } : null,
    })),
  },
  guards: {
    /** Whether an access token is stored (injected: reads local storage). */
    hasAccessToken: () => false,
    isLoggingOut: ({ context }) => context.isLoggingOut,
    isVerified: (_args, params: { user: AuthUser | null }) => params.user !== null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    user: input.storedUser ? toClientUser(input.storedUser) : null,
    error: null,
    isLoggingOut: false,
    verifySkipReason: null,
  }),
  initial: 'unauthenticated',
  on: {
    'auth.clearError': { actions: 'clearError' },
  },
  states: {
    unauthenticated: {
      on: {
        'auth.login': { target: 'loggingIn' },
        'auth.verify': [
          {
            guard: 'isLoggingOut',
            actions: { type: 'skipVerify', params: { reason: messages.verifySkippedLoggingOut } },
          },
          {
            guard: not('hasAccessToken'),
            actions: { type: 'skipVerify', params: { reason: messages.verifySkippedNoToken } },
          },
          { target: 'verifying' },
        ],
        // Tokens may be stored before they are verified, so logging out here still clears
        // storage, tells other tabs and calls the server.
        'auth.logout': { target: 'loggingOut' },
        'auth.sessionExpired': {
          actions: ['clearStoredSession', { type: 'endSession', params: ({ event }) => ({ message: event.message }) }],
        },
        'auth.remoteLogout': { actions: ['clearStoredSession', 'clearUser'] },
      },
    },

    verifying: {
      tags: ['loading'],
      entry: 'clearVerifySkip',
      invoke: {
        id: AUTH_INVOKE_IDS.verify,
        src: 'verifyRequest',
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ user: event.output }) },
            target: 'authenticated',
            actions: { type: 'acceptVerifiedUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'unauthenticated', actions: ['clearStoredSession', 'rejectUnverified'] },
        ],
        onError: {
          target: 'unauthenticated',
          actions: [
            'clearStoredSession',
            { type: 'failVerification', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        'auth.login': { target: 'loggingIn' },
        // Leaving `verifying` stops the verify call: a result arriving during logout is ignored.
        'auth.logout': { target: 'loggingOut' },
        'auth.sessionExpired': {
          target: 'unauthenticated',
          actions: ['clearStoredSession', { type: 'endSession', params: ({ event }) => ({ message: event.message }) }],
        },
        'auth.remoteLogout': { target: 'unauthenticated', actions: ['clearStoredSession', 'clearUser'] },
      },
    },

    loggingIn: {
      tags: ['loading'],
      entry: ['clearError', 'clearVerifySkip'],
      invoke: {
        id: AUTH_INVOKE_IDS.login,
        src: 'loginRequest',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'persistSession', params: ({ event }) => ({ response: event.output }) },
            { type: 'acceptLogin', params: ({ event }) => ({ user: event.output.user }) },
          ],
        },
        onError: {
          target: 'unauthenticated',
          actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
        },
      },
      // No auth.sessionExpired or auth.remoteLogout here: a fresh sign-in wins over an older
      // session ending.
      on: {
        'auth.logout': { target: 'loggingOut' },
      },
    },

    authenticated: {
      tags: ['authenticated'],
      on: {
        'auth.verify': [
          {
            guard: not('hasAccessToken'),
            target: 'unauthenticated',
            actions: { type: 'skipVerify', params: { reason: messages.verifySkippedNoToken } },
          },
          { target: 'verifying' },
        ],
        'auth.logout': { target: 'loggingOut' },
        'auth.sessionExpired': {
          target: 'unauthenticated',
          actions: ['clearStoredSession', { type: 'endSession', params: ({ event }) => ({ message: event.message }) }],
        },
        'auth.remoteLogout': { target: 'unauthenticated', actions: ['clearStoredSession', 'clearUser'] },
        'auth.userRenamed': {
          actions: { type: 'renameUser', params: ({ event }) => ({ displayName: event.displayName }) },
        },
      },
    },

    loggingOut: {
      // Local cleanup first, before the server call starts (docs/product.md §4): entry actions run
      // before the invocation below is started.
      entry: ['startLogout', 'clearStoredSession', 'broadcastLogout'],
      invoke: {
        id: AUTH_INVOKE_IDS.logout,
        src: 'logoutRequest',
        onDone: { target: 'unauthenticated' },
        onError: {
          target: 'unauthenticated',
          actions: { type: 'reportLogoutFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'auth.verify': { actions: { type: 'skipVerify', params: { reason: messages.verifySkippedLoggingOut } } },
        // The server logout has no timeout: a hung call must not block signing in again (its
        // late result is dropped with the invocation).
        'auth.login': { target: 'loggingIn' },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
