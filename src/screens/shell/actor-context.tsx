// The long-lived actors (auth, session idle) are created once by the app root and handed to
// the shell through context; components read narrow slices with useSelector.
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/auth/auth-machine.ts';
import type { sessionIdleMachine } from '../../machines/session/session-idle-machine.ts';
import { createRequiredContext } from '../../api/client/required-context.tsx';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type SessionActorRef = ActorRefFrom<typeof sessionIdleMachine>;

export interface ShellActors {
  auth: AuthActorRef;
  session: SessionActorRef;
  /** Explicit logout from the UI: stops the idle timer, then runs the logout action. */
  logout: () => void;
}

/** `<ShellActorsProvider value={actors}>`; `useShellActors()` inside it. */
export const [ShellActorsProvider, useShellActors] = createRequiredContext<ShellActors>(
  'ShellActorsProvider',
  'useShellActors',
);
