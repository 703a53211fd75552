// The browser half of the bench: cold loads of /login, the large lists (click to paint, timed by a
// MutationObserver condition and the next frame) and the JS heap after every screen; how:
// docs/performance.md ("How it measures").
import { audit, auditObjectTypeLabels } from '../src/shared/messages/reports/audit.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { DEFAULT_LIST_PAGE_SIZE, USER_LIST_PAGE_SIZE } from '../src/shared/constants.ts';
import { auth } from '../src/shared/messages/auth.ts';
import { devices, deviceStatusLabels } from '../src/shared/messages/licensing/devices.ts';
import { licenses, licenseStatusLabels } from '../src/shared/messages/licensing/licenses.ts';
import { navigation } from '../src/shared/messages/navigation.ts';
import { roleLabels, users } from '../src/shared/messages/users.ts';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/accounts.ts';
import { sleep } from './bench-lib.ts';

const VIEWPORT = { width: 1440, height: 900 };
/** After the load event: no long task and no request for this long ends the observation. */
const QUIET_MS = 2000;

// ---------------------------------------------------------------------------------------
// In-page probes (serialised into the page: no closures over this module)

interface PageProbe {
  fcp: number | null;
  lcp: number | null;
  shifts: { t: number; value: number }[];
  longTasks: { start: number; duration: number }[];
  /** timeStamp of the first pointerdown since the last arm(). */
  input: number | null;
  pending: Promise<{ paint: number; input: number | null }> | null;
}

function installProbe() {
  const probe: PageProbe = { fcp: null, lcp: null, shifts: [], longTasks: [], input: null, pending: null };
  (window as unknown as { __bench: PageProbe }).__bench = probe;
  const observe = (type: string, fn: (e: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks.
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') probe.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    probe.lcp = e.startTime;
  });
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) probe.shifts.push({ t: shift.startTime, value: shift.value });
  });
  observe('longtask', (e) => {
    probe.longTasks.push({ start: e.startTime, duration: e.duration });
  });
  addEventListener('pointerdown', (e) => (probe.input ??= e.timeStamp), true);
}

type Condition =
  | { kind: 'rows'; min: number }
  | { kind: 'changed'; before: string }
  /**
   * The header's aria-sort moved on from `sortBefore` (asc → desc → none when removable) and the
   * table's text changed from `before` (its first row may not), or, back to no order, reads
   * `unsorted` (the first page before any sort): that page may equal the descending one (the
   * audit log's newest entries are the bench's own sign-ins).
   */
  | { kind: 'sorted'; before: string; header: string; sortBefore: string | null; unsorted: string }
  /** Every row's cell under `header` reads `value`, and the table's text changed from `before`. */
  | { kind: 'column'; before: string; header: string; value: string };

/** Resolves after the frame painted once `condition` holds (in the page). */
function arm(condition: Condition) {
  const probe = (window as unknown as { __bench: PageProbe }).__bench;
  probe.input = null;
  performance.clearResourceTimings();
  const rows = () =>
    Array.from(document.querySelectorAll('main table tbody tr')).filter(
      (tr) => tr.querySelector('td') && !tr.classList.contains('p-datatable-emptymessage'),
    );
  const firstRow = () => rows()[0]?.textContent ?? '';
  const tableText = () => document.querySelector('main table tbody')?.textContent ?? '';
  // The header named `text` (「操作」, not 「操作者」 beside it), else the one that contains it.
  const headers = () => Array.from(document.querySelectorAll('main table thead th'));
  const headerCell = (text: string) =>
    headers().find((th) => th.textContent?.trim() === text) ?? headers().find((th) => th.textContent?.includes(text));
  const holds = (): boolean => {
    const loading = document.querySelector('main .p-skeleton, main .p-datatable-loading-overlay');
    if (loading) return false;
    const list = rows();
    switch (condition.kind) {
      case 'rows':
        return list.length >= condition.min;
      case 'changed':
        return list.length > 0 && firstRow() !== condition.before;
      case 'sorted': {
        const sort = headerCell(condition.header)?.getAttribute('aria-sort') ?? null;
        const text = tableText();
        return (
          list.length > 0 &&
          sort !== condition.sortBefore &&
          (text !== condition.before || (sort === 'none' && text === condition.unsorted))
        );
      }
      case 'column': {
        const th = headerCell(condition.header);
        if (!th || list.length === 0 || tableText() === condition.before) return false;
        const index = Array.from(th.parentElement!.children).indexOf(th);
        // A cell's value without the column title the stack layout puts in each cell for a phone's card.
        const value = (td: Element | undefined) =>
          (td?.textContent ?? '').replace(td?.querySelector('.p-column-title')?.textContent ?? '', '').trim();
        return list.every((tr) => value(tr.children[index]) === condition.value);
      }
    }
  };
  probe.pending = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      const th = 'header' in condition ? headerCell(condition.header) : undefined;
      const state = {
        rows: rows().length,
        first: firstRow().slice(0, 40),
        ariaSort: th?.getAttribute('aria-sort'),
        loading: !!document.querySelector('main .p-skeleton, main .p-datatable-loading-overlay'),
      };
      reject(new Error(`timed out waiting for ${JSON.stringify(condition)}; the page shows ${JSON.stringify(state)}`));
    }, 60_000);
    const check = () => {
      if (!holds()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ paint: performance.now(), input: probe.input });
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-sort', 'class'],
    });
  });
}

/**
 * { ms from the click to the painted frame, ms from the list call's last byte to it, ms from the
 * click to the list call's first request, ms the list call took on the wire }
 */
function settle(apiPath: string) {
  const probe = (window as unknown as { __bench: PageProbe }).__bench;
  return probe.pending!.then(({ paint, input }) => {
    const start = input ?? paint;
    const calls = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname === apiPath && e.startTime >= start - 1) as PerformanceResourceTiming[];
    const arrived = calls.length ? Math.max(...calls.map((e) => e.responseEnd)) : null;
    const first = calls.length ? calls.reduce((a, b) => (b.startTime < a.startTime ? b : a)) : null;
    return {
      ms: paint - start,
      fromData: arrived === null ? null : paint - arrived,
      toCall: first === null ? null : first.startTime - start,
      call: first === null ? null : first.responseEnd - first.startTime,
    };
  });
}

function firstRowText() {
  return document.querySelector('main table tbody tr')?.textContent ?? '';
}

function tableText() {
  return document.querySelector('main table tbody')?.textContent ?? '';
}

// ---------------------------------------------------------------------------------------
// Contexts

export async function newContext(
  browser: Browser,
  cpuRate: number,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: VIEWPORT });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp };
}

export async function login(page: Page, app: string): Promise<void> {
  await page.goto(`${app}/login`);
  await page.getByLabel(auth.emailLabel, { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
  await page.getByLabel(auth.passwordLabel, { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: auth.loginButton, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

// ---------------------------------------------------------------------------------------
// Login route: cold loads

export interface TransferredBytes {
  js: number;
  css: number;
  font: number;
  other: number;
  /** Every response: path, resource type, bytes on the wire (body), compressed or not. */
  files: { path: string; type: string; bytes: number; encoding: string }[];
}

export interface LoadSample {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  tti: number;
  bytes: TransferredBytes;
}

/** The largest burst of layout shifts (session windows: 1 s gap, 5 s cap), as CLS is defined. */
export function cumulativeLayoutShift(shifts: { t: number; value: number }[]): number {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last > 1000 || s.t - first > 5000) {
      sum = 0;
      first = s.t;
    }
    sum += s.value;
    last = s.t;
    best = Math.max(best, sum);
  }
  return best;
}

/**
 * Total blocking time as Lighthouse counts it: for every long task (the Long Tasks API,
 * > 50 ms) the part after FCP beyond 50 ms, up to TTI. TTI here is the end of the last
 * long task before a quiet window of QUIET_MS after the load event (no long task, network
 * idle), or FCP when there is none.
 */
function blockingTime(fcp: number, tasks: { start: number; duration: number }[]): { tbt: number; tti: number } {
  const tti = Math.max(fcp, ...tasks.map((t) => t.start + t.duration));
  let tbt = 0;
  for (const t of tasks) {
    const start = Math.max(t.start, fcp);
    const end = Math.min(t.start + t.duration, tti);
    if (end - start > 50) tbt += end - start - 50;
  }
  return { tbt, tti };
}

export async function coldLoad(browser: Browser, url: string, cpuRate: number): Promise<LoadSample> {
  const { context, page } = await newContext(browser, cpuRate);
  const bytes: TransferredBytes = { js: 0, css: 0, font: 0, other: 0, files: [] };
  page.on('response', (response) => {
    const headers = response.headers();
    const length = Number(headers['content-length'] ?? NaN);
    const type = response.request().resourceType();
    const path = new URL(response.url()).pathname;
    const size = Number.isFinite(length) ? length : 0;
    bytes.files.push({ path, type, bytes: size, encoding: headers['content-encoding'] ?? 'identity' });
    if (type === 'script') bytes.js += size;
    else if (type === 'stylesheet') bytes.css += size;
    else if (type === 'font') bytes.font += size;
    else bytes.other += size;
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Quiet: QUIET_MS without a long task.
    for (;;) {
      const sinceLast = await page.evaluate(() => {
        const tasks = (window as unknown as { __bench: PageProbe }).__bench.longTasks;
        const end = tasks.length ? Math.max(...tasks.map((t) => t.start + t.duration)) : 0;
        return performance.now() - end;
      });
      if (sinceLast >= QUIET_MS) break;
      await sleep(QUIET_MS - sinceLast + 50);
    }
    const probe = await page.evaluate(() => {
      const p = (window as unknown as { __bench: PageProbe }).__bench;
      return { fcp: p.fcp, lcp: p.lcp, shifts: p.shifts, longTasks: p.longTasks };
    });
    if (probe.fcp === null || probe.lcp === null) throw new Error('no FCP/LCP observed on the login page');
    const { tbt, tti } = blockingTime(probe.fcp, probe.longTasks);
    return { fcp: probe.fcp, lcp: probe.lcp, cls: cumulativeLayoutShift(probe.shifts), tbt, tti, bytes };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------
// Large lists

export interface ListSamples {
  /** Menu click to the first page painted; and from the list call's last byte to that paint. */
  open: number[];
  openFromData: number[];
  /** Menu click to the list call's request, and the call's time on the wire (where `open` goes). */
  openToCall: number[];
  openCall: number[];
  next: number[];
  sort: number[];
  filter: number[];
}

interface ListSpec {
  name: string;
  menu: string;
  path: string;
  api: string;
  pageSize: number;
  /** The contract fixes the page size (the user list): no larger page to measure. */
  fixedPageSize?: boolean;
  sortHeader: string;
  filterHeader: string;
  /** Pick a filter value (the dropdown or buttons are already on screen); returns the label shown in the column. */
  filter: (page: Page, i: number) => { open?: () => Promise<void>; choose: () => Promise<void>; label: string };
}

function dropdownFilter(page: Page, label: string, inputId: string) {
  return {
    open: () => page.locator('.p-dropdown', { has: page.locator(`#${inputId}`) }).click(),
    choose: () => page.locator('.p-dropdown-panel').getByRole('option', { name: label, exact: true }).click(),
    label,
  };
}

export const LISTS: ListSpec[] = [
  {
    name: 'licences',
    menu: navigation.licenses,
    path: '/licenses',
    api: '/licenses',
    pageSize: DEFAULT_LIST_PAGE_SIZE,
    sortHeader: licenses.fieldKey,
    filterHeader: licenses.fieldStatus,
    filter: (page, i) => {
      const order = [
        licenseStatusLabels.REVOKED,
        licenseStatusLabels.ACTIVE,
        licenseStatusLabels.EXPIRED,
        licenseStatusLabels.INACTIVE,
      ];
      const label = order[i % order.length]!;
      return dropdownFilter(page, label, 'license-status-filter');
    },
  },
  {
    name: 'devices',
    menu: navigation.devices,
    path: '/devices',
    api: '/devices',
    pageSize: DEFAULT_LIST_PAGE_SIZE,
    sortHeader: devices.fieldName,
    filterHeader: devices.fieldStatus,
    filter: (page, i) => {
      const order = [
        deviceStatusLabels.REGISTERED,
        deviceStatusLabels.ACTIVE,
        deviceStatusLabels.DEACTIVATED,
        deviceStatusLabels.INACTIVE,
      ];
      const label = order[i % order.length]!;
      return dropdownFilter(page, label, 'device-status-filter');
    },
  },
  {
    // 100,000 entries on `large`.
    name: 'audit log',
    menu: navigation.auditLog,
    path: '/audit-log',
    api: '/api/audit-log',
    pageSize: DEFAULT_LIST_PAGE_SIZE,
    sortHeader: audit.action,
    filterHeader: audit.objectType,
    filter: (page, i) => {
      const order = [auditObjectTypeLabels.device, auditObjectTypeLabels.license, auditObjectTypeLabels.user];
      return dropdownFilter(page, order[i % order.length]!, 'audit-type-filter');
    },
  },
  {
    name: 'users',
    menu: navigation.users,
    path: '/users',
    api: '/users',
    pageSize: USER_LIST_PAGE_SIZE,
    fixedPageSize: true,
    sortHeader: users.columnUsername,
    filterHeader: users.columnRole,
    filter: (page, i) => {
      const label = i % 2 === 0 ? roleLabels.admin : roleLabels.user;
      return { choose: () => page.getByRole('button', { name: label, exact: true }).click(), label };
    },
  },
];

async function timed(page: Page, condition: Condition, api: string, act: () => Promise<void>) {
  await page.evaluate(arm, condition);
  await act();
  return page.evaluate(settle, api);
}

export interface ListCounts {
  opens: number;
  nextPages: number;
  sorts: number;
  filters: number;
}

/**
 * Opens each list `opens` times from the dashboard, then pages, sorts and filters it. With
 * `rowsPerPage`, the list is first opened at that page size (the paginator's choice, kept in
 * the URL), and `opens` should be 0: a menu click would open it at its default size again.
 */
export async function measureList(
  browser: Browser,
  app: string,
  spec: ListSpec,
  cpuRate: number,
  counts: ListCounts,
  rowsPerPage?: number,
  profile?: { dir: string; name: string },
): Promise<ListSamples> {
  const { context, page, cdp } = await newContext(browser, 1);
  // A CPU profile around each open and each next page (V8's sampler, every 100 µs), when asked.
  const profiled = async <T>(phase: string, i: number, act: () => Promise<T>): Promise<T> => {
    if (!profile) return act();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const out = await act();
    const { profile: taken } = await cdp.send('Profiler.stop');
    mkdirSync(profile.dir, { recursive: true });
    writeFileSync(join(profile.dir, `${profile.name}-${phase}-${i + 1}.cpuprofile`), JSON.stringify(taken));
    return out;
  };
  const out: ListSamples = { open: [], openFromData: [], openToCall: [], openCall: [], next: [], sort: [], filter: [] };
  try {
    await login(page, app);
    if (rowsPerPage !== undefined) {
      await page.goto(`${app}${spec.path}?size=${rowsPerPage}`);
      await page
        .locator('main table tbody tr')
        .nth(rowsPerPage - 1)
        .waitFor();
      await page.waitForLoadState('networkidle');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const nav = page.getByRole('navigation', { name: navigation.mainNavigation }).first();
    for (let i = 0; i < counts.opens; i++) {
      await page.goto(`${app}/dashboard`);
      await page.waitForLoadState('networkidle');
      const s = await profiled('open', i, () =>
        timed(page, { kind: 'rows', min: spec.pageSize }, spec.api, () =>
          nav.getByRole('link', { name: spec.menu, exact: true }).click(),
        ),
      );
      out.open.push(s.ms);
      if (s.fromData !== null) out.openFromData.push(s.fromData);
      if (s.toCall !== null) out.openToCall.push(s.toCall);
      if (s.call !== null) out.openCall.push(s.call);
    }
    // The first page in the list's own order, before any next page or sort.
    const unsorted = await page.evaluate(tableText);
    const next = page.getByRole('button', { name: '次のページ', exact: true });
    // On screen before the first sample, as for a user paging through: a paginator a few pixels
    // below the fold would have the first click scroll first, and time that scroll's frame too.
    await next.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    for (let i = 0; i < counts.nextPages; i++) {
      const before = await page.evaluate(firstRowText);
      out.next.push(
        (await profiled('next', i, () => timed(page, { kind: 'changed', before }, spec.api, () => next.click()))).ms,
      );
    }
    const header = page.getByRole('columnheader', { name: spec.sortHeader, exact: true });
    for (let i = 0; i < counts.sorts; i++) {
      const before = await page.evaluate(tableText);
      const sortBefore = await header.getAttribute('aria-sort');
      const condition = { kind: 'sorted' as const, before, header: spec.sortHeader, sortBefore, unsorted };
      out.sort.push((await timed(page, condition, spec.api, () => header.click())).ms);
    }
    for (let i = 0; i < counts.filters; i++) {
      const before = await page.evaluate(tableText);
      const f = spec.filter(page, i);
      if (f.open) await f.open();
      out.filter.push(
        (await timed(page, { kind: 'column', before, header: spec.filterHeader, value: f.label }, spec.api, f.choose))
          .ms,
      );
    }
  } finally {
    await context.close();
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Heap after every screen

export interface HeapFigure {
  /** V8 heap in use after a forced garbage collection (CDP Runtime.getHeapUsage). */
  usedBytes: number;
  totalBytes: number;
  screens: string[];
}

/** Visits every route once (in-app navigation, as a user would), then collects garbage and reads the heap. */
export async function measureHeap(browser: Browser, app: string, paths: string[]): Promise<HeapFigure> {
  const { context, page, cdp } = await newContext(browser, 1);
  try {
    await login(page, app);
    for (const path of paths) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForLoadState('networkidle');
      await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => !document.querySelector('main .p-skeleton'), undefined, { timeout: 30_000 });
    }
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await sleep(200);
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
    return { usedBytes: usage.usedSize, totalBytes: usage.totalSize, screens: paths };
  } finally {
    await context.close();
  }
}
