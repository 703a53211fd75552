// Paths through the session idle machine, generated from its definition (design.md §3).
// Runner-independent: the machine-level model test drives the real actor with them, and the
// screen-level tests can replay the same steps (activity = a mouse or key event, a delay =
// let the fake clock run to it).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sessionIdleMachine } from '../../../src/machines/session/session-idle-machine.ts';
import { runPaths, type PathPlan, type PathStrategy } from '../support/coverage.ts';
import type { MachineModel } from '../support/model.ts';

/** The delayed events of the definition, by delay name. */
export const SESSION_IDLE_DELAYED_EVENTS = {
  warningAfter: 'xstate.after.warningAfter.sessionIdle.active',
  expireAfter: 'xstate.after.expireAfter.sessionIdle.warning',
  warningAutoHide: 'xstate.after.warningAutoHide.sessionIdle.warning.visible',
} as const;

/**
 * Real-time order of the timers, which the graph does not know: the warning and its
 * auto-hide timer start together and 10 s < 5 min, so expiry never fires while the warning
 * is still visible. (The expiry transition itself is covered from `warning.hidden`.)
 */
export function canHappenInRealTime(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  return !(event.type === SESSION_IDLE_DELAYED_EVENTS.expireAfter && snapshot.matches({ warning: 'visible' }));
}

export function sessionIdlePaths(strategy: PathStrategy = 'shortest'): PathPlan {
  return runPaths(sessionIdleMachine, strategy, { filterEvents: canHappenInRealTime, name: 'sessionIdle' });
}

/** The idle model the console runs: the definition alone (no invocations, no context). */
export const model: MachineModel = {
  machine: sessionIdleMachine,
  flows: [{ filterEvents: canHappenInRealTime }],
};
