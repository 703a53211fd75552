// Measures the licence and device screens on the `large` scenario (10,000 licences, 10,000
// devices): opening, paging, sorting, filtering and searching, from the user's action to
// the next painted frame showing the result, plus the longest main-thread task (a "visible
// stall" is a long task). It prints figures; it asserts nothing.
//
//   npm run build:e2e && node scripts/measure-large-lists.ts [--runs 5] [--cpu 4] [--only-1x]
//   (through npm/npx so that Node 24 runs it)
//
// Uses the E2E bundle on http://localhost:4173 and the HTTP mock on :8000 (started here when
// not already running, and stopped again), and the system Chromium (CHROMIUM_PATH overrides).
// A private pair, undisturbed by other runs:
//   API_BASE_URL=http://localhost:8001 E2E=1 parcel build index.html --dist-dir dist-measure ...
//   MEASURE_MOCK_URL=http://localhost:8001 MEASURE_APP_URL=http://localhost:4174 MEASURE_DIST=dist-measure node scripts/measure-large-lists.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';

// MEASURE_APP_URL / MEASURE_DIST: another bundle (e.g. a build in /tmp) on another port.
const APP = process.env.MEASURE_APP_URL ?? 'http://localhost:4173';
const DIST = process.env.MEASURE_DIST ?? 'dist-e2e';
// MEASURE_MOCK_URL: a private mock (e.g. :8001, with a bundle built with API_BASE_URL to
// match) so that other runs against the shared :8000 mock do not disturb the figures.
const MOCK = process.env.MEASURE_MOCK_URL ?? 'http://127.0.0.1:8000';
const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const CPU_RATES = args.includes('--only-1x') ? [1] : [1, arg('cpu', 4)];

const started: ChildProcess[] = [];

interface Sample {
  ms: number;
  longTask: number;
  request: number;
}

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function ensure(url: string, command: string, argv: string[], env: Record<string, string> = {}) {
  if (await reachable(url)) return;
  const child = spawn(command, argv, { stdio: 'ignore', env: { ...process.env, ...env } });
  started.push(child);
  for (let i = 0; i < 100 && !(await reachable(url)); i++) await new Promise((r) => setTimeout(r, 200));
  if (!(await reachable(url))) throw new Error(`could not start ${command} ${argv.join(' ')}`);
}

async function resetMock(scenario: string) {
  const res = await fetch(`${MOCK}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario }) });
  if (!res.ok) throw new Error(`mock reset failed: ${res.status}`);
}

/**
 * ms from just before `act` to the first frame after `done` holds; the longest main-thread
 * task meanwhile; and how long the list request took (request to last byte), so that what
 * is left is the screen's own work.
 */
async function timed(page: Page, act: () => Promise<void>, done: () => Promise<void>): Promise<Sample> {
  const t0 = await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
    return performance.now();
  });
  await act();
  await done();
  return page.evaluate(
    (start) =>
      new Promise<Sample>((resolve) =>
        requestAnimationFrame(() => {
          const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
          const calls = performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= start && /\/(licenses|devices)\?/.test(e.name))
            .map((e) => (e as PerformanceResourceTiming).responseEnd - e.startTime);
          resolve({ ms: performance.now() - start, longTask: tasks.length ? Math.max(...tasks) : 0, request: calls.length ? Math.max(...calls) : 0 });
        }),
      ),
    t0,
  );
}

const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.p-datatable-loading-overlay'));
const firstCell = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr').first().locator('td').first();

async function choose(page: Page, label: string, option: string) {
  await page.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) }).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option }).first().click();
}

const results = new Map<string, Sample[]>();
const record = (name: string, s: Sample) => results.set(name, [...(results.get(name) ?? []), s]);

async function login(page: Page) {
  await page.goto(`${APP}/login`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('Admin123!');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function measureScreen(page: Page, prefix: string, route: string, table: string, sortHeader: RegExp, statusLabel: string, searchLabel: string) {
  // Open: navigation to the first painted page of rows.
  await page.goto(`${APP}/dashboard`);
  await page.waitForLoadState('networkidle');
  record(
    `${prefix} open`,
    await timed(
      page,
      async () => {
        await page.getByRole('navigation', { name: 'メインメニュー' }).first().getByRole('link', { name: prefix }).click();
      },
      async () => {
        await page.waitForURL(new RegExp(`${route}$`));
        await page.getByRole('table', { name: table }).locator('tbody tr').nth(24).waitFor();
      },
    ),
  );
  // Next page.
  for (let i = 0; i < 3; i++) {
    const before = await firstCell(page, table).textContent();
    record(
      `${prefix} next page`,
      await timed(
        page,
        () => page.getByRole('button', { name: '次のページ' }).click(),
        async () => {
          await page.waitForFunction(
            ([name, text]) => document.querySelector(`table[aria-label="${name}"] tbody tr td`)?.textContent !== text,
            [table, before] as const,
          );
          await settled(page);
        },
      ),
    );
  }
  // Sort (asc, then desc).
  for (const order of ['ascending', 'descending']) {
    record(
      `${prefix} sort`,
      await timed(
        page,
        () => page.getByRole('columnheader', { name: sortHeader }).click(),
        async () => {
          await page.getByRole('columnheader', { name: sortHeader }).and(page.locator(`[aria-sort="${order}"]`)).waitFor();
          await settled(page);
        },
      ),
    );
  }
  // Status filter.
  record(
    `${prefix} filter`,
    await timed(
      page,
      () => choose(page, 'ステータスで絞り込み', statusLabel),
      async () => {
        await page.waitForFunction(
          ([name, label]) => {
            const rows = Array.from(document.querySelectorAll(`table[aria-label="${name}"] tbody tr`));
            return rows.length > 0 && rows.every((r) => r.textContent?.includes(label));
          },
          [table, statusLabel] as const,
        );
        await settled(page);
      },
    ),
  );
  await choose(page, 'ステータスで絞り込み', 'すべてのステータス');
  await settled(page);
  // Search (includes the 300 ms debounce).
  const needle = ((await firstCell(page, table).textContent()) ?? '').trim().slice(0, 6);
  record(
    `${prefix} search (incl. 300 ms debounce)`,
    await timed(
      page,
      () => page.getByLabel(searchLabel).fill(needle),
      async () => {
        await page.waitForResponse((r) => r.url().includes(`search=${encodeURIComponent(needle)}`));
        await settled(page);
      },
    ),
  );
  await page.getByLabel(searchLabel).fill('');
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function main() {
  await ensure(`${MOCK}/__mock/health`, 'node', ['src/mocks/hosts/http-server.ts'], { PORT: new URL(MOCK).port, MOCK_SCENARIO: 'demo' });
  await ensure(APP, 'sirv', [DIST, '--single', '--port', new URL(APP).port, '--host', 'localhost', '--quiet']);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const t = Date.now();
    await resetMock('large');
    console.log(`mock reset to 'large' in ${Date.now() - t} ms`);
    for (const rate of CPU_RATES) {
      results.clear();
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1440, height: 900 } });
        await context.addInitScript(() => {
          const w = window as unknown as { __longTasks: number[] };
          w.__longTasks = [];
          new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await login(page);
        await measureScreen(page, 'ライセンス管理', '/licenses', 'ライセンス一覧', /ライセンスキー/, '無効化済み', 'ライセンスを検索');
        await measureScreen(page, 'デバイス管理', '/devices', 'デバイス一覧', /デバイス名/, '登録済み', 'デバイスを検索');
        await context.close();
      }
      console.log(`\nCPU slowdown ${rate}x, ${RUNS} runs (ms, click to next painted frame; longest main-thread task during it)`);
      console.log('step'.padEnd(44), 'median'.padStart(8), 'max'.padStart(8), 'long task max'.padStart(15), 'request median'.padStart(16));
      for (const [name, samples] of results) {
        const ms = samples.map((s) => s.ms);
        console.log(
          name.padEnd(44),
          median(ms).toFixed(0).padStart(8),
          Math.max(...ms).toFixed(0).padStart(8),
          Math.max(...samples.map((s) => s.longTask)).toFixed(0).padStart(15),
          median(samples.map((s) => s.request)).toFixed(0).padStart(16),
        );
      }
    }
  } finally {
    await browser.close();
    await resetMock('demo').catch(() => undefined);
    for (const child of started) child.kill();
  }
}

await main();
