// What a machine definition declares, read from `machine.root`: every state node and every
// transition (`on`, `always`, `after`, invoke `onDone`/`onError`, state `onDone`), so a state or
// transition added later is counted without a hand list (coverage, diagrams, the oracle).
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

export interface TransitionInfo {
  /** Stable identity: source state id, event type, index among that event's candidates. */
  key: string;
  source: string;
  eventType: string;
  targets: string[];
  guard: string | undefined;
  /** e.g. `auth.unauthenticated --auth.verify [!hasAccessToken]--> (self)` */
  label: string;
}

/** Every state node below the root, by id (`auth.loggingIn`, `sessionIdle.warning.visible`). */
export function listStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/**
 * A transition that neither targets nor acts (`on: { x: {} }`, a "forbidden" transition) only
 * blocks an event; xstate/graph never takes it, so it is left out of the totals.
 */
function isInert(t: AnyTransitionDefinition): boolean {
  return !t.target && t.actions.length === 0 && !t.reenter;
}

/** The candidates list a transition definition belongs to, on its own source node. */
function candidatesOf(t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = t.source;
  if (source.always?.includes(t)) return source.always;
  return source.transitions.get(t.eventType) ?? [];
}

function isAlways(t: AnyTransitionDefinition): boolean {
  return t.source.always?.includes(t) ?? false;
}

export function transitionKey(t: AnyTransitionDefinition): string {
  const eventType = isAlways(t) ? '(always)' : t.eventType;
  return `${t.source.id}|${eventType}|${candidatesOf(t).indexOf(t)}`;
}

/** `after warningAfter`, `done login`, `error verify`, `always`, or the event type itself. */
export function eventTypeLabel(eventType: string): string {
  const after = /^xstate\.after\.([^.]+)\..+$/.exec(eventType);
  if (after) return `after ${after[1]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]} ${actor[2]}`;
  const done = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (done) return `done state ${done[1]}`;
  return eventType;
}

function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function' || typeof guard === 'object') {
    // xstate's not/and/or are functions named so, holding their operands in `guards`.
    const g = guard as { type?: string; guards?: unknown[]; name?: string };
    if (typeof guard === 'function' && g.guards) {
      if (g.name === 'not') return `!${guardLabel(g.guards[0])}`;
      if (g.name === 'and') return `(${g.guards.map(guardLabel).join(' && ')})`;
      if (g.name === 'or') return `(${g.guards.map(guardLabel).join(' || ')})`;
    }
    if (typeof g.type === 'string') return g.type;
    if (typeof g.name === 'string' && g.name) return g.name;
  }
  return '(inline guard)';
}

function describeTransition(t: AnyTransitionDefinition): TransitionInfo {
  const targets = (t.target ?? []).map((n: AnyStateNode) => n.id);
  const guard = guardLabel(t.guard);
  const eventType = isAlways(t) ? '(always)' : t.eventType;
  const to = targets.length ? targets.join(', ') : '(self)';
  return {
    key: transitionKey(t),
    source: t.source.id,
    eventType,
    targets,
    guard,
    label: `${t.source.id} --${isAlways(t) ? 'always' : eventTypeLabel(eventType)}${guard ? ` [${guard}]` : ''}--> ${to}`,
  };
}

/** Every transition the definition declares (inert ones excepted, see `isInert`). */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const result: TransitionInfo[] = [];
  for (const node of allNodes(machine)) {
    for (const candidates of node.transitions.values()) {
      for (const t of candidates) if (!isInert(t)) result.push(describeTransition(t));
    }
    for (const t of node.always ?? []) result.push(describeTransition(t));
  }
  return result;
}
