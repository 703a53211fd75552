// A session ends when it ends: after ログアウト the next user of the same tab sees nothing of the
// last one (dashboard, マイページ, the bell, Back); an idle expiry ends the server session (its
// refresh token refused); a sign-out in one tab empties the other; two tabs whose access token
// expired refresh at once and both stay signed in, though the mock rotates refresh tokens.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO, login, MOCK_URL, resetMock } from './support/mock.ts';

test.beforeEach(async () => {
  await resetMock('demo');
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });
const bell = (page: Page) => page.getByRole('button', { name: /^お知らせ/ });

/** The lines of the page's main content (and of an open dialog). */
async function linesOf(page: Page): Promise<string[]> {
  await expect(page.getByRole('status', { name: /読み込み中/ })).toHaveCount(0);
  const text = await page.locator('main').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Lines that carry data (a figure, a key, an e-mail, a date), not a heading or a label. */
const carriesData = (line: string) => /[0-9０-９@]/.test(line);

async function open(page: Page, label: string, url: RegExp): Promise<string[]> {
  await menu(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The lists and figures have arrived.
  await page.waitForLoadState('networkidle');
  return linesOf(page);
}

/** What the admin's screens showed: the dashboard, licences, users and the お知らせ panel. */
async function adminBrowses(page: Page): Promise<{ lines: Set<string>; bellName: string }> {
  await login(page, 'admin');
  const lines = new Set<string>();
  for (const [label, url] of [
    ['ダッシュボード', /\/dashboard$/],
    ['ライセンス管理', /\/licenses/],
    ['ユーザー管理', /\/users/],
  ] as const)
    for (const line of await open(page, label, url)) lines.add(line);
  await expect(bell(page)).toBeVisible();
  const bellName = (await bell(page).getAttribute('aria-label')) ?? '';
  await bell(page).click();
  const panel = page
    .getByRole('complementary', { name: 'お知らせ' })
    .or(page.getByRole('dialog', { name: 'お知らせ' }));
  await expect(panel).toBeVisible();
  for (const line of (await panel.innerText()).split('\n')) if (line.trim()) lines.add(line.trim());
  await page.keyboard.press('Escape');
  return { lines, bellName };
}

/** What the user's own screens show in a tab of their own (nothing of anyone else was ever there). */
async function userAlone(browser: Browser): Promise<{ lines: Set<string>; bellName: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'user');
  const lines = new Set<string>();
  for (const line of await open(page, 'ダッシュボード', /\/dashboard$/)) lines.add(line);
  for (const line of await open(page, 'マイページ', /\/mypage$/)) lines.add(line);
  await expect(bell(page)).toBeVisible();
  const bellName = (await bell(page).getAttribute('aria-label')) ?? '';
  await context.close();
  return { lines, bellName };
}

/** The admin's data lines on this page that the user's own screens never show. */
async function adminLinesOn(page: Page, admin: Set<string>, user: Set<string>): Promise<string[]> {
  return (await linesOf(page)).filter((line) => carriesData(line) && admin.has(line) && !user.has(line));
}

test('the next user in the same tab sees nothing of the admin: dashboard, マイページ, bell, Back', async ({
  page,
  browser,
}) => {
  const own = await userAlone(browser);
  const admin = await adminBrowses(page);
  expect([...admin.lines].filter(carriesData).length).toBeGreaterThan(10);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'user');

  expect(await adminLinesOn(page, admin.lines, own.lines)).toEqual([]);
  await expect(bell(page)).toHaveAttribute('aria-label', own.bellName);
  await open(page, 'マイページ', /\/mypage$/);
  await expect(page.getByText(DEMO.admin.email)).toHaveCount(0);
  expect(await adminLinesOn(page, admin.lines, own.lines)).toEqual([]);

  // Back through every entry the tab kept: the login, or the user's own data, never the admin's.
  for (let step = 0; step < 6; step++) {
    const before = page.url();
    await page.goBack().catch(() => undefined);
    if (page.url() === before) break;
    await page.waitForLoadState('networkidle');
    expect(await adminLinesOn(page, admin.lines, own.lines), `after Back to ${page.url()}`).toEqual([]);
  }
});

test('after an idle expiry the old refresh token is refused by the server', async ({ page }) => {
  await page.clock.install();
  await login(page, 'admin');
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(refreshToken).not.toBeNull();
  await page.clock.fastForward('31:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('一定時間操作がなかったため、セッションが終了しました', { exact: false })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await fetch(`${MOCK_URL}/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      return answer.status;
    })
    .toBe(401);
});

test("a sign-out in one tab: the other tab's screens hold nothing of the user", async ({ context, browser }) => {
  const own = await userAlone(browser);
  const first = await context.newPage();
  const admin = await adminBrowses(first);
  const second = await context.newPage();
  await second.goto('/users');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await second.waitForLoadState('networkidle');
  await first.getByRole('button', { name: 'ログアウト' }).click();
  await expect(second).toHaveURL(/\/login$/);
  // The user signs in in the second tab: its memory of the admin is gone.
  await login(second, 'user');
  expect(await adminLinesOn(second, admin.lines, own.lines)).toEqual([]);
  await expect(bell(second)).toHaveAttribute('aria-label', own.bellName);
});

test('two tabs with an expired access token refresh at once and both stay signed in, three runs in a row', async ({
  context,
}) => {
  await resetMock('demo', { accessTokenTtlMs: 1500 });
  const tabs = [await context.newPage(), await context.newPage()];
  await login(tabs[0]!, 'admin');
  await tabs[1]!.goto('/devices');
  await expect(tabs[1]!.getByRole('heading', { level: 1 })).toBeVisible();
  for (let run = 1; run <= 3; run++) {
    await tabs[0]!.waitForTimeout(2000); // the access token has expired
    // Both tabs ask at once: each sees a 401 and needs the refresh.
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) {
      await expect(tab, `run ${run}`).toHaveURL(/\/devices$|\/dashboard$/);
      await expect(menu(tab), `run ${run}`).toBeVisible();
    }
    await Promise.all(tabs.map((tab) => tab.waitForLoadState('networkidle')));
    for (const tab of tabs) await expect(tab, `run ${run}`).not.toHaveURL(/\/login/);
    expect(await tabs[0]!.evaluate(() => localStorage.getItem('refreshToken')), `run ${run}`).not.toBeNull();
  }
});
