// What the composition-root tests share: runtimes started as the page starts them (disposed after
// each test), a laptop's clock, signing in, and what another tab says on the channel.
import { afterEach, expect } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { API_BASE_URL } from '../../../src/api/client/config.ts';
import { startAppRuntime, type AppRuntime } from '../../../src/app/runtime.ts';
import { readStoredUser } from '../../../src/api/client/stored-user.ts';
import type { SessionClock, ShellOptions } from '../../../src/app/shell-actors.ts';
import { type TabMessage } from '../../../src/app/tab-sync.ts';

export const MINUTE = 60_000;

export const runtimes: AppRuntime[] = [];
export function start(options: ShellOptions = {}): AppRuntime {
  const r = startAppRuntime({ ...options, apiBaseUrl: API_BASE_URL, storedUser: readStoredUser() });
  runtimes.push(r);
  return r;
}

/**
 * A page's clock on a laptop: simulated timers, and a wall clock that also runs while the lid is
 * closed (`sleep`), when no timer runs.
 */
export function laptopClock() {
  const timers = new SimulatedClock();
  let slept = 0;
  const clock: SessionClock = {
    setTimeout: (fn, ms) => timers.setTimeout(fn, ms),
    clearTimeout: (id) => timers.clearTimeout(id),
    now: () => timers.now() + slept,
  };
  return { clock, timers, sleep: (ms: number) => (slept += ms) };
}

export async function signIn(tab: AppRuntime): Promise<void> {
  tab.auth.send({ type: 'auth.login', email: 'admin@example.com', password: 'Admin123!' });
  await waitFor(tab.auth, (s) => s.hasTag('authenticated'));
}

/** The session is still tracking `ms - 1` from now and has ended at `ms`: it ends exactly then. */
export function expectEndsAfter(tab: AppRuntime, timers: SimulatedClock, ms: number): void {
  timers.increment(ms - 1);
  expect(tab.session.getSnapshot().matches('tracking')).toBe(true);
  timers.increment(1);
  expect(tab.session.getSnapshot().matches('expired')).toBe(true);
}

/** What another tab of the console says on the channel. */
export function otherTab(message: TabMessage): void {
  const channel = new BroadcastChannel('license-console-session');
  channel.postMessage(message);
  channel.close();
}

/** Every runtime a test started is disposed after it. */
export function disposeRuntimesAfterEach(): void {
  afterEach(() => {
    for (const r of runtimes.splice(0)) r.dispose();
  });
}
