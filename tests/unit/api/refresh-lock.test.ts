// One refresh at a time across tabs: the lock runs one task at a time, and two tabs (two clients
// on the shared storage) whose access token expired refresh once between them and both stay
// signed in, although the mock rotates the refresh token and refuses a used one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client/client.ts';
import { API_BASE_URL } from '../../../src/api/client/config.ts';
import { crossTabRefreshLock, REFRESH_LOCK_NAME, type LockRequester } from '../../../src/api/client/refresh-lock.ts';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { signIn } from '../mocks/_helpers.ts';

const MINUTE = 60_000;

/** navigator.locks as the browser shares it between the tabs of an origin: exclusive, in order. */
function sharedLocks(): LockRequester & { names: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const turn = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

function countRefreshes() {
  let refreshes = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/auth/refresh') refreshes++;
  };
  server.events.on('request:start', listener);
  stop = () => server.events.removeListener('request:start', listener);
  return () => refreshes;
}

describe('the refresh lock', () => {
  it('runs one task at a time, in order, under one name', async () => {
    const locks = sharedLocks();
    const lock = crossTabRefreshLock(locks);
    const seen: string[] = [];
    let release!: () => void;
    const first = lock.run(async () => {
      seen.push('first starts');
      await new Promise<void>((r) => (release = r));
      seen.push('first ends');
      return 1;
    });
    const second = lock.run(async () => {
      seen.push('second');
      return 2;
    });
    await Promise.resolve();
    expect(seen).toEqual(['first starts']);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(seen).toEqual(['first starts', 'first ends', 'second']);
    expect(locks.names).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
  });

  it('a failed task does not hold the lock', async () => {
    const lock = crossTabRefreshLock(undefined);
    await expect(lock.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await lock.run(async () => 'next')).toBe('next');
  });
});

describe('two tabs with an expired access token', () => {
  it('refresh once between them and both stay signed in, three runs in a row', async () => {
    const locks = sharedLocks();
    const expired = [vi.fn(), vi.fn()];
    const tabs = expired.map((onSessionExpired) =>
      createApiClient({
        baseUrl: API_BASE_URL,
        tokens: tokenStorage,
        onSessionExpired,
        refreshLock: crossTabRefreshLock(locks),
      }),
    );
    configureMock({ accessTokenTtlMs: MINUTE });
    await signIn('user');
    const refreshes = countRefreshes();
    for (let run = 1; run <= 3; run++) {
      // The access token expires again: both tabs call at once.
      configureMock({ nowOffsetMs: run * 2 * MINUTE });
      const profiles = await Promise.all(tabs.map((tab) => tab.call('getProfile', {})));
      expect(profiles.map((p) => p.email)).toEqual(['user@example.com', 'user@example.com']);
      expect(refreshes()).toBe(run);
    }
    expect(expired[0]).not.toHaveBeenCalled();
    expect(expired[1]).not.toHaveBeenCalled();
    expect(tokenStorage.getRefreshToken()).not.toBeNull();
  });
});
