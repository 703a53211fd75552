// The shape every runner (vitest screens, Playwright) reads a machine's paths in, and the
// strategy of the run. The paths are walked on each machine's expectation (expected.ts,
// expected-plan.ts), never on the machine itself.
import type { AnyStateMachine } from 'xstate';
import type { ModelCoverage, ModelPath, PathStrategy } from './coverage.ts';

export const STRATEGIES: readonly PathStrategy[] = ['shortest', 'simple'];

/** A flow of a machine (`activate`, `create` when one machine serves two screens). */
export interface ModelFlow {
  name?: string;
}

export interface FlowPlan {
  flow: ModelFlow;
  /** How many paths the strategy produced for the flow. */
  graphPaths: number;
  /** The paths to replay on the system under test. */
  paths: ModelPath[];
  /** Transition keys of the definition only rows this runner cannot drive take. */
  undrivable: string[];
}

export interface ModelPlan {
  machine: AnyStateMachine;
  machineId: string;
  strategy: PathStrategy;
  flows: FlowPlan[];
  /** What the paths to run cover of the definition, replayed on it. */
  coverage: ModelCoverage;
}

/** The strategy of this run: `MODEL_STRATEGY` (set by scripts/test-model.ts), else 'shortest'. */
export function strategyFromEnv(): PathStrategy {
  const value = process.env.MODEL_STRATEGY ?? 'shortest';
  if (!(STRATEGIES as readonly string[]).includes(value))
    throw new Error(`MODEL_STRATEGY must be one of ${STRATEGIES.join(', ')}, not ${value}`);
  return value as PathStrategy;
}
