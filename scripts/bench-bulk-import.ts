// The bench's ライセンス一括発行 part: a 10,000-row Shift_JIS file chosen until the preview's first
// rows are painted; 1,000 licences issued against the HTTP mock with a click during the run timed to
// its next frame; the JS heap after the run. How: docs/performance.md ("ライセンス一括発行").
import iconv from 'iconv-lite';
import type { Browser, Page } from 'playwright-core';
import { bulkImport as t } from '../src/shared/messages/bulk-import.ts';
import { adminToken } from './bench-mock.ts';
import { login, newContext } from './bench-page.ts';
import { sleep } from './bench-lib.ts';
import { TARGET, ms, type Row } from './bench-report.ts';

export const PREVIEW_ROWS = 10_000;
export const ISSUED_ROWS = 1_000;
/** A click on the page's heading this often while the run goes on. */
const INPUT_EVERY_MS = 1_000;
/** The page's heading, clicked during the run (a click on nothing that reacts). */
const HEADING_TEXT = t.licenseTitle;
/** The clicks a BENCH_TRACE trace covers: the slow ones are the run's first few. */
const TRACED_CLICKS = 6;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'latencyInfo',
  'toplevel',
];
const HEADER = 'アプリケーション,ユーザーのメールアドレス,種類,最大アクティベーション数,終了日,注文番号';

export interface BulkImportFigure {
  previewRows: number;
  /** From the file input's change event to the painted frame showing the preview and its summary. */
  previewMs: number;
  issuedRows: number;
  /** From 実行 to the painted 完了 screen. */
  issueMs: number;
  /** Each click during the run (on the heading): its event's time stamp to the next painted frame. */
  inputMs: number[];
  /** Every click of the page (the screen's buttons before the run, 実行, the heading's). */
  clicks: ClickSample[];
  /** After the run, the result on screen, after two garbage collections. */
  heapUsedBytes: number;
  resultText: string;
  /** Where the preview's time went: the API calls made meanwhile, and the main thread's long tasks. */
  previewCalls: { count: number; firstStartToLastEndMs: number };
  previewLongTasks: LongTasks;
  /** The long tasks between 実行 and 完了. */
  runLongTasks: LongTasks;
}

interface LongTasks {
  count: number;
  totalMs: number;
  longestMs: number;
}

/** The page's long tasks (bench-page.ts's probe) and API calls that started within [from, to]. */
async function within(page: Page, from: number, to: number) {
  return page.evaluate(
    ([a, b]) => {
      const tasks = (
        window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } }
      ).__bench.longTasks
        .filter((task) => task.start >= a && task.start <= b)
        .map((task) => task.duration);
      const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => e.initiatorType === 'fetch' && e.startTime >= a && e.startTime <= b,
      );
      return {
        tasks: {
          count: tasks.length,
          totalMs: tasks.reduce((x, y) => x + y, 0),
          longestMs: tasks.length ? Math.max(...tasks) : 0,
        },
        calls: {
          count: calls.length,
          firstStartToLastEndMs: calls.length
            ? Math.max(...calls.map((e) => e.responseEnd)) - Math.min(...calls.map((e) => e.startTime))
            : 0,
        },
      };
    },
    [from, to] as const,
  );
}

/** Valid rows as Excel saves them (CP932, CRLF, full-width digits, 年月日 dates), each with its own 注文番号. */
async function excelFile(mock: string, rows: number, tag: string) {
  const token = await adminToken(mock);
  const get = async <T>(path: string) =>
    (await (await fetch(`${mock}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const { users } = await get<{ users: { email: string }[] }>('/users?role=USER&page=1&pageSize=100');
  const { applications } = await get<{ applications: { name: string; status?: string }[] }>('/applications');
  const app = (applications.find((a) => a.status === 'active') ?? applications[0]!).name;
  const lines = [HEADER];
  for (let i = 0; i < rows; i++)
    lines.push(
      `${app},${users[i % users.length]!.email},サブスクリプション,２,２０３０年３月３１日,BENCH-${tag}-${i + 1}`,
    );
  return {
    name: `${tag}.csv`,
    mimeType: 'text/csv',
    buffer: iconv.encode(`${lines.join('\r\n')}\r\n`, 'cp932'),
  };
}

/** A click's sample: what it pressed (its text) and its time to the next painted frame. */
export interface ClickSample {
  on: string;
  ms: number;
}

/** Records, in the page, when the file input changes and when each click's next frame is painted. */
function installImportProbe() {
  const probe = { changedAt: 0, inputs: [] as ClickSample[] };
  (window as unknown as { __import: typeof probe }).__import = probe;
  addEventListener('change', () => (probe.changedAt = performance.now()), true);
  addEventListener(
    'pointerdown',
    (event) => {
      const on = ((event.target as HTMLElement | null)?.closest('button, h1') as HTMLElement | null)?.innerText ?? '';
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => probe.inputs.push({ on: on.trim(), ms: performance.now() - event.timeStamp });
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

/** Resolves once `text` shows in the page (and `rows` a table row in main), at the frame it first showed (page time). */
async function paintedWhen(page: Page, text: string, timeout: number, rows = false): Promise<number> {
  const handle = await page.waitForFunction(
    ([wanted, withRows]) =>
      document.body.innerText.includes(wanted) && (!withRows || document.querySelector('main table tbody tr td'))
        ? performance.now()
        : 0,
    [text, rows] as const,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

async function openImport(page: Page, app: string): Promise<void> {
  await login(page, app);
  await page.goto(`${app}/licenses`);
  await page.getByRole('button', { name: t.licenseEntry }).click();
  await page.getByRole('heading', { level: 1, name: t.licenseTitle }).waitFor();
}

export async function measureBulkImport(
  browser: Browser,
  app: string,
  mock: string,
  cpuRate: number,
): Promise<BulkImportFigure> {
  const tag = `${Date.now()}`;
  const big = await excelFile(mock, PREVIEW_ROWS, `${tag}-preview`);
  const run = await excelFile(mock, ISSUED_ROWS, `${tag}-run`);
  const { context, page, cdp } = await newContext(browser, cpuRate);
  try {
    await context.addInitScript(installImportProbe);
    await openImport(page, app);

    await page.getByLabel(t.chooseFile).setInputFiles(big);
    const previewShown = await paintedWhen(page, t.summaryIssuable(PREVIEW_ROWS), 120_000, true);
    const changedAt = await page.evaluate(
      () => (window as unknown as { __import: { changedAt: number } }).__import.changedAt,
    );
    const previewMs = previewShown - changedAt;
    const previewSpent = await within(page, changedAt, previewShown);

    console.log(`  preview of ${PREVIEW_ROWS} rows: ${ms(previewMs)}`);
    // The preview's own way back to choosing a file.
    await page.getByRole('button', { name: t.refuseWhole }).click();
    await page.getByLabel(t.chooseFile).setInputFiles(run);
    await paintedWhen(page, t.summaryIssuable(ISSUED_ROWS), 60_000);
    await page.getByRole('button', { name: t.startIssue(ISSUED_ROWS) }).click();
    // BENCH_TRACE=<file>: a Chrome trace of the run's first seconds (its first clicks), to read in DevTools.
    const trace = process.env.BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
    await page.getByRole('dialog').getByRole('button', { name: t.run }).click();
    const started = await page.evaluate(() => performance.now());
    // Clicks on the heading (inert) while the run goes on, until 完了 shows.
    const done = paintedWhen(page, t.resultSummary(ISSUED_ROWS, 0, 0), 600_000);
    let finished = false;
    void done.finally(() => (finished = true)).catch(() => undefined);
    const heading = page.getByRole('heading', { level: 1, name: t.licenseTitle });
    let headingClicks = 0;
    while (!finished) {
      await sleep(INPUT_EVERY_MS);
      if (!finished) await heading.click({ timeout: 5_000 }).catch(() => undefined);
      if (trace && ++headingClicks === TRACED_CLICKS) await browser.stopTracing();
    }
    if (trace && headingClicks < TRACED_CLICKS) await browser.stopTracing();
    const finishedAt = await done;
    const issueMs = finishedAt - started;
    const runSpent = await within(page, started, finishedAt);
    console.log(`  ${ISSUED_ROWS} licences issued: ${ms(issueMs)}`);
    const resultText = (await page.locator('main').innerText()).split('\n').find((l) => l.startsWith('成功')) ?? '';
    // Every click the page saw, those before the run (opening the screen, the preview's buttons, 実行) too:
    // the figure is the clicks on the heading, made while the run goes on.
    const clicks = await page.evaluate(
      () => (window as unknown as { __import: { inputs: ClickSample[] } }).__import.inputs,
    );
    const inputMs = clicks.filter((c) => c.on === HEADING_TEXT).map((c) => c.ms);

    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await sleep(200);
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return {
      previewRows: PREVIEW_ROWS,
      previewMs,
      issuedRows: ISSUED_ROWS,
      issueMs,
      inputMs,
      clicks,
      heapUsedBytes: usage.usedSize,
      resultText,
      previewCalls: previewSpent.calls,
      previewLongTasks: previewSpent.tasks,
      runLongTasks: runSpent.tasks,
    };
  } finally {
    await context.close();
  }
}

export function bulkImportRows(f: BulkImportFigure): Row[] {
  const worstInput = f.inputMs.length ? Math.max(...f.inputMs) : Number.NaN;
  const before = f.clicks.filter((c) => c.on !== HEADING_TEXT);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    {
      figure: `bulk import: ${f.previewRows.toLocaleString('en')}-row Shift_JIS file to the preview's first rows`,
      value: `${ms(f.previewMs)} (API calls ${ms(f.previewCalls.firstStartToLastEndMs)}, long tasks ${ms(f.previewLongTasks.totalMs)})`,
      target: `≤ ${ms(TARGET.bulkPreviewMs)}`,
      ok: f.previewMs <= TARGET.bulkPreviewMs,
      num: f.previewMs,
    },
    {
      figure: `bulk import: ${f.issuedRows.toLocaleString('en')} licences issued against the HTTP mock (${f.resultText})`,
      value: ms(f.issueMs),
      target: `≤ ${ms(TARGET.bulkIssueMs)}`,
      ok: f.issueMs <= TARGET.bulkIssueMs,
      num: f.issueMs,
    },
    {
      figure: `bulk import: a click during the run to its next frame (worst of ${f.inputMs.length})`,
      value: `${ms(worstInput)} (longest task of the run ${ms(f.runLongTasks.longestMs)})`,
      target: `≤ ${ms(TARGET.interactionMs)}`,
      ok: worstInput <= TARGET.interactionMs,
      num: worstInput,
    },
    {
      // Not the figure (the run has not begun): the screen's own buttons, for reference.
      figure: `bulk import: each click before the run to its next frame (${before.map((c) => c.on).join(', ')})`,
      value: before.map((c) => ms(c.ms)).join(', '),
      target: '',
      ok: null,
      num: before.length ? Math.max(...before.map((c) => c.ms)) : Number.NaN,
    },
    {
      figure: 'bulk import: JS heap after the run (the result on screen, after GC)',
      value: mb(f.heapUsedBytes),
      target: `≤ ${TARGET.heapBytes / 1024 / 1024} MB`,
      ok: f.heapUsedBytes <= TARGET.heapBytes,
      num: f.heapUsedBytes,
    },
  ];
}
