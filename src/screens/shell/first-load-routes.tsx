// What the first load holds: /login, and the session guard in front of everything else. The
// signed-in console (PrimeReact, TanStack Query, the providers, the layout and the route
// table of routes.tsx) is one lazily loaded chunk, fetched while the session is checked or
// the login call is in flight, so the login page downloads none of it (issue 8).
import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-context.tsx';
import { Route, Switch } from 'wouter';
import { tokenStorage } from '../../api/token-storage.ts';
import { common } from '../../shared/messages/common.ts';
import { loadConsole, preloadConsole } from './console-loader.ts';
import { Spinner } from './light-ui.tsx';
import { LoginScreen } from './login-screen.tsx';
import { RequireAuth } from './require-auth.tsx';

const Console = lazy(async () => ({ default: (await loadConsole()).Console }));

function ConsoleLoading() {
  return (
    <div className="guard-spinner" role="status" aria-label={common.loading}>
      <Spinner />
      <span className="sr-only">{common.loading}</span>
    </div>
  );
}

/** The clients the signed-in console's providers hold (made by the app root). */
export interface ConsoleClients {
  queryClient: QueryClient;
  api: ApiClient;
}

function GuardedConsole({ queryClient, api }: ConsoleClients) {
  // With a stored session the chunk downloads while the guard verifies it.
  if (tokenStorage.getAccessToken() !== null) preloadConsole();
  return (
    <RequireAuth>
      <Suspense fallback={<ConsoleLoading />}>
        <Console queryClient={queryClient} api={api} />
      </Suspense>
    </RequireAuth>
  );
}

export function FirstLoadRoutes({ queryClient, api }: ConsoleClients) {
  return (
    <Switch>
      <Route path="/login" component={LoginScreen} />
      <Route>
        <GuardedConsole queryClient={queryClient} api={api} />
      </Route>
    </Switch>
  );
}
