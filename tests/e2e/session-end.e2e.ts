// A session ends when it ends (the next user of the same tab: next-user.e2e.ts): an idle expiry
// ends the server session (its refresh token refused); a sign-out in one tab empties the other;
// two tabs whose access token expired refresh at once and both stay signed in, though the mock
// rotates refresh tokens.
import { expect, test } from './support/test.ts';
import { login, MOCK_URL, resetMock } from './support/mock.ts';
import { adminBrowses, adminLinesOn, bell, menu, userAlone } from './support/screens-of.ts';

test.beforeEach(async () => {
  await resetMock('demo');
});

test('after an idle expiry the old refresh token is refused by the server', async ({ page }) => {
  await page.clock.install();
  await login(page, 'admin');
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(refreshToken).not.toBeNull();
  // The logout the expiry sends, answered: then the old refresh token is asked once.
  const loggedOut = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/auth/logout');
  await page.clock.fastForward('31:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('一定時間操作がなかったため、セッションが終了しました', { exact: false })).toBeVisible();
  await loggedOut;
  const answer = await fetch(`${MOCK_URL}/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  expect(answer.status).toBe(401);
});

test("a sign-out in one tab: the other tab's screens hold nothing of the user", async ({ context, browser }) => {
  // Two browser contexts and seven screens: a long journey, given the time of one on a loaded host.
  test.slow();
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
