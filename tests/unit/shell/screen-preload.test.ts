import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreen, preloadScreensWhenIdle } from '../../../src/screens/shell/screen-preload.ts';
import { SIGNED_IN_ROUTES } from '../../../src/screens/shell/route-table.ts';

/** requestIdleCallback run by hand: `idle()` runs the callbacks queued so far. */
function fakeIdle() {
  const queued = new Map<number, () => void>();
  let id = 0;
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => {
    queued.set(++id, fn);
    return id;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => queued.delete(handle));
  return {
    pending: () => queued.size,
    idle: async () => {
      const fns = [...queued.values()];
      queued.clear();
      for (const fn of fns) fn();
      // Let the preload promises settle and queue the next idle callback.
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

/** The screens' preload functions replaced by spies that resolve at once, by route path. */
function spyPreloads() {
  const screens = SIGNED_IN_ROUTES.flatMap((r) => ('screen' in r ? [r] : []));
  const spies = new Map(screens.map((r) => [r.path, vi.spyOn(r.screen, 'preload').mockResolvedValue(undefined)]));
  const at = (path: string) => spies.get(path)!;
  return { dashboard: at('/dashboard'), licenses: at('/licenses'), users: at('/users'), all: [...spies.values()] };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('screen preload', () => {
  it('loads a menu path’s screen; "/" is the dashboard, an unknown path loads nothing', () => {
    const spies = spyPreloads();
    preloadScreen('/licenses');
    preloadScreen('/');
    preloadScreen('/nowhere');
    expect(spies.licenses).toHaveBeenCalledTimes(1);
    expect(spies.dashboard).toHaveBeenCalledTimes(1);
    expect(spies.all.reduce((n, s) => n + s.mock.calls.length, 0)).toBe(2);
  });

  it('loads the menu’s screens one per idle period, in order, each once', async () => {
    const spies = spyPreloads();
    const idle = fakeIdle();
    preloadScreensWhenIdle(['/', '/licenses', '/users', '/licenses']);
    expect(spies.dashboard).not.toHaveBeenCalled();
    await idle.idle();
    expect(spies.dashboard).toHaveBeenCalledTimes(1);
    expect(spies.licenses).not.toHaveBeenCalled();
    await idle.idle();
    expect(spies.licenses).toHaveBeenCalledTimes(1);
    expect(spies.users).not.toHaveBeenCalled();
    await idle.idle();
    expect(spies.users).toHaveBeenCalledTimes(1);
    await idle.idle();
    expect(idle.pending()).toBe(0);
    expect(spies.licenses).toHaveBeenCalledTimes(1);
  });

  it('goes on after a screen fails to load, and stops when cancelled', async () => {
    const spies = spyPreloads();
    spies.dashboard.mockRejectedValue(new Error('offline'));
    const idle = fakeIdle();
    const cancel = preloadScreensWhenIdle(['/', '/licenses', '/users']);
    await idle.idle();
    await idle.idle();
    expect(spies.licenses).toHaveBeenCalledTimes(1);
    cancel();
    expect(idle.pending()).toBe(0);
    await idle.idle();
    expect(spies.users).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback loads nothing ahead', async () => {
    const spies = spyPreloads();
    vi.stubGlobal('requestIdleCallback', undefined);
    preloadScreensWhenIdle(['/', '/licenses']);
    await new Promise((r) => setTimeout(r, 0));
    expect(spies.all.every((s) => s.mock.calls.length === 0)).toBe(true);
  });
});
