// Paths through the session idle machine, generated from its definition (docs/testers-toolkit.md),
// replayed on the real actor and through the console (activity: a key press; another tab: a
// broadcast; a check: the page waking after the wall clock moved on).
import type { AnyActorScope, AnyMachineSnapshot, EventObject } from 'xstate';
import {
  sessionIdleMachine,
  timeLeft,
  type SessionIdleContext,
  type SessionIdleEvent,
} from '../../../src/machines/session/session-idle-machine.ts';
import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_WARNING_AFTER_MS,
  SESSION_WARNING_AUTO_HIDE_MS,
} from '../../../src/shared/constants.ts';
import { defaultEventLabel, runPaths, type EventPayloads, type PathPlan } from '../support/coverage.ts';
import type { MachineModel } from '../support/model.ts';

export const MINUTE = 60_000;

/** The delayed events of the definition, by delay name. */
export const SESSION_IDLE_DELAYED_EVENTS = {
  untilWarning: 'xstate.after.untilWarning.sessionIdle.tracking.active',
  untilExpiry: 'xstate.after.untilExpiry.sessionIdle.tracking.warning',
  warningAutoHide: 'xstate.after.warningAutoHide.sessionIdle.tracking.warning.visible',
} as const;

type Snapshot = ReturnType<typeof sessionIdleMachine.transition>;

/** The snapshot with its times relative to the last activity (at 0, `now` the idle time; both 0
 *  outside a session): the machine only compares times, so the graph stays finite and a model
 *  event's times read "this long after the last activity" (`realTime` adds the actor's). */
function sinceLastActivity(snapshot: Snapshot): Snapshot {
  const { lastActivityAt, now } = snapshot.context;
  const context: SessionIdleContext = snapshot.matches('tracking') ? { lastActivityAt: 0, now: now - lastActivityAt } : { lastActivityAt: 0, now: 0 };
  return sessionIdleMachine.resolveState({ value: snapshot.value, context });
}

/** The machine the graph walks: the real definition, its snapshots kept relative to the last activity. */
export const sessionIdleModel: typeof sessionIdleMachine = Object.create(sessionIdleMachine, {
  transition: {
    value: (snapshot: Snapshot, event: SessionIdleEvent, scope: AnyActorScope) =>
      sinceLastActivity(sessionIdleMachine.transition(snapshot, event, scope)),
  },
});

/**
 * Every event the model sends, with the times worth telling apart (relative to the last
 * activity; a check never goes back in time).
 */
export const sessionIdleModelEvents: EventPayloads = {
  'session.start': (s) => [{ type: 'session.start', at: s.context.now }],
  'session.activity': (s) => [
    // A key press now, and the first one after 31 minutes asleep.
    { type: 'session.activity', at: s.context.now },
    { type: 'session.activity', at: SESSION_IDLE_TIMEOUT_MS + MINUTE },
  ],
  'session.remoteActivity': (s) => [
    // Another tab, a minute on; and an older message than our own activity.
    { type: 'session.remoteActivity', at: s.context.now + MINUTE },
    { type: 'session.remoteActivity', at: -MINUTE },
  ],
  'session.check': (s) =>
    [
      // The page wakes 26 minutes after the last activity (about 4 minutes left), after 31 (too
      // late), and after 31 while the shared record says another tab was active at 10.
      { type: 'session.check', at: SESSION_WARNING_AFTER_MS + MINUTE },
      { type: 'session.check', at: SESSION_IDLE_TIMEOUT_MS + MINUTE },
      { type: 'session.check', at: SESSION_IDLE_TIMEOUT_MS + MINUTE, lastActivityAt: 10 * MINUTE },
    ].filter((e) => e.at >= s.context.now),
};

/**
 * Real-time order of the timers, which the graph does not know: the warning's auto-hide and
 * its expiry start together, so only the one due first can fire from `warning.visible`.
 */
export function canHappenInRealTime(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (!snapshot.matches({ tracking: { warning: 'visible' } })) return true;
  const expiryFirst = timeLeft(snapshot.context as SessionIdleContext) < SESSION_WARNING_AUTO_HIDE_MS;
  if (event.type === SESSION_IDLE_DELAYED_EVENTS.untilExpiry) return expiryFirst;
  if (event.type === SESSION_IDLE_DELAYED_EVENTS.warningAutoHide) return !expiryFirst;
  return true;
}

/** `26 min`, `26 min 10 s`, `-1 min`. */
function minutes(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(ms) / MINUTE);
  const seconds = Math.round((Math.abs(ms) % MINUTE) / 1000);
  return `${sign}${whole} min${seconds ? ` ${seconds} s` : ''}`;
}

/** `session.check +31 min (other tab +10 min)`, `session.activity +0 min`. */
export function describeSessionIdleEvent(event: EventObject): string {
  const e = event as EventObject & { at?: number; lastActivityAt?: number };
  if (e.at === undefined) return defaultEventLabel({ type: event.type });
  const other = e.lastActivityAt === undefined ? '' : ` (other tab ${minutes(e.lastActivityAt)})`;
  return `${event.type} ${e.at < 0 ? '' : '+'}${minutes(e.at)}${other}`;
}

/**
 * A model time made real: in a session, that long after the actor's last activity; outside one
 * (where the model's times mean nothing), the wall clock.
 */
export function realTime(modelTime: number, actual: Snapshot, wallNow: number): number {
  return actual.matches('tracking') ? actual.context.lastActivityAt + modelTime : wallNow;
}

/** Every shortest path of the model (the machine-level test replays them all). */
export function sessionIdlePaths(): PathPlan {
  return runPaths(sessionIdleModel, 'shortest', {
    events: sessionIdleModelEvents,
    filterEvents: canHappenInRealTime,
    describeEvent: describeSessionIdleEvent,
    name: 'sessionIdle',
  });
}

/** The idle model the console runs. */
export const model: MachineModel = {
  machine: sessionIdleMachine,
  flows: [
    {
      logic: sessionIdleModel,
      events: sessionIdleModelEvents,
      filterEvents: canHappenInRealTime,
      describeEvent: describeSessionIdleEvent,
    },
  ],
};
