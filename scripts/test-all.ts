// `npm test`: every runner (typecheck and lint at once, the rest in turn), then one line
// `N passed, M failed` summing them all.
// typecheck and lint count as one check each; vitest and Playwright count their tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

interface Step {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

const steps: Step[] = [];
mkdirSync('reports', { recursive: true });

function run(cmd: string, args: string[], env: Record<string, string> = {}): { ok: boolean; seconds: number } {
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

function check(name: string, cmd: string, args: string[]): void {
  console.log(`\n=== ${name}`);
  const r = run(cmd, args);
  steps.push({ name, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, skipped: 0, seconds: r.seconds });
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Runs checks at once (each is single-threaded), printing each one's output when it ends. */
async function checksAtOnce(checks: [name: string, cmd: string, args: string[]][]): Promise<void> {
  const results = await Promise.all(
    checks.map(
      ([name, cmd, args]) =>
        new Promise<Step & { output: string }>((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (d: Buffer) => (output += d.toString()));
          child.stderr.on('data', (d: Buffer) => (output += d.toString()));
          child.on('close', (code) =>
            resolve({
              name,
              passed: code === 0 ? 1 : 0,
              failed: code === 0 ? 0 : 1,
              skipped: 0,
              seconds: (Date.now() - started) / 1000,
              output,
            }),
          );
        }),
    ),
  );
  for (const { output, ...step } of results) {
    console.log(`\n=== ${step.name}\n${output}`);
    steps.push(step);
  }
}

await checksAtOnce([
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
]);
check('openapi up to date', 'node', ['scripts/openapi.ts', '--check']);
if (existsSync('scripts/diagrams.ts')) check('diagrams up to date', 'node', ['scripts/diagrams.ts', '--check']);
// The testers' sheets and the mutation reports must describe the machines as they are now.
check('test plans up to date', 'node', ['scripts/test-plan.ts', '--check']);
check('mutation reports match', 'node', ['scripts/test-mutation.ts', '--check']);
// A production build read through its source maps: no mock code, no Latin web font, every screen lazy.
check('production bundle', 'node', ['scripts/check-bundle.ts']);

// Unit and component tests (vitest); tests/model/ runs in the next step, not twice.
type VitestJson = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
function vitestStep(name: string, out: string, cmd: string, args: string[]): void {
  rmSync(out, { force: true });
  const r = run(cmd, args);
  const json = readJson<VitestJson>(out);
  steps.push({
    name,
    passed: json?.numPassedTests ?? 0,
    // A failure the runner reports outside its tests (or the model coverage gate) counts once.
    failed: json ? json.numFailedTests + (r.ok ? 0 : json.numFailedTests === 0 ? 1 : 0) : 1,
    skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
    seconds: r.seconds,
  });
}
console.log('\n=== vitest (unit, component)');
vitestStep('vitest', 'reports/vitest.tmp.json', 'npx', [
  'vitest',
  'run',
  '--exclude',
  'tests/model/**',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=reports/vitest.tmp.json',
]);
// The date suite again in America/Los_Angeles (the run above is in Asia/Tokyo): calendar days
// must hold on both sides of UTC.
console.log('\n=== vitest dates (America/Los_Angeles)');
vitestStep('vitest dates (LA)', 'reports/vitest-zones.tmp.json', 'npx', [
  'vitest',
  'run',
  '-c',
  'vitest.zones.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=reports/vitest-zones.tmp.json',
]);

// Model-based tests (vitest, tests/model/) with the per-machine path coverage table; fails
// unless every machine of src/machines reaches 100 % of its states and transitions.
console.log('\n=== model paths (npm run test:model)');
vitestStep('model (test:model)', 'reports/model-vitest.tmp.json', 'node', [
  'scripts/test-model.ts',
  '--vitest-json',
  'reports/model-vitest.tmp.json',
]);

// End-to-end (Playwright, system Chromium), in both configurations: the E2E=1 production build
// against the HTTP mock, and the dev server (`npm start`: the in-browser mock) for the routes and
// the journeys written for both (playwright.dev.config.ts).
type PlaywrightJson = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
function playwrightStep(name: string, config: string): void {
  console.log(`\n=== ${name}`);
  const out = `reports/${name.replace(/\W+/g, '-')}.tmp.json`;
  rmSync(out, { force: true });
  const r = run('npx', ['playwright', 'test', '-c', config], { PW_JSON_REPORT: out });
  const json = readJson<PlaywrightJson>(out);
  steps.push({
    name,
    passed: (json?.stats.expected ?? 0) + (json?.stats.flaky ?? 0),
    failed: json ? json.stats.unexpected + (r.ok ? 0 : json.stats.unexpected === 0 ? 1 : 0) : 1,
    skipped: json?.stats.skipped ?? 0,
    seconds: r.seconds,
  });
}
{
  console.log('\n=== build (E2E=1)');
  const build = run('npm', ['run', 'build:e2e']);
  if (!build.ok) steps.push({ name: 'e2e build', passed: 0, failed: 1, skipped: 0, seconds: build.seconds });
  else playwrightStep('playwright (build)', 'playwright.config.ts');
}
playwrightStep('playwright (dev server)', 'playwright.dev.config.ts');

const total = steps.reduce(
  (a, s) => ({ passed: a.passed + s.passed, failed: a.failed + s.failed, skipped: a.skipped + s.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n=== summary');
for (const s of steps)
  console.log(
    `${s.name.padEnd(22)} ${String(s.passed).padStart(5)} passed ${String(s.failed).padStart(4)} failed ${String(s.skipped).padStart(4)} skipped  ${s.seconds.toFixed(1)} s`,
  );
writeFileSync('reports/test-summary.json', `${JSON.stringify({ steps, ...total }, null, 2)}\n`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
