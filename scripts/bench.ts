// `npm run bench`: the console's performance figures beside their targets (issue 8), printed
// as a table and written to reports/bench.json. It measures; it asserts nothing (npm test
// does not run it).
//
//   npm run bench [-- --runs 5 --skip-build --only login,lists,heap,mock --quick]
//   ports: BENCH_APP_PORT (4180), BENCH_MOCK_PORT (8180), BENCH_JSON_SERVER_PORT (8181)
//   CHROMIUM_PATH (/usr/bin/chromium), BENCH_CPU (4), BENCH_RPS_SECONDS (8)
//
// 1. Builds the production bundle (npm run build's settings and post-build steps: the
//    prerendered /login, the CSP) for a loopback API, into dist-bench (npm test's
//    scripts/check-bundle.ts checks such a build for mock code).
// 2. Serves it on loopback, gzip-compressed as a static host would (scripts/bench-lib.ts),
//    and starts the HTTP mock (src/mocks/hosts/http-server.ts) with the `large` scenario.
// 3. Headless Chromium with CPU slowdown (CDP Emulation.setCPUThrottlingRate), a new
//    context per cold load (scripts/bench-page.ts): the login route's bytes, FCP, LCP, CLS,
//    TBT; the three large lists (and, for reference, the licence and device lists at a
//    larger page size than their default); the heap after every screen.
// 4. The mock's requests per second on a paged list call beside json-server's
//    (scripts/bench-mock.ts).
// Every process it starts is stopped at the end, also on failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { closeServer, cpuCheckMs, launchChromium, median, percentile, run, serveStatic, startProcess, stopAllProcesses } from './bench-lib.ts';
import { adminToken, measureMockRps, type RpsResult } from './bench-mock.ts';
import { coldLoad, LISTS, measureHeap, measureList, type LoadSample, type ListSamples, type HeapFigure } from './bench-page.ts';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZE_OPTIONS } from '../src/shared/constants.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
// --quick: one cold load and a few interactions, to try the bench itself out.
const QUICK = args.includes('--quick');
const RUNS = Number(option('runs') ?? (QUICK ? 1 : 5));
const ONLY = new Set((option('only') ?? 'login,lists,heap,mock').split(','));
const SKIP_BUILD = args.includes('--skip-build');
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4180);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 8180);
const JSON_SERVER_PORT = Number(process.env.BENCH_JSON_SERVER_PORT ?? 8181);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const RPS_SECONDS = Number(process.env.BENCH_RPS_SECONDS ?? 8);
const DIST = 'dist-bench';
const APP = `http://localhost:${APP_PORT}`;
const MOCK = `http://localhost:${MOCK_PORT}`;
/** A larger page an admin may choose (the paginator's next option after the default). */
const LARGER_PAGE_SIZE = LIST_PAGE_SIZE_OPTIONS.find((n) => n > DEFAULT_LIST_PAGE_SIZE)!;
const LIST_COUNTS = QUICK ? { opens: 1, nextPages: 3, sorts: 2, filters: 2 } : { opens: RUNS, nextPages: 20, sorts: 10, filters: 10 };

/** Targets of issue 8 (medians at 4x CPU slowdown). */
const TARGET = {
  loginJsCssBytes: 200_000,
  loginFontBytes: 40_000,
  lcpMs: 800,
  cls: 0,
  listFromDataMs: 300,
  interactionMs: 100,
  heapBytes: 60 * 1024 * 1024,
  rpsRatio: 2,
};

interface Row {
  figure: string;
  value: string;
  target: string;
  ok: boolean | null;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (x: number) => `${Math.round(x)} ms`;

function loginRows(samples: LoadSample[]): Row[] {
  const bytes = samples[0]!.bytes;
  const jsCss = bytes.js + bytes.css;
  const fonts = bytes.files.filter((f) => f.type === 'font').map((f) => f.path.replace(/^\//, ''));
  const lcp = median(samples.map((s) => s.lcp));
  const cls = median(samples.map((s) => s.cls));
  return [
    { figure: 'login: JS + CSS transferred (gzip)', value: `${kb(jsCss)} (JS ${kb(bytes.js)}, CSS ${kb(bytes.css)})`, target: `≤ ${kb(TARGET.loginJsCssBytes)}`, ok: jsCss <= TARGET.loginJsCssBytes },
    { figure: 'login: fonts transferred', value: `${kb(bytes.font)} (${fonts.join(', ') || 'none'})`, target: `≤ ${kb(TARGET.loginFontBytes)}, primeicons only`, ok: bytes.font <= TARGET.loginFontBytes && fonts.every((f) => f.startsWith('primeicons')) },
    { figure: `login: FCP (median of ${samples.length} cold loads)`, value: ms(median(samples.map((s) => s.fcp))), target: '—', ok: null },
    { figure: 'login: LCP', value: ms(lcp), target: `≤ ${ms(TARGET.lcpMs)}`, ok: lcp <= TARGET.lcpMs },
    { figure: 'login: CLS', value: cls.toFixed(3), target: '0', ok: cls <= TARGET.cls },
    { figure: 'login: TBT (long tasks FCP→TTI)', value: ms(median(samples.map((s) => s.tbt))), target: '—', ok: null },
  ];
}

/** `reference`: figures of a non-default page size, shown without a verdict. */
function listRows(name: string, s: ListSamples, reference = false): Row[] {
  const interaction = (label: string, xs: number[]): Row => {
    const m = median(xs);
    const figure = `${name}: ${label} (median / p95 of ${xs.length})`;
    const value = `${ms(m)} / ${ms(percentile(xs, 95))}`;
    return reference ? { figure, value, target: 'reference', ok: null } : { figure, value, target: `≤ ${ms(TARGET.interactionMs)}`, ok: m <= TARGET.interactionMs };
  };
  const interactions = [interaction('next page, click → paint', s.next), interaction('sort, click → paint', s.sort), interaction('filter, click → paint', s.filter)];
  if (reference) return interactions;
  const fromData = median(s.openFromData);
  return [
    { figure: `${name}: menu click → first page painted (median of ${s.open.length})`, value: ms(median(s.open)), target: '—', ok: null },
    { figure: `${name}: data arrived → first page painted`, value: ms(fromData), target: `≤ ${ms(TARGET.listFromDataMs)}`, ok: fromData <= TARGET.listFromDataMs },
    ...interactions,
  ];
}

function heapRow(h: HeapFigure): Row {
  return { figure: `JS heap after every screen once (${h.screens.length} routes, after GC)`, value: `${(h.usedBytes / 1024 / 1024).toFixed(1)} MB`, target: `≤ ${TARGET.heapBytes / 1024 / 1024} MB`, ok: h.usedBytes <= TARGET.heapBytes };
}

function rpsRow(r: RpsResult): Row {
  const ratio = r.mock.rps / r.jsonServer.rps;
  return {
    figure: `mock: GET /licenses page 1 of 25, 10,000 rows (${r.connections} connections, ${r.seconds} s)`,
    value: `${Math.round(r.mock.rps)} rps vs json-server ${Math.round(r.jsonServer.rps)} rps (${ratio.toFixed(1)}x)`,
    target: `≥ ${TARGET.rpsRatio}x json-server`,
    ok: ratio >= TARGET.rpsRatio && r.mock.failures === 0 && r.jsonServer.failures === 0,
  };
}

function printTable(rows: Row[]) {
  const w = [Math.max(...rows.map((r) => r.figure.length)), Math.max(...rows.map((r) => r.value.length)), Math.max(...rows.map((r) => r.target.length))];
  console.log(`\n${'figure'.padEnd(w[0]!)}  ${'measured'.padEnd(w[1]!)}  ${'target'.padEnd(w[2]!)}`);
  for (const r of rows) console.log(`${r.figure.padEnd(w[0]!)}  ${r.value.padEnd(w[1]!)}  ${r.target.padEnd(w[2]!)}  ${r.ok === null ? '' : r.ok ? '✅' : '❌'}`);
}

/** Every route of the console, as the admin visits them (one user id for the edit screen). */
async function everyRoute(): Promise<string[]> {
  const token = await adminToken(MOCK);
  const res = await fetch(`${MOCK}/users?page=1&pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
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

async function main() {
  const started = Date.now();
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavgAtStart: loadavg(), cpuCheckMsAtStart: cpuCheckMs() },
    cpuSlowdown: CPU,
    runs: RUNS,
  };
  const rows: Row[] = [];
  let server: Server | null = null;
  let browser: Browser | null = null;
  try {
    if (!SKIP_BUILD) {
      // npm run build's settings, with the API on the loopback mock. E2E and USE_MSW stay
      // unset: no E2E-only or in-browser-mock code.
      await run('rm', ['-rf', DIST, `.parcel-cache-${DIST}`]);
      await run('npx', ['parcel', 'build', 'index.html', '--dist-dir', DIST, '--cache-dir', `.parcel-cache-${DIST}`, '--no-source-maps'], {
        API_BASE_URL: MOCK,
        E2E: '',
        USE_MSW: '',
      });
      // npm run build's post-build steps: the prerendered /login, then the policy of every page.
      await run(process.execPath, ['scripts/prerender.ts', DIST]);
      await run(process.execPath, ['scripts/csp.ts', DIST], { API_BASE_URL: MOCK, E2E: '', USE_MSW: '' });
    }
    console.log(`starting the mock on ${MOCK} with the large scenario (seeding takes a while)…`);
    await startProcess('mock', process.execPath, ['src/mocks/hosts/http-server.ts'], `${MOCK}/__mock/health`, { PORT: String(MOCK_PORT), MOCK_SCENARIO: 'large' }, 180_000);
    server = await serveStatic(DIST, APP_PORT);
    browser = await launchChromium();

    if (ONLY.has('login')) {
      console.log(`login: ${RUNS} cold loads at ${CPU}x CPU…`);
      const samples: LoadSample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await coldLoad(browser, `${APP}/login`, CPU));
      report.login = samples;
      rows.push(...loginRows(samples));
    }
    if (ONLY.has('lists')) {
      const lists: Record<string, ListSamples> = {};
      for (const spec of LISTS) {
        console.log(`${spec.name}: ${LIST_COUNTS.opens} opens, ${LIST_COUNTS.nextPages} next pages, ${LIST_COUNTS.sorts} sorts, ${LIST_COUNTS.filters} filters at ${CPU}x CPU…`);
        lists[spec.name] = await measureList(browser, APP, spec, CPU, LIST_COUNTS);
        rows.push(...listRows(spec.name, lists[spec.name]!));
      }
      report.lists = lists;
      // The lists open at DEFAULT_LIST_PAGE_SIZE rows; what an admin who picks a larger page gets
      // is printed beside it, for reference (the targets are the default's).
      const larger: Record<string, ListSamples> = {};
      for (const spec of LISTS.filter((l) => !l.fixedPageSize)) {
        console.log(`${spec.name} at ${LARGER_PAGE_SIZE} rows per page: the same interactions…`);
        larger[spec.name] = await measureList(browser, APP, spec, CPU, { ...LIST_COUNTS, opens: 0 }, LARGER_PAGE_SIZE);
        rows.push(...listRows(`${spec.name} at ${LARGER_PAGE_SIZE} rows`, larger[spec.name]!, true));
      }
      report.listsAtLargerPage = { rowsPerPage: LARGER_PAGE_SIZE, lists: larger };
    }
    if (ONLY.has('heap')) {
      console.log('heap: every screen once…');
      const heap = await measureHeap(browser, APP, await everyRoute());
      report.heap = heap;
      rows.push(heapRow(heap));
    }
    await browser.close();
    browser = null;
    await closeServer(server);
    server = null;
    if (ONLY.has('mock')) {
      console.log(`mock: autocannon ${RPS_SECONDS} s on the mock, then on json-server…`);
      const rps = await measureMockRps(MOCK, JSON_SERVER_PORT, RPS_SECONDS);
      report.mockRps = rps;
      rows.push(rpsRow(rps));
    }
  } finally {
    await browser?.close().catch(() => undefined);
    if (server) await closeServer(server);
    await stopAllProcesses();
  }
  report.rows = rows;
  report.seconds = Math.round((Date.now() - started) / 1000);
  report.loadavgAtEnd = loadavg();
  report.cpuCheckMsAtEnd = cpuCheckMs();
  printTable(rows);
  console.log(`\n${CPU}x CPU slowdown; loopback network (not throttled); KB = 1,000 bytes; ${report.seconds as number} s; load average at start ${(report.machine as { loadavgAtStart: number[] }).loadavgAtStart.map((x) => x.toFixed(1)).join(' ')}`);
  // The same fixed loop at start and end: a slower host makes every browser figure slower.
  console.log(`CPU check (a fixed loop, lower is faster): ${ms((report.machine as { cpuCheckMsAtStart: number }).cpuCheckMsAtStart)} at start, ${ms(report.cpuCheckMsAtEnd as number)} at end`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written to reports/bench.json');
}

await main();
