// The session idle machine against docs/product.md §9 and
// docs/adr/0020-deadline-based-session-idle.md on a fake clock: `runTo` lets time pass with the
// timers running; `sleepTo` moves the wall clock only, as a closed lid.
// Here: inactive, and the timeline with the timers running.
import { describe, expect, it } from 'vitest';
import {
  selectIsSessionTracked,
  selectMinutesLeft,
  selectShowExpired,
  selectShowWarning,
} from '../../../src/machines/session/selectors.ts';
import { SECOND, MINUTE, setup, fakeTimersEachTest } from './session-idle-harness.ts';

fakeTimersEachTest();

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
