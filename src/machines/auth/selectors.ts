// Narrow reads of the auth actor for `useSelector(ref, selectX)` (docs/architecture.md).
import type { SnapshotFrom } from 'xstate';
import { ROLE_ADMIN } from '../../shared/constants.ts';
import type { AuthMachine } from './auth-machine.ts';
import type { ClientUser } from './auth-user.ts';

export type AuthSnapshot = SnapshotFrom<AuthMachine>;

export const selectUser = (snapshot: AuthSnapshot): ClientUser | null => snapshot.context.user;
export const selectIsAuthenticated = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('authenticated');
export const selectIsLoading = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('loading');
export const selectError = (snapshot: AuthSnapshot): string | null => snapshot.context.error;
export const selectIsLoggingOut = (snapshot: AuthSnapshot): boolean => snapshot.context.isLoggingOut;
export const selectVerifySkipReason = (snapshot: AuthSnapshot): string | null => snapshot.context.verifySkipReason;
/** The login call is in flight (the login button is busy). */
export const selectIsLoggingIn = (snapshot: AuthSnapshot): boolean => snapshot.matches('loggingIn');
/** A verify call is in flight (the route guard shows its spinner). */
export const selectIsChecking = (snapshot: AuthSnapshot): boolean => snapshot.matches('verifying');
export const selectIsAdmin = (snapshot: AuthSnapshot): boolean =>
  snapshot.context.user?.role.toLowerCase() === ROLE_ADMIN;
