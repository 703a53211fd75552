// The session idle machine against spec §9: warning at 25 min of inactivity (not before),
// expiry at 30, the warning hides after 10 s, activity resets both timers, the expiry banner
// stays until dismissed or a new session starts.
import { createActor, SimulatedClock } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_IDLE_DELAYS, sessionIdleMachine } from '../../../src/machines/session/session-idle-machine.ts';
import { selectIsSessionTracked, selectShowExpired, selectShowWarning } from '../../../src/machines/session/selectors.ts';
import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_WARNING_AFTER_MS,
  SESSION_WARNING_AUTO_HIDE_MS,
} from '../../../src/shared/constants.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function setup() {
  const effects: string[] = [];
  const actor = createActor(
    sessionIdleMachine.provide({
      actions: {
        onExpire: () => effects.push('onExpire'),
        broadcastActivity: () => effects.push('broadcastActivity'),
      },
    }),
  );
  actor.start();
  const snapshot = () => actor.getSnapshot();
  /** Advances the fake clock to `ms` after the start of the test. */
  const at = (ms: number) => vi.advanceTimersByTime(ms - (Date.now() - t0));
  const t0 = Date.now();
  return { actor, snapshot, effects, at };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sessionIdleMachine: delays', () => {
  it('are taken from the constants: warning at 25 min, expiry at 30 min, warning shown 10 s', () => {
    expect(SESSION_IDLE_DELAYS.warningAfter).toBe(SESSION_WARNING_AFTER_MS);
    expect(SESSION_IDLE_DELAYS.warningAfter).toBe(25 * MINUTE);
    expect(SESSION_IDLE_DELAYS.warningAfter + SESSION_IDLE_DELAYS.expireAfter).toBe(SESSION_IDLE_TIMEOUT_MS);
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(30 * MINUTE);
    expect(SESSION_IDLE_DELAYS.warningAutoHide).toBe(SESSION_WARNING_AUTO_HIDE_MS);
    expect(SESSION_WARNING_AUTO_HIDE_MS).toBe(10 * SECOND);
  });
});

describe('sessionIdleMachine: inactive', () => {
  it('starts inactive, shows nothing and runs no timer', () => {
    const h = setup();
    expect(h.snapshot().value).toBe('inactive');
    expect(selectShowWarning(h.snapshot())).toBe(false);
    expect(selectShowExpired(h.snapshot())).toBe(false);
    expect(selectIsSessionTracked(h.snapshot())).toBe(false);
    h.at(2 * 60 * MINUTE);
    expect(h.snapshot().value).toBe('inactive');
    expect(h.effects).toEqual([]);
  });

  it('ignores activity, stop and dismiss', () => {
    const h = setup();
    h.actor.send({ type: 'session.activity' });
    h.actor.send({ type: 'session.remoteActivity' });
    h.actor.send({ type: 'session.stop' });
    h.actor.send({ type: 'session.dismiss' });
    expect(h.snapshot().value).toBe('inactive');
    expect(h.effects).toEqual([]);
  });
});

describe('sessionIdleMachine: timeline without activity', () => {
  it('warns at 25 min (not before), hides the warning at 10 s, expires at 30 min exactly', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    expect(h.snapshot().value).toBe('active');
    expect(selectIsSessionTracked(h.snapshot())).toBe(true);

    h.at(25 * MINUTE - 1);
    expect(h.snapshot().value).toBe('active');
    expect(selectShowWarning(h.snapshot())).toBe(false);
    h.at(25 * MINUTE);
    expect(h.snapshot().value).toEqual({ warning: 'visible' });
    expect(selectShowWarning(h.snapshot())).toBe(true);

    h.at(25 * MINUTE + 10 * SECOND - 1);
    expect(selectShowWarning(h.snapshot())).toBe(true);
    h.at(25 * MINUTE + 10 * SECOND);
    expect(h.snapshot().value).toEqual({ warning: 'hidden' });
    expect(selectShowWarning(h.snapshot())).toBe(false);
    expect(selectShowExpired(h.snapshot())).toBe(false);

    h.at(30 * MINUTE - 1);
    expect(h.snapshot().value).toEqual({ warning: 'hidden' });
    expect(h.effects).toEqual([]);
    h.at(30 * MINUTE);
    expect(h.snapshot().value).toBe('expired');
    expect(selectShowExpired(h.snapshot())).toBe(true);
    expect(selectShowWarning(h.snapshot())).toBe(false);
    expect(h.effects).toEqual(['onExpire']);
  });

  it('expires at 30 min in a single jump of the clock as well', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(30 * MINUTE);
    expect(h.snapshot().value).toBe('expired');
    expect(h.effects).toEqual(['onExpire']);
  });
});

describe('sessionIdleMachine: activity', () => {
  it('at 24 min pushes the warning to 49 min and the expiry to 54 min, and is broadcast', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(24 * MINUTE);
    h.actor.send({ type: 'session.activity' });
    expect(h.effects).toEqual(['broadcastActivity']);

    h.at(25 * MINUTE);
    expect(h.snapshot().value).toBe('active');
    h.at(49 * MINUTE - 1);
    expect(h.snapshot().value).toBe('active');
    h.at(49 * MINUTE);
    expect(h.snapshot().value).toEqual({ warning: 'visible' });
    h.at(54 * MINUTE - 1);
    expect(h.snapshot().value).toEqual({ warning: 'hidden' });
    h.at(54 * MINUTE);
    expect(h.snapshot().value).toBe('expired');
  });

  it('from another tab resets the timers the same way without re-broadcasting', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(24 * MINUTE);
    h.actor.send({ type: 'session.remoteActivity' });
    h.at(49 * MINUTE - 1);
    expect(h.snapshot().value).toBe('active');
    h.at(49 * MINUTE);
    expect(h.snapshot().value).toEqual({ warning: 'visible' });
    expect(h.effects).toEqual([]);
  });

  it('during the visible warning goes back to active and restarts both timers', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(25 * MINUTE + 5 * SECOND);
    expect(h.snapshot().value).toEqual({ warning: 'visible' });
    h.actor.send({ type: 'session.activity' });
    expect(h.snapshot().value).toBe('active');
    expect(selectShowWarning(h.snapshot())).toBe(false);
    expect(h.effects).toEqual(['broadcastActivity']);
    h.at(30 * MINUTE);
    expect(h.snapshot().value).toBe('active'); // the old expiry timer was cancelled
    h.at(50 * MINUTE + 5 * SECOND - 1);
    expect(h.snapshot().value).toBe('active');
    h.at(50 * MINUTE + 5 * SECOND);
    expect(h.snapshot().value).toEqual({ warning: 'visible' });
  });

  it('after the warning hid itself goes back to active too, also from another tab', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(27 * MINUTE);
    expect(h.snapshot().value).toEqual({ warning: 'hidden' });
    h.actor.send({ type: 'session.remoteActivity' });
    expect(h.snapshot().value).toBe('active');
    h.at(35 * MINUTE);
    expect(h.snapshot().value).toBe('active');
    expect(h.effects).toEqual([]);
  });

  it('is ignored once expired: the banner stays', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(30 * MINUTE);
    h.actor.send({ type: 'session.activity' });
    h.actor.send({ type: 'session.remoteActivity' });
    h.at(3 * 60 * MINUTE);
    expect(h.snapshot().value).toBe('expired');
    expect(selectShowExpired(h.snapshot())).toBe(true);
    expect(h.effects).toEqual(['onExpire']);
  });
});

describe('sessionIdleMachine: stop, start, dismiss', () => {
  it('stop (logout) while active ends tracking without an expiry banner', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(10 * MINUTE);
    h.actor.send({ type: 'session.stop' });
    expect(h.snapshot().value).toBe('inactive');
    h.at(2 * 60 * MINUTE);
    expect(h.snapshot().value).toBe('inactive');
    expect(h.effects).toEqual([]);
  });

  it('stop during the warning hides it and ends tracking', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(25 * MINUTE);
    h.actor.send({ type: 'session.stop' });
    expect(h.snapshot().value).toBe('inactive');
    expect(selectShowWarning(h.snapshot())).toBe(false);
    h.at(2 * 60 * MINUTE);
    expect(h.effects).toEqual([]);
  });

  it('stop after expiry (the app logs out on expiry) keeps the expiry banner', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(30 * MINUTE);
    h.actor.send({ type: 'session.stop' });
    expect(h.snapshot().value).toBe('expired');
    expect(selectShowExpired(h.snapshot())).toBe(true);
  });

  it('dismiss hides the expiry banner', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(30 * MINUTE);
    h.actor.send({ type: 'session.dismiss' });
    expect(h.snapshot().value).toBe('inactive');
    expect(selectShowExpired(h.snapshot())).toBe(false);
  });

  it('dismiss is ignored while a session is tracked', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.actor.send({ type: 'session.dismiss' });
    expect(h.snapshot().value).toBe('active');
    h.at(25 * MINUTE);
    h.actor.send({ type: 'session.dismiss' });
    expect(h.snapshot().value).toEqual({ warning: 'visible' });
  });

  it('a new session after expiry hides the banner and starts fresh timers', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(30 * MINUTE);
    h.at(40 * MINUTE);
    h.actor.send({ type: 'session.start' });
    expect(h.snapshot().value).toBe('active');
    expect(selectShowExpired(h.snapshot())).toBe(false);
    h.at(65 * MINUTE - 1);
    expect(h.snapshot().value).toBe('active');
    h.at(65 * MINUTE);
    expect(h.snapshot().value).toEqual({ warning: 'visible' });
  });

  it('start while tracked restarts the timers (no broadcast)', () => {
    const h = setup();
    h.actor.send({ type: 'session.start' });
    h.at(20 * MINUTE);
    h.actor.send({ type: 'session.start' });
    h.at(45 * MINUTE - 1);
    expect(h.snapshot().value).toBe('active');
    h.at(45 * MINUTE);
    expect(h.snapshot().value).toEqual({ warning: 'visible' });
    h.actor.send({ type: 'session.start' });
    expect(h.snapshot().value).toBe('active');
    expect(h.effects).toEqual([]);
  });
});

describe('sessionIdleMachine: injected delays and clocks', () => {
  it('takes shorter delays through provide()', () => {
    const actor = createActor(
      sessionIdleMachine.provide({ delays: { warningAfter: 100, expireAfter: 50, warningAutoHide: 10 } }),
    ).start();
    actor.send({ type: 'session.start' });
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().value).toEqual({ warning: 'visible' });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().value).toEqual({ warning: 'hidden' });
    vi.advanceTimersByTime(40);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('runs on a SimulatedClock', () => {
    const clock = new SimulatedClock();
    const expired = vi.fn();
    const actor = createActor(sessionIdleMachine.provide({ actions: { onExpire: expired } }), { clock }).start();
    actor.send({ type: 'session.start' });
    clock.increment(25 * MINUTE - 1);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ warning: 'visible' });
    clock.increment(10 * SECOND);
    expect(actor.getSnapshot().value).toEqual({ warning: 'hidden' });
    clock.increment(5 * MINUTE - 10 * SECOND - 1);
    expect(expired).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does nothing by default on expiry (the app provides onExpire)', () => {
    const actor = createActor(sessionIdleMachine).start();
    actor.send({ type: 'session.start' });
    vi.advanceTimersByTime(SESSION_IDLE_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('expired');
  });
});
