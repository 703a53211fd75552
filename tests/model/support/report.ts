// What a runner (vitest screens, Playwright) hands to scripts/test-model.ts: per machine, the
// paths it ran and the states and transitions the passed ones took. Coverage counts only paths
// that passed on the system under test, replayed on the model; the script compares it with the
// definition itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModelCoverage, type ModelPath } from './coverage.ts';
import { drivePath, type PathDriver } from './driver.ts';
import type { ExpectedPlan } from './expected-plan.ts';
import type { ModelPlan } from './model.ts';

/** One runner's partial result for one machine (a file in `MODEL_REPORT_DIR`). */
export interface RunReport {
  machine: string;
  runner: string;
  strategy: string;
  /** Paths the strategy produced. */
  graphPaths: number;
  generated: number;
  passed: number;
  failed: number;
  /** State ids and transition keys (`transitionKey`) taken by passed paths. */
  states: string[];
  transitions: string[];
  /** Transition keys of the definition only rows this runner cannot drive take. */
  undrivable: string[];
  /** On an expectation: the rows of its table, those passed paths took, those this runner cannot drive. */
  rows?: { total: string[]; covered: string[]; excused: { row: string; why: string }[] };
}

export class ModelRun {
  readonly plan: ModelPlan;
  readonly runner: string;
  readonly coverage: ModelCoverage;
  private passed = 0;
  private failed = 0;
  private readonly rowsTaken = new Set<string>();

  constructor(plan: ModelPlan, runner: string) {
    this.plan = plan;
    this.runner = runner;
    this.coverage = new ModelCoverage(plan.machine, `${plan.machineId} (${runner})`);
  }

  /** Every path to run, with the name of its flow. */
  get paths(): { flow: string | undefined; path: ModelPath }[] {
    return this.plan.flows.flatMap((f) => f.paths.map((path) => ({ flow: f.flow.name, path })));
  }

  /** Drives one path; only a path that passed counts towards coverage. */
  async drive(path: ModelPath, driver: PathDriver): Promise<void> {
    try {
      await drivePath(path, driver);
    } catch (error) {
      this.failed += 1;
      throw error;
    }
    this.passed += 1;
    this.coverage.recordPath(path);
    for (const step of path.steps) if (step.expected?.rowKey) this.rowsTaken.add(step.expected.rowKey);
  }

  /** Rows of the expectation no passed path took, but those this runner cannot drive. */
  missingRows(): string[] {
    const plan = this.plan as Partial<ExpectedPlan>;
    const excused = new Set(plan.excused?.map((e) => e.row));
    return (plan.rows ?? []).filter((r) => !this.rowsTaken.has(r) && !excused.has(r));
  }

  /** What the passed paths left untaken: rows of the expectation, states and transitions of the definition. */
  missing(): { rows: string[]; states: string[]; transitions: string[] } {
    const { states, transitions } = this.coverage.result();
    return { rows: this.missingRows(), states: states.missing, transitions: transitions.missing };
  }

  report(): RunReport {
    return {
      machine: this.plan.machineId,
      runner: this.runner,
      strategy: this.plan.strategy,
      graphPaths: this.plan.flows.reduce((n, f) => n + f.graphPaths, 0),
      generated: this.plan.flows.reduce((n, f) => n + f.paths.length, 0),
      passed: this.passed,
      failed: this.failed,
      states: this.coverage.coveredStateIds(),
      transitions: this.coverage.coveredTransitionKeys(),
      undrivable: [...new Set(this.plan.flows.flatMap((f) => f.undrivable))],
      ...('rows' in this.plan
        ? {
            rows: {
              total: (this.plan as ExpectedPlan).rows,
              covered: [...this.rowsTaken],
              excused: (this.plan as ExpectedPlan).excused,
            },
          }
        : {}),
    };
  }

  /** Prints the summary line and, under scripts/test-model.ts, writes the report for its table. */
  finish(): void {
    const rows = (this.plan as Partial<ExpectedPlan>).rows;
    const expected = rows ? `, expected rows ${rows.length - this.missingRows().length}/${rows.length}` : '';
    console.info(`[model coverage] ${this.coverage.summary()}${expected}`);
    const dir = process.env.MODEL_REPORT_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    // One file per process: a runner may restart its worker after a failure (Playwright).
    writeFileSync(
      join(dir, `${this.plan.machineId}.${this.runner}.${process.pid}.json`),
      `${JSON.stringify(this.report(), null, 2)}\n`,
    );
  }
}
