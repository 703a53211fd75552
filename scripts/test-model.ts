// `npm run test:model`: every machine's oracle, then its expected paths on the real screens (or in
// Chromium under E2E=1), counted against the expectation's rows and the definition's states and
// transitions; written to reports/model-coverage.json, fails below 100 % (docs/testers-toolkit.md).
// `--vitest-json FILE` (used by scripts/test-all.ts) keeps the runner's JSON report for its counts.
// `--with-sessions a.json,b.json` adds the rows manual sessions of the testers' panel took: each
// row automated, manual or both, so what only a person tried shows.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { listStates, listTransitions } from '../tests/model/support/definition.ts';
import { discoverMachines, type FoundMachine } from '../tests/model/support/machines.ts';
import { STRATEGIES } from '../tests/model/support/model.ts';
import type { RunReport } from '../tests/model/support/report.ts';
import { readSessionFile, rowsTaken } from '../src/dev/testers/session-file.ts';

const OUT = 'reports/model-coverage.json';
const RUNS_DIR = 'reports/model-runs';

const { values: args, positionals } = parseArgs({
  options: {
    machine: { type: 'string' },
    strategy: { type: 'string', default: 'shortest' },
    'vitest-json': { type: 'string' },
    'with-sessions': { type: 'string', multiple: true },
  },
  allowPositionals: true,
});
// `--with-sessions a.json b.json` and `--with-sessions a.json,b.json` alike.
const sessionFiles = [...(args['with-sessions'] ?? []).flatMap((f) => f.split(',')), ...positionals].filter(Boolean);
if (positionals.length && !args['with-sessions']) fail(`unexpected arguments ${positionals.join(' ')}`);
const manualRows = rowsTaken(
  sessionFiles.map((f) => {
    try {
      return readSessionFile(readFileSync(f, 'utf8'));
    } catch (error) {
      return fail(`${f}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }),
);
const withSessions = sessionFiles.length > 0;
const e2e = process.env.E2E === '1';
const strategy = args.strategy ?? 'shortest';
if (!(STRATEGIES as readonly string[]).includes(strategy))
  fail(`--strategy must be one of ${STRATEGIES.join(', ')}, not '${strategy}'`);

const all = await discoverMachines();
const wanted = args.machine
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = wanted?.filter((id) => !all.some((m) => m.id === id || m.slug === id)) ?? [];
if (unknown.length)
  fail(`unknown machine ${unknown.join(', ')}; the machines of src/machines are ${all.map((m) => m.id).join(', ')}`);
const machines = wanted ? all.filter((m) => wanted.includes(m.id) || wanted.includes(m.slug)) : all;

// ------------------------------------------------------------------------------------------------
// Run the paths

rmSync(RUNS_DIR, { recursive: true, force: true });
mkdirSync(RUNS_DIR, { recursive: true });
const env = {
  ...process.env,
  MODEL_STRATEGY: strategy,
  MODEL_REPORT_DIR: RUNS_DIR,
  MODEL_MACHINES: machines.map((m) => m.id).join(','),
};
const runnerOk = e2e ? runPlaywright() : runVitest();

function runVitest(): boolean {
  // All machines: the whole model folder (the actor-level tests and the utility's own tests too);
  // otherwise only the files named after the chosen machines.
  const files = wanted
    ? machines.flatMap((m) => [`tests/model/machines/${m.slug}.`, `tests/model/screens/${m.slug}.`])
    : ['tests/model/'];
  const json = args['vitest-json'] ?? 'reports/model-vitest.tmp.json';
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...files, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile=${json}`],
    {
      stdio: 'inherit',
      env,
    },
  );
  return result.status === 0;
}

function runPlaywright(): boolean {
  const json = args['vitest-json'];
  const result = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      ...(wanted ? machines.map((m) => `tests/e2e/model/${m.slug}.e2e.ts`) : ['tests/e2e/model/']),
    ],
    {
      stdio: 'inherit',
      env: { ...env, PW_MODEL_PATHS: '1', ...(json ? { PW_JSON_REPORT: json } : {}) },
    },
  );
  return result.status === 0;
}

// ------------------------------------------------------------------------------------------------
// Count against the definitions

interface MachineResult {
  id: string;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  /** The expectation's rows: taken by passed paths, and those this runner cannot drive. */
  rows: { covered: number; total: number; excused: number };
  /** With --with-sessions: the rows taken by the automated runs only, by manual sessions only, by both. */
  manual?: { automated: number; manual: number; both: number; onlyManual: string[] };
  paths: { generated: number; passed: number; failed: number };
}

function readReports(id: string): RunReport[] {
  if (!existsSync(RUNS_DIR)) return [];
  return readdirSync(RUNS_DIR)
    .filter((f) => f.startsWith(`${id}.`) && f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(RUNS_DIR, f), 'utf8')) as RunReport);
}

function measure(found: FoundMachine) {
  const states = listStates(found.machine);
  const transitions = listTransitions(found.machine);
  const reports = readReports(found.id);
  const coveredStates = new Set(reports.flatMap((r) => r.states));
  const coveredTransitions = new Set(reports.flatMap((r) => r.transitions));
  const sum = (key: 'passed' | 'failed') => reports.reduce((n, r) => n + r[key], 0);
  // Several processes of one runner (a restarted worker) share its plan: counted once per runner.
  const perRunner = (key: 'generated') =>
    [...new Set(reports.map((r) => r.runner))].reduce(
      (n, runner) => n + Math.max(...reports.filter((r) => r.runner === runner).map((r) => r[key])),
      0,
    );
  // Only Playwright may leave out what it cannot produce; the screens must drive everything.
  const undrivable = new Set(reports.flatMap((r) => r.undrivable ?? []));
  const rowTotal = reports.find((r) => r.rows)?.rows?.total ?? [];
  const rowsCovered = new Set(reports.flatMap((r) => r.rows?.covered ?? []));
  const rowsExcused = new Map(reports.flatMap((r) => r.rows?.excused ?? []).map((e) => [e.row, e.why]));
  const result: MachineResult = {
    id: found.id,
    states: { covered: states.filter((s) => coveredStates.has(s)).length, total: states.length },
    transitions: {
      covered: transitions.filter((t) => coveredTransitions.has(t.key)).length,
      total: transitions.length,
    },
    rows: {
      covered: rowTotal.filter((r) => rowsCovered.has(r)).length,
      total: rowTotal.length,
      excused: rowTotal.filter((r) => !rowsCovered.has(r) && rowsExcused.has(r)).length,
    },
    paths: { generated: perRunner('generated'), passed: sum('passed'), failed: sum('failed') },
  };
  if (withSessions) {
    const byHand = manualRows.get(found.id) ?? new Set<string>();
    const onlyManual = rowTotal.filter((r) => byHand.has(r) && !rowsCovered.has(r));
    result.manual = {
      automated: rowTotal.filter((r) => rowsCovered.has(r) && !byHand.has(r)).length,
      manual: onlyManual.length,
      both: rowTotal.filter((r) => rowsCovered.has(r) && byHand.has(r)).length,
      onlyManual,
    };
  }
  const missing = [
    ...rowTotal.filter((r) => !rowsCovered.has(r) && !rowsExcused.has(r)).map((r) => `expected row ${r}`),
    ...states.filter((s) => !coveredStates.has(s)).map((s) => `state ${s}`),
    ...transitions.filter((t) => !coveredTransitions.has(t.key) && !undrivable.has(t.key)).map((t) => t.label),
  ];
  const excused = [
    ...rowTotal.filter((r) => !rowsCovered.has(r) && rowsExcused.has(r)).map((r) => `row ${r} (${rowsExcused.get(r)})`),
    ...transitions.filter((t) => !coveredTransitions.has(t.key) && undrivable.has(t.key)).map((t) => t.label),
  ];
  return { found, result, missing, excused, ran: reports.length > 0 };
}

// Both runners drive every machine: one not reported fails the run.
const measured = machines.map(measure);
const complete = (m: (typeof measured)[number]) =>
  m.ran && m.missing.length === 0 && m.result.paths.failed === 0 && m.result.paths.passed === m.result.paths.generated;

// ------------------------------------------------------------------------------------------------
// Report

const percent = (c: { covered: number; total: number }) =>
  `${c.covered}/${c.total} (${c.total ? Math.floor((100 * c.covered) / c.total) : 100} %)`;
const header = [
  'machine',
  'expected rows',
  ...(withSessions ? ['automated / manual / both'] : []),
  'states',
  'transitions',
  'paths generated',
  'passed',
  'failed',
];
const rows = measured.map(({ result: r }) => [
  r.id,
  `${percent(r.rows)}${r.rows.excused ? ` (${r.rows.excused} not drivable)` : ''}`,
  ...(r.manual ? [`${r.manual.automated} / ${r.manual.manual} / ${r.manual.both}`] : []),
  percent(r.states),
  percent(r.transitions),
  String(r.paths.generated),
  String(r.paths.passed),
  String(r.paths.failed),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(
  `\nModel path coverage on the ${e2e ? 'built console in Chromium (Playwright, HTTP mock)' : 'screens (vitest, msw/node mock)'}, strategy '${strategy}':\n`,
);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

for (const m of measured) {
  for (const row of m.result.manual?.onlyManual ?? [])
    console.log(`\n${m.found.id}: only a manual session took row ${row}`);
  for (const what of m.excused)
    console.log(`\n${m.found.id}: ${e2e ? 'the browser' : 'the screens'} cannot produce ${what}`);
  if (complete(m)) continue;
  console.log(`\n${m.found.id} (${m.found.file}) is not fully covered:`);
  if (!m.ran) {
    console.log(
      `  no run reported its paths: give it an expectation (tests/model/machines/${m.found.slug}.expected.ts exporting \`expectation\`)`,
    );
    console.log(
      `  and a screen test (tests/model/screens/${m.found.slug}.screens.test.tsx${e2e ? `, and a driver in tests/e2e/model/${m.found.slug}.e2e.ts` : ''}).`,
    );
  }
  for (const what of m.missing) console.log(`  not covered: ${what}`);
  if (m.result.paths.failed) console.log(`  ${m.result.paths.failed} path(s) failed (see the runner's output above)`);
  if (m.ran && m.result.paths.passed + m.result.paths.failed < m.result.paths.generated)
    console.log('  some paths did not run');
}

mkdirSync('reports', { recursive: true });
writeFileSync(OUT, `${JSON.stringify({ machines: measured.map((m) => m.result) }, null, 2)}\n`);
console.log(`\nwritten: ${OUT}`);

const ok = runnerOk && measured.every(complete);
if (!runnerOk) console.log('the test runner failed');
const anyExcused = measured.some((m) => m.excused.length > 0);
console.log(
  ok
    ? `model coverage: every machine at 100 % of its states and transitions${anyExcused ? ' (but those named above, which this runner cannot produce)' : ''}`
    : 'model coverage: FAILED',
);
process.exit(ok ? 0 : 1);

function fail(message: string): never {
  console.error(`test-model: ${message}`);
  process.exit(2);
}
