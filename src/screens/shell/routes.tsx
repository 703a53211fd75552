// The route table of spec §2 behind /login (first-load-routes.tsx holds /login and loads this
// table lazily). Every protected route sits inside the guard and the layout; each screen is
// its own lazily loaded chunk. Admin screens keep toasts for 6 s.
import { Suspense, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, Route, Switch } from 'wouter';
import { selectIsAuthenticated, selectIsLoggingOut } from '../../machines/auth/selectors.ts';
import { TOAST_LIFE_ADMIN_MS } from '../../shared/constants.ts';
import { navigation } from '../../shared/messages/navigation.ts';
import { NotifyArea } from '../shared/notify.tsx';
import { LoadingRows } from '../shared/query-state.tsx';
import { useShellActors } from './actor-context.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { NotFound } from './not-found.tsx';
import { RequireAuth } from './require-auth.tsx';
import { PROTECTED, type ProtectedRoute } from './protected-routes.ts';

function Screen({ route }: { route: ProtectedRoute }) {
  const Component = route.screen;
  const content: ReactNode = (
    <ErrorBoundary key={route.path}>
      <Suspense fallback={<LoadingRows label={navigation.mainNavigation} />}>
        <Component />
      </Suspense>
    </ErrorBoundary>
  );
  return route.admin ? <NotifyArea life={TOAST_LIFE_ADMIN_MS}>{content}</NotifyArea> : content;
}

/** `/`: to /dashboard when signed in, else /login (spec §2). */
function RootRedirect() {
  const { auth } = useShellActors();
  const isAuthenticated = useSelector(auth, selectIsAuthenticated);
  const isLoggingOut = useSelector(auth, selectIsLoggingOut);
  return (
    <RequireAuthOrLogin authenticated={isAuthenticated && !isLoggingOut}>
      <Redirect to="/dashboard" replace />
    </RequireAuthOrLogin>
  );
}

function RequireAuthOrLogin({ authenticated, children }: { authenticated: boolean; children: ReactNode }) {
  // With a stored token the guard verifies first; without one it sends the visitor to /login.
  return authenticated ? <>{children}</> : <RequireAuth>{children}</RequireAuth>;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={RootRedirect} />
      <Route path="/applications/:id">
        {(params) =>
          params.id === 'create-from-product' ? (
            <Guarded route={PROTECTED.find((r) => r.path === '/applications/create-from-product')!} />
          ) : (
            <Redirect to="/applications" replace />
          )
        }
      </Route>
      {PROTECTED.map((route) => (
        <Route key={route.path} path={route.path}>
          <Guarded route={route} />
        </Route>
      ))}
      <Route>
        <RequireAuth>
          <ConsoleLayout>
            <NotFound />
          </ConsoleLayout>
        </RequireAuth>
      </Route>
    </Switch>
  );
}

function Guarded({ route }: { route: ProtectedRoute }) {
  return (
    <RequireAuth>
      <ConsoleLayout>
        <Screen route={route} />
      </ConsoleLayout>
    </RequireAuth>
  );
}
