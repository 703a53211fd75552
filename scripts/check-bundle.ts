// Checks the production bundle from its source maps, not strings in minified code: no mock code, no
// testers' panel (src/dev, the expectations of tests/), no web font but primeicons, every screen lazily loaded,
// chart.js with the chart screens only, no PrimeReact JavaScript on the first load, the login's first-load
// scripts within budget. `node scripts/check-bundle.ts [--dist DIR]`; exit 1 on a problem.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

export interface BundleReport {
  dist: string;
  entryFiles: string[];
  /** The entry's scripts and the start-up's stages. */
  firstLoad: string[];
  bundles: number;
  problems: string[];
}

const MOCK_SOURCES = [/(^|\/)src\/mocks\//, /node_modules\/msw\//, /node_modules\/@mswjs\//];
/** The dev server's testers' panel and the expectation tables it reads (docs/testers-toolkit.md). */
const TESTERS_SOURCES = [/(^|\/)src\/dev\//, /(^|\/)tests\//];
const FONT = /\.(woff2?|ttf|otf|eot)$/;
const CHART_SOURCES = [
  /node_modules\/chart\.js\//,
  /node_modules\/@kurkle\/color\//,
  /node_modules\/primereact\/chart\//,
];
/** The screens that draw charts: the dashboard's trends and the usage report. */
const CHART_SCREENS = /^src\/screens\/(dashboard|usage-report)\//;
const PRIMEREACT_SOURCES = /node_modules\/primereact\//;
/** zod and the schemas come with the API's chunk, after the login's first input (docs/adr/0069-the-login-evaluates-no-zod.md). */
const ZOD_SOURCES = /node_modules\/zod\//;
/**
 * The first load's scripts (the entry's and the start-up's later stage), gzip -9: the login's
 * JavaScript + CSS before its first input is these, the stylesheet being deferred past the sign-in
 * (docs/adr/0065-app-shell-and-critical-css.md) and the API's chunk past the first input
 * (docs/adr/0069-the-login-evaluates-no-zod.md). 113 KB of the login's 160 KB: what could come
 * back within the limit is 7 KB, not zod (docs/performance.md).
 */
export const FIRST_LOAD_GZIP_LIMIT = 120_000;
/**
 * The start-up's later scripts, which the entry loads at once (docs/adr/0067-a-start-up-in-tasks.md):
 * a bundle holding one of these is first-load code like the entry's.
 */
export const START_UP_STAGES = ['src/app/render-root.tsx'];

/** The screen modules the route table loads lazily, as project paths (src/screens/x/y.tsx). */
export function screenModules(screensTs = 'src/screens/shell/route-table.ts'): string[] {
  const text = readFileSync(screensTs, 'utf8');
  return [...text.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((m) => `src/screens/${m[1]!}`);
}

function sourcesOf(mapFile: string): string[] {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourceRoot?: string };
  return (map.sources ?? []).map((s) => s.replace(/^(\.\.\/)+/, '').replace(/^\//, ''));
}

export function inspectBundle(dist: string): BundleReport {
  const problems: string[] = [];
  const files = readdirSync(dist);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/<script[^>]*\ssrc="?\/?([^"\s>]+)/g)].map((m) => m[1]!);
  if (entryFiles.length === 0) problems.push('index.html loads no script');

  const bundles = files.filter((f) => f.endsWith('.js'));
  const sources = new Map<string, string[]>();
  for (const js of bundles) {
    const map = join(dist, `${js}.map`);
    if (!existsSync(map)) {
      problems.push(`${js} has no source map: build with source maps to check it`);
      continue;
    }
    sources.set(js, sourcesOf(map));
  }

  // Mock code.
  for (const [js, list] of sources) {
    const mock = list.filter((s) => MOCK_SOURCES.some((p) => p.test(s)));
    if (mock.length)
      problems.push(
        `${js} holds mock code: ${mock.slice(0, 5).join(', ')}${mock.length > 5 ? ` and ${mock.length - 5} more` : ''}`,
      );
  }
  if (files.some((f) => /mockServiceWorker/.test(f))) problems.push('dist holds mockServiceWorker.js');

  // The testers' panel.
  for (const [js, list] of sources) {
    const kit = list.filter((s) => TESTERS_SOURCES.some((p) => p.test(s)));
    if (kit.length)
      problems.push(
        `${js} holds the testers' panel: ${kit.slice(0, 5).join(', ')}${kit.length > 5 ? ` and ${kit.length - 5} more` : ''}`,
      );
  }

  // Fonts.
  for (const f of files.filter((f) => FONT.test(f) && !f.startsWith('primeicons.')))
    problems.push(`dist holds the web font ${f}`);
  for (const css of files.filter((f) => f.endsWith('.css'))) {
    const text = readFileSync(join(dist, css), 'utf8');
    for (const m of text.matchAll(/@font-face\s*\{[^}]*font-family:\s*"?([^;"}]+)/g)) {
      if (m[1]!.trim() !== 'primeicons') problems.push(`${css} declares the web font ${m[1]!.trim()}`);
    }
  }

  // The first load: the entry and the start-up's stages.
  const firstLoad = [
    ...entryFiles,
    ...[...sources]
      .filter(([js, list]) => !entryFiles.includes(js) && list.some((s) => START_UP_STAGES.includes(s)))
      .map(([js]) => js),
  ];
  // Lazy screens.
  const entrySources = new Set(entryFiles.flatMap((f) => sources.get(f) ?? []));
  const firstLoadSources = new Set(firstLoad.flatMap((f) => sources.get(f) ?? []));
  if (entryFiles.length && !entrySources.has('src/main.tsx'))
    problems.push(`the entry bundle's source map does not name src/main.tsx (entry: ${entryFiles.join(', ')})`);
  const lazySources = new Set([...sources].filter(([js]) => !firstLoad.includes(js)).flatMap(([, list]) => list));
  for (const screen of screenModules()) {
    if (firstLoadSources.has(screen)) problems.push(`${screen} is in the first-load bundle`);
    if (!lazySources.has(screen)) problems.push(`${screen} is in no lazily loaded bundle`);
  }

  // The chart library.
  const otherScreens = new Set(screenModules().filter((screen) => !CHART_SCREENS.test(screen)));
  const chartBundles = [...sources].filter(([, list]) => list.some((s) => CHART_SOURCES.some((p) => p.test(s))));
  if (chartBundles.length === 0)
    problems.push('no bundle holds the chart library (the dashboard and usage report charts)');
  for (const [js, list] of chartBundles) {
    if (firstLoad.includes(js))
      problems.push(`${js} is a first-load bundle (the login screen's) and holds the chart library`);
    const screens = list.filter((s) => otherScreens.has(s));
    if (screens.length) problems.push(`${js} holds the chart library and ${screens.join(', ')}`);
  }

  // The first load without PrimeReact's JavaScript.
  for (const js of firstLoad) {
    const prime = (sources.get(js) ?? []).filter((s) => PRIMEREACT_SOURCES.test(s));
    if (prime.length)
      problems.push(
        `${js} is a first-load bundle (the login screen's) and holds PrimeReact's JavaScript: ${prime.slice(0, 3).join(', ')}${prime.length > 3 ? ` and ${prime.length - 3} more` : ''}`,
      );
  }
  // The first load without zod: its evaluation alone is a long task at 4x.
  for (const js of firstLoad) {
    const zod = (sources.get(js) ?? []).filter((s) => ZOD_SOURCES.test(s));
    if (zod.length)
      problems.push(`${js} is a first-load bundle (the login screen's) and holds zod: ${zod.slice(0, 2).join(', ')}`);
  }
  // The first load's weight.
  const firstLoadGzip = firstLoad
    .filter((js) => existsSync(join(dist, js)))
    .reduce((sum, js) => sum + gzipSync(readFileSync(join(dist, js)), { level: 9 }).length, 0);
  if (firstLoadGzip > FIRST_LOAD_GZIP_LIMIT)
    problems.push(
      `the first-load scripts weigh ${firstLoadGzip} bytes gzip, over the login's budget of ${FIRST_LOAD_GZIP_LIMIT}`,
    );
  return { dist, entryFiles, firstLoad, bundles: bundles.length, problems };
}

function main() {
  const args = process.argv.slice(2);
  const i = args.indexOf('--dist');
  const dist = i >= 0 ? args[i + 1]! : 'dist-check';
  if (i < 0) {
    // `npm run build`'s settings (production API, no E2E, no in-browser mock), plus source maps.
    rmSync(dist, { recursive: true, force: true });
    const env = { ...process.env };
    delete env.E2E;
    delete env.USE_MSW;
    delete env.TESTERS_PANEL;
    delete env.API_BASE_URL;
    const build = spawnSync('npx', ['parcel', 'build', 'index.html', '--dist-dir', dist, '--no-cache'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    if (build.status !== 0) {
      console.error('check-bundle: the production build failed');
      process.exit(1);
    }
  } else if (!dist) {
    console.error('check-bundle: --dist needs a directory');
    process.exit(1);
  }
  const report = inspectBundle(dist);
  if (report.problems.length) {
    console.error(`check-bundle: ${report.problems.length} problem(s) in ${dist}:`);
    for (const p of report.problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(
    `check-bundle: ${dist}: ${report.bundles} bundles, no mock code, no testers' panel, no web font but primeicons, all ${screenModules().length} screens lazy, the chart library with the chart screens only, no PrimeReact JavaScript and no zod on the first load, the first load within ${FIRST_LOAD_GZIP_LIMIT} bytes gzip (first load: ${report.firstLoad.join(', ')})`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
