// The signed-in user as screens see it. The shell fills this from the auth actor
// (useSelector), so the actor stays the one source of truth; screens never copy auth state.
import { createContext, useContext, type ReactNode } from 'react';
import type { ClientUser } from '../../../machines/auth/auth-user.ts';
import { ROLE_ADMIN } from '../../../shared/constants.ts';

/** The signed-in user with its role lower-cased on the client (docs/product.md §3). */
export type CurrentUser = ClientUser;

const CurrentUserContext = createContext<CurrentUser | null>(null);
/** Tells the shell that the user saved a new name (the top bar shows it). */
type Rename = (displayName: string) => void;
const noRename: Rename = () => {};
const RenameContext = createContext<Rename>(noRename);

export function CurrentUserProvider({
  user,
  onRenamed = noRename,
  children,
}: {
  user: CurrentUser | null;
  onRenamed?: Rename;
  children: ReactNode;
}) {
  return (
    <RenameContext.Provider value={onRenamed}>
      <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>
    </RenameContext.Provider>
  );
}

/** What a screen calls after saving the user's own name. */
export function useRenameCurrentUser(): Rename {
  return useContext(RenameContext);
}

export function useCurrentUser(): CurrentUser | null {
  return useContext(CurrentUserContext);
}

/** Role comparison is case-insensitive (docs/product.md §6). */
export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '').toLowerCase() === ROLE_ADMIN;
}

export function useIsAdmin(): boolean {
  return isAdminRole(useCurrentUser()?.role);
}
