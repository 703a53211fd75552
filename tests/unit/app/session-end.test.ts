// The one way a session ends, wired in the composition root: the server session ended with the
// tokens still known (an idle expiry too), the page's query cache forgotten at every end, drafts
// kept only for the user whose session expired, and one departure for a storm of 401s.
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { API_BASE_URL } from '../../../src/api/client/config.ts';
import { startAppRuntime, type AppRuntime } from '../../../src/app/runtime.ts';
import { readStoredUser } from '../../../src/api/client/stored-user.ts';
import type { SessionClock, ShellOptions } from '../../../src/app/shell-actors.ts';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { allowDrafts, draftKey, offeredDraft, writeDraft } from '../../../src/screens/shared/form/form-drafts.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { formatDateTime } from '../../../src/shared/format.ts';
import { formattedDatesHeld } from '../../../src/shared/formatted-dates.ts';
import { readImportHistory, recordImport } from '../../../src/screens/shared/state/import-history.ts';

const MINUTE = 60_000;
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const USER = { email: 'user@example.com', password: 'User123!' };

const runtimes: AppRuntime[] = [];
function start(options: ShellOptions = {}): AppRuntime {
  const r = startAppRuntime({ ...options, apiBaseUrl: API_BASE_URL, storedUser: readStoredUser() });
  runtimes.push(r);
  return r;
}
afterEach(() => {
  for (const r of runtimes.splice(0)) r.dispose();
  sessionStorage.clear();
});

async function signIn(tab: AppRuntime, who = ADMIN): Promise<void> {
  tab.auth.send({ type: 'auth.login', ...who });
  await waitFor(tab.auth, (s) => s.hasTag('authenticated'));
}

const signedOutAndServerDone = (tab: AppRuntime) =>
  waitFor(tab.auth, (s) => s.matches('unauthenticated') && !s.children.logout);

function fakeClock() {
  const timers = new SimulatedClock();
  const clock: SessionClock = {
    setTimeout: (fn, ms) => timers.setTimeout(fn, ms),
    clearTimeout: (id) => timers.clearTimeout(id),
    now: () => timers.now(),
  };
  return { clock, timers };
}

/** Whether the mock still refreshes with this token (the server session is alive). */
async function refreshes(tab: AppRuntime, refreshToken: string): Promise<boolean> {
  return tab.api.call('refresh', { body: { refreshToken } }, { accessToken: null, noRefresh: true }).then(
    () => true,
    () => false,
  );
}

describe('the session ends on the server', () => {
  it('an idle expiry sends the logout with the token: the old refresh token is refused afterwards', async () => {
    const { clock, timers } = fakeClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    const refreshToken = tokenStorage.getRefreshToken()!;
    timers.increment(30 * MINUTE);
    expect(tab.session.getSnapshot().matches('expired')).toBe(true);
    await signedOutAndServerDone(tab);
    expect(await refreshes(tab, refreshToken)).toBe(false);
  });

  it('ログアウト with an access token that already expired still ends the server session', async () => {
    configureMock({ accessTokenTtlMs: 1 });
    const tab = start();
    await signIn(tab);
    const refreshToken = tokenStorage.getRefreshToken()!;
    await new Promise((r) => setTimeout(r, 5));
    tab.logout();
    await signedOutAndServerDone(tab);
    expect(await refreshes(tab, refreshToken)).toBe(false);
  });
});

describe('nothing of one user reaches the next', () => {
  it('ログアウト forgets the query cache and the dates formatted: the next user starts with nothing of the admin', async () => {
    const tab = start();
    await signIn(tab);
    tab.queryClient.setQueryData(['dashboard'], { figures: 'admin' });
    // A screen's dates as formatted, kept for its next render.
    formatDateTime('2026-11-28T09:30:00Z');
    expect(formattedDatesHeld()).toBeGreaterThan(0);
    tab.logout();
    expect(tab.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(formattedDatesHeld()).toBe(0);
    await signIn(tab, USER);
    expect(tab.queryClient.getQueryData(['dashboard'])).toBeUndefined();
  });

  it('ログアウト forgets the import history (注文番号 imported in this browser); an expiry keeps it for the same user', async () => {
    const record = {
      kind: 'licenses',
      fingerprint: 'f',
      fileName: 'orders.csv',
      at: '2026-01-05T01:00:00.000Z',
    } as const;
    const { clock, timers } = fakeClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    const adminId = tab.auth.getSnapshot().context.user!.id!;
    recordImport(adminId, { ...record, references: ['PO-1'] });
    timers.increment(30 * MINUTE);
    await signedOutAndServerDone(tab);
    expect(readImportHistory(adminId).map((r) => r.references)).toEqual([['PO-1']]);
    await signIn(tab);
    tab.logout();
    expect(readImportHistory(adminId)).toEqual([]);
  });

  it('a sign-out in another tab forgets this tab’s cache too', async () => {
    const a = start();
    const b = start();
    await signIn(a);
    b.auth.send({ type: 'auth.verify' });
    await waitFor(b.auth, (s) => s.hasTag('authenticated'));
    b.queryClient.setQueryData(['users'], ['管理者 太郎']);
    a.logout();
    await waitFor(b.auth, (s) => s.matches('unauthenticated'));
    expect(b.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(b.sessionEnd.getSnapshot().value).toBe('signedOut');
  });

  it('an expiry forgets the cache but keeps the drafts for the same user only', async () => {
    const { clock, timers } = fakeClock();
    const tab = start({ sessionClock: clock });
    await signIn(tab);
    const adminId = tab.auth.getSnapshot().context.user!.id!;
    timers.increment(30 * MINUTE);
    // What a form torn down by the expiry writes.
    writeDraft(draftKey(adminId, 'license-new'), { note: '入力中' });
    expect(offeredDraft(draftKey(adminId, 'license-new'))?.values).toEqual({ note: '入力中' });
    expect(tab.queryClient.getQueryCache().getAll()).toHaveLength(0);
    await signedOutAndServerDone(tab);
    await signIn(tab, USER);
    expect(sessionStorage.length).toBe(0);
  });

  it('a storm of 401s that cannot be refreshed leaves for /login once, with the way back', async () => {
    const tab = start();
    await signIn(tab);
    window.history.replaceState(null, '', '/licenses');
    const before = window.history.length;
    for (let i = 0; i < 5; i++) tab.sessionExpired();
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Flicenses');
    expect(window.history.length).toBe(before);
    expect(tab.sessionEnd.getSnapshot().value).toBe('expired');
  });
});

describe('drafts are offered only after a real expiry', () => {
  it('input written while signed in (a failed save, then a reload) is not offered', () => {
    allowDrafts(); // a form of a signed-in user is open
    writeDraft(draftKey('u1', 'profile'), { given_name: '花子' });
    expect(offeredDraft(draftKey('u1', 'profile'))).toBeNull();
  });
});
