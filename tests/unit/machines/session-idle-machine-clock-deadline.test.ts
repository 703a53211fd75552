// The session idle machine against docs/product.md §9 and
// docs/adr/0020-deadline-based-session-idle.md on a fake clock: `runTo` lets time pass with the
// timers running; `sleepTo` moves the wall clock only, as a closed lid.
// Here: the deadline follows the clock, not the timers.
import { describe, expect, it, vi } from 'vitest';
import { selectMinutesLeft, selectShowWarning } from '../../../src/machines/session/selectors.ts';
import { SECOND, MINUTE, setup, fakeTimersEachTest } from './session-idle-harness.ts';

fakeTimersEachTest();

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
