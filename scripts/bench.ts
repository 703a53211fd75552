// `npm run bench`: the console's performance figures beside their targets, printed and written to
// reports/bench.json; it asserts nothing. Options, what it measures and the A/B (--variant):
// docs/performance.md. Every process it starts is stopped at the end, also on failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { cpuCheckMs, launchChromium, stopAllProcesses } from './bench-lib.ts';
import {
  parseVariants,
  planBuilds,
  prepareBuilds,
  removeVariants,
  startBuilds,
  stopBuilds,
  type Build,
  type RunningBuild,
} from './bench-builds.ts';
import { bulkImportRows, measureBulkImport } from './bench-bulk-import.ts';
import { measureDashboards } from './bench-dashboard.ts';
import { adminToken, measureMockRps } from './bench-mock.ts';
import {
  coldLoad,
  LISTS,
  measureHeap,
  measureList,
  type ListCounts,
  type ListSamples,
  type LoadSample,
} from './bench-page.ts';
import { adminSession, coldPaint, ROUTES, type RoutePaint } from './bench-routes.ts';
import { against, printAgainst } from './bench-against.ts';
import {
  compare,
  dashboardRows,
  heapRow,
  listRows,
  loginRows,
  ms,
  printComparison,
  printTable,
  routeRows,
  rpsRow,
  TARGET,
  type Row,
} from './bench-report.ts';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZE_OPTIONS } from '../src/shared/constants.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
// --quick: one cold load and a few interactions, to try the bench itself out.
const QUICK = args.includes('--quick');
const RUNS = Number(option('runs') ?? (QUICK ? 1 : 5));
const ONLY = new Set((option('only') ?? 'login,routes,lists,unpaged,dashboard,heap,bulk,mock').split(','));
// --report FILE: where a single build's report goes (reports/bench.json, the full run, by default).
const REPORT = option('report');
// --lists licences,devices: only these lists (an A/B against a revision that lacks a list).
const LIST_NAMES = option('lists')?.split(',');
const MEASURED_LISTS = LIST_NAMES ? LISTS.filter((l) => LIST_NAMES.includes(l.name)) : LISTS;
const SKIP_BUILD = args.includes('--skip-build');
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4180);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 8180);
const JSON_SERVER_PORT = Number(process.env.BENCH_JSON_SERVER_PORT ?? 8181);
// Each variant's app and mock ports: this many above the previous build's (a host shared by several benches).
const PORT_STEP = Number(process.env.BENCH_PORT_STEP ?? 10);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const RPS_SECONDS = Number(process.env.BENCH_RPS_SECONDS ?? 8);
// --against REF: the working tree beside REF, every figure with its ratio (an A/B of one variant).
const AGAINST = option('against');
// --profile DIR: a CPU profile of each list's opens and next pages per build, with source maps in
// every build and the variants' worktrees kept, so that the profiles read back to the sources.
const PROFILE = option('profile');
const VARIANTS = AGAINST ? [{ name: 'ref', ref: AGAINST }] : parseVariants(args);
/** A larger page an admin may choose (the paginator's next option after the default). */
const LARGER_PAGE_SIZE = LIST_PAGE_SIZE_OPTIONS.find((n) => n > DEFAULT_LIST_PAGE_SIZE)!;
// Each list's samples grow with --runs (20 next pages, 10 sorts and 10 filters at the default 5):
// more rounds of an A/B then mean more samples, not the same ones spread thinner.
const LIST_COUNTS = QUICK
  ? { opens: 1, nextPages: 3, sorts: 2, filters: 2 }
  : { opens: RUNS, nextPages: 4 * RUNS, sorts: 2 * RUNS, filters: 2 * RUNS };

/** The lists our API pages and a contract server may send whole. */
const UNPAGED_LISTS = ['licences', 'devices'];

/** The mock as our server (`full`) or as a server with only the contract (`spec`: every row at once). */
async function setMockProfile(mock: string, profile: 'full' | 'spec'): Promise<void> {
  const res = await fetch(`${mock}/__mock/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile }),
  });
  if (!res.ok) throw new Error(`the mock refused profile ${profile}: ${res.status}`);
}

/** Seeds the build's mock again from the `large` scenario. */
async function resetMockScenario(mock: string): Promise<void> {
  const res = await fetch(`${mock}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: 'large' }),
  });
  if (!res.ok) throw new Error(`the mock refused the reset: ${res.status}`);
}

/** Every route of the console, as the admin visits them (one user id for the edit screen). */
async function everyRoute(mock: string): Promise<string[]> {
  const token = await adminToken(mock);
  const res = await fetch(`${mock}/users?page=1&pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
  const id = ((await res.json()) as { users: { id: string }[] }).users[0]!.id;
  return [
    '/dashboard',
    '/licenses',
    '/licenses/create',
    '/devices',
    '/users',
    '/users/create',
    `/users/${id}/edit`,
    '/my-application',
    '/applications',
    '/applications/create-from-product',
    '/owner-settings',
    '/mypage',
    '/my-licenses',
    '/my-devices',
  ];
}

/** Concatenates list samples of several rounds. */
function merge(parts: ListSamples[]): ListSamples {
  const out: ListSamples = { open: [], openFromData: [], openToCall: [], openCall: [], next: [], sort: [], filter: [] };
  for (const p of parts) for (const key of Object.keys(out) as (keyof ListSamples)[]) out[key].push(...p[key]);
  return out;
}

/** The same counts split into `rounds` (an A/B alternates the builds between rounds). */
function perRound(counts: ListCounts, rounds: number): ListCounts {
  const split = (n: number) => Math.ceil(n / rounds);
  return {
    opens: split(counts.opens),
    nextPages: split(counts.nextPages),
    sorts: split(counts.sorts),
    filters: split(counts.filters),
  };
}

/** Measures every part for every build, interleaved; returns each build's rows (same figures, same order). */
async function measure(browser: Browser, builds: RunningBuild[], report: Record<string, unknown>): Promise<Row[][]> {
  const rows: Row[][] = builds.map(() => []);
  const each = <T>(fn: (b: RunningBuild, i: number) => T) => builds.map(fn);
  if (ONLY.has('login')) {
    console.log(`login: ${RUNS} cold loads per build at ${CPU}x CPU…`);
    const samples: LoadSample[][] = each(() => []);
    for (let i = 0; i < RUNS; i++)
      for (const [b, build] of builds.entries()) samples[b]!.push(await coldLoad(browser, `${build.app}/login`, CPU));
    report.login = samples;
    each((_, b) => rows[b]!.push(...loginRows(samples[b]!)));
  }
  if (ONLY.has('routes')) {
    console.log(`routes: ${RUNS} cold loads of ${ROUTES.map((r) => r.name).join(', ')} per build at ${CPU}x CPU…`);
    const sessions = await Promise.all(builds.map((b) => adminSession(b.mock)));
    const samples: Record<string, RoutePaint[]>[] = each(() => ({}));
    for (const route of ROUTES)
      for (let i = 0; i < RUNS; i++)
        for (const [b, build] of builds.entries())
          (samples[b]![route.name] ??= []).push(
            await coldPaint(browser, `${build.app}${route.path}`, CPU, route.signedIn ? sessions[b] : undefined),
          );
    report.routes = samples;
    each((_, b) => {
      for (const route of ROUTES) rows[b]!.push(...routeRows(route.name, samples[b]![route.name]!));
    });
  }
  if (ONLY.has('lists')) {
    const rounds = builds.length > 1 ? Math.max(1, RUNS) : 1;
    const lists: Record<string, ListSamples>[] = each(() => ({}));
    const larger: Record<string, ListSamples>[] = each(() => ({}));
    for (const spec of MEASURED_LISTS) {
      console.log(
        `${spec.name}: ${LIST_COUNTS.opens} opens, ${LIST_COUNTS.nextPages} next pages, ${LIST_COUNTS.sorts} sorts, ${LIST_COUNTS.filters} filters at ${CPU}x CPU, per build…`,
      );
      const parts: ListSamples[][] = each(() => []);
      for (let r = 0; r < rounds; r++)
        for (const [b, build] of builds.entries())
          parts[b]!.push(
            await measureList(
              browser,
              build.app,
              spec,
              CPU,
              perRound(LIST_COUNTS, rounds),
              undefined,
              PROFILE === undefined
                ? undefined
                : {
                    dir: PROFILE,
                    name: `${build.name.replace(/\W+/g, '-')}-${spec.name.replace(/\W+/g, '-')}-round${r + 1}`,
                  },
            ),
          );
      each((_, b) => {
        lists[b]![spec.name] = merge(parts[b]!);
        rows[b]!.push(...listRows(spec.name, lists[b]![spec.name]!));
      });
    }
    // The lists open at DEFAULT_LIST_PAGE_SIZE rows; what an admin who picks a larger page gets
    // is printed beside it, for reference (the targets are the default's).
    for (const spec of MEASURED_LISTS.filter((l) => !l.fixedPageSize)) {
      console.log(`${spec.name} at ${LARGER_PAGE_SIZE} rows per page: the same interactions…`);
      for (const [b, build] of builds.entries()) {
        larger[b]![spec.name] = await measureList(
          browser,
          build.app,
          spec,
          CPU,
          { ...LIST_COUNTS, opens: 0 },
          LARGER_PAGE_SIZE,
        );
        rows[b]!.push(...listRows(`${spec.name} at ${LARGER_PAGE_SIZE} rows`, larger[b]![spec.name]!, true));
      }
    }
    report.lists = lists;
    report.listsAtLargerPage = { rowsPerPage: LARGER_PAGE_SIZE, lists: larger };
  }
  if (ONLY.has('unpaged')) {
    // The same lists from a server without paging: one read of every row, then the browser pages.
    const unpaged: Record<string, ListSamples>[] = each(() => ({}));
    for (const spec of MEASURED_LISTS.filter((l) => UNPAGED_LISTS.includes(l.name))) {
      console.log(`${spec.name} from a server that does not page: the same interactions, per build…`);
      for (const [b, build] of builds.entries()) {
        await setMockProfile(build.mock, 'spec');
        try {
          unpaged[b]![spec.name] = await measureList(browser, build.app, spec, CPU, LIST_COUNTS);
        } finally {
          await setMockProfile(build.mock, 'full');
        }
        rows[b]!.push(
          ...listRows(
            `${spec.name} (server without paging)`,
            unpaged[b]![spec.name]!,
            false,
            TARGET.unpagedListFromDataMs,
          ),
        );
      }
    }
    report.unpagedLists = unpaged;
  }
  if (ONLY.has('dashboard')) {
    const loads = QUICK ? 3 : Math.max(RUNS, 9);
    console.log(`dashboard: ${loads} loads at ${CPU}x CPU, per build, the builds in turn…`);
    const samples = await measureDashboards(
      browser,
      builds.map((b) => b.app),
      CPU,
      loads,
    );
    report.dashboard = samples;
    each((_, b) => rows[b]!.push(...dashboardRows(samples[b]!)));
  }
  if (ONLY.has('heap')) {
    console.log('heap: every screen once, per build…');
    const heaps = [];
    for (const [b, build] of builds.entries()) {
      const heap = await measureHeap(browser, build.app, await everyRoute(build.mock));
      heaps.push(heap);
      rows[b]!.push(heapRow(heap));
    }
    report.heap = heaps;
  }
  if (ONLY.has('bulk')) {
    console.log(`bulk: a 10,000-row file to its preview, 1,000 licences issued, at ${CPU}x CPU, per build…`);
    const figures = [];
    for (const [b, build] of builds.entries()) {
      const figure = await measureBulkImport(browser, build.app, build.mock, CPU);
      figures.push(figure);
      rows[b]!.push(...bulkImportRows(figure));
      // The mock's figure reads the scenario's 10,000 licences, not 1,000 more.
      if (ONLY.has('mock')) await resetMockScenario(build.mock);
    }
    report.bulkImport = figures.length === 1 ? figures[0] : figures;
  }
  return rows;
}

async function main() {
  const started = Date.now();
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      loadavgAtStart: loadavg(),
      cpuCheckMsAtStart: cpuCheckMs(),
    },
    cpuSlowdown: CPU,
    runs: RUNS,
  };
  const builds: Build[] = planBuilds([{ name: 'working tree' }, ...VARIANTS], APP_PORT, MOCK_PORT, PORT_STEP);
  report.builds = builds.map(({ name, ref }) => ({ name, ref }));
  let rows: Row[][] = builds.map(() => []);
  let running: RunningBuild[] = [];
  let browser: Browser | null = null;
  try {
    await prepareBuilds(builds, { skipOwnBuild: SKIP_BUILD, sourceMaps: PROFILE !== undefined });
    running = await startBuilds(builds);
    browser = await launchChromium();
    // Which Chromium ran the figures: hosts of the same CPU model and CPU check can read the
    // browser figures far apart (docs/performance.md, "Reading the figures").
    (report.machine as Record<string, unknown>).browser = browser.version();
    rows = await measure(browser, running, report);
    await browser.close();
    browser = null;
    if (ONLY.has('mock')) {
      console.log(`mock: autocannon ${RPS_SECONDS} s on each build's mock, then on json-server…`);
      const results = [];
      for (const [b, build] of running.entries()) {
        const rps = await measureMockRps(build.mock, JSON_SERVER_PORT, RPS_SECONDS);
        results.push(rps);
        rows[b]!.push(rpsRow(rps));
      }
      report.mockRps = results.length === 1 ? results[0] : results;
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await stopBuilds(running);
    await stopAllProcesses();
    if (PROFILE)
      console.log(
        `CPU profiles in ${PROFILE}; each build's maps beside its bundle (${builds.map((b) => b.dist).join(', ')})`,
      );
    else removeVariants(builds);
  }
  // A row's samples are the report's `lists` already: written once.
  const written = (list: Row[]) => list.map(({ samples: _samples, ...row }) => row);
  report.rows =
    builds.length === 1 ? written(rows[0]!) : Object.fromEntries(builds.map((b, i) => [b.name, written(rows[i]!)]));
  report.seconds = Math.round((Date.now() - started) / 1000);
  report.loadavgAtEnd = loadavg();
  report.cpuCheckMsAtEnd = cpuCheckMs();
  if (builds.length === 1) printTable(rows[0]!);
  else if (AGAINST) {
    const table = against(rows[0]!, rows[1]!);
    report.against = { ref: AGAINST, rows: table };
    printAgainst(AGAINST, table);
  } else {
    const comparison = compare(rows);
    report.comparison = comparison;
    printComparison(
      builds.map((b) => b.name),
      comparison,
    );
  }
  console.log(
    `\n${CPU}x CPU slowdown; loopback network (not throttled); KB = 1,000 bytes; ${report.seconds as number} s; load average at start ${(report.machine as { loadavgAtStart: number[] }).loadavgAtStart.map((x) => x.toFixed(1)).join(' ')}`,
  );
  // The same fixed loop at start and end: a slower host makes every browser figure slower.
  console.log(
    `CPU check (a fixed loop, lower is faster): ${ms((report.machine as { cpuCheckMsAtStart: number }).cpuCheckMsAtStart)} at start, ${ms(report.cpuCheckMsAtEnd as number)} at end; Chromium ${String((report.machine as { browser?: string }).browser ?? '?')}`,
  );
  mkdirSync('reports/ab', { recursive: true });
  // An A/B goes to a file of its own: reports/bench.json stays the working tree's full run. The record
  // that cites an A/B renames it after itself and what it measured (reports/ab/0027-stand-ins-1.json).
  const file =
    builds.length === 1
      ? (REPORT ?? 'reports/bench.json')
      : AGAINST
        ? `reports/bench-against-${AGAINST.replace(/[^\w.-]+/g, '-')}.json`
        : `reports/ab/${builds
            .slice(1)
            .map((b) => b.name)
            .join('-')}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${file}`);
}

await main();
