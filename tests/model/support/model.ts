// One shape for every machine's model and the paths the screens replay from it, for test:model, the
// screen tests and Playwright alike (docs/testers-toolkit.md). 'shortest' keeps the fewest paths
// that take every transition: a path through the UI is slow, and the others repeat transitions.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import {
  dedupePaths,
  defaultEventLabel,
  eventsFor,
  ModelCoverage,
  replayStep,
  runPaths,
  stateValueLabel,
  transitionKey,
  type EventPayloads,
  type ModelPath,
  type ModelStep,
  type PathStrategy,
} from './coverage.ts';

export const STRATEGIES: readonly PathStrategy[] = ['shortest', 'simple'];

export interface ModelFlow {
  /** Shown in path ids and test names when a machine has several flows (`activate`, `create`). */
  name?: string;
  /** The machine the graph walks: the definition, or the definition provided with model guards. */
  logic?: AnyStateMachine;
  input?: unknown;
  events?: EventPayloads;
  /** Events that cannot happen in a snapshot (guarded off with no control, a timer never due first). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** Whether the system under test can produce this event from `before` (paths with others are not run). */
  canDrive?: (event: EventObject, before: AnyMachineSnapshot) => boolean;
  describeEvent?: (event: EventObject) => string;
  /**
   * What tells two states apart for simple paths (default: value and context). It must keep
   * what the guards read; a coarser one keeps a machine with a rich context finite (auth).
   */
  simpleVertex?: (snapshot: AnyMachineSnapshot) => unknown;
}

export interface MachineModel {
  /** The definition as src/machines exports it: coverage is counted on it. */
  machine: AnyStateMachine;
  flows: ModelFlow[];
}

export interface FlowPlan {
  flow: ModelFlow;
  /** How many paths xstate/graph produced (before leaving out what the system cannot drive). */
  graphPaths: number;
  /** The paths to replay on the system under test. */
  paths: ModelPath[];
  /** Transition keys only paths with an event the system cannot produce take. */
  undrivable: string[];
}

export interface ModelPlan {
  machine: AnyStateMachine;
  machineId: string;
  strategy: PathStrategy;
  flows: FlowPlan[];
  /** What the paths to run cover, replayed on the model. */
  coverage: ModelCoverage;
}

/** The strategy of this run: `MODEL_STRATEGY` (set by scripts/test-model.ts), else 'shortest'. */
export function strategyFromEnv(): PathStrategy {
  const value = process.env.MODEL_STRATEGY ?? 'shortest';
  if (!(STRATEGIES as readonly string[]).includes(value)) throw new Error(`MODEL_STRATEGY must be one of ${STRATEGIES.join(', ')}, not ${value}`);
  return value as PathStrategy;
}

function flowName(machine: AnyStateMachine, flow: ModelFlow): string {
  return flow.name ? `${machine.id}:${flow.name}` : machine.id;
}

/** Every transition a path takes, keyed with the event variant that set it off. */
function edgeKeysOf(path: ModelPath): Set<string> {
  const keys = new Set<string>();
  path.steps.forEach((step, i) => {
    const previous = path.steps[i - 1];
    if (!previous) return;
    const variant = JSON.stringify(step.event);
    for (const t of replayStep(previous.state, step.event).transitions) keys.add(`${transitionKey(t)} ${variant}`);
  });
  return keys;
}

/** Greedy set cover: the path adding the most keys not yet taken, shorter first on ties. */
function cover(paths: readonly ModelPath[], keysOf: (path: ModelPath) => Set<string>, taken = new Set<string>()): ModelPath[] {
  const candidates = paths.map((path) => ({ path, keys: keysOf(path) }));
  const chosen: ModelPath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const c of candidates) {
      const gain = [...c.keys].filter((k) => !taken.has(k)).length;
      if (gain > bestGain || (gain > 0 && gain === bestGain && best && c.path.steps.length < best.path.steps.length)) {
        best = c;
        bestGain = gain;
      }
    }
    if (!best) return chosen;
    chosen.push(best.path);
    for (const k of best.keys) taken.add(k);
  }
}

type CanDrive = (event: EventObject, before: AnyMachineSnapshot) => boolean;

function drivable(...checks: (CanDrive | undefined)[]) {
  const can: CanDrive = (event, before) => checks.every((check) => !check || check(event, before));
  return (path: ModelPath) => path.steps.every((s, i) => i === 0 || can(s.event, path.steps[i - 1]!.state));
}

function transitionKeysOf(paths: readonly ModelPath[]): Set<string> {
  return new Set(paths.flatMap((p) => [...edgeKeysOf(p)].map((k) => k.slice(0, k.indexOf(' ')))));
}

function describePath(steps: ModelStep[], describeEvent: (event: EventObject) => string): string {
  return steps.map((s, i) => (i === 0 ? s.stateLabel : `${describeEvent(s.event)} → ${s.stateLabel}`)).join(' → ');
}

/** Simple paths over `simpleVertex`, with each step's snapshot recomputed from the events. */
function simplePaths(logic: AnyStateMachine, flow: ModelFlow, initial: AnyMachineSnapshot, describeEvent: (event: EventObject) => string): ModelPath[] {
  const vertex = flow.simpleVertex ?? ((s: AnyMachineSnapshot) => ({ value: s.value, context: s.context }));
  const raw = getSimplePaths(logic, {
    input: flow.input,
    events: eventsFor(flow.events),
    filterEvents: flow.filterEvents,
    serializeState: (s: AnyMachineSnapshot) => JSON.stringify(vertex(s)),
  } as never) as unknown as { steps: { state: AnyMachineSnapshot; event: EventObject }[] }[];
  const replayed = raw
    .filter((p) => p.steps.length > 1)
    .map((p) => {
      // The graph keeps one snapshot per vertex (the last one seen, even for the initial
      // vertex); a coarse vertex hides context, so the snapshots are recomputed from the events.
      let state = initial;
      return p.steps.map((s, i) => {
        if (i > 0) state = replayStep(state, s.event, logic).next;
        return { event: s.event, state, stateLabel: stateValueLabel(state.value) };
      });
    });
  return dedupePaths(replayed.map((steps) => ({ steps })))
    .sort((a, b) => a.steps.length - b.steps.length)
    .map((p, i) => ({ id: `${flowName(logic, flow)}#${i + 1}`, description: describePath(p.steps, describeEvent), steps: p.steps }));
}

/**
 * The paths of every flow of a model, for one strategy, and what they cover. `canDrive` narrows
 * the flows' own: what one runner cannot produce (Playwright has no hand on the API client).
 */
export function planPaths(model: MachineModel, strategy: PathStrategy, canDrive?: CanDrive): ModelPlan {
  const coverage = new ModelCoverage(model.machine);
  const flows = model.flows.map((flow): FlowPlan => {
    const logic = flow.logic ?? model.machine;
    const describeEvent = flow.describeEvent ?? defaultEventLabel;
    const allShortest = runPaths(logic, 'shortest', {
      input: flow.input as never,
      events: flow.events,
      filterEvents: flow.filterEvents,
      describeEvent,
      name: flowName(model.machine, flow),
    }).paths;
    const shortest = allShortest.filter(drivable(flow.canDrive, canDrive));
    let paths: ModelPath[];
    let graphPaths: number;
    if (strategy === 'shortest') {
      graphPaths = allShortest.length;
      paths = cover(shortest, edgeKeysOf);
    } else {
      const allSimple = simplePaths(logic, flow, allShortest[0]!.steps[0]!.state, describeEvent);
      const simple = allSimple.filter(drivable(flow.canDrive, canDrive));
      graphPaths = allSimple.length;
      const taken = new Set(simple.flatMap((p) => [...edgeKeysOf(p)]));
      paths = [...simple, ...cover(shortest, edgeKeysOf, taken)];
    }
    const reachable = transitionKeysOf(allShortest);
    const driven = transitionKeysOf(shortest);
    return { flow, graphPaths, paths, undrivable: [...reachable].filter((k) => !driven.has(k)) };
  });
  for (const f of flows) for (const p of f.paths) coverage.recordPath(p);
  return { machine: model.machine, machineId: model.machine.id, strategy, flows, coverage };
}
