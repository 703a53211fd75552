// Inspection of the actors the screens create: the app root may hand down an observer (the
// testers' panel of the dev server, docs/testers-toolkit.md) that every screen passes to
// useActorRef as `inspect`; without one, actors run uninspected.
import { createContext, useContext, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';

export type ActorInspect = (event: InspectionEvent) => void;

const InspectionContext = createContext<ActorInspect | undefined>(undefined);

export function ActorInspectionProvider({ inspect, children }: { inspect?: ActorInspect; children: ReactNode }) {
  return <InspectionContext.Provider value={inspect}>{children}</InspectionContext.Provider>;
}

/** The observer to pass as `inspect` to useActorRef (undefined when nothing inspects). */
export function useActorInspect(): ActorInspect | undefined {
  return useContext(InspectionContext);
}
