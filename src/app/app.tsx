// The application root: providers, the shell actors, the routes.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Router } from 'wouter';
import { createQueryClient } from '../api/query-client.ts';
import { selectUser } from '../machines/auth/selectors.ts';
import { AppProviders } from '../screens/shared/app-providers.tsx';
import { CurrentUserProvider } from '../screens/shared/current-user.tsx';
import { ShellActorsProvider, type ShellActors } from '../screens/shell/actor-context.tsx';
import { ErrorBoundary } from '../screens/shell/error-boundary.tsx';
import { AppRoutes } from '../screens/shell/routes.tsx';
import { SessionBanner } from '../screens/shell/session-banner.tsx';

function CurrentUserFromAuth({ actors, children }: { actors: ShellActors; children: React.ReactNode }) {
  const user = useSelector(actors.auth, selectUser);
  return <CurrentUserProvider user={user}>{children}</CurrentUserProvider>;
}

export function App({ actors }: { actors: ShellActors }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <ShellActorsProvider actors={actors}>
          <CurrentUserFromAuth actors={actors}>
            <SessionBanner />
            <Router>
              <AppRoutes />
            </Router>
          </CurrentUserFromAuth>
        </ShellActorsProvider>
      </AppProviders>
    </ErrorBoundary>
  );
}
