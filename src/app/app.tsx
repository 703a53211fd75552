// The application root: the shell actors and the routes. The providers of the signed-in
// screens (the query client, made there, and the API client made by the composition root) come
// with the lazily loaded console (signed-in-console.tsx).
import { useCallback, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Router } from 'wouter';
import type { ApiClient } from '../api/client.ts';
import { applyDeferredStyles } from './deferred-styles.ts';
import { selectUser } from '../machines/auth/selectors.ts';
import { CurrentUserProvider } from '../screens/shared/state/current-user.tsx';
import { ShellActorsProvider, type ShellActors } from '../screens/shell/actor-context.tsx';
import { ErrorBoundary } from '../screens/shell/error-boundary.tsx';
import { FirstLoadRoutes, lazyConsole } from '../screens/shell/first-load-routes.tsx';
import { SessionBanner } from '../screens/shell/session-banner.tsx';

// The console's code and the full stylesheet (deferred by the build) arrive together.
const SIGNED_IN_CONSOLE = lazyConsole(() =>
  Promise.all([import('./signed-in-console.tsx'), applyDeferredStyles()]).then(([m]) => m.SignedInConsole),
);

function CurrentUserFromAuth({ actors, children }: { actors: ShellActors; children: React.ReactNode }) {
  const user = useSelector(actors.auth, selectUser);
  const { auth } = actors;
  const onRenamed = useCallback((displayName: string) => auth.send({ type: 'auth.userRenamed', displayName }), [auth]);
  return (
    <CurrentUserProvider user={user} onRenamed={onRenamed}>
      {children}
    </CurrentUserProvider>
  );
}

/** `ssrPath`: the route to render outside a browser (the build's prerendered /login, scripts/prerender.ts). */
export function App({ actors, api, ssrPath }: { actors: ShellActors; api: ApiClient; ssrPath?: string }) {
  // After the first paint: the API catalog's chunk (its schemas are not needed to paint).
  useEffect(() => api.preload(), [api]);
  return (
    <ErrorBoundary>
      <ShellActorsProvider actors={actors}>
        <CurrentUserFromAuth actors={actors}>
          <SessionBanner />
          <Router ssrPath={ssrPath}>
            <FirstLoadRoutes api={api} signedIn={SIGNED_IN_CONSOLE} />
          </Router>
        </CurrentUserFromAuth>
      </ShellActorsProvider>
    </ErrorBoundary>
  );
}
