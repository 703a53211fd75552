// An entry's actor: the address, and a button that narrows the log to that actor (through the
// screen's context: the cell depends on its row only, so rows stay memoised).
import { createContext, useContext } from 'react';
import type { AuditEntry } from '../../api/schemas/audit.ts';
import { audit as t } from '../../shared/messages/audit.ts';
import { PhrasedText } from '../shared/phrased-text.tsx';

/** Stable: the screen's setter of the actor filter. */
export const ActorFilterContext = createContext<((actorId: string) => void) | null>(null);

export function AuditActorCell({ actor }: { actor: AuditEntry['actor'] }) {
  const filterBy = useContext(ActorFilterContext);
  if (!actor.id || !filterBy) return <span>{actor.email ? <PhrasedText text={actor.email} /> : t.unknownActor}</span>;
  const id = actor.id;
  return (
    <button type="button" className="p-link audit-actor" title={t.filterByActor(actor.email)} aria-label={t.filterByActor(actor.email)} onClick={() => filterBy(id)}>
      <PhrasedText text={actor.email} />
    </button>
  );
}
