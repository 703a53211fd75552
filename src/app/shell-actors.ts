// The composition root for the long-lived actors: the pure machines get their side effects
// here (HTTP on the injected API client, storage, navigation, other tabs), and the runtime
// says what a session the client could not save means for them (runtime.ts wires the two).
import { clearCapabilityMemories } from '../api/capability-memory.ts';
import {
  createActor,
  fromPromise,
  type ActorOptions,
  type AnyActorLogic,
  type InspectionEvent,
  type Observer,
} from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
import { navigate } from 'wouter/use-browser-location';
import { authMachine } from '../machines/auth/auth-machine.ts';
import { readClockFrom, sessionIdleMachine, type ClockReading } from '../machines/session/session-idle-machine.ts';
import * as authApi from '../api/auth.ts';
import type { ApiClient } from '../api/client.ts';
import { tokenStorage } from '../api/token-storage.ts';
import type { AuthUser, LoginRequest, LoginResponse } from '../api/schemas/auth.ts';
import type { ShellActors } from '../screens/shell/actor-context.tsx';
import { loginPathFor } from '../screens/shell/origin.ts';
import { discardAllDrafts } from '../screens/shared/form/form-drafts.ts';
import { auth as authText } from '../shared/messages/auth.ts';
import { coalesce, throttle, watchActivity, watchWake, type ActivityClock } from './activity.ts';
import { openTabSync, sharedActivity } from './tab-sync.ts';

export interface ShellRuntime extends ShellActors {
  /** The API client could not refresh the session (its tokens are already removed). */
  sessionExpired: () => void;
  dispose: () => void;
}

/** The idle session's clock: its timers, and the time it reads (the idle deadline follows it). */
export interface SessionClock extends Clock {
  now(): number;
}

/** Test seams: a clock for the idle session, and inspection of both actors. */
export interface ShellOptions {
  sessionClock?: SessionClock;
  inspectAuth?: Observer<InspectionEvent>;
  inspectSession?: Observer<InspectionEvent>;
}

export function startShellActors(api: ApiClient, options: ShellOptions = {}): ShellRuntime {
  // Logout clears storage before the server call (docs/product.md §4): keep the token it ends.
  let tokenToInvalidate: string | null = null;
  const clock = options.sessionClock;
  const now = clock ? () => clock.now() : () => Date.now();
  const activityClock: ActivityClock = clock ?? {
    now,
    setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
    clearTimeout: (id: unknown) => window.clearTimeout(id as number),
  };
  /** The time, and the latest activity any tab recorded: what every check of the deadline reads. */
  const readClock = (): ClockReading => {
    const lastActivityAt = sharedActivity.read();
    return lastActivityAt === undefined ? { at: now() } : { at: now(), lastActivityAt };
  };
  const tabs = openTabSync((message) => {
    if (message.type === 'activity') session.send({ type: 'session.remoteActivity', at: message.at });
    if (message.type === 'logout') {
      session.send({ type: 'session.stop' });
      auth.send({ type: 'auth.remoteLogout' });
      // A deliberate logout, if in another tab: no unsaved input is kept, nothing learned of the server.
      discardAllDrafts();
      clearCapabilityMemories();
      navigate('/login', { replace: true });
    }
  });

  const auth = createActor(
    authMachine.provide({
      actors: {
        loginRequest: fromPromise<LoginResponse, LoginRequest>(({ input }) => authApi.login(api, input)),
        verifyRequest: fromPromise<AuthUser | null, void>(() => authApi.verify(api)),
        logoutRequest: fromPromise<void, void>(async () => {
          const token = tokenToInvalidate;
          tokenToInvalidate = null;
          await authApi.logout(api, token);
        }),
      },
      actions: {
        persistSession: (_, params: { response: LoginResponse }) => {
          const r = params.response;
          tokenStorage.saveSession(
            // Without a refresh token (a server may send none) a 401 ends the session at once.
            { accessToken: r.access_token, idToken: r.id_token ?? '', refreshToken: r.refresh_token ?? '' },
            { ...r.user, role: (r.user.role ?? '').toLowerCase() },
          );
        },
        clearStoredSession: () => {
          tokenToInvalidate = tokenStorage.getAccessToken() ?? tokenToInvalidate;
          tokenStorage.clear();
        },
        broadcastLogout: () => tabs.post({ type: 'logout' }),
        reportLogoutFailure: (_, params: { error: unknown }) => {
          // Logged only; the client cleanup has already happened (docs/product.md §8).
          console.warn(
            'ログアウトAPIの呼び出しに失敗しました',
            params.error instanceof Error ? params.error.message : params.error,
          );
        },
      },
      guards: {
        hasAccessToken: () => tokenStorage.getAccessToken() !== null,
      },
    }),
    { input: { storedUser: tokenStorage.getUser() }, inspect: options.inspectAuth },
  ).start();

  // The shared record is exact; the broadcast, a prompt hint to the open tabs, is throttled.
  const broadcastActivity = throttle((at: number) => tabs.post({ type: 'activity', at }), undefined, now);
  const shareActivity = (at: number) => {
    sharedActivity.record(at);
    broadcastActivity(at);
  };
  const session = createActor(
    sessionIdleMachine.provide({
      actions: {
        onExpire: () => {
          // The logout action runs, the access token is removed, the user goes to /login;
          // the expiry banner is the session machine's own state and stays.
          tokenStorage.removeAccessToken();
          auth.send({ type: 'auth.logout' });
          navigate('/login', { replace: true });
        },
        shareActivity: (_, { at }) => shareActivity(at),
        readClock: readClockFrom(readClock),
      },
    }),
    // Only when given: an explicit `clock: undefined` would replace xstate's default clock.
    { ...(clock ? { clock } : {}), inspect: options.inspectSession },
  ).start();

  // The idle timer runs while signed in.
  let wasAuthenticated = false;
  const authSub = auth.subscribe((snapshot) => {
    const authenticated = snapshot.hasTag('authenticated');
    if (authenticated && !wasAuthenticated) session.send({ type: 'session.start', at: now() });
    wasAuthenticated = authenticated;
  });
  const activity = coalesce(
    {
      first: () => session.send({ type: 'session.activity', ...readClock() }),
      // The burst's last event, held to the end of its window: recorded with its own time, then
      // read like any reading of the shared record (the deadline becomes 30 minutes after it).
      last: (at) => {
        if (!session.getSnapshot().matches('tracking')) return;
        shareActivity(at);
        session.send({ type: 'session.check', ...readClock() });
      },
    },
    activityClock,
  );
  const stopWatchingActivity = watchActivity(activity.handle);
  // A page that slept, was hidden or frozen checks the deadline as it wakes.
  const stopWaking = watchWake(() => session.send({ type: 'session.check', ...readClock() }));

  return {
    auth,
    session,
    sessionExpired: () => {
      // The login page then says why the user is there.
      auth.send({ type: 'auth.sessionExpired', message: authText.refreshFailed });
      session.send({ type: 'session.stop' });
      const path = `${window.location.pathname}${window.location.search}`;
      if (!path.startsWith('/login')) navigate(loginPathFor(path), { replace: true });
    },
    logout: () => {
      session.send({ type: 'session.stop' });
      auth.send({ type: 'auth.logout' });
      // A deliberate logout leaves no unsaved input behind (an expiry keeps it: see use-form-draft).
      discardAllDrafts();
      clearCapabilityMemories();
      // After logout the console goes to /login, replacing the history entry (docs/product.md §2).
      navigate('/login', { replace: true });
    },
    dispose: () => {
      authSub.unsubscribe();
      stopWatchingActivity();
      activity.cancel();
      stopWaking();
      tabs.close();
      auth.stop();
      session.stop();
    },
  };
}
