// The session idle machine against docs/product.md §9 and
// docs/adr/0020-deadline-based-session-idle.md on a fake clock: `runTo` lets time pass with the
// timers running; `sleepTo` moves the wall clock only, as a closed lid.
import { createActor, SimulatedClock } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readClockFrom,
  sessionIdleMachine,
  type ClockReading,
} from '../../../src/machines/session/session-idle-machine.ts';
import {
  selectIsSessionTracked,
  selectMinutesLeft,
  selectShowExpired,
  selectShowWarning,
} from '../../../src/machines/session/selectors.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function setup() {
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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sessionIdleMachine: inactive', () => {
  it('starts inactive, shows nothing and runs no timer', () => {
    const h = setup();
    expect(h.value()).toBe('inactive');
    expect(selectShowWarning(h.snapshot())).toBe(false);
    expect(selectShowExpired(h.snapshot())).toBe(false);
    expect(selectIsSessionTracked(h.snapshot())).toBe(false);
    h.runTo(2 * 60 * MINUTE);
    expect(h.value()).toBe('inactive');
    expect(h.effects).toEqual([]);
  });

  it('ignores activity, another tab, a wake-up, stop and dismiss', () => {
    const h = setup();
    h.activity();
    h.remote(0);
    h.wake();
    h.actor.send({ type: 'session.stop' });
    h.actor.send({ type: 'session.dismiss' });
    expect(h.value()).toBe('inactive');
    expect(h.effects).toEqual([]);
  });
});

describe('sessionIdleMachine: timeline with running timers', () => {
  it('warns at 25 min (not before) with 5 minutes left, hides the warning at 10 s, expires at 30 min exactly', () => {
    const h = setup();
    h.start();
    expect(h.value()).toEqual({ tracking: 'active' });
    expect(selectIsSessionTracked(h.snapshot())).toBe(true);

    h.runTo(25 * MINUTE - 1);
    expect(selectShowWarning(h.snapshot())).toBe(false);
    h.runTo(25 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
    expect(selectShowWarning(h.snapshot())).toBe(true);
    expect(selectMinutesLeft(h.snapshot())).toBe(5);

    h.runTo(25 * MINUTE + 10 * SECOND - 1);
    expect(selectShowWarning(h.snapshot())).toBe(true);
    h.runTo(25 * MINUTE + 10 * SECOND);
    expect(h.value()).toEqual({ tracking: { warning: 'hidden' } });
    expect(selectShowWarning(h.snapshot())).toBe(false);

    h.runTo(30 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: { warning: 'hidden' } });
    expect(h.effects).toEqual([]);
    h.runTo(30 * MINUTE);
    expect(h.value()).toBe('expired');
    expect(selectShowExpired(h.snapshot())).toBe(true);
    expect(selectShowWarning(h.snapshot())).toBe(false);
    expect(h.effects).toEqual(['onExpire']);
  });

  it('the expiry banner stays: later activity, another tab or a wake-up change nothing', () => {
    const h = setup();
    h.start();
    h.runTo(30 * MINUTE);
    h.activity();
    h.remote(31 * MINUTE);
    h.wake();
    h.runTo(3 * 60 * MINUTE);
    expect(h.value()).toBe('expired');
    expect(selectShowExpired(h.snapshot())).toBe(true);
    expect(h.effects).toEqual(['onExpire']);
  });
});

describe('sessionIdleMachine: the deadline follows the clock, not the timers', () => {
  it('no timer fired, the page wakes 31 min after the last activity: expired at once', () => {
    const h = setup();
    h.start();
    h.runTo(2 * MINUTE);
    h.activity(); // the last activity, at 2 min
    h.sleepTo(33 * MINUTE);
    expect(h.value()).toEqual({ tracking: 'active' }); // no timer ran in the sleep
    h.wake();
    expect(h.value()).toBe('expired');
    expect(h.effects).toEqual(['share at 2 min', 'onExpire']);
  });

  it('the page wakes 26 min after: the warning with about 4 minutes left, then expiry at exactly 30 min after the activity', () => {
    const h = setup();
    h.start();
    h.sleepTo(26 * MINUTE);
    h.wake();
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
    expect(selectMinutesLeft(h.snapshot())).toBe(4);
    // The expiry delay is computed from the deadline: 4 minutes, not another 5.
    h.runTo(30 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: { warning: 'hidden' } });
    expect(h.effects).toEqual([]);
    h.runTo(30 * MINUTE);
    expect(h.value()).toBe('expired');
    expect(h.effects).toEqual(['onExpire']);
  });

  it('the minutes left are the time actually left: 29 min 20 s after, about 1 minute', () => {
    const h = setup();
    h.start();
    h.sleepTo(29 * MINUTE + 20 * SECOND);
    h.wake();
    expect(selectShowWarning(h.snapshot())).toBe(true);
    expect(selectMinutesLeft(h.snapshot())).toBe(1);
    // 40 s left: the warning still hides after its 10 s, and the session ends at 30 min.
    h.runTo(29 * MINUTE + 30 * SECOND);
    expect(h.value()).toEqual({ tracking: { warning: 'hidden' } });
    h.runTo(30 * MINUTE);
    expect(h.value()).toBe('expired');
  });

  it('a warning timer that fires 6 minutes late (a throttled tab) sees the time: expired, no warning first', () => {
    const h = setup();
    h.start();
    // The wall clock runs 6 minutes ahead of the timers (the browser held them back).
    h.sleepTo(6 * MINUTE);
    vi.advanceTimersByTime(25 * MINUTE); // the warning timer fires, at 31 min by the clock
    expect(h.value()).toBe('expired');
    expect(h.effects).toEqual(['onExpire']);
  });

  it('the first key press after a long sleep does not revive the session', () => {
    const h = setup();
    h.start();
    h.sleepTo(45 * MINUTE);
    h.activity();
    expect(h.value()).toBe('expired');
    expect(h.effects).toEqual(['onExpire']); // and nothing is shared with the other tabs
  });

  it('a key press 29 min after (asleep, no timer) still counts: the idle time starts again', () => {
    const h = setup();
    h.start();
    h.sleepTo(29 * MINUTE);
    h.activity();
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(54 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(54 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
  });

  it('a wake-up with nothing due changes no deadline: the warning still comes at 25 min, not 25 after the wake-up', () => {
    const h = setup();
    h.start();
    h.runTo(10 * MINUTE);
    h.wake();
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(25 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(25 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
  });

  it('waking during the warning shows it again with the time left', () => {
    const h = setup();
    h.start();
    h.runTo(25 * MINUTE + 10 * SECOND);
    expect(selectShowWarning(h.snapshot())).toBe(false);
    h.sleepTo(27 * MINUTE);
    h.wake();
    expect(selectShowWarning(h.snapshot())).toBe(true);
    expect(selectMinutesLeft(h.snapshot())).toBe(3);
  });
});

describe('sessionIdleMachine: activity here and in other tabs', () => {
  it('at 24 min pushes the warning to 49 min and the expiry to 54 min, and is shared with its time', () => {
    const h = setup();
    h.start();
    h.runTo(24 * MINUTE);
    h.activity();
    expect(h.effects).toEqual(['share at 24 min']);
    h.runTo(49 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(49 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
    h.runTo(54 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: { warning: 'hidden' } });
    h.runTo(54 * MINUTE);
    expect(h.value()).toBe('expired');
  });

  it('during the visible warning goes back to active with a fresh deadline', () => {
    const h = setup();
    h.start();
    h.runTo(25 * MINUTE + 5 * SECOND);
    h.activity();
    expect(h.value()).toEqual({ tracking: 'active' });
    expect(selectShowWarning(h.snapshot())).toBe(false);
    h.runTo(30 * MINUTE);
    expect(h.value()).toEqual({ tracking: 'active' }); // the old expiry was cancelled
    h.runTo(50 * MINUTE + 5 * SECOND - 1);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(50 * MINUTE + 5 * SECOND);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
  });

  it("another tab's later activity extends the session, without sharing it again", () => {
    const h = setup();
    h.start();
    h.runTo(20 * MINUTE);
    h.remote(20 * MINUTE);
    h.runTo(45 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(45 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
    h.runTo(50 * MINUTE);
    expect(h.value()).toBe('expired');
    expect(h.effects).toEqual(['onExpire']);
  });

  it("another tab's older activity does not extend it", () => {
    const h = setup();
    h.start();
    h.runTo(10 * MINUTE);
    h.activity(); // here, at 10
    h.runTo(12 * MINUTE);
    h.remote(5 * MINUTE); // there, at 5: a message that took its time
    h.runTo(35 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(35 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
    h.runTo(40 * MINUTE);
    expect(h.value()).toBe('expired');
  });

  it("another tab's activity during the warning ends it", () => {
    const h = setup();
    h.start();
    h.runTo(27 * MINUTE);
    h.remote(27 * MINUTE);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(52 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
  });

  it('a page that slept and missed the broadcasts reads the shared record: another tab was active, the session goes on', () => {
    const h = setup();
    h.start();
    h.setOtherTabs(20 * MINUTE);
    h.sleepTo(31 * MINUTE);
    h.wake();
    expect(h.value()).toEqual({ tracking: 'active' });
    expect(h.effects).toEqual([]);
    // The deadline is the other tab's: warning at 45, expiry at 50.
    h.runTo(45 * MINUTE - 1);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(45 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
    h.runTo(50 * MINUTE);
    expect(h.value()).toBe('expired');
  });

  it('the first key press after a sleep also reads the shared record', () => {
    const h = setup();
    h.start();
    h.setOtherTabs(20 * MINUTE);
    h.sleepTo(40 * MINUTE);
    h.activity();
    expect(h.value()).toEqual({ tracking: 'active' });
    expect(h.effects).toEqual(['share at 40 min']);
  });

  it('a timer reads the shared record too: no warning while another tab is in use', () => {
    const h = setup();
    h.start();
    h.setOtherTabs(20 * MINUTE);
    h.runTo(25 * MINUTE);
    expect(h.value()).toEqual({ tracking: 'active' });
    h.runTo(45 * MINUTE);
    expect(h.value()).toEqual({ tracking: { warning: 'visible' } });
  });
});

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
