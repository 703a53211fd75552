// Paths walked on a machine's expectation (expected.ts), as the runners replay them: each step
// carries the expected state its check reads (never the machine's), the event the driver makes
// happen, and, for the coverage count only, the snapshot the definition reaches on that event.
import { initialTransition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { ModelCoverage, replayStep, type ModelPath, type ModelStep, type PathStrategy } from './coverage.ts';
import {
  excusedRows,
  expectedPaths,
  rowKey,
  type Expectation,
  type ExpectedFlow,
  type ExpectedPath,
  type Runner,
} from './expected.ts';
import type { FlowPlan, ModelFlow, ModelPlan } from './model.ts';

export interface ExpectedPlan extends ModelPlan {
  expectation: Expectation;
  /** Every row of the table (`rowKey`), and those this runner cannot drive, with why. */
  rows: string[];
  excused: { row: string; why: string }[];
}

function toModelPath(expectation: Expectation, path: ExpectedPath): ModelPath {
  const { flow } = path;
  const logic: AnyStateMachine = flow.logic ?? expectation.machine;
  let snapshot = initialTransition(logic, flow.input as never)[0] as AnyMachineSnapshot;
  const steps: ModelStep[] = path.steps.map((s, i) => {
    const state = flow.states[s.to]!;
    if (i === 0)
      return { event: { type: 'xstate.init' }, state: snapshot, stateLabel: s.to, expected: { id: s.to, state } };
    const event = expectation.events[s.on!]!.event;
    const machineEvent = flow.realize ? flow.realize(event, snapshot) : event;
    snapshot = replayStep(snapshot, machineEvent, logic).next;
    const row = flow.rows.find((r) => rowKey(flow, r) === s.row);
    return {
      event,
      machineEvent,
      state: snapshot,
      stateLabel: s.to,
      expected: { id: s.to, state, on: s.on, row, rowKey: s.row },
    };
  });
  return { id: path.id, description: path.description, steps };
}

/**
 * The paths one runner replays: 'shortest', the fewest that take every row it can drive;
 * 'simple', every path entering no expected state twice, plus those.
 */
export function planExpected(expectation: Expectation, strategy: PathStrategy, runner: Runner): ExpectedPlan {
  const coverage = new ModelCoverage(expectation.machine);
  const flows: FlowPlan[] = expectation.flows.map((flow: ExpectedFlow) => {
    const paths = expectedPaths(expectation, flow, strategy, runner).map((p) => toModelPath(expectation, p));
    // Transitions of the definition only the rows this runner cannot drive take.
    const taken = (list: ModelPath[]) => {
      const c = new ModelCoverage(expectation.machine);
      for (const p of list) c.recordPath(p);
      return c.coveredTransitionKeys();
    };
    const driven = new Set(taken(paths));
    const all = taken(expectedPaths(expectation, flow, 'shortest').map((p) => toModelPath(expectation, p)));
    return {
      flow: { name: flow.name } as ModelFlow,
      graphPaths: paths.length,
      paths,
      undrivable: all.filter((k) => !driven.has(k)),
    };
  });
  for (const f of flows) for (const p of f.paths) coverage.recordPath(p);
  const rows = expectation.flows.flatMap((flow) => flow.rows.map((r) => rowKey(flow, r)));
  return {
    machine: expectation.machine,
    machineId: expectation.id,
    strategy,
    flows,
    coverage,
    expectation,
    rows,
    excused: excusedRows(expectation, runner),
  };
}

/** What a check reads: the expected state's id and its table entry, and the row that led there. */
export function expectedOf(step: ModelStep) {
  if (!step.expected) throw new Error(`step to ${step.stateLabel} was not planned on an expectation`);
  return step.expected;
}
