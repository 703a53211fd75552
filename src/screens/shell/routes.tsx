// The route table of spec §2 behind /login (first-load-routes.tsx holds /login and loads this
// table lazily). Every protected route sits inside the guard and the layout; each screen is
// its own lazily loaded chunk. Admin screens keep toasts for 6 s.
import { Suspense, type ComponentType, type ReactNode } from 'react';
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
import { SCREENS } from './screens.ts';

interface ProtectedRoute {
  path: string;
  screen: ComponentType;
  admin?: boolean;
}

const PROTECTED: ProtectedRoute[] = [
  { path: '/dashboard', screen: SCREENS.dashboard },
  { path: '/licenses', screen: SCREENS.licenses, admin: true },
  { path: '/licenses/create', screen: SCREENS.licenseCreate, admin: true },
  { path: '/devices', screen: SCREENS.devices, admin: true },
  { path: '/users', screen: SCREENS.users, admin: true },
  { path: '/users/create', screen: SCREENS.userCreate, admin: true },
  { path: '/users/:id/edit', screen: SCREENS.userEdit, admin: true },
  { path: '/my-application', screen: SCREENS.myApplication, admin: true },
  { path: '/applications', screen: SCREENS.applications, admin: true },
  { path: '/applications/create-from-product', screen: SCREENS.createFromProduct, admin: true },
  { path: '/owner-settings', screen: SCREENS.ownerSettings, admin: true },
  { path: '/mypage', screen: SCREENS.myPage },
  { path: '/my-licenses', screen: SCREENS.myLicenses },
  { path: '/my-devices', screen: SCREENS.myDevices },
];

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
