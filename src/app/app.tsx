// The application root: the shell actors and the routes. The providers of the signed-in
// screens (the runtime's query client, which every session end clears, and the API client made
// by the composition root) come with the lazily loaded console (signed-in-console.tsx).
import { useCallback, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Router } from 'wouter';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client/client.ts';
import { createQueryClient } from '../api/client/query-client.ts';
import { applyDeferredStyles } from './deferred-styles.ts';
import { selectUser } from '../machines/auth/selectors.ts';
import { ActorInspectionProvider, type ActorInspect } from '../screens/shared/state/actor-inspection.tsx';
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

/**
 * `queryClient`: the runtime's (startAppRuntime), which the session's end clears; `ssrPath`: the
 * route to render outside a browser (the build's prerendered /login, scripts/prerender.ts).
 * `inspect`: an observer of every actor the screens create (the dev server's testers' panel).
 */
export function App({
  actors,
  api,
  queryClient: given,
  ssrPath,
  inspect,
}: {
  actors: ShellActors;
  api: ApiClient;
  queryClient?: QueryClient;
  ssrPath?: string;
  inspect?: ActorInspect;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // After the first paint: the API catalog's chunk (its schemas are not needed to paint).
  useEffect(() => api.preload(), [api]);
  return (
    <ErrorBoundary>
      <ActorInspectionProvider inspect={inspect}>
        <ShellActorsProvider value={actors}>
          <CurrentUserFromAuth actors={actors}>
            <SessionBanner />
            <Router ssrPath={ssrPath}>
              <FirstLoadRoutes queryClient={queryClient} api={api} signedIn={SIGNED_IN_CONSOLE} />
            </Router>
          </CurrentUserFromAuth>
        </ShellActorsProvider>
      </ActorInspectionProvider>
    </ErrorBoundary>
  );
}
