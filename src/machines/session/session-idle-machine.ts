// Session idle statechart (docs/product.md §9): delays are computed from the last activity of
// any tab and a timer only wakes a check (docs/adr/0020-deadline-based-session-idle.md). Pure: the
// clock, `onExpire` and `shareActivity` are injected. Transitions: docs/diagrams/session-idle.md.
import { assign, setup } from 'xstate';
import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_WARNING_AFTER_MS,
  SESSION_WARNING_AUTO_HIDE_MS,
} from '../../shared/constants.ts';

/** A reading of the clock: the time, and the last activity any tab recorded (where the app keeps one). */
export interface ClockReading {
  /** Now, in ms since the epoch. */
  at: number;
  /** The latest activity of any tab of the console, if known (ms since the epoch). */
  lastActivityAt?: number;
}

export interface SessionIdleContext {
  /** The last activity in any tab, as far as this tab knows (ms since the epoch). */
  lastActivityAt: number;
  /** The latest reading of the clock: the time of the last event or timer. */
  now: number;
}

export type SessionIdleEvent =
  /** A session began (login or verified user): it counts as activity. */
  | { type: 'session.start'; at: number }
  /** Logout: no timers, no expiry banner. */
  | { type: 'session.stop' }
  /** Mouse, key, scroll or touch activity in this tab, with the shared record of all tabs. */
  | ({ type: 'session.activity' } & ClockReading)
  /** Activity another tab reported, `at` being when it happened. */
  | { type: 'session.remoteActivity'; at: number }
  /** The page woke (visible again, focus, pageshow, online, resumed): decide by the time. */
  | ({ type: 'session.check' } & ClockReading)
  /** The user closed the expiry banner. */
  | { type: 'session.dismiss' };

export type SessionIdleTag = 'warningVisible' | 'expiredVisible';

/** When the warning is due. */
export const warningAt = (context: SessionIdleContext): number => context.lastActivityAt + SESSION_WARNING_AFTER_MS;
/** When the session ends. */
export const expiresAt = (context: SessionIdleContext): number => context.lastActivityAt + SESSION_IDLE_TIMEOUT_MS;
/** Time left before the session ends, at the latest reading. */
export const timeLeft = (context: SessionIdleContext): number => Math.max(0, expiresAt(context) - context.now);

/** A reading folded in: the time moves on, and a later activity of another tab counts. */
function observe(context: SessionIdleContext, reading: ClockReading): SessionIdleContext {
  return {
    now: reading.at,
    lastActivityAt: Math.max(context.lastActivityAt, reading.lastActivityAt ?? context.lastActivityAt),
  };
}

/** The `readClock` the app provides: a timer fired, read the real clock (and the shared record). */
export function readClockFrom(read: () => ClockReading) {
  return assign<SessionIdleContext, SessionIdleEvent, { dueAt: number }, SessionIdleEvent, never>(({ context }) =>
    observe(context, read()),
  );
}

export const sessionIdleMachine = setup({
  types: {
    context: {} as SessionIdleContext,
    events: {} as SessionIdleEvent,
    tags: {} as SessionIdleTag,
  },
  actions: {
    /** The session ended for inactivity (injected: logout, remove the access token, go to /login). */
    onExpire: () => {},
    /** Tell the other tabs about local activity at `at` (injected). */
    shareActivity: (_, _params: { at: number }) => {},
    /**
     * A timer fired: read the clock. By default the time it was due (a timer never fires early);
     * the app reads the real clock, which is later after a sleep or a throttled timer.
     */
    readClock: assign(({ context }, params: { dueAt: number }) => observe(context, { at: params.dueAt })),
    /** Activity now: the idle time starts again. */
    recordActivity: assign((_, params: { at: number }) => ({ lastActivityAt: params.at, now: params.at })),
    /** A reading an event brought: its time, and the shared record if it came with one. */
    noteReading: assign(({ context }, params: ClockReading) => observe(context, params)),
  },
  guards: {
    timedOut: ({ context }) => context.now >= expiresAt(context),
    warningDue: ({ context }) => context.now >= warningAt(context),
    /** The activity comes 30 minutes or more after the last one known (this tab's or the shared record): too late to keep the session. */
    pastDeadline: ({ context }, reading: ClockReading) =>
      reading.at >= observe(context, reading).lastActivityAt + SESSION_IDLE_TIMEOUT_MS,
    /** Another tab's activity counts only if later than the last one known here. */
    laterActivity: ({ context }, params: { at: number }) => params.at > context.lastActivityAt,
  },
  delays: {
    /** Wake-ups computed from the deadlines, never a fixed chain. */
    untilWarning: ({ context }) => Math.max(0, warningAt(context) - context.now),
    untilExpiry: ({ context }) => Math.max(0, expiresAt(context) - context.now),
    /** The warning banner hides itself after this long. */
    warningAutoHide: SESSION_WARNING_AUTO_HIDE_MS,
  },
}).createMachine({
  id: 'sessionIdle',
  initial: 'inactive',
  context: { lastActivityAt: 0, now: 0 },
  states: {
    inactive: {
      on: {
        'session.start': {
          target: 'tracking',
          actions: { type: 'recordActivity', params: ({ event }) => ({ at: event.at }) },
        },
      },
    },

    tracking: {
      initial: 'active',
      on: {
        // Re-entering `tracking` restarts its timers from the new deadline.
        'session.start': {
          target: 'tracking',
          reenter: true,
          actions: { type: 'recordActivity', params: ({ event }) => ({ at: event.at }) },
        },
        'session.stop': { target: 'inactive' },
        'session.activity': [
          {
            // The first key press after a long sleep does not revive the session.
            guard: { type: 'pastDeadline', params: ({ event }) => event },
            target: 'expired',
            actions: { type: 'noteReading', params: ({ event }) => event },
          },
          {
            target: 'tracking',
            reenter: true,
            actions: [
              { type: 'recordActivity', params: ({ event }) => ({ at: event.at }) },
              { type: 'shareActivity', params: ({ event }) => ({ at: event.at }) },
            ],
          },
        ],
        'session.remoteActivity': {
          guard: { type: 'laterActivity', params: ({ event }) => ({ at: event.at }) },
          target: '.checking',
          // A message that arrives late carries an older time than the clock: the clock stays.
          actions: {
            type: 'noteReading',
            params: ({ context, event }) => ({ at: Math.max(context.now, event.at), lastActivityAt: event.at }),
          },
        },
        'session.check': {
          target: '.checking',
          actions: { type: 'noteReading', params: ({ event }) => event },
        },
      },
      states: {
        /** Decides by the latest reading (passed through, never at rest). */
        checking: {
          always: [
            { guard: 'timedOut', target: '#sessionIdle.expired' },
            { guard: 'warningDue', target: 'warning' },
            { target: 'active' },
          ],
        },

        active: {
          after: {
            untilWarning: {
              target: 'checking',
              actions: { type: 'readClock', params: ({ context }) => ({ dueAt: warningAt(context) }) },
            },
          },
        },

        warning: {
          initial: 'visible',
          after: {
            untilExpiry: {
              target: 'checking',
              actions: { type: 'readClock', params: ({ context }) => ({ dueAt: expiresAt(context) }) },
            },
          },
          states: {
            visible: {
              tags: ['warningVisible'],
              after: {
                warningAutoHide: {
                  target: 'hidden',
                  actions: {
                    type: 'readClock',
                    params: ({ context }) => ({ dueAt: context.now + SESSION_WARNING_AUTO_HIDE_MS }),
                  },
                },
              },
            },
            hidden: {},
          },
        },
      },
    },

    expired: {
      tags: ['expiredVisible'],
      entry: 'onExpire',
      // No session.stop here: the expiry banner stays until dismissed.
      on: {
        'session.dismiss': { target: 'inactive' },
        'session.start': {
          target: 'tracking',
          actions: { type: 'recordActivity', params: ({ event }) => ({ at: event.at }) },
        },
      },
    },
  },
});

export type SessionIdleMachine = typeof sessionIdleMachine;
