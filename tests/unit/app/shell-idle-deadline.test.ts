// The composition root's idle deadline follows the clock: the page waking (a closed lid) checks
// the deadline on the clock, in this tab and in others.
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { LAST_ACTIVITY_KEY, type TabMessage } from '../../../src/app/tab-sync.ts';
import { selectMinutesLeft } from '../../../src/machines/session/selectors.ts';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import {
  MINUTE,
  start,
  laptopClock,
  signIn,
  expectEndsAfter,
  otherTab,
  disposeRuntimesAfterEach,
} from './shell-runtime.ts';

disposeRuntimesAfterEach();

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
