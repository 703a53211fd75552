// `npm run test-plan`: a Japanese test specification per machine, from its expectation
// (tests/model/machines/<machine>.expected.ts): each path a person can follow in a browser is a
// numbered case (大項目 / 中項目 / 前提条件 / 手順 / 期待結果 / 結果 / 備考), written to
// docs/test-plans/<machine>.csv (UTF-8 with BOM, for Excel) and .md, with an index.
//
//   npm run test-plan [-- --machine staleCleanup,auth] [--format csv|md] [--check]
//   npm run test-plan -- --results session.json [more.json ...] [--out DIR]
//
// `--check` (a step of `npm test`) fails when a committed plan differs from what the
// expectations give, or when a state or event of a table has no text. `--results` fills 結果 and
// 備考 from sessions recorded in the testers' panel and writes the plans to DIR
// (reports/test-plan-results), leaving the committed, empty ones alone.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  expectedPaths,
  excusedRows,
  problemsOf,
  type Expectation,
  type ExpectedFlow,
  type ExpectedPath,
} from '../tests/model/support/expected.ts';
import { discoverMachines } from '../tests/model/support/machines.ts';
import { readSessionFile, type RecordedSession } from '../src/dev/testers/session-file.ts';
import { DONE, resultOf } from './test-plan-results.ts';
import { PLAN_COLUMNS as COLUMNS, planCsv, type PlanCase as Case } from './test-plan/plan-csv.ts';

const PLANS = 'docs/test-plans';

const { values: args, positionals } = parseArgs({
  options: {
    machine: { type: 'string' },
    format: { type: 'string' },
    check: { type: 'boolean' },
    results: { type: 'string', multiple: true },
    out: { type: 'string', default: 'reports/test-plan-results' },
  },
  allowPositionals: true,
});
const resultFiles = [...(args.results ?? []), ...positionals];
if (positionals.length && !args.results) throw new Error(`unexpected arguments ${positionals.join(' ')}`);
const sessions: RecordedSession[] = resultFiles.map((f) => {
  try {
    return readSessionFile(readFileSync(f, 'utf8'));
  } catch (error) {
    throw new Error(`${f}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
});
if (args.results && args.check) throw new Error('--results writes plans with results; --check checks the empty ones');
const formats = args.format ? [args.format] : ['csv', 'md'];
if (formats.some((f) => f !== 'csv' && f !== 'md')) throw new Error('--format is csv or md');

const SLOW = '呼び出し中の表示（読み込み中・処理中）を確かめるため、応答を遅らせる（npm start: ?latency=3000）';
const numbered = (lines: string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join('\n');

/** One path as a case a person follows in the browser. */
function caseOf(expectation: Expectation, flow: ExpectedFlow, path: ExpectedPath, no: string): Case {
  const steps = path.steps.slice(1);
  const last = steps.at(-1)!;
  const from = path.steps.at(-2)!.to;
  const initial = flow.states[flow.initial]!;
  const setups = steps.flatMap((s, i) => {
    const setup = expectation.events[s.on!]!.setup;
    return setup ? [`手順${i + 1}: ${setup}`] : [];
  });
  // A state with a call in flight is seen by a person only if the server answers slowly.
  const waits = path.steps.some((s) => flow.states[s.to]!.calls);
  return {
    No: no,
    大項目: flow.title,
    中項目: `${flow.states[last.to]!.name}（${flow.states[from]!.name}で「${expectation.events[last.on!]!.step}」）`,
    前提条件: [
      flow.precondition,
      `開始時: ${initial.name}（${initial.shows.join('、')}）`,
      ...[...new Set(setups)],
      ...(waits ? [SLOW] : []),
    ].join('\n'),
    手順: numbered(steps.map((s) => expectation.events[s.on!]!.step)),
    期待結果: numbered(steps.map((s) => `${flow.states[s.to]!.name}: ${flow.states[s.to]!.shows.join('、')}`)),
    結果: '',
    備考: '',
  };
}

function casesOf(expectation: Expectation): Case[] {
  let n = 0;
  return expectation.flows.flatMap((flow) =>
    expectedPaths(expectation, flow, 'shortest', 'browser').map((path) => {
      const c = caseOf(expectation, flow, path, `${expectation.id}-${String(++n).padStart(2, '0')}`);
      if (!args.results) return c;
      const rows = path.steps.flatMap((s) => (s.row ? [s.row] : []));
      return { ...c, ...resultOf(expectation.id, rows, sessions) };
    }),
  );
}

function mdOf(expectation: Expectation, cases: Case[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, '<br>');
  const notByHand = excusedRows(expectation, 'browser');
  return [
    `# テスト仕様書: ${expectation.flows.map((f) => f.title).join('、')}`,
    '',
    `\`npm run test-plan\` が \`tests/model/machines/\` の期待（\`${expectation.id}\`）から生成します。手で編集しないでください。`,
    `${cases.length} 件。CSV（Excel 用）: [${expectation.id}.csv](./${fileStem(expectation)}.csv)`,
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...cases.map((c) => `| ${COLUMNS.map((k) => cell(c[k])).join(' | ')} |`),
    '',
    ...(notByHand.length
      ? [
          'ブラウザでは起こせない遷移（機械レベルのテストのみ）:',
          '',
          ...notByHand.map((e) => `- \`${e.row}\`: ${e.why}`),
          '',
        ]
      : []),
  ].join('\n');
}

const fileStem = (expectation: Expectation) => expectation.id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const all = await discoverMachines();
const wanted = args.machine?.split(',').map((s) => s.trim());
const DIR = args.results ? args.out! : PLANS;
const machines = wanted ? all.filter((m) => wanted.includes(m.id) || wanted.includes(m.slug)) : all;
const files = new Map<string, string>();
const problems: string[] = [];
const index: string[] = [];
const results: string[] = [];
for (const m of machines) {
  const path = join('tests/model/machines', `${m.slug}.expected.ts`);
  if (!existsSync(path)) {
    problems.push(`${m.id}: no expectation (${path})`);
    continue;
  }
  const { expectation } = (await import(pathToFileURL(path).href)) as { expectation: Expectation };
  problems.push(...problemsOf(expectation));
  const cases = casesOf(expectation);
  if (args.results) results.push(`${m.id}: ${cases.filter((c) => c.結果 === DONE).length} / ${cases.length} ${DONE}`);
  if (formats.includes('csv')) files.set(`${m.slug}.csv`, planCsv(cases));
  if (formats.includes('md')) files.set(`${m.slug}.md`, mdOf(expectation, cases));
  index.push(
    `| [${m.id}](${m.slug}.md) | ${expectation.flows.map((f) => f.title).join('、')} | ${cases.length} | [CSV](${m.slug}.csv) |`,
  );
}
if (!wanted && formats.includes('md')) {
  files.set(
    'README.md',
    [
      '# テスト仕様書',
      '',
      '`npm run test-plan` がマシンごとの期待（`tests/model/machines/*.expected.ts`）から生成します。`npm test` が古い仕様書を見つけると失敗します。',
      '',
      '| マシン | 大項目 | 件数 | CSV |',
      '|---|---|---|---|',
      ...index,
      '',
      '## モックの設定（前提条件の「モックの障害」など）',
      '',
      '- `npm start`: URL に `?scenario=demo`（データを初期化）、`?latency=3000`（読み込み中・処理中の表示を目で確かめる）、`?fault=500&faultPath=/api/my-owner&faultMethod=PUT&faultTimes=1`（一致する呼び出しを先頭から N 回失敗させる。`faultMethod` で保存だけを失敗させ、その前の読み込みは通す）を付けて開く。途中の手順に効かせるときは、その手順の直前にこの URL で開き直す（ログインとデータはそのまま）。',
      '- シナリオ: `demo`（既定）、`quota-exhausted`（利用可能枠 0）、`quota-overdrawn`（購入済み枠 8 に対して使用中枠 10）。`?scenario=` で切り替えるとデータは初期化される。',
      '- `npm run mock-server`（HTTP モック）: 手順の途中でも `POST /__mock/config` に `{"faults":[{"pathPattern":"/api/my-owner","status":500,"times":1}]}` を送れば、次の呼び出しが失敗する。',
      '- 「手順N: …」は、その手順の呼び出しに効くように設定する。',
      '',
    ].join('\n'),
  );
}
for (const p of problems) console.error(`test-plan: ${p}`);

if (args.check) {
  const stale = [...files]
    .filter(([f, text]) => !existsSync(join(DIR, f)) || readFileSync(join(DIR, f), 'utf8') !== text)
    .map(([f]) => f);
  const extra = wanted ? [] : (existsSync(DIR) ? readdirSync(DIR) : []).filter((f) => !files.has(f));
  for (const f of stale) console.error(`${DIR}/${f} is stale or missing: run \`npm run test-plan\` and commit it`);
  for (const f of extra) console.error(`${DIR}/${f} belongs to no machine`);
  if (stale.length || extra.length || problems.length) process.exit(1);
  console.log(`${DIR}: ${files.size} files up to date`);
} else {
  mkdirSync(DIR, { recursive: true });
  if (!wanted && !args.format) for (const f of readdirSync(DIR)) if (!files.has(f)) rmSync(join(DIR, f));
  for (const [f, text] of files) writeFileSync(join(DIR, f), text);
  console.log(`${DIR}: wrote ${[...files.keys()].join(', ')}`);
  if (args.results) for (const line of results) console.log(line);
  if (problems.length) process.exit(1);
}
