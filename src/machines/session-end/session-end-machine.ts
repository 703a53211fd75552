// How a session ends (docs/session-end.md): one path for ログアウト, the idle expiry, a refresh the
// server refused (or a 401 the replay could not save), and a sign-out in another tab. Pure: ending
// the auth session, forgetting the page's memory, the drafts and going to /login are injected
// actions (src/app/shell-actors.ts). Transitions: docs/diagrams/session-end.md.
import { assign, setup } from 'xstate';

/** Why the session ended. */
export type SessionEndCause =
  /** ログアウト in this tab. */
  | 'logout'
  /** The idle deadline passed. */
  | 'idle'
  /** The server refused the refresh, or the replay after a refresh was refused again. */
  | 'refreshRefused'
  /** Another tab signed out. */
  | 'remote';

export interface SessionEndContext {
  /** Whose data the page holds (the signed-in user's id), or null. */
  userId: string | null;
  /** Whose unsaved input is kept because their session expired (offered when they sign in again). */
  draftsKeptFor: string | null;
}

export type SessionEndEvent =
  /** A user is signed in (login or a verified stored session). */
  | { type: 'sessionEnd.signedIn'; userId: string }
  /** ログアウト. */
  | { type: 'sessionEnd.logout' }
  /** The session expired here: idle, or a refresh refused. */
  | { type: 'sessionEnd.expired'; cause: 'idle' | 'refreshRefused' }
  /** Another tab signed out. */
  | { type: 'sessionEnd.remoteLogout' };

/** The auth session ended by the user: ログアウト here (`logout`) or in another tab (`remote`). */
const endedBy = (cause: 'logout' | 'remote') => ({ type: 'endAuthSession', params: { cause } }) as const;
/** To /login, without coming back here: the user signed out. */
const toLogin = { type: 'leaveForLogin', params: { returnHere: false } } as const;

export const sessionEndMachine = setup({
  types: {
    context: {} as SessionEndContext,
    events: {} as SessionEndEvent,
  },
  actions: {
    // Injected side effects (defaults do nothing).
    /**
     * Ends the session in the auth machine: the server's logout with the token still known
     * (`logout`, `idle`), or only the stored tokens removed (`refreshRefused`, `remote`).
     */
    endAuthSession: (_args, _params: { cause: SessionEndCause }) => {},
    /** Forgets everything of the user the page holds in memory: the query cache (lists, お知らせ, profile). */
    forgetPageMemory: () => {},
    /** Removes every kept draft and lets none be written by the forms being torn down. */
    discardDrafts: () => {},
    /** Lets the forms torn down by an expiry keep their input for the same user. */
    keepDraftsForExpiry: () => {},
    /** Goes to /login replacing the history entry (`returnHere`: with ?redirect= to this page). */
    leaveForLogin: (_args, _params: { returnHere: boolean }) => {},

    // Context updates.
    rememberUser: assign((_args, params: { userId: string }) => ({ userId: params.userId, draftsKeptFor: null })),
    keepDraftsOfUser: assign(({ context }) => ({ userId: null, draftsKeptFor: context.userId })),
    forgetUser: assign({ userId: null, draftsKeptFor: null }),
  },
  guards: {
    isAnotherUser: ({ context }, params: { userId: string }) => context.userId !== params.userId,
    isDraftOwner: ({ context }, params: { userId: string }) => context.draftsKeptFor === params.userId,
  },
}).createMachine({
  id: 'sessionEnd',
  context: { userId: null, draftsKeptFor: null },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: {
        'sessionEnd.signedIn': {
          target: 'signedIn',
          actions: { type: 'rememberUser', params: ({ event }) => ({ userId: event.userId }) },
        },
        // Tokens may be stored before they are verified: ログアウト still ends them on the server.
        'sessionEnd.logout': {
          actions: [endedBy('logout'), 'forgetPageMemory', 'discardDrafts', toLogin],
        },
        'sessionEnd.remoteLogout': {
          actions: [endedBy('remote'), 'forgetPageMemory', 'discardDrafts'],
        },
        // A stored session refused while it was being checked: the login page says why.
        'sessionEnd.expired': {
          actions: [
            { type: 'endAuthSession', params: ({ event }) => ({ cause: event.cause }) },
            'forgetPageMemory',
            // After a refused refresh, /login?redirect= brings the user back here (docs/product.md §8).
            { type: 'leaveForLogin', params: ({ event }) => ({ returnHere: event.cause === 'refreshRefused' }) },
          ],
        },
      },
    },

    signedIn: {
      on: {
        // The page still holds another user's data (a tab that missed the sign-out): forget it.
        'sessionEnd.signedIn': {
          guard: { type: 'isAnotherUser', params: ({ event }) => ({ userId: event.userId }) },
          actions: [
            'forgetPageMemory',
            'discardDrafts',
            { type: 'rememberUser', params: ({ event }) => ({ userId: event.userId }) },
          ],
        },
        'sessionEnd.logout': {
          target: 'signedOut',
          actions: [endedBy('logout'), 'forgetPageMemory', 'discardDrafts', 'forgetUser', toLogin],
        },
        'sessionEnd.expired': {
          target: 'expired',
          actions: [
            'keepDraftsForExpiry',
            { type: 'endAuthSession', params: ({ event }) => ({ cause: event.cause }) },
            'forgetPageMemory',
            'keepDraftsOfUser',
            // After a refused refresh, /login?redirect= brings the user back here (docs/product.md §8).
            { type: 'leaveForLogin', params: ({ event }) => ({ returnHere: event.cause === 'refreshRefused' }) },
          ],
        },
        'sessionEnd.remoteLogout': {
          target: 'signedOut',
          actions: [endedBy('remote'), 'forgetPageMemory', 'discardDrafts', 'forgetUser', toLogin],
        },
      },
    },

    // Ended by an expiry: the user's unsaved input is kept for them. Further expiries (the other
    // calls of a 401 storm) change nothing.
    expired: {
      on: {
        'sessionEnd.signedIn': [
          {
            guard: { type: 'isDraftOwner', params: ({ event }) => ({ userId: event.userId }) },
            target: 'signedIn',
            actions: { type: 'rememberUser', params: ({ event }) => ({ userId: event.userId }) },
          },
          {
            target: 'signedIn',
            actions: ['discardDrafts', { type: 'rememberUser', params: ({ event }) => ({ userId: event.userId }) }],
          },
        ],
        'sessionEnd.logout': {
          target: 'signedOut',
          actions: [endedBy('logout'), 'discardDrafts', 'forgetUser', toLogin],
        },
        'sessionEnd.remoteLogout': {
          target: 'signedOut',
          actions: [endedBy('remote'), 'discardDrafts', 'forgetUser'],
        },
      },
    },
  },
});

export type SessionEndMachine = typeof sessionEndMachine;
