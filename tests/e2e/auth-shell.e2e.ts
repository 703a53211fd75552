// Journeys: signing in and out, deep links, the idle session, the silent refresh; the idle deadline
// follows the page clock (a closed lid, late timers).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO, login, resetMock } from './support/mock.ts';

test.beforeEach(async () => {
  await resetMock('demo');
});

const MINUTE = 60_000;
const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });
const idleWarning = (page: Page) => page.getByText('でセッションが終了します', { exact: false });
const expiryMessage = (page: Page) =>
  page.getByText('一定時間操作がなかったため、セッションが終了しました', { exact: false });
const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

/** A closed lid: the page's clock jumps `ms` on and no timer runs (as when the computer sleeps). */
async function sleepFor(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + ms);
}

test('an admin signs in, lands on /dashboard and sees the admin menu', async ({ page }) => {
  await login(page, 'admin');
  await expect(menu(page).getByRole('link')).toHaveText([
    'ダッシュボード',
    'ライセンス管理',
    'ライセンスポリシー',
    'ユーザー管理',
    'マイアプリケーション',
    'オーナー設定',
    'デバイス管理',
    '操作履歴',
    '利用状況レポート',
  ]);
  await expect(page.getByText('ライセンス認証サーバー').first()).toBeVisible();
});

test('a general user signs in and sees the personal menu', async ({ page }) => {
  await login(page, 'user');
  await expect(menu(page).getByRole('link')).toHaveText([
    'ダッシュボード',
    'マイページ',
    'マイライセンス',
    'マイデバイス',
  ]);
});

test("a wrong password shows the server's message", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('alert')).toContainText('メールアドレスまたはパスワードが正しくありません');
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link while signed out returns to its origin after login', async ({ page }) => {
  await page.goto('/devices');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdevices$/);
  await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/devices$/);
});

test('logout clears the four storage keys and returns to /login', async ({ page }) => {
  await login(page, 'admin');
  const keys = () =>
    page.evaluate(() => ['accessToken', 'idToken', 'refreshToken', 'user'].map((k) => localStorage.getItem(k)));
  expect((await keys()).every((v) => v !== null)).toBe(true);
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await keys()).toEqual([null, null, null, null]);
  await page.goBack();
  // The history entry was replaced: going back does not show the console again while signed out.
  await expect(page).not.toHaveURL(/\/dashboard$/);
});

test('the idle warning appears at 25 minutes and the session ends at 30 with a banner that stays', async ({ page }) => {
  await page.clock.install();
  await login(page, 'admin');
  await page.clock.fastForward('24:50');
  await expect(idleWarning(page)).toHaveCount(0);
  await page.clock.fastForward('00:20');
  await expect(idleWarning(page)).toHaveText(
    '操作がないため、あと約5分でセッションが終了します。続ける場合は画面を操作してください。',
  );
  // The warning hides itself after 10 s.
  await page.clock.fastForward('00:11');
  await expect(idleWarning(page)).toHaveCount(0);
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(expiryMessage(page)).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(expiryMessage(page)).toBeVisible();
  expect(await accessToken(page)).toBeNull();
});

test('activity resets the idle timer', async ({ page }) => {
  await page.clock.install();
  await login(page, 'admin');
  await page.clock.fastForward('20:00');
  await page.mouse.move(200, 200);
  await page.keyboard.press('Shift');
  await page.clock.fastForward('20:00');
  await expect(idleWarning(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a closed lid: the page wakes 31 minutes after the last activity and is at /login within a second', async ({
  page,
}) => {
  await page.clock.install();
  await login(page, 'admin');
  await page.mouse.move(200, 200);
  await sleepFor(page, 31 * MINUTE);
  await expect(page).toHaveURL(/\/dashboard$/); // no timer ran in the sleep
  // Opening the lid: the page becomes visible again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/login$/, { timeout: 1000 });
  await expect(expiryMessage(page)).toBeVisible({ timeout: 1000 });
  expect(await accessToken(page)).toBeNull();
});

test('timers that fire late after a 31-minute sleep end the session at once, with no warning first', async ({
  page,
}) => {
  await page.clock.install();
  await login(page, 'admin');
  await page.mouse.move(200, 200);
  // fastForward fires the timers that came due during the jump, once, at its end.
  await page.clock.fastForward('31:00');
  await expect(page).toHaveURL(/\/login$/, { timeout: 1000 });
  await expect(expiryMessage(page)).toBeVisible({ timeout: 1000 });
  await expect(idleWarning(page)).toHaveCount(0);
});

test('the page wakes 26 minutes after the last activity: the warning with about 4 minutes left, the end at 30', async ({
  page,
}) => {
  await page.clock.install();
  await login(page, 'admin');
  await page.mouse.move(200, 200);
  await sleepFor(page, 26 * MINUTE);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(idleWarning(page)).toHaveText(
    '操作がないため、あと約4分でセッションが終了します。続ける場合は画面を操作してください。',
    {
      timeout: 1000,
    },
  );
  // The end is 30 minutes after the activity, not 5 minutes after the warning.
  await page.clock.fastForward('03:50');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.fastForward('00:15');
  await expect(page).toHaveURL(/\/login$/, { timeout: 1000 });
  await expect(expiryMessage(page)).toBeVisible();
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await resetMock('demo', { accessTokenTtlMs: 1500 });
  await login(page, 'admin');
  const before = await page.evaluate(() => localStorage.getItem('accessToken'));
  await page.waitForTimeout(2000);
  await menu(page).getByRole('link', { name: 'ユーザー管理' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(before);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('logging out in one tab logs out the other', async ({ context }) => {
  const first = await context.newPage();
  await login(first, 'admin');
  const second = await context.newPage();
  await second.goto('/licenses');
  await expect(menu(second)).toBeVisible();
  await first.getByRole('button', { name: 'ログアウト' }).click();
  await expect(second).toHaveURL(/\/login$/);
});
