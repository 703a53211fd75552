// Auth races in the real bundle: a verify answer after a logout, two tabs logging out at once,
// three concurrent 401s making one refresh, a failed refresh under them sending the user to /login
// once (the client and machine cases: http-refresh.test.ts, auth-machine-*.test.ts).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { endpoints } from '../../src/api/catalog/endpoints.ts';
import { auth as authText } from '../../src/shared/messages/auth.ts';
import { myPage } from '../../src/shared/messages/self-service.ts';
import { shell } from '../../src/shared/messages/shell.ts';
import { answer, apiLogin, configureMock, isCall, MOCK_PORT, useSession, watchErrors } from './support/faults.ts';
import { resetMock } from './support/mock.ts';

const MINUTE = 60_000;
const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

/** Records every history navigation of the page (wouter navigates with push/replaceState). */
async function recordNavigations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __navs: string[] };
    w.__navs = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null) w.__navs.push(String(url));
        original(state, unused, url);
      };
    }
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __navs: string[] }).__navs.filter(
        (u) => new URL(u, location.origin).pathname === '/login',
      ),
    );
}

/** Counts requests to the mock by path, and the 401 answers. */
function countMock(page: Page) {
  const requests = new Map<string, number>();
  let unauthorized = 0;
  let inFlight = 0;
  let lastSettled = Date.now();
  const toMock = (r: Request) => new URL(r.url()).port === MOCK_PORT;
  const settled = (r: Request) => {
    if (!toMock(r)) return;
    inFlight -= 1;
    lastSettled = Date.now();
  };
  page.on('request', (r) => {
    if (!toMock(r)) return;
    inFlight += 1;
    if (r.method() === 'OPTIONS') return;
    const url = new URL(r.url());
    requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (r) => {
    if (new URL(r.url()).port === MOCK_PORT && r.status() === 401) unauthorized += 1;
  });
  return {
    of: (path: string) => requests.get(path) ?? 0,
    unauthorized: () => unauthorized,
    /** True when no call to the mock is in flight and none has settled for `ms`. */
    quiet: (ms: number) => inFlight === 0 && Date.now() - lastSettled >= ms,
  };
}

test.beforeEach(async () => {
  await resetMock('demo');
});

test('a successful verify answer that arrives after logout is ignored: the user stays signed out on /login', async ({
  page,
}) => {
  const watch = watchErrors(page);
  await useSession(page, await apiLogin('admin'));
  // The login screen verifies the stored session on mount; its (successful) answer is held.
  let releaseVerify: () => void = () => {};
  const held = new Promise<void>((resolve) => (releaseVerify = resolve));
  let verifyAnswered = 0;
  await page.route(
    (url) => url.port === MOCK_PORT && url.pathname === endpoints.verify.path,
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      await held;
      await route.fulfill({ response });
      verifyAnswered += 1;
    },
  );
  const logouts = countMock(page);
  await page.goto('/login');
  await page.getByRole('button', { name: shell.userMenu }).click();
  await page.locator('.p-menuitem-text', { hasText: authText.logoutButton }).click();
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect.poll(() => logouts.of(endpoints.logout.path)).toBe(1);

  releaseVerify();
  await expect.poll(() => verifyAnswered).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  // And a reload does not bring the console back either.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  watch.assertClean();
});

test('two tabs logging out at the same moment both end on /login, signed out, without an error', async ({
  context,
}) => {
  const session = await apiLogin('admin');
  const pages = [await context.newPage(), await context.newPage()];
  const watches = pages.map((p) => watchErrors(p, [/ログアウトAPIの呼び出しに失敗しました/]));
  const counts = pages.map((p) => countMock(p));
  for (const p of pages) {
    await useSession(p, session);
    await p.goto('/dashboard');
    await expect(menu(p)).toBeVisible();
  }
  // Both clicks are dispatched at once (a locator click would wait for a button that the other
  // tab's logout has already removed).
  const buttons = await Promise.all(
    pages.map((p) => p.getByRole('button', { name: authText.logoutButton }).elementHandle()),
  );
  await Promise.all(buttons.map((b) => b!.evaluate((el: HTMLElement) => el.click())));
  for (const p of pages) {
    await expect(p).toHaveURL(/\/login$/);
    await expect(p.getByRole('button', { name: 'ログイン' })).toBeVisible();
    // A deliberate logout says nothing about an expired session.
    await expect(p.getByText(authText.refreshFailed)).toHaveCount(0);
  }
  expect(await storedToken(pages[0]!)).toBeNull();
  // Each tab makes at most its own logout call. A logout refused with 401 tries one refresh to end
  // the session with a live token (src/api/resources/accounts/auth.ts); here only the later tab can meet that, when
  // the other's logout ended the session first, so at most one refresh, and no second logout for it.
  const logoutCalls = counts.reduce((n, c) => n + c.of(endpoints.logout.path), 0);
  expect(logoutCalls).toBeGreaterThanOrEqual(1);
  expect(logoutCalls).toBeLessThanOrEqual(2);
  expect(counts.reduce((n, c) => n + c.of(endpoints.refresh.path), 0)).toBeLessThanOrEqual(1);
  for (const w of watches) w.assertClean();
});

/**
 * Signed in as the user on /dashboard, its calls answered; then every token expires at the mock.
 * The dashboard's own calls must be over first: one sent after the expiry would make the refresh
 * the test means to make on my page, and end the session on /dashboard.
 */
async function expiredOnDashboard(page: Page, count: ReturnType<typeof countMock>) {
  await useSession(page, await apiLogin('user'));
  await page.goto('/dashboard');
  await expect(menu(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => count.quiet(500), { intervals: [100] }).toBe(true);
  await configureMock({ nowOffsetMs: 20 * MINUTE });
}

test("three concurrent 401s of a screen's calls make exactly one refresh call, then every call is replayed", async ({
  page,
}) => {
  const watch = watchErrors(page);
  const count = countMock(page);
  await expiredOnDashboard(page, count);
  const before = await storedToken(page);
  // My page loads its profile, stats and licences at once: three calls with the expired token.
  await menu(page).getByRole('link', { name: 'マイページ' }).click();
  await expect(page.getByRole('region', { name: myPage.profileTitle })).toBeVisible();
  await expect(page.getByRole('group', { name: myPage.licensesCard })).toBeVisible();
  await expect(page.getByRole('table', { name: myPage.licensesTitle }).locator('tbody tr').first()).toBeVisible();
  expect(count.unauthorized()).toBeGreaterThanOrEqual(3);
  expect(count.of(endpoints.refresh.path)).toBe(1);
  for (const path of [endpoints.getProfile.path, endpoints.getStats.path, endpoints.listUserLicenses.path])
    expect(count.of(path), path).toBe(2);
  expect(await storedToken(page)).not.toBe(before);
  await expect(page).toHaveURL(/\/mypage$/);
  watch.assertClean();
});

for (const failure of ['401', '500', 'abort'] as const) {
  test(`a refresh failing (${failure}) under three concurrent 401s sends the user to /login once, with one message`, async ({
    page,
  }) => {
    const watch = watchErrors(page);
    const count = countMock(page);
    const loginNavigations = await recordNavigations(page);
    await expiredOnDashboard(page, count);
    await page.route(
      (url) => isCall('refresh', url, 'POST'),
      (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        if (failure === 'abort') return route.abort('connectionreset');
        return answer(route, Number(failure), JSON.stringify({ error: 'refresh refused', message: 'refresh refused' }));
      },
    );
    await menu(page).getByRole('link', { name: 'マイページ' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage$/);
    await expect(page.getByText(authText.refreshFailed)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(count.of(endpoints.refresh.path)).toBe(1);
    expect(await loginNavigations()).toHaveLength(1);
    await expect(page.getByText(authText.refreshFailed)).toHaveCount(1);
    expect(await storedToken(page)).toBeNull();
    watch.assertClean();
  });
}
