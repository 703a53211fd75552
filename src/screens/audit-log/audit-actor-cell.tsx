// An entry's actor: the address, and a button that narrows the log to that actor (through the
// screen's context: the cell depends on its row only, so rows stay memoised).
import { createContext, useContext } from 'react';
import type { AuditEntry } from '../../api/schemas/reports/audit.ts';
import { audit as t } from '../../shared/messages/reports/audit.ts';
import { PhrasedText } from '../../ui/phrased-text.tsx';

/** The list's setFilters (it never changes). */
export const ActorFilterContext = createContext<((filters: { actor: string }) => void) | null>(null);

export function AuditActorCell({ actor }: { actor: AuditEntry['actor'] }) {
  const filterBy = useContext(ActorFilterContext);
  const id = actor?.id ?? null;
  const email = actor?.email ?? null;
  // Without an address the button would have no name: the actor is then plain text.
  if (id === null || email === null || !filterBy)
    return <span>{email ? <PhrasedText text={email} /> : t.unknownActor}</span>;
  return (
    <button
      type="button"
      className="p-link audit-actor"
      title={t.filterByActor(email)}
      aria-label={t.filterByActor(email)}
      onClick={() => filterBy({ actor: id })}
    >
      <PhrasedText text={email} />
    </button>
  );
}
