// `npm run test:mutation`: Stryker on src/machines, one folder at a time (stryker.config.mjs,
// scripts/mutation/scopes.ts), incremental from the committed files, then a summary per file
// with its score and the hash of the source it describes (reports/mutation/summary.json).
//
//   npm run test:mutation [-- --machine license-activation,staleCleanup] [--concurrency 2] [--force]
//   npm run test:mutation -- --check     (a step of `npm test`: fails when a machine file changed
//                                         and its report was not regenerated)
//
// Exits non-zero when a file scores under 90 % (killed and timed out over all but those that
// break the module at load), naming each survivor.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { MUTATION_SCOPES, mutationReport } from './mutation/scopes.ts';

const SUMMARY = 'reports/mutation/summary.json';
const TARGET = 90;

interface Mutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
  killedBy?: string[];
}
interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
  testFiles?: Record<string, { tests: { id: string; name: string }[] }>;
}
export interface FileScore {
  file: string;
  scope: string;
  sha256: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  score: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
// Mutants are made from the syntax tree, so a change of layout alone leaves a report true:
// sources are compared as Prettier prints them.
const printed = async (text: string, file: string) =>
  prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
const machineFiles = (scope: string) =>
  readdirSync(join('src/machines', scope), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join('src/machines', scope, f))
    .sort();

const { values: args } = parseArgs({
  options: {
    machine: { type: 'string' },
    check: { type: 'boolean' },
    concurrency: { type: 'string', default: '1' },
    force: { type: 'boolean' },
  },
});

/** `license-activation`, `licenseActivation`, `session-idle` and `sessionIdle` all name their folder. */
function scopeOf(name: string): string {
  const slug = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  // The folder itself first: `session-end` is its own folder, not `session`'s `session-idle`.
  const scopes = Object.keys(MUTATION_SCOPES);
  const scope = scopes.find((s) => s === slug) ?? scopes.find((s) => slug.startsWith(`${s}-`));
  if (!scope) throw new Error(`no mutation scope for ${name}: ${Object.keys(MUTATION_SCOPES).join(', ')}`);
  return scope;
}

function scoresOf(scope: string): FileScore[] {
  const report = JSON.parse(readFileSync(mutationReport(scope), 'utf8')) as Report;
  return Object.entries(report.files).map(([file, { source, mutants }]) => {
    const count = (status: string) => mutants.filter((m) => m.status === status).length;
    const [killed, timeout, survived, noCoverage] = ['Killed', 'Timeout', 'Survived', 'NoCoverage'].map(count) as [
      number,
      number,
      number,
      number,
    ];
    const valid = killed + timeout + survived + noCoverage;
    return {
      file,
      scope,
      sha256: sha256(source),
      killed,
      timeout,
      survived,
      noCoverage,
      errors: count('RuntimeError') + count('CompileError'),
      score: valid ? Math.floor((10_000 * (killed + timeout)) / valid) / 100 : 100,
    };
  });
}

function survivorsOf(scope: string): string[] {
  const report = JSON.parse(readFileSync(mutationReport(scope), 'utf8')) as Report;
  return Object.entries(report.files).flatMap(([file, { mutants }]) =>
    mutants
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .map(
        (m) =>
          `${file}:${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName}${m.replacement ? ` → ${m.replacement.replace(/\s+/g, ' ').slice(0, 80)}` : ''}`,
      ),
  );
}

function readSummary(): FileScore[] {
  return existsSync(SUMMARY) ? (JSON.parse(readFileSync(SUMMARY, 'utf8')) as { files: FileScore[] }).files : [];
}

if (args.check) {
  const summary = new Map(readSummary().map((f) => [f.file, f]));
  const stale: string[] = [];
  // A folder of src/machines without a scope is a machine no mutant ever tried.
  for (const folder of readdirSync('src/machines', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)) {
    if (!MUTATION_SCOPES[folder]) stale.push(`src/machines/${folder} has no scope in scripts/mutation/scopes.ts`);
  }
  for (const scope of Object.keys(MUTATION_SCOPES)) {
    const report = existsSync(mutationReport(scope))
      ? (JSON.parse(readFileSync(mutationReport(scope), 'utf8')) as Report)
      : { files: {} };
    for (const file of machineFiles(scope)) {
      const inReport = report.files[file]?.source;
      const matches =
        inReport !== undefined &&
        summary.get(file)?.sha256 === sha256(inReport) &&
        (await printed(inReport, file)) === (await printed(readFileSync(file, 'utf8'), file));
      if (!matches) stale.push(`${file} (npm run test:mutation -- --machine ${scope})`);
    }
  }
  const low = [...summary.values()].filter((f) => f.score < TARGET);
  for (const f of stale) console.error(`mutation report stale: ${f}`);
  for (const f of low) console.error(`mutation score under ${TARGET} %: ${f.file} ${f.score} %`);
  if (stale.length || low.length) process.exit(1);
  console.log(
    `reports/mutation: ${summary.size} machine files, each report matches its source, every score at ${TARGET} % or more`,
  );
  process.exit(0);
}

const scopes = args.machine
  ? [...new Set(args.machine.split(',').map((s) => scopeOf(s.trim())))]
  : Object.keys(MUTATION_SCOPES);
let ok = true;
for (const scope of scopes) {
  const started = Date.now();
  console.log(`\n=== mutation: src/machines/${scope} (${MUTATION_SCOPES[scope]!.join(', ')})`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      MUTATION_SCOPE: scope,
      MUTATION_CONCURRENCY: args.concurrency,
      MUTATION_FORCE: args.force ? '1' : '0',
    },
  });
  console.log(`mutation: ${scope} took ${Math.round((Date.now() - started) / 1000)} s`);
  if (run.status !== 0) ok = false;
}

// The summary covers every scope: the ones just run and those kept from earlier runs.
const fresh = scopes.flatMap(scoresOf);
const files = [...readSummary().filter((f) => !scopes.includes(f.scope)), ...fresh].sort((a, b) =>
  a.file.localeCompare(b.file),
);
writeFileSync(SUMMARY, `${JSON.stringify({ target: TARGET, files }, null, 2)}\n`);
console.log(
  '\n| file | score | killed | timeout | survived | no coverage | errors (left out) |\n|---|---|---|---|---|---|---|',
);
for (const f of files)
  console.log(
    `| ${f.file} | ${f.score} % | ${f.killed} | ${f.timeout} | ${f.survived} | ${f.noCoverage} | ${f.errors} |`,
  );
for (const scope of scopes) for (const s of survivorsOf(scope)) console.log(`survivor: ${s}`);
const low = files.filter((f) => f.score < TARGET);
for (const f of low) console.log(`under ${TARGET} %: ${f.file} (${f.score} %)`);
process.exit(ok && low.length === 0 ? 0 : 1);
