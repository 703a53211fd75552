// The composition root: two tabs kept in step through BroadcastChannel and the shared record of
// the last activity, the API client's session-expired hook, the idle session started by signing
// in, and the page waking (a closed lid) checking the deadline on the clock.
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { API_BASE_URL } from '../../../src/api/client/config.ts';
import { startAppRuntime, type AppRuntime } from '../../../src/app/runtime.ts';
import { readStoredUser } from '../../../src/api/client/stored-user.ts';
import type { SessionClock, ShellOptions } from '../../../src/app/shell-actors.ts';
import { coalesce, throttle } from '../../../src/app/activity.ts';
import { LAST_ACTIVITY_KEY, type TabMessage } from '../../../src/app/tab-sync.ts';
import { selectMinutesLeft } from '../../../src/machines/session/selectors.ts';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { configureMock } from '../../../src/mocks/settings.ts';

const MINUTE = 60_000;

const runtimes: AppRuntime[] = [];
function start(options: ShellOptions = {}): AppRuntime {
  const r = startAppRuntime({ ...options, apiBaseUrl: API_BASE_URL, storedUser: readStoredUser() });
  runtimes.push(r);
  return r;
}
afterEach(() => {
  for (const r of runtimes.splice(0)) r.dispose();
});

/**
 * A page's clock on a laptop: simulated timers, and a wall clock that also runs while the lid is
 * closed (`sleep`), when no timer runs.
 */
function laptopClock() {
  const timers = new SimulatedClock();
  let slept = 0;
  const clock: SessionClock = {
    setTimeout: (fn, ms) => timers.setTimeout(fn, ms),
    clearTimeout: (id) => timers.clearTimeout(id),
    now: () => timers.now() + slept,
  };
  return { clock, timers, sleep: (ms: number) => (slept += ms) };
}

async function signIn(tab: AppRuntime): Promise<void> {
  tab.auth.send({ type: 'auth.login', email: 'admin@example.com', password: 'Admin123!' });
  await waitFor(tab.auth, (s) => s.hasTag('authenticated'));
}

/** The session is still tracking `ms - 1` from now and has ended at `ms`: it ends exactly then. */
function expectEndsAfter(tab: AppRuntime, timers: SimulatedClock, ms: number): void {
  timers.increment(ms - 1);
  expect(tab.session.getSnapshot().matches('tracking')).toBe(true);
  timers.increment(1);
  expect(tab.session.getSnapshot().matches('expired')).toBe(true);
}

/** What another tab of the console says on the channel. */
function otherTab(message: TabMessage): void {
  const channel = new BroadcastChannel('license-console-session');
  channel.postMessage(message);
  channel.close();
}

describe('shell actors', () => {
  it('signing in starts the idle timer; logging out stops it and clears storage', async () => {
    const tab = start();
    tab.auth.send({ type: 'auth.login', email: 'admin@example.com', password: 'Admin123!' });
    await waitFor(tab.auth, (s) => s.hasTag('authenticated'));
    expect(tab.session.getSnapshot().matches({ tracking: 'active' })).toBe(true);
    expect(tokenStorage.getAccessToken()).not.toBeNull();
    tab.logout();
    await waitFor(tab.auth, (s) => s.matches('unauthenticated'));
    expect(tab.session.getSnapshot().matches('inactive')).toBe(true);
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tab.auth.getSnapshot().context.isLoggingOut).toBe(true);
  });

  it('logging out in one tab logs out the other', async () => {
    const a = start();
    a.auth.send({ type: 'auth.login', email: 'admin@example.com', password: 'Admin123!' });
    await waitFor(a.auth, (s) => s.hasTag('authenticated'));
    const b = start();
    b.auth.send({ type: 'auth.verify' });
    await waitFor(b.auth, (s) => s.hasTag('authenticated'));
    a.logout();
    await waitFor(b.auth, (s) => s.matches('unauthenticated'), { timeout: 2000 });
    expect(b.auth.getSnapshot().context.user).toBeNull();
    expect(b.session.getSnapshot().matches('inactive')).toBe(true);
  });

  it('a refresh that fails signs the user out through the injected hook', async () => {
    const tab = start();
    configureMock({ accessTokenTtlMs: 1 });
    tab.auth.send({ type: 'auth.login', email: 'user@example.com', password: 'User123!' });
    await waitFor(tab.auth, (s) => s.hasTag('authenticated'));
    localStorage.setItem('refreshToken', 'revoked');
    await new Promise((r) => setTimeout(r, 5));
    await expect(tab.api.call('getProfile', {})).rejects.toMatchObject({ kind: 'session-expired' });
    await waitFor(tab.auth, (s) => s.matches('unauthenticated'));
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });
});

describe('the idle deadline follows the clock', () => {
  const wakeEvents: [string, () => void][] = [
    ['the page becomes visible', () => fireEvent(document, new Event('visibilitychange'))],
    ['the window gets focus', () => fireEvent(window, new Event('focus'))],
    ['the page is shown again', () => fireEvent(window, new Event('pageshow'))],
    ['the network comes back', () => fireEvent(window, new Event('online'))],
    ['a frozen tab resumes', () => fireEvent(document, new Event('resume'))],
  ];

  for (const [wake, fire] of wakeEvents) {
    it(`lid closed 31 minutes after the last activity, then ${wake}: signed out at once`, async () => {
      const { clock, sleep } = laptopClock();
      const tab = start({ sessionClock: clock });
      await signIn(tab);
      fireEvent.keyDown(window, { key: 'Shift' });
      sleep(31 * MINUTE);
      expect(tab.session.getSnapshot().matches('tracking')).toBe(true); // no timer ran
      fire();
      expect(tab.session.getSnapshot().matches('expired')).toBe(true);
      expect(tokenStorage.getAccessToken()).toBeNull();
      expect(window.location.pathname).toBe('/login');
      await waitFor(tab.auth, (s) => s.matches('unauthenticated'));
    });
  }

  it('the first key press after the lid is opened signs out too, it does not revive the session', async () => {
    const { clock, sleep } = laptopClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    sleep(31 * MINUTE);
    fireEvent.keyDown(window, { key: 'Shift' });
    expect(tab.session.getSnapshot().matches('expired')).toBe(true);
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('26 minutes asleep: the warning with the minutes actually left, and the end 30 minutes after the activity', async () => {
    const { clock, timers, sleep } = laptopClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    sleep(26 * MINUTE);
    fireEvent(document, new Event('visibilitychange'));
    expect(tab.session.getSnapshot().matches({ tracking: 'warning' })).toBe(true);
    expect(selectMinutesLeft(tab.session.getSnapshot())).toBe(4);
    expectEndsAfter(tab, timers, 4 * MINUTE);
  });

  it('a tab that slept through the broadcasts reads the shared record: another tab was in use, it stays signed in', async () => {
    const { clock, timers, sleep } = laptopClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    const signedInAt = clock.now();
    // Another tab recorded its activity 20 minutes in; this one missed the message.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(signedInAt + 20 * MINUTE));
    sleep(31 * MINUTE);
    fireEvent(window, new Event('focus'));
    expect(tab.session.getSnapshot().matches({ tracking: 'active' })).toBe(true);
    expect(tokenStorage.getAccessToken()).not.toBeNull();
    // Its deadline is now the other tab's: 50 minutes after signing in.
    expectEndsAfter(tab, timers, 19 * MINUTE);
  });

  it('local activity is recorded for the other tabs and broadcast with its time', async () => {
    const { clock, sleep } = laptopClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    const heard: TabMessage[] = [];
    const listener = new BroadcastChannel('license-console-session');
    listener.onmessage = (e: MessageEvent<TabMessage>) => heard.push(e.data);
    sleep(3 * MINUTE);
    fireEvent.keyDown(window, { key: 'Shift' });
    const at = clock.now();
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(at));
    await new Promise((r) => setTimeout(r, 20));
    listener.close();
    expect(heard).toEqual([{ type: 'activity', at }]);
  });

  it('a moving mouse: the session hears the first move at once and the last one when the second ends, with its own time', async () => {
    const { clock, timers } = laptopClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    timers.increment(3 * MINUTE);
    const first = clock.now();
    fireEvent.mouseMove(window);
    expect(tab.session.getSnapshot().context.lastActivityAt).toBe(first);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(first));
    timers.increment(300);
    fireEvent.mouseMove(window);
    timers.increment(300);
    fireEvent.mouseMove(window);
    const last = clock.now();
    // Held: the idle timers are not restarted for every event of the burst.
    expect(tab.session.getSnapshot().context.lastActivityAt).toBe(first);
    timers.increment(400);
    expect(tab.session.getSnapshot().context.lastActivityAt).toBe(last);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(last));
    // The deadline is the last move's: 30 minutes after it, not after the window's end.
    expectEndsAfter(tab, timers, 30 * MINUTE - 400);
  });

  it('after a held event whose timer fired late (a page asleep), the next activity counts at once', async () => {
    const { clock, timers, sleep } = laptopClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    fireEvent.mouseMove(window);
    timers.increment(100);
    fireEvent.keyDown(window, { key: 'a' });
    // Asleep for 20 minutes: the held event's timer fires only as the page wakes.
    sleep(20 * MINUTE);
    timers.increment(900);
    const woke = clock.now();
    fireEvent.mouseMove(window);
    expect(tab.session.getSnapshot().context.lastActivityAt).toBe(woke);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(woke));
  });

  it('activity held for the end of its second is dropped when the tab is disposed', async () => {
    const { clock, timers } = laptopClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    fireEvent.mouseMove(window);
    timers.increment(100);
    fireEvent.keyDown(window, { key: 'a' });
    const heldAt = clock.now();
    tab.dispose();
    timers.increment(1000);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).not.toBe(String(heldAt));
  });

  it("another tab's activity moves this tab's deadline to that tab's time, an older one does not", async () => {
    const { clock } = laptopClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    const signedInAt = clock.now();
    otherTab({ type: 'activity', at: signedInAt + 5 * MINUTE });
    await new Promise((r) => setTimeout(r, 20));
    expect(tab.session.getSnapshot().context.lastActivityAt).toBe(signedInAt + 5 * MINUTE);
    otherTab({ type: 'activity', at: signedInAt + MINUTE });
    await new Promise((r) => setTimeout(r, 20));
    expect(tab.session.getSnapshot().context.lastActivityAt).toBe(signedInAt + 5 * MINUTE);
  });
});

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
