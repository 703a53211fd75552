// The composition root for the long-lived actors: the pure machines get their side effects
// here (HTTP on the injected API client, storage, navigation, other tabs), and the runtime
// says what a session the client could not save means for them (runtime.ts wires the two).
import {
  createActor,
  type ActorRefFrom,
  fromPromise,
  type ActorOptions,
  type AnyActorLogic,
  type InspectionEvent,
  type Observer,
} from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
import { navigate } from 'wouter/use-browser-location';
import { authMachine } from '../machines/auth/auth-machine.ts';
import { sessionEndMachine, type SessionEndCause } from '../machines/session-end/session-end-machine.ts';
import { readClockFrom, sessionIdleMachine, type ClockReading } from '../machines/session/session-idle-machine.ts';
import * as authApi from '../api/resources/accounts/auth.ts';
import type { ApiClient } from '../api/client/client.ts';
import { tokenStorage } from '../api/client/token-storage.ts';
import type { AuthUser, LoginRequest, LoginResponse } from '../api/schemas/accounts/auth.ts';
import type { ShellActors } from '../screens/shell/actor-context.tsx';
import { loginPathFor } from '../screens/shell/origin.ts';
import { discardAllDrafts, keepDraftsForExpiry } from '../screens/shared/form/form-drafts.ts';
import { clearImportHistory } from '../screens/shared/state/import-history.ts';
import { auth as authText } from '../shared/messages/auth.ts';
import { coalesce, throttle, watchActivity, watchWake, type ActivityClock } from './activity.ts';
import { openTabSync, sharedActivity } from './tab-sync.ts';

export interface ShellRuntime extends ShellActors {
  /** How the session ends (ログアウト, expiry, another tab): one path for each. */
  sessionEnd: ActorRefFrom<typeof sessionEndMachine>;
  /** The API client could not refresh the session (its tokens are already removed). */
  sessionExpired: () => void;
  dispose: () => void;
}

/** The idle session's clock: its timers, and the time it reads (the idle deadline follows it). */
export interface SessionClock extends Clock {
  now(): number;
}

/** What the page holds of the signed-in user (the query cache), forgotten at every session end. */
export interface ShellOptions {
  forgetPageMemory?: () => void;
  /** The user the last session stored (shown while its session is verified), or null. */
  storedUser?: AuthUser | null;
  /** Test seams: a clock for the idle session, and inspection of the actors. */
  sessionClock?: SessionClock;
  inspectAuth?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  inspectSession?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  inspectSessionEnd?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

export function startShellActors(api: ApiClient, options: ShellOptions = {}): ShellRuntime {
  // Logout clears storage before the server call (docs/product.md §4): keep the tokens it ends.
  let sessionToEnd: authApi.EndedSession = { accessToken: null, refreshToken: null };
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
    if (message.type === 'logout') sessionEnd.send({ type: 'sessionEnd.remoteLogout' });
  });

  const auth = createActor(
    authMachine.provide({
      actors: {
        loginRequest: fromPromise<LoginResponse, LoginRequest>(({ input }) => authApi.login(api, input)),
        verifyRequest: fromPromise<AuthUser | null, void>(() => authApi.verify(api)),
        logoutRequest: fromPromise<void, void>(async () => {
          const ended = sessionToEnd;
          sessionToEnd = { accessToken: null, refreshToken: null };
          await authApi.endServerSession(api, ended);
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
          sessionToEnd = {
            accessToken: tokenStorage.getAccessToken() ?? sessionToEnd.accessToken,
            refreshToken: tokenStorage.getRefreshToken() ?? sessionToEnd.refreshToken,
          };
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
    { input: { storedUser: options.storedUser ?? null }, inspect: options.inspectAuth },
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
        // The expiry banner is the session machine's own state and stays.
        onExpire: () => sessionEnd.send({ type: 'sessionEnd.expired', cause: 'idle' }),
        shareActivity: (_, { at }) => shareActivity(at),
        readClock: readClockFrom(readClock),
      },
    }),
    // Only when given: an explicit `clock: undefined` would replace xstate's default clock.
    { ...(clock ? { clock } : {}), inspect: options.inspectSession },
  ).start();

  /** How each way of ending reaches the auth machine and the idle timer. */
  const endAuthSession = (cause: SessionEndCause) => {
    if (cause !== 'idle') session.send({ type: 'session.stop' });
    if (cause === 'refreshRefused') auth.send({ type: 'auth.sessionExpired', message: authText.refreshFailed });
    else if (cause === 'remote') auth.send({ type: 'auth.remoteLogout' });
    // ログアウト and the idle expiry end the server session with the tokens still known.
    else auth.send({ type: 'auth.logout' });
  };
  const sessionEnd = createActor(
    sessionEndMachine.provide({
      actions: {
        endAuthSession: (_, { cause }) => endAuthSession(cause),
        forgetPageMemory: () => options.forgetPageMemory?.(),
        // A sign-out forgets the unsaved input and the browser's import history (注文番号) alike.
        discardDrafts: () => {
          discardAllDrafts();
          clearImportHistory();
        },
        keepDraftsForExpiry: () => keepDraftsForExpiry(),
        leaveForLogin: (_, { returnHere }) => {
          // Replacing the entry (docs/product.md §2); the login page then says why the user is there.
          const path = `${window.location.pathname}${window.location.search}`;
          if (!returnHere) navigate('/login', { replace: true });
          else if (!path.startsWith('/login')) navigate(loginPathFor(path), { replace: true });
        },
      },
    }),
    { inspect: options.inspectSessionEnd },
  ).start();

  // The idle timer runs while signed in; the session's end knows whose data the page holds.
  let wasAuthenticated = false;
  const authSub = auth.subscribe((snapshot) => {
    const authenticated = snapshot.hasTag('authenticated');
    if (authenticated && !wasAuthenticated) session.send({ type: 'session.start', at: now() });
    const user = snapshot.context.user;
    if (authenticated && user) sessionEnd.send({ type: 'sessionEnd.signedIn', userId: user.id ?? user.email ?? '' });
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
    sessionEnd,
    sessionExpired: () => sessionEnd.send({ type: 'sessionEnd.expired', cause: 'refreshRefused' }),
    logout: () => sessionEnd.send({ type: 'sessionEnd.logout' }),
    dispose: () => {
      authSub.unsubscribe();
      stopWatchingActivity();
      activity.cancel();
      stopWaking();
      tabs.close();
      sessionEnd.stop();
      auth.stop();
      session.stop();
    },
  };
}
