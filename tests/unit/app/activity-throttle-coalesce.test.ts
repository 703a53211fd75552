// The activity helpers (src/app/activity.ts) that bring activity to the idle session at most
// once a second: throttle and coalesce.
import { describe, expect, it } from 'vitest';
import { coalesce, throttle } from '../../../src/app/activity.ts';

describe('throttle', () => {
  it('lets one call through per window, with its value', () => {
    let now = 0;
    const calls: number[] = [];
    const t = throttle(
      (v: number) => calls.push(v),
      1000,
      () => now,
    );
    t(1);
    t(2);
    now = 999;
    t(3);
    now = 1000;
    t(4);
    expect(calls).toEqual([1, 4]);
  });
});

describe('coalesce', () => {
  /** A clock whose timers run when told, and whose time can be set anywhere (backwards too). */
  function manualClock() {
    let now = 1_000_000;
    let due: { at: number; fn: () => void } | undefined;
    return {
      clock: {
        now: () => now,
        setTimeout: (fn: () => void, ms: number) => (due = { at: now + ms, fn }),
        clearTimeout: () => (due = undefined),
      },
      set: (t: number) => (now = t),
      runDue: () => {
        const d = due;
        due = undefined;
        d?.fn();
      },
    };
  }

  it('the first event of a window at once, the last one at its end with its own time', () => {
    const { clock, set, runDue } = manualClock();
    const seen: string[] = [];
    const c = coalesce({ first: (at) => seen.push(`first ${at}`), last: (at) => seen.push(`last ${at}`) }, clock, 1000);
    c.handle();
    set(1_000_300);
    c.handle();
    set(1_000_600);
    c.handle();
    expect(seen).toEqual(['first 1000000']);
    set(1_001_000);
    runDue();
    expect(seen).toEqual(['first 1000000', 'last 1000600']);
  });

  it('a clock set back an hour starts a new window: the activity counts at once', () => {
    const { clock, set } = manualClock();
    const seen: number[] = [];
    const c = coalesce({ first: (at) => seen.push(at), last: () => {} }, clock, 1000);
    c.handle();
    set(1_000_000 - 3_600_000);
    c.handle();
    expect(seen).toEqual([1_000_000, 1_000_000 - 3_600_000]);
  });
});
