// The session idle machine's paths replayed on the real machine, provided as the app does, on a
// simulated clock whose wall time can run on while timers sleep; state, tags, idle time and side
// effects checked after every step, then every state and transition must have been taken.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { readClockFrom, sessionIdleMachine, type SessionIdleEvent } from '../../../src/machines/session/session-idle-machine.ts';
import { selectShowExpired, selectShowWarning } from '../../../src/machines/session/selectors.ts';
import { actionsTaken, ModelCoverage, printCoverage, type ModelPath } from '../support/coverage.ts';
import { DelayClock, drivePath, inspectAll, isDelayedEvent, type PathDriver } from '../support/driver.ts';
import { planPaths } from '../support/model.ts';
import { model, realTime, sessionIdlePaths } from './session-idle.paths.ts';

/** The side effects the app injects; the real actor must perform them exactly on the model's steps. */
const INJECTED_ACTIONS = new Set(['onExpire', 'shareActivity']);

function sessionIdleDriver(coverage: ModelCoverage): PathDriver {
  const clock = new DelayClock();
  const effects: string[] = [];
  const actor = createActor(
    sessionIdleMachine.provide({
      actions: {
        onExpire: () => effects.push('onExpire'),
        shareActivity: () => effects.push('shareActivity'),
        readClock: readClockFrom(() => ({ at: clock.wallNow() })),
      },
    }),
    { clock, inspect: inspectAll(clock.inspect, coverage.inspect) },
  );
  actor.start();

  /** The model's event with real times: the wall clock first runs on to it (no timer meanwhile). */
  function realEvent(event: SessionIdleEvent): SessionIdleEvent {
    if (!('at' in event)) return event;
    const actual = actor.getSnapshot();
    const at = realTime(event.at, actual, clock.wallNow());
    clock.sleepUntil(at);
    if (event.type !== 'session.check' || event.lastActivityAt === undefined) return { ...event, at };
    return { ...event, at, lastActivityAt: realTime(event.lastActivityAt, actual, clock.wallNow()) };
  }

  return {
    perform(step, previous) {
      const before = effects.length;
      if (isDelayedEvent(step.event)) {
        // Time runs to exactly when the timer is due; 1 ms earlier nothing may have happened.
        clock.fire(step.event.type, () => expect(actor.getSnapshot().value).toEqual(previous.state.value));
      } else {
        actor.send(realEvent(step.event as SessionIdleEvent));
      }
      const expected = actionsTaken(previous.state, step.event).filter((a) => INJECTED_ACTIONS.has(a));
      expect(effects.slice(before)).toEqual(expected);
    },
    check(step) {
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect([...snapshot.tags].sort()).toEqual([...step.state.tags].sort());
      expect(selectShowWarning(snapshot)).toBe(step.state.hasTag('warningVisible'));
      expect(selectShowExpired(snapshot)).toBe(step.state.hasTag('expiredVisible'));
      if (snapshot.matches('tracking')) {
        // The model keeps the last activity at 0, so its `now` is the idle time.
        const { lastActivityAt, now } = snapshot.context;
        expect(now - lastActivityAt).toBe(step.state.context.now);
        expect(now).toBe(clock.wallNow());
      }
    },
  };
}

async function replay(path: ModelPath, coverage: ModelCoverage): Promise<void> {
  await drivePath(path, sessionIdleDriver(coverage));
  coverage.countPath();
}

describe('session idle machine: shortest paths (one per transition)', () => {
  const plan = sessionIdlePaths();
  const coverage = new ModelCoverage(sessionIdleMachine);

  for (const path of plan.paths) {
    it(`${path.id}: ${path.description}`, () => replay(path, coverage));
  }

  it('took every state and transition of the definition', () => {
    printCoverage(plan.coverage, 'sessionIdle (shortest, planned)');
    printCoverage(coverage, 'sessionIdle (shortest, real actor)');
    expect(plan.coverage.isComplete()).toBe(true);
    expect(coverage.result().paths).toBe(plan.paths.length);
    expect(coverage.result().states.missing).toEqual([]);
    expect(coverage.result().transitions.missing).toEqual([]);
  });
});

describe('session idle machine: simple paths', () => {
  it('replays every simple path on the real machine', async () => {
    const plan = planPaths(model, 'simple');
    const paths = plan.flows.flatMap((f) => f.paths);
    const coverage = new ModelCoverage(sessionIdleMachine);
    for (const path of paths) await replay(path, coverage);
    printCoverage(coverage, 'sessionIdle (simple, real actor)');
    expect(paths.length).toBeGreaterThan(50);
    expect(coverage.isComplete()).toBe(true);
  });
});
