// The console's frame prerendered into index.html (scripts/prerender.ts): a cold deep link paints
// the top bar, the empty side menu and the content's skeleton from the HTML and its inline CSS
// while the main script is still held back, then the app takes over: the login when signed out,
// the screen when signed in.
import type { Page, Route } from '@playwright/test';
import { apiLogin, useSession } from './support/faults.ts';
import { expect, test } from './support/test.ts';
import { resetMock } from './support/mock.ts';

const TITLE = 'ライセンス認証サーバー';

test.beforeEach(async () => {
  await resetMock('demo');
});

/** Holds the page's main script (the module script of the served HTML) until `release()`. */
async function holdMainScript(page: Page, path: string): Promise<{ release(): void; requested(): boolean }> {
  const html = await (await page.request.get(path)).text();
  const src = /<script type="?module"? src="?([^"\s>]+)"?/.exec(html)?.[1];
  expect(src, 'the main script of the served page').toBeTruthy();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(`**${src!}`, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** The frame is painted, with its landmarks and no menu entry, and no script of the app has run. */
async function expectFramePaintedBeforeScript(page: Page, held: { requested(): boolean }): Promise<void> {
  await expect(page.getByRole('banner')).toContainText(TITLE);
  // The side panel stands without its menu: the role, and so the menu, is not known yet.
  await expect(page.getByRole('complementary')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status', { name: '読み込み中…' })).toBeVisible();
  // Painted: the browser recorded the first contentful paint while the script was held.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  expect(held.requested()).toBe(true);
  // The frame's boxes come from the inline CSS: a 240 px side panel beside the content, below the bar.
  const panel = await page.getByRole('complementary').boundingBox();
  const bar = await page.getByRole('banner').boundingBox();
  expect(panel?.width).toBe(240);
  expect(panel?.y).toBe(bar!.height);
  // No stylesheet was fetched yet: the full one stays deferred (the frame needs none).
  const sheets = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.css')),
  );
  expect(sheets).toHaveLength(0);
}

test('a cold deep link to /licenses, signed out: the frame paints before the script, then the login', async ({
  page,
}) => {
  const held = await holdMainScript(page, '/licenses');
  await page.goto('/licenses', { waitUntil: 'commit' });
  await expectFramePaintedBeforeScript(page, held);
  held.release();
  await expect(page).toHaveURL(/\/login\?redirect=%2Flicenses$/);
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a cold deep link to /licenses, signed in: the frame paints before the script, then the app takes it over without moving it', async ({
  page,
}) => {
  await useSession(page, await apiLogin('admin'));
  // Layout shifts of the frame's own boxes: the top bar and what it holds, the side panel, <main>.
  await page.addInitScript(() => {
    const w = window as unknown as { frameShifts: string[] };
    w.frameShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[])
        for (const { node } of e.sources) {
          const el = node instanceof Element ? node : null;
          if (el && (el.closest('.top-bar') || el.matches('aside, main')))
            w.frameShifts.push(el.outerHTML.slice(0, 80));
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const held = await holdMainScript(page, '/licenses');
  await page.goto('/licenses', { waitUntil: 'commit' });
  await expectFramePaintedBeforeScript(page, held);
  // Where each box starts and how wide it is (heights grow with the content).
  const boxes = () =>
    Promise.all(
      [page.locator('.top-bar-title'), page.getByRole('complementary'), page.getByRole('main')].map(async (l) => {
        const box = await l.boundingBox();
        return box && { x: box.x, y: box.y, width: box.width };
      }),
    );
  const before = await boxes();
  held.release();
  await expect(page).toHaveURL(/\/licenses$/);
  const menu = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(menu.getByRole('link', { name: 'ライセンス管理' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await boxes()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { frameShifts: string[] }).frameShifts)).toEqual([]);
});
