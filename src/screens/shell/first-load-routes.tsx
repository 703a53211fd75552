// What the first load holds: /login and the one session guard. The signed-in console is a lazy
// chunk fetched while the guard checks a stored session or the login call is in flight, so the
// login page downloads none of it (docs/adr/0034-lazy-console-and-screens-loaded-ahead.md).
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client/api-context.tsx';
import { Route, Switch } from 'wouter';
import { selectIsLoggingIn } from '../../machines/auth/selectors.ts';
import { tokenStorage } from '../../api/client/token-storage.ts';
import { useShellActors } from './actor-context.tsx';
import { ConsoleFrame } from './console-frame.tsx';
import { RequireAuth } from './require-auth.tsx';
import { useDocumentTitle } from './document-title.ts';
import { PUBLIC_ROUTES, type PublicRoute } from './public-routes.ts';

/** The clients the signed-in console's providers hold (made by the app's runtime). */
export interface ConsoleClients {
  queryClient: QueryClient;
  api: ApiClient;
}

/** The signed-in console, a lazy chunk the app root names (its providers are the app's), and its download. */
export interface LazyConsole {
  Console: ComponentType<ConsoleClients>;
  /** Starts downloading the chunk (a no-op once it is loaded). */
  preload(): void;
}

/** The signed-in console whose code `load` brings. */
export function lazyConsole(load: () => Promise<ComponentType<ConsoleClients>>): LazyConsole {
  return { Console: lazy(async () => ({ default: await load() })), preload: () => void load() };
}

function GuardedConsole({ queryClient, api, signedIn }: ConsoleClients & { signedIn: LazyConsole }) {
  // With a stored session the chunk downloads while the guard verifies it.
  if (tokenStorage.getAccessToken() !== null) signedIn.preload();
  return (
    <RequireAuth>
      <Suspense fallback={<ConsoleFrame />}>
        <signedIn.Console queryClient={queryClient} api={api} />
      </Suspense>
    </RequireAuth>
  );
}

/** The console's code downloads as soon as a login call starts, while it is in flight. */
function usePreloadConsoleOnLogin(signedIn: LazyConsole) {
  const { auth } = useShellActors();
  useEffect(() => {
    const subscription = auth.subscribe((snapshot) => {
      if (selectIsLoggingIn(snapshot)) signedIn.preload();
    });
    return () => subscription.unsubscribe();
  }, [auth, signedIn]);
}

function PublicScreen({ route }: { route: PublicRoute }) {
  useDocumentTitle(route.title);
  return <route.screen />;
}

export function FirstLoadRoutes({ queryClient, api, signedIn }: ConsoleClients & { signedIn: LazyConsole }) {
  usePreloadConsoleOnLogin(signedIn);
  return (
    <Switch>
      {PUBLIC_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <PublicScreen route={route} />
        </Route>
      ))}
      <Route>
        <GuardedConsole queryClient={queryClient} api={api} signedIn={signedIn} />
      </Route>
    </Switch>
  );
}
