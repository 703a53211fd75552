// The session idle machine on a fake clock (docs/adr/0020-deadline-based-session-idle.md): `runTo`
// lets time pass with the timers running; `sleepTo` moves the wall clock only, as a closed lid.
import { createActor } from 'xstate';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  readClockFrom,
  sessionIdleMachine,
  type ClockReading,
} from '../../../src/machines/session/session-idle-machine.ts';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

export function setup() {
  const t0 = Date.now();
  const effects: string[] = [];
  /** The shared record of the other tabs (ms after t0), as the app reads it from localStorage. */
  let otherTabs: number | undefined;
  const reading = (): ClockReading =>
    otherTabs === undefined ? { at: Date.now() } : { at: Date.now(), lastActivityAt: t0 + otherTabs };
  const actor = createActor(
    sessionIdleMachine.provide({
      actions: {
        onExpire: () => effects.push('onExpire'),
        shareActivity: (_, { at }) => effects.push(`share at ${(at - t0) / MINUTE} min`),
        // As the app: the real clock and the shared record.
        readClock: readClockFrom(reading),
      },
    }),
  ).start();
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    snapshot,
    effects,
    value: () => snapshot().value,
    /** Time passes to `ms` after t0, the timers running. */
    runTo: (ms: number) => vi.advanceTimersByTime(ms - (Date.now() - t0)),
    /** The wall clock jumps to `ms` after t0 and no timer runs (a closed lid, a frozen tab). */
    sleepTo: (ms: number) => vi.setSystemTime(t0 + ms),
    start: () => actor.send({ type: 'session.start', at: Date.now() }),
    activity: () => actor.send({ type: 'session.activity', ...reading() }),
    /** The page woke (visibility, focus, ...): the app sends the time and the shared record. */
    wake: () => actor.send({ type: 'session.check', ...reading() }),
    /** Another tab's broadcast: activity there at `ms` after t0. */
    remote: (ms: number) => actor.send({ type: 'session.remoteActivity', at: t0 + ms }),
    setOtherTabs: (ms: number) => {
      otherTabs = ms;
    },
  };
}

/** Fake timers for each test, real ones after it. */
export function fakeTimersEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
