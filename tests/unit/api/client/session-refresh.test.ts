// The single-flight refresh alone, on an in-memory token store and a lock that runs at once.
import { describe, expect, it, vi } from 'vitest';
import { createSessionRefresh, type SessionRefreshOptions } from '../../../../src/api/client/session-refresh.ts';
import type { TokenStore } from '../../../../src/api/client/client-types.ts';
import { auth as authText } from '../../../../src/shared/messages/auth.ts';

function memoryTokens(access: string | null, refresh: string | null): TokenStore {
  const state = { access, refresh };
  return {
    getAccessToken: () => state.access,
    getRefreshToken: () => state.refresh,
    setAccessToken: (token) => void (state.access = token),
    setRefreshToken: (token) => void (state.refresh = token),
    clear: () => void ((state.access = null), (state.refresh = null)),
  };
}

function setup(tokens: TokenStore, sendRefresh: SessionRefreshOptions['sendRefresh']) {
  const onSessionExpired = vi.fn();
  const onTokenRefreshed = vi.fn();
  const session = createSessionRefresh({
    tokens,
    refreshLock: { run: (task) => task() },
    sendRefresh,
    onSessionExpired,
    onTokenRefreshed,
  });
  return { session, onSessionExpired, onTokenRefreshed };
}

describe('session refresh', () => {
  it('refreshes once for every caller that saw the same stale token, and stores the rotated tokens', async () => {
    const tokens = memoryTokens('old', 'r1');
    const sendRefresh = vi.fn(async () => ({ token: 'new', refreshToken: 'r2' }));
    const { session, onTokenRefreshed } = setup(tokens, sendRefresh);
    expect(await Promise.all([session.refresh('old'), session.refresh('old')])).toEqual(['new', 'new']);
    expect(sendRefresh).toHaveBeenCalledTimes(1);
    expect(sendRefresh).toHaveBeenCalledWith('r1');
    expect(tokens.getRefreshToken()).toBe('r2');
    expect(onTokenRefreshed).toHaveBeenCalledWith('new');
  });

  it('replays with the current token when another call already refreshed', async () => {
    const sendRefresh = vi.fn();
    const { session } = setup(memoryTokens('newer', 'r1'), sendRefresh);
    expect(await session.refresh('old')).toBe('newer');
    expect(sendRefresh).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused: tokens cleared, handler told once', async () => {
    const tokens = memoryTokens('old', 'r1');
    const { session, onSessionExpired } = setup(tokens, async () => Promise.reject(new Error('401')));
    await expect(session.refresh('old')).rejects.toMatchObject({
      kind: 'session-expired',
      message: authText.refreshFailed,
    });
    expect(tokens.getAccessToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("uses another tab's rotated tokens when the refresh was refused because of them", async () => {
    const tokens = memoryTokens('old', 'r1');
    const { session, onSessionExpired } = setup(tokens, async () => {
      tokens.setAccessToken('other-tab');
      tokens.setRefreshToken('r2');
      throw new Error('refresh token already used');
    });
    expect(await session.refresh('old')).toBe('other-tab');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh a session that already ended, nor tell anyone again', async () => {
    const sendRefresh = vi.fn();
    const { session, onSessionExpired } = setup(memoryTokens(null, null), sendRefresh);
    await expect(session.refresh('old')).rejects.toMatchObject({ kind: 'session-expired' });
    expect(sendRefresh).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
