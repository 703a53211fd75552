// The composition root: two tabs kept in step through BroadcastChannel and the shared record of
// the last activity, the API client's session-expired hook, the idle session started by signing in.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { start, disposeRuntimesAfterEach } from './shell-runtime.ts';

disposeRuntimesAfterEach();

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
