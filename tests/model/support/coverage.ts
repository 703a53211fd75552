// Model-based testing support for xstate 5 (docs/testers-toolkit.md): what a definition declares
// (listStates, listTransitions), a step replayed without running anything, and the coverage the
// paths walked on an expectation, or a live actor, reach on the definition.
import { createEmptyActor } from 'xstate';
import type {
  AnyActorScope,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventObject,
  InspectionEvent,
} from 'xstate';
import { listStates, listTransitions, transitionKey, type TransitionInfo } from './definition.ts';
import type { ExpectedRow, ExpectedState } from './expected.ts';

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
 * Replays one event on the definition in an actor scope where nothing executes but every
 * microstep and every action is reported. `logic`: the machine a flow runs, when it is not the
 * snapshot's own (a flow whose guard reads the event, as auth's stored token).
 */
export function replayStep(
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  logic: AnyStateMachine = snapshot.machine,
): StepReplay {
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
  recordPath(path: {
    steps: readonly { state: AnyMachineSnapshot; event: EventObject; machineEvent?: EventObject }[];
  }): void {
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
// Paths, as the runners replay them (walked on an expectation: expected-plan.ts)

export type PathStrategy = 'shortest' | 'simple';

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
