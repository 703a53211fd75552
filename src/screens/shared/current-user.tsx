// The signed-in user as screens see it. The shell fills this from the auth actor
// (useSelector), so the actor stays the one source of truth; screens never copy auth state.
import { createContext, useContext, type ReactNode } from 'react';
import type { AuthUser } from '../../api/schemas/auth.ts';
import { ROLE_ADMIN } from '../../shared/constants.ts';

/** AuthUser with its role lower-cased on the client (spec §3). */
export type CurrentUser = AuthUser;

const CurrentUserContext = createContext<CurrentUser | null>(null);

export function CurrentUserProvider({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUser | null {
  return useContext(CurrentUserContext);
}

/** Role comparison is case-insensitive (spec §6). */
export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '').toLowerCase() === ROLE_ADMIN;
}

export function useIsAdmin(): boolean {
  return isAdminRole(useCurrentUser()?.role);
}
