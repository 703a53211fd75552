// What the first load holds: /login and the one session guard. The signed-in console is a lazy
// chunk fetched while the guard checks a stored session or the login call is in flight, so the
// login page downloads none of it (docs/adr/0034-lazy-console-and-screens-loaded-ahead.md).
import { lazy, Suspense, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-context.tsx';
import { Route, Switch } from 'wouter';
import { selectIsLoggingIn } from '../../machines/auth/selectors.ts';
import { tokenStorage } from '../../api/token-storage.ts';
import { common } from '../../shared/messages/common.ts';
import { useShellActors } from './actor-context.tsx';
import { Spinner } from '../../ui/light/spinner.tsx';
import { RequireAuth } from './require-auth.tsx';
import { useDocumentTitle } from './document-title.ts';
import { PUBLIC_ROUTES, type PublicRoute } from './public-routes.ts';

const loadConsole = () => import('./console.tsx');
const Console = lazy(async () => ({ default: (await loadConsole()).Console }));

/** Starts downloading the signed-in console (a no-op once it is loaded). */
function preloadConsole(): void {
  void loadConsole();
}

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

/** The console's code downloads as soon as a login call starts, while it is in flight. */
function usePreloadConsoleOnLogin() {
  const { auth } = useShellActors();
  useEffect(() => {
    const subscription = auth.subscribe((snapshot) => {
      if (selectIsLoggingIn(snapshot)) preloadConsole();
    });
    return () => subscription.unsubscribe();
  }, [auth]);
}

function PublicScreen({ route }: { route: PublicRoute }) {
  useDocumentTitle(route.title);
  return <route.screen />;
}

export function FirstLoadRoutes({ queryClient, api }: ConsoleClients) {
  usePreloadConsoleOnLogin();
  return (
    <Switch>
      {PUBLIC_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <PublicScreen route={route} />
        </Route>
      ))}
      <Route>
        <GuardedConsole queryClient={queryClient} api={api} />
      </Route>
    </Switch>
  );
}
