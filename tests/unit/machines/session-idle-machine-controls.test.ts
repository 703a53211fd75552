// The session idle machine against docs/product.md §9 and
// docs/adr/0020-deadline-based-session-idle.md on a fake clock: `runTo` lets time pass with the
// timers running; `sleepTo` moves the wall clock only, as a closed lid.
// Here: stop, start, dismiss, and the clocks.
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { readClockFrom, sessionIdleMachine } from '../../../src/machines/session/session-idle-machine.ts';
import { selectShowExpired, selectShowWarning } from '../../../src/machines/session/selectors.ts';
import { MINUTE, setup, fakeTimersEachTest } from './session-idle-harness.ts';

fakeTimersEachTest();

describe('sessionIdleMachine: stop, start, dismiss', () => {
  it('stop (logout) while active or warned ends tracking without an expiry banner', () => {
    for (const stopAt of [10 * MINUTE, 25 * MINUTE]) {
      const h = setup();
      h.start();
      h.runTo(stopAt);
      h.actor.send({ type: 'session.stop' });
      expect(h.value()).toBe('inactive');
      expect(selectShowWarning(h.snapshot())).toBe(false);
      h.runTo(stopAt + 2 * 60 * MINUTE);
      expect(h.value()).toBe('inactive');
      expect(h.effects).toEqual([]);
    }
  });

  it('stop after expiry (the app logs out on expiry) keeps the expiry banner', () => {
    const h = setup();
    h.start();
    h.runTo(30 * MINUTE);
    h.actor.send({ type: 'session.stop' });
    expect(h.value()).toBe('expired');
  });

  it('dismiss hides the expiry banner and is ignored while a session is tracked', () => {
    const h = setup();
    h.start();
    h.actor.send({ type: 'session.dismiss' });
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(30 * MINUTE);
    h.actor.send({ type: 'session.dismiss' });
    expect(h.value()).toBe('inactive');
    expect(selectShowExpired(h.snapshot())).toBe(false);
  });

  it('a new session after expiry hides the banner and starts from its own time', () => {
    const h = setup();
    h.start();
    h.runTo(40 * MINUTE);
    h.start();
    expect(h.value()).toEqual({ tracking: 'active' });
    expect(selectShowExpired(h.snapshot())).toBe(false);
    h.runTo(65 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(65 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
  });

  it('start while tracked restarts from its time (nothing shared)', () => {
    const h = setup();
    h.start();
    h.runTo(25 * MINUTE);
    h.start();
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(50 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
    expect(h.effects).toEqual([]);
  });
});

describe('sessionIdleMachine: clocks', () => {
  it('runs on a SimulatedClock read by the injected readClock', () => {
    const clock = new SimulatedClock();
    const expired = vi.fn();
    const actor = createActor(
      sessionIdleMachine.provide({
        actions: { onExpire: expired, readClock: readClockFrom(() => ({ at: clock.now() })) },
      }),
      { clock },
    ).start();
    actor.send({ type: 'session.start', at: clock.now() });
    clock.increment(25 * MINUTE - 1);
    expect(actor.getSnapshot().value).toEqual({ tracking: 'active' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ tracking: { warning: 'visible' } });
    clock.increment(5 * MINUTE - 1);
    expect(expired).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('without an injected clock a timer counts as firing when due (the machine reads no clock of its own)', () => {
    const actor = createActor(sessionIdleMachine).start();
    actor.send({ type: 'session.start', at: 1_000_000 });
    vi.setSystemTime(Date.now() + 10 * 60 * MINUTE); // the real clock means nothing to it
    vi.advanceTimersByTime(25 * MINUTE);
    expect(actor.getSnapshot().value).toEqual({ tracking: { warning: 'visible' } });
    expect(actor.getSnapshot().context.now).toBe(1_000_000 + 25 * MINUTE);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(actor.getSnapshot().value).toBe('expired');
  });
});
