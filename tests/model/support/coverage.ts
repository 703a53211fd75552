// Model-based testing support for xstate 5 (docs/testers-toolkit.md): what a definition declares
// (listStates, listTransitions), paths from xstate/graph (runPaths;
// docs/adr/0006-xstate-graph-for-model-based-tests.md) and the coverage they or a live actor reach.
import { createEmptyActor } from 'xstate';
import type {
  AnyActorScope,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  InputFrom,
  InspectionEvent,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import type { ExpectedRow, ExpectedState } from './expected.ts';

// ---------------------------------------------------------------------------------------------
// What the definition declares

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

// ---------------------------------------------------------------------------------------------
// Replaying a step without running anything

export interface StepReplay {
  /** Transition definitions fired, microstep by microstep (event-driven, eventless, raised). */
  transitions: AnyTransitionDefinition[];
  /** The snapshot after each microstep, so states only passed through are seen too. */
  snapshots: AnyMachineSnapshot[];
  /** Actions that would execute, in order (see `actionsTaken`). */
  actions: string[];
  /** The snapshot the event leads to. */
  next: AnyMachineSnapshot;
}

/**
 * Replays one event on the model in an actor scope where nothing executes (like
 * xstate/graph's own) but every microstep and every action is reported. `logic`: the machine
 * the graph walked, when it is not the snapshot's own (a model that rewrites the snapshots).
 */
export function replayStep(snapshot: AnyMachineSnapshot, event: EventObject, logic: AnyStateMachine = snapshot.machine): StepReplay {
  const replay: Omit<StepReplay, 'next'> = { transitions: [], snapshots: [], actions: [] };
  const empty = createEmptyActor();
  const system = {
    ...empty.system,
    _sendInspectionEvent: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep') return;
      replay.transitions.push(...inspection._transitions);
      if (isMachineSnapshot(inspection.snapshot)) replay.snapshots.push(inspection.snapshot);
    },
  };
  const scope = {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'model-coverage',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: { type: string }) => replay.actions.push(action.type),
  } as unknown as AnyActorScope;
  const next = logic.transition(snapshot, event, scope) as AnyMachineSnapshot;
  return { ...replay, next };
}

/** The transition definitions `event` fires from `snapshot` (event-driven, eventless and raised). */
export function transitionsTaken(snapshot: AnyMachineSnapshot, event: EventObject): AnyTransitionDefinition[] {
  return replayStep(snapshot, event).transitions;
}

/**
 * The actions, in order, that the model executes for `event` from `snapshot`: named custom
 * actions by name, built-in ones with an effect as `xstate.raise`, `xstate.spawnChild`, ...
 * (assignments are not executed, so they are not listed). Filter by the injected names to
 * get the side effects a system under test must perform on that step.
 */
export function actionsTaken(snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  return replayStep(snapshot, event).actions;
}

// ---------------------------------------------------------------------------------------------
// Coverage

export interface CoverageCount {
  covered: number;
  total: number;
  missing: string[];
}

export interface CoverageResult {
  machine: string;
  states: CoverageCount;
  transitions: CoverageCount;
  paths: number;
}

export class ModelCoverage {
  readonly name: string;
  readonly states: readonly string[];
  readonly transitions: readonly TransitionInfo[];
  private readonly stateIds: ReadonlySet<string>;
  private readonly transitionKeys: ReadonlySet<string>;
  private readonly coveredStates = new Set<string>();
  private readonly coveredTransitions = new Set<string>();
  private pathCount = 0;

  constructor(machine: AnyStateMachine, name: string = machine.id) {
    this.name = name;
    this.states = listStates(machine);
    this.transitions = listTransitions(machine);
    this.stateIds = new Set(this.states);
    this.transitionKeys = new Set(this.transitions.map((t) => t.key));
  }

  /** Marks the active state nodes of a snapshot (of this machine or one provided from it). */
  recordSnapshot(snapshot: AnyMachineSnapshot): void {
    for (const node of snapshot._nodes) if (this.stateIds.has(node.id)) this.coveredStates.add(node.id);
  }

  recordTransitions(transitions: readonly AnyTransitionDefinition[]): void {
    for (const t of transitions) {
      const key = transitionKey(t);
      if (this.transitionKeys.has(key)) this.coveredTransitions.add(key);
    }
  }

  /** Counts a path and, by replaying its steps on the model, the states and transitions it covers. */
  recordPath(path: { steps: readonly { state: AnyMachineSnapshot; event: EventObject; machineEvent?: EventObject }[] }): void {
    this.pathCount += 1;
    path.steps.forEach((step, i) => {
      this.recordSnapshot(step.state);
      const previous = path.steps[i - 1];
      if (!previous) return;
      const replay = replayStep(previous.state, step.machineEvent ?? step.event);
      this.recordTransitions(replay.transitions);
      for (const snapshot of replay.snapshots) this.recordSnapshot(snapshot);
    });
  }

  coveredStateIds(): string[] {
    return this.states.filter((id) => this.coveredStates.has(id));
  }

  coveredTransitionKeys(): string[] {
    return this.transitions.filter((t) => this.coveredTransitions.has(t.key)).map((t) => t.key);
  }

  /** Counts one path run against a live actor (whose coverage comes from `inspect`). */
  countPath(): void {
    this.pathCount += 1;
  }

  /**
   * An inspection observer for `createActor(machine, { inspect })`: records what the real
   * actor does. Ids not in this definition (child actors, other machines) are ignored.
   */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.microstep') {
      this.recordTransitions(event._transitions);
      if (isMachineSnapshot(event.snapshot)) this.recordSnapshot(event.snapshot);
    } else if (event.type === '@xstate.snapshot' && isMachineSnapshot(event.snapshot)) {
      this.recordSnapshot(event.snapshot);
    }
  };

  result(): CoverageResult {
    return {
      machine: this.name,
      states: {
        covered: this.coveredStates.size,
        total: this.states.length,
        missing: this.states.filter((id) => !this.coveredStates.has(id)),
      },
      transitions: {
        covered: this.coveredTransitions.size,
        total: this.transitions.length,
        missing: this.transitions.filter((t) => !this.coveredTransitions.has(t.key)).map((t) => t.label),
      },
      paths: this.pathCount,
    };
  }

  isComplete(): boolean {
    const { states, transitions } = this.result();
    return states.missing.length === 0 && transitions.missing.length === 0;
  }

  /** `auth: states 5/5, transitions 26/26, paths 118` (+ what is missing, if anything). */
  summary(label: string = this.name): string {
    const { states, transitions, paths } = this.result();
    const missing = [...states.missing.map((s) => `state ${s}`), ...transitions.missing];
    return (
      `${label}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}, paths ${paths}` +
      (missing.length ? `\n  not covered:\n    ${missing.join('\n    ')}` : '')
    );
  }
}

function isMachineSnapshot(snapshot: unknown): snapshot is AnyMachineSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && '_nodes' in snapshot && 'machine' in snapshot;
}

// ---------------------------------------------------------------------------------------------
// Path generation

export type PathStrategy = 'shortest' | 'simple';

/** An event as the model sends it: a type and any payload (`output`, `error`, model-only fields). */
export type ModelEvent = EventObject & Readonly<Record<string, unknown>>;

/**
 * Payload variants by event type; an event type not listed is sent as `{ type }`. A function
 * gives the variants from the snapshot the event is sent in (a time relative to the context).
 */
export type EventPayloads = Readonly<Record<string, readonly ModelEvent[] | ((snapshot: AnyMachineSnapshot) => readonly ModelEvent[])>>;

export interface RunPathsOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** Payload variants, including `xstate.done.actor.<id>` {output} and `xstate.error.actor.<id>` {error}. */
  events?: EventPayloads;
  /** Leave out events that cannot happen in a snapshot (e.g. a delay that can never fire first). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /**
   * 'transition' (default): vertices keyed also by the incoming event and previous snapshot,
   * so every transition, self-transitions too, ends some path. 'state': one vertex per
   * (value, context), as xstate/graph does by default; simple paths then never take an edge
   * back to a visited state, so they miss most transitions.
   */
  vertices?: 'state' | 'transition';
  /** Drop paths that are a prefix of another path (default true). */
  dedupe?: boolean;
  /** Give up beyond this many traversal iterations (xstate/graph's `limit`). */
  limit?: number;
  /** Short label of an event in path descriptions. */
  describeEvent?: (event: EventObject) => string;
  /** Short label of a snapshot in path descriptions (default: its state value). */
  describeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Coverage label (default: the machine id). */
  name?: string;
}

export interface ModelStep {
  /** The event that led here; `xstate.init` for the first step. */
  event: EventObject;
  /** The model's snapshot after the event. */
  state: AnyMachineSnapshot;
  /** e.g. `loggingIn` or `warning.visible`. */
  stateLabel: string;
  /** The event as the machine received it, when the model's carries its own fields (times). */
  machineEvent?: EventObject;
  /** On a path walked on the expectation (expected.ts): the expected state, and the event and row taken. */
  expected?: { id: string; state: ExpectedState; on?: string; row?: ExpectedRow; rowKey?: string };
}

export interface ModelPath {
  /** Stable within one generation: `auth#12`. */
  id: string;
  /** `unauthenticated → auth.login → loggingIn → done login → authenticated`. */
  description: string;
  steps: ModelStep[];
}

export interface PathPlan {
  machine: AnyStateMachine;
  strategy: PathStrategy;
  paths: ModelPath[];
  /** What the generated paths cover on the definition (replayed on the model). */
  coverage: ModelCoverage;
}

/** A state value as dotted leaf paths: `warning.visible`; parallel regions joined by `, `. */
export function stateValueLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => {
      const inner = stateValueLabel(child);
      return inner && inner !== '{}' ? `${key}.${inner}` : key;
    })
    .join(', ');
}

/** `auth.verify {"tokenStored":false}`, `done verify null`, `after warningAfter`. */
export function defaultEventLabel(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const label = eventTypeLabel(type);
  const keys = Object.keys(rest);
  if (keys.length === 0) return label;
  const payload = keys.length === 1 && (keys[0] === 'output' || keys[0] === 'error') ? rest[keys[0]] : rest;
  const text = JSON.stringify(payload) ?? 'undefined';
  return `${label} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

/** The event types the active state nodes react to (xstate/graph's own discovery). */
export function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))];
}

/**
 * Events only the machine itself raises: `xstate.done.state.<id>` follows reaching a final
 * child. xstate/graph's own discovery offers them as if they could be sent from outside,
 * which makes paths that skip the final state; they are taken when the path reaches it.
 */
export function isInternalEventType(type: string): boolean {
  return type.startsWith('xstate.done.state.');
}

/** xstate/graph's `events` option, which replaces its own per-state discovery, so this rebuilds
 *  it: each own event type of the active state nodes, with our payload variants if any. */
export function eventsFor(payloads: EventPayloads = {}) {
  return (snapshot: AnyMachineSnapshot): EventObject[] =>
    ownEventTypes(snapshot)
      .filter((type) => !isInternalEventType(type))
      .flatMap((type) => {
        const variants = payloads[type] ?? [{ type }];
        return typeof variants === 'function' ? variants(snapshot) : variants;
      });
}

function serializeSnapshot(snapshot: AnyMachineSnapshot | undefined): string {
  return snapshot ? JSON.stringify({ value: snapshot.value, context: snapshot.context }) : '';
}

export function dedupePaths<T extends { steps: readonly { event: EventObject }[] }>(paths: T[]): T[] {
  const keyed = paths
    .map((path) => ({ path, events: path.steps.map((s) => JSON.stringify(s.event)) }))
    .sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const isPrefix = kept.some((longer) => candidate.events.every((e, i) => longer.events[i] === e));
    if (!isPrefix) kept.push(candidate);
  }
  return kept.map((k) => k.path);
}

/**
 * Paths through `machine` from xstate/graph, as steps a driver can replay on the real machine
 * or the real screens, plus the coverage they reach on the definition.
 *
 * - 'shortest' (`getShortestPaths`): the shortest path to every vertex, i.e. to every
 *   transition with the default 'transition' vertices; prefixes of longer paths dropped.
 * - 'simple' (`getSimplePaths`): every path that visits no vertex twice. Grows
 *   exponentially: fine for a small machine (the idle machine: ~400 paths), far too many for
 *   one whose context multiplies the vertices (the auth machine does not finish).
 */
export function runPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  strategy: PathStrategy,
  options: RunPathsOptions<TMachine> = {},
): PathPlan {
  const vertices = options.vertices ?? 'transition';
  const serializeState =
    vertices === 'transition'
      ? (state: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
          `${serializeSnapshot(state)} <- ${event ? JSON.stringify(event) : ''} <- ${serializeSnapshot(previous)}`
      : (state: AnyMachineSnapshot) => serializeSnapshot(state);
  const traversal = {
    input: options.input,
    events: eventsFor(options.events),
    filterEvents: options.filterEvents,
    serializeState,
    ...(options.limit === undefined ? {} : { limit: options.limit }),
  };
  // The graph functions are typed by the machine's own events; ours add xstate.* events and
  // model-only payload fields, so the options are passed untyped.
  const generate = strategy === 'shortest' ? getShortestPaths : getSimplePaths;
  const raw = generate(machine as AnyStateMachine, traversal as never) as unknown as {
    steps: { state: AnyMachineSnapshot; event: EventObject }[];
  }[];
  const nonEmpty = raw.filter((p) => p.steps.length > 1);
  const chosen = options.dedupe === false ? nonEmpty : dedupePaths(nonEmpty);

  const describeEvent = options.describeEvent ?? defaultEventLabel;
  const describeState = options.describeState ?? ((s: AnyMachineSnapshot) => stateValueLabel(s.value));
  const name = options.name ?? machine.id;
  const paths = chosen
    .sort((a, b) => a.steps.length - b.steps.length)
    .map((p, index): ModelPath => {
      const steps = p.steps.map((s) => ({ event: s.event, state: s.state, stateLabel: describeState(s.state) }));
      const description = steps
        .map((s, i) => (i === 0 ? s.stateLabel : `${describeEvent(s.event)} → ${s.stateLabel}`))
        .join(' → ');
      return { id: `${name}#${index + 1}`, description, steps };
    });

  const coverage = new ModelCoverage(machine, name);
  for (const path of paths) coverage.recordPath(path);
  return { machine, strategy, paths, coverage };
}

/** Prints the per-machine summary line (and what is missing) to the test output. */
export function printCoverage(coverage: ModelCoverage, label?: string): void {
  console.info(`[model coverage] ${coverage.summary(label)}`);
}
