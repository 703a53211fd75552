// Session idle statechart (spec §9): warning after 25 minutes without activity, expiry at 30,
// the warning banner hides itself after 10 s, the expiry banner stays until dismissed.
//
// Pure: `onExpire` (the app runs the logout action, removes the access token and goes to
// /login) and `broadcastActivity` (tell other tabs; throttling is the app's job) are injected.
// The delays are named so tests and the app can shorten them with `.provide({ delays })`.
//
// Events by state (anything not listed is ignored in that state):
//
// | event                  | inactive | active          | warning (visible|hidden) | expired  |
// |------------------------|----------|-----------------|--------------------------|----------|
// | session.start          | active   | active (reset)  | active                   | active   |
// | session.stop           |          | inactive        | inactive                 | (kept: the banner stays) |
// | session.activity       |          | active (reset) + broadcast | active + broadcast |       |
// | session.remoteActivity |          | active (reset)  | active                   |          |
// | session.dismiss        |          |                 |                          | inactive |
import { setup } from 'xstate';
import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_WARNING_AFTER_MS,
  SESSION_WARNING_AUTO_HIDE_MS,
} from '../../shared/constants.ts';

export type SessionIdleEvent =
  /** A session began (login or verified user): start the idle timers. */
  | { type: 'session.start' }
  /** Logout: no timers, no expiry banner. */
  | { type: 'session.stop' }
  /** Mouse, key, scroll or touch activity in this tab: reset both timers and tell other tabs. */
  | { type: 'session.activity' }
  /** Activity reported by another tab: reset both timers, do not re-broadcast. */
  | { type: 'session.remoteActivity' }
  /** The user closed the expiry banner. */
  | { type: 'session.dismiss' };

export type SessionIdleTag = 'warningVisible' | 'expiredVisible';

/** Default delays, from the constants of spec §9. */
export const SESSION_IDLE_DELAYS = {
  /** Idle time before the warning. */
  warningAfter: SESSION_WARNING_AFTER_MS,
  /** Time from the warning to expiry. */
  expireAfter: SESSION_IDLE_TIMEOUT_MS - SESSION_WARNING_AFTER_MS,
  /** The warning banner hides itself after this long. */
  warningAutoHide: SESSION_WARNING_AUTO_HIDE_MS,
} as const;

export const sessionIdleMachine = setup({
  types: {
    events: {} as SessionIdleEvent,
    tags: {} as SessionIdleTag,
  },
  actions: {
    /** The session ended for inactivity (injected: logout, remove the access token, go to /login). */
    onExpire: () => {},
    /** Tell other tabs about local activity (injected; throttled by the app). */
    broadcastActivity: () => {},
  },
  delays: { ...SESSION_IDLE_DELAYS },
}).createMachine({
  id: 'sessionIdle',
  initial: 'inactive',
  states: {
    inactive: {
      on: {
        'session.start': { target: 'active' },
      },
    },

    active: {
      after: { warningAfter: { target: 'warning' } },
      on: {
        // Re-entering `active` restarts its timer.
        'session.activity': { target: 'active', reenter: true, actions: 'broadcastActivity' },
        'session.remoteActivity': { target: 'active', reenter: true },
        'session.start': { target: 'active', reenter: true },
        'session.stop': { target: 'inactive' },
      },
    },

    warning: {
      initial: 'visible',
      after: { expireAfter: { target: 'expired' } },
      states: {
        visible: {
          tags: ['warningVisible'],
          after: { warningAutoHide: { target: 'hidden' } },
        },
        hidden: {},
      },
      on: {
        'session.activity': { target: 'active', actions: 'broadcastActivity' },
        'session.remoteActivity': { target: 'active' },
        'session.start': { target: 'active' },
        'session.stop': { target: 'inactive' },
      },
    },

    expired: {
      tags: ['expiredVisible'],
      entry: 'onExpire',
      on: {
        'session.dismiss': { target: 'inactive' },
        'session.start': { target: 'active' },
      },
    },
  },
});

export type SessionIdleMachine = typeof sessionIdleMachine;
