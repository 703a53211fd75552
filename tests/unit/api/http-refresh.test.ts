// The real client's 401 refresh-and-replay (docs/product.md §8) against the mock: an expired access
// token is refreshed once and the call replayed transparently; concurrent calls share one
// refresh; a failed refresh clears the tokens and calls onSessionExpired once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client/errors.ts';
import { testApiClient } from '../../support/api.ts';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { readStoredUser } from '../../../src/api/client/stored-user.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { signIn } from '../mocks/_helpers.ts';

const MINUTE = 60_000;

/** Counts requests by pathname while the test runs. */
function countRequests() {
  const counts = new Map<string, number>();
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  };
  server.events.on('request:start', listener);
  return {
    of: (path: string) => counts.get(path) ?? 0,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

let stopCounting: (() => void) | null = null;
afterEach(() => {
  stopCounting?.();
  stopCounting = null;
});

async function expiredSession() {
  configureMock({ accessTokenTtlMs: MINUTE });
  const session = await signIn('user');
  configureMock({ nowOffsetMs: 2 * MINUTE });
  return session;
}

describe('refresh and replay', () => {
  it('refreshes an expired access token and replays the call transparently', async () => {
    const session = await expiredSession();
    const requests = countRequests();
    stopCounting = requests.stop;
    const onTokenRefreshed = vi.fn();
    const api = testApiClient({ onTokenRefreshed });

    const profile = await api.call('getProfile', {});

    expect(profile.email).toBe('user@example.com');
    expect(requests.of('/auth/refresh')).toBe(1);
    expect(requests.of('/api/profile')).toBe(2); // the 401, then the replay
    const fresh = tokenStorage.getAccessToken();
    expect(fresh).not.toBe(session.accessToken);
    expect(tokenStorage.getRefreshToken()).not.toBe(session.refreshToken); // rotated and stored
    expect(onTokenRefreshed).toHaveBeenCalledExactlyOnceWith(fresh);
  });

  it('makes exactly one refresh call for two concurrent calls with an expired token', async () => {
    await expiredSession();
    const requests = countRequests();
    stopCounting = requests.stop;

    const api = testApiClient();
    const [profile, stats] = await Promise.all([api.call('getProfile', {}), api.call('getStats', {})]);

    expect(profile.email).toBe('user@example.com');
    expect(stats.licenses?.total).toBeGreaterThan(0);
    expect(requests.of('/auth/refresh')).toBe(1);
    expect(requests.of('/api/profile')).toBe(2);
    expect(requests.of('/api/stats')).toBe(2);
  });

  it('clears the tokens and calls onSessionExpired once when the refresh fails', async () => {
    await expiredSession();
    tokenStorage.setRefreshToken('mock-rt-revoked');
    const onSessionExpired = vi.fn();
    const api = testApiClient({ onSessionExpired });
    const requests = countRequests();
    stopCounting = requests.stop;

    const results = await Promise.allSettled([api.call('getProfile', {}), api.call('getStats', {})]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const r of results)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 401, kind: 'session-expired' });
    expect(requests.of('/auth/refresh')).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('expires the session without a refresh call when no refresh token is stored', async () => {
    await expiredSession();
    localStorage.removeItem('refreshToken');
    const onSessionExpired = vi.fn();
    const api = testApiClient({ onSessionExpired });
    const requests = countRequests();
    stopCounting = requests.stop;

    const error = await api.call('getProfile', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(requests.of('/auth/refresh')).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('says nothing when the session had already ended before the call was sent (a logout, here or in another tab)', async () => {
    await signIn('admin');
    // Another tab's logout: it cleared the shared storage; this tab's screen still calls.
    tokenStorage.clear();
    const onSessionExpired = vi.fn();
    const api = testApiClient({ onSessionExpired });
    const requests = countRequests();
    stopCounting = requests.stop;

    const error = await api.call('getDashboard', {}).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, kind: 'session-expired' });
    expect(requests.of('/auth/refresh')).toBe(0);
    // Whoever ended the session has gone to /login; an expiry message would be untrue.
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh on a failed login (a public call)', async () => {
    const requests = countRequests();
    stopCounting = requests.stop;
    const error = await testApiClient()
      .call('login', { body: { email: 'user@example.com', password: 'nope' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'メールアドレスまたはパスワードが正しくありません' });
    expect(requests.of('/auth/refresh')).toBe(0);
  });

  it('keeps the session when the token is still valid (no refresh)', async () => {
    await signIn('admin');
    const requests = countRequests();
    stopCounting = requests.stop;
    await testApiClient().call('getDashboard', {});
    expect(requests.of('/auth/refresh')).toBe(0);
  });
});
