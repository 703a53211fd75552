// Which row of the expectation an actor's transition is. Several expected states may stand for one
// machine state (owner settings' failedCreate / failedUpdate) and one machine may serve several
// flows, so each actor keeps the expected states it may be in and narrows them as rows are taken;
// rows of one from-state and event are told apart by the state reached (a guard's choice), then
// by which of the expected events' fields are set.
import type { Catalogue, CatalogueMachine, CatalogueRow } from './catalogue.ts';

export interface ObservedStep {
  from: string;
  event: { type: string } & Record<string, unknown>;
  to: string;
}

/** How many of the expected event's fields are set (or unset) alike in the real event. */
function likeness(row: CatalogueRow, event: Record<string, unknown>): number {
  return Object.entries(row.payload).filter(([k, v]) => (v == null) === (event[k] == null)).length;
}

export class RowMatcher {
  private readonly where = new Map<string, Set<string>>();

  private readonly catalogue: Catalogue;

  constructor(catalogue: Catalogue) {
    this.catalogue = catalogue;
  }

  machine(id: string): CatalogueMachine | undefined {
    return this.catalogue.get(id);
  }

  /** An actor started in `value`: the flows whose start is that state. */
  start(actor: string, machineId: string, value: string): void {
    const m = this.catalogue.get(machineId);
    if (!m) return;
    const initial = m.initial.filter((key) => m.states.find((s) => s.key === key)?.value === value);
    this.where.set(actor, new Set(initial.length ? initial : this.statesAt(m, value)));
  }

  /** The expected states (`flow|state`) the actor may be in now. */
  whereIs(actor: string): ReadonlySet<string> {
    return this.where.get(actor) ?? new Set();
  }

  stop(actor: string): void {
    this.where.delete(actor);
  }

  /** The rows one transition took (none when it changed nothing or is not in the table). */
  step(actor: string, machineId: string, step: ObservedStep): CatalogueRow[] {
    const m = this.catalogue.get(machineId);
    if (!m) return [];
    const here = this.where.get(actor) ?? new Set(this.statesAt(m, step.from));
    const rows = m.rows.filter(
      (r) =>
        here.has(`${r.flow}|${r.from}`) &&
        r.fromValue === step.from &&
        r.eventType === step.event.type &&
        r.toValue === step.to,
    );
    const best = Math.max(...rows.map((r) => likeness(r, step.event)));
    const taken = rows.filter((r) => likeness(r, step.event) === best);
    if (taken.length) this.where.set(actor, new Set(taken.map((r) => `${r.flow}|${r.to}`)));
    // Out of the table: where it may be now is read from the machine's state alone.
    else if (step.from !== step.to) this.where.set(actor, new Set(this.statesAt(m, step.to)));
    else this.where.set(actor, here);
    return taken;
  }

  private statesAt(m: CatalogueMachine, value: string): string[] {
    return m.states.filter((s) => s.value === value).map((s) => s.key);
  }
}
