// The long-lived actors (auth, session idle) are created once by the app root and handed to
// the shell through context; components read narrow slices with useSelector.
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/auth/auth-machine.ts';
import type { sessionIdleMachine } from '../../machines/session/session-idle-machine.ts';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type SessionActorRef = ActorRefFrom<typeof sessionIdleMachine>;

export interface ShellActors {
  auth: AuthActorRef;
  session: SessionActorRef;
  /** Explicit logout from the UI: stops the idle timer, then runs the logout action. */
  logout: () => void;
}

const ActorsContext = createContext<ShellActors | null>(null);

export function ShellActorsProvider({ actors, children }: { actors: ShellActors; children: ReactNode }) {
  return <ActorsContext.Provider value={actors}>{children}</ActorsContext.Provider>;
}

export function useShellActors(): ShellActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error('useShellActors needs <ShellActorsProvider>');
  return actors;
}
