// The guard of the whole signed-in area (docs/product.md §2), mounted once, around the lazily
// loaded console (first-load-routes.tsx): with a stored access token it checks the session, showing
// the console's frame meanwhile; when not authenticated (or logging out) it goes to /login, remembering where
// the visitor was going. Moving between signed-in routes keeps it mounted: one check per sign-in.
import { useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { selectIsAuthenticated, selectIsLoading, selectIsLoggingOut } from '../../machines/auth/selectors.ts';
import { tokenStorage } from '../../api/client/token-storage.ts';
import { auth as t } from '../../shared/messages/auth.ts';
import { useShellActors } from './actor-context.tsx';
import { ConsoleFrame } from './console-frame.tsx';
import { loginPathFor } from './origin.ts';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { auth } = useShellActors();
  const isAuthenticated = useSelector(auth, selectIsAuthenticated);
  const isLoading = useSelector(auth, selectIsLoading);
  const isLoggingOut = useSelector(auth, selectIsLoggingOut);
  const [location] = useLocation();
  const search = useSearch();
  // A failed verify removes the stored token, so this turns false and the visitor is redirected.
  const hasToken = tokenStorage.getAccessToken() !== null;

  useEffect(() => {
    // The machine skips the call without a stored token ('トークンなし') or while logging out.
    if (!isAuthenticated) auth.send({ type: 'auth.verify' });
    // Only on entering the guarded area, not on every state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (isAuthenticated && !isLoggingOut) return <>{children}</>;
  if (isLoading || (hasToken && !isLoggingOut)) {
    return <ConsoleFrame label={t.checking} />;
  }
  return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
}
