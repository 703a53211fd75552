// The session idle machine against docs/product.md §9 and
// docs/adr/0020-deadline-based-session-idle.md on a fake clock: `runTo` lets time pass with the
// timers running; `sleepTo` moves the wall clock only, as a closed lid.
// Here: activity here and in other tabs.
import { describe, expect, it } from 'vitest';
import { selectShowWarning } from '../../../src/machines/session/selectors.ts';
import { SECOND, MINUTE, setup, fakeTimersEachTest } from './session-idle-harness.ts';

fakeTimersEachTest();

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
