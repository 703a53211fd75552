// What the testers' panel knows of each machine: its expectation's rows (from, event, guard, to)
// in the machine's own terms (the state value and event type an inspected actor shows), and the
// states a tester tells apart. Built from the expectations of tests/model/machines, never copied.
import type { AnyStateMachine } from 'xstate';
import { listTransitions } from '../../../tests/model/support/definition.ts';
import { rowKey, type Expectation } from '../../../tests/model/support/expected.ts';

export interface CatalogueRow {
  /** `flow|from|on|to`, as the test plans' paths name a row (tests/model/support/expected.ts). */
  key: string;
  flow: string;
  from: string;
  on: string;
  to: string;
  /** The machine's terms: state values (`saving.creating`) and the event type. */
  fromValue: string;
  eventType: string;
  toValue: string;
  /** The guard of the definition's transition that leads there, when it has one. */
  guard?: string;
  /** The expected event's fields, to tell apart rows that only the event's payload separates. */
  payload: Readonly<Record<string, unknown>>;
}

export interface CatalogueState {
  /** `flow|state`. */
  key: string;
  flow: string;
  id: string;
  value: string;
  name: string;
}

export interface CatalogueMachine {
  /** The machine's id, as the coverage table and the test plans name it. */
  id: string;
  /** Its flows' titles (大項目), its Japanese name. */
  name: string;
  rows: CatalogueRow[];
  states: CatalogueState[];
  /** The expected states each flow starts in. */
  initial: string[];
}

export type Catalogue = ReadonlyMap<string, CatalogueMachine>;

/** The leaf paths of a state value label (`a.b, c` -> `a.b`, `c`). */
const leavesOf = (value: string) => value.split(', ').filter(Boolean);

/** The state node ids a label stands for, with their ancestors. */
function nodeIds(machine: AnyStateMachine, value: string): Set<string> {
  const ids = new Set<string>([machine.id]);
  for (const leaf of leavesOf(value)) {
    const parts = leaf.split('.');
    for (let i = 1; i <= parts.length; i++) ids.add(`${machine.id}.${parts.slice(0, i).join('.')}`);
  }
  return ids;
}

/** The guard of the definition's transition from `from` on `eventType` landing in `to`. */
function guardOf(machine: AnyStateMachine, from: string, eventType: string, to: string): string | undefined {
  const sources = nodeIds(machine, from);
  const targets = nodeIds(machine, to);
  const found = listTransitions(machine)
    .filter((t) => t.eventType === eventType && sources.has(t.source))
    .filter((t) => (t.targets.length ? t.targets.every((id) => targets.has(id)) : from === to))
    // The deepest source answers first, as xstate selects it.
    .sort((a, b) => b.source.split('.').length - a.source.split('.').length);
  return found[0]?.guard;
}

export function catalogueOf(expectations: readonly Expectation[]): Catalogue {
  const machines = new Map<string, CatalogueMachine>();
  for (const e of expectations) {
    const rows: CatalogueRow[] = [];
    const states: CatalogueState[] = [];
    for (const flow of e.flows) {
      const name = flow.name ?? '';
      for (const [id, s] of Object.entries(flow.states))
        states.push({ key: `${name}|${id}`, flow: name, id, value: s.value, name: s.name });
      for (const row of flow.rows) {
        const { type: eventType, ...payload } = e.events[row.on]!.event;
        const fromValue = flow.states[row.from]!.value;
        const toValue = flow.states[row.to]!.value;
        rows.push({
          key: rowKey(flow, row),
          flow: name,
          from: row.from,
          on: row.on,
          to: row.to,
          fromValue,
          eventType,
          toValue,
          guard: guardOf(e.machine, fromValue, eventType, toValue),
          payload,
        });
      }
    }
    machines.set(e.id, {
      id: e.id,
      name: e.flows.map((f) => f.title).join('、'),
      rows,
      states,
      initial: e.flows.map((f) => `${f.name ?? ''}|${f.initial}`),
    });
  }
  return machines;
}
