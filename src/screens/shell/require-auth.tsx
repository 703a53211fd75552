// The route guard (spec §2): with a stored access token it checks the session, showing a
// spinner meanwhile; when not authenticated (or logging out) it goes to /login,
// remembering where the visitor was going.
import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ProgressSpinner } from 'primereact/progressspinner';
import { selectIsAuthenticated, selectIsLoading, selectIsLoggingOut } from '../../machines/auth/selectors.ts';
import { auth as t } from '../../shared/messages/auth.ts';
import { useShellActors } from './actor-context.tsx';
import { loginPathFor } from './origin.ts';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { auth } = useShellActors();
  const isAuthenticated = useSelector(auth, selectIsAuthenticated);
  const isLoading = useSelector(auth, selectIsLoading);
  const isLoggingOut = useSelector(auth, selectIsLoggingOut);
  const [location] = useLocation();
  const search = useSearch();
  // Until the check has been asked for, the first render must not redirect.
  const [checkRequested, setCheckRequested] = useState(isAuthenticated);

  useEffect(() => {
    // The machine skips the call without a stored token ('トークンなし') or while logging out;
    // sending is synchronous, so by the next render the state says verifying or not.
    if (!isAuthenticated) auth.send({ type: 'auth.verify' });
    setCheckRequested(true);
    // Only on entering the guarded area, not on every state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (isAuthenticated && !isLoggingOut) return <>{children}</>;
  if (!checkRequested || isLoading) {
    return (
      <div className="guard-spinner" role="status" aria-label={t.checking}>
        <ProgressSpinner aria-hidden="true" />
        <span className="sr-only">{t.checking}</span>
      </div>
    );
  }
  return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
}
