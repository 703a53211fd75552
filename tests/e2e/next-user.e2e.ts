// The next person at a shared PC: an admin browses the dashboard, licences, users and お知らせ, signs
// out, and an ordinary user signs in in the same tab. Nothing of the admin's screens shows on the
// user's dashboard, マイページ or bell, nor on any page Back reaches. Runs on the E2E build and the
// dev server (playwright.dev.config.ts).
import { expect, test } from './support/test.ts';
import { DEMO, login } from './support/mock.ts';
import { adminBrowses, adminLinesOn, bell, carriesData, open, userAlone } from './support/screens-of.ts';

test.beforeEach(async ({ mock }) => {
  await mock.reset('demo');
});

test('the next user in the same tab sees nothing of the admin: dashboard, マイページ, bell, Back', async ({
  page,
  browser,
  target,
}) => {
  const own = await userAlone(browser, (other) =>
    // The dev server's mock lives in each context: the user's own tab starts from the same scenario.
    target === 'dev-server' ? other.goto('/login?scenario=demo').then(() => undefined) : Promise.resolve(),
  );
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
  const origin = new URL(page.url()).origin;
  for (let step = 0; step < 6; step++) {
    const before = page.url();
    await page.goBack().catch(() => undefined);
    // Back past the tab's first page (about:blank) leaves the console: nothing of it is shown there.
    if (page.url() === before || !page.url().startsWith(origin)) break;
    await page.waitForLoadState('networkidle');
    expect(await adminLinesOn(page, admin.lines, own.lines), `after Back to ${page.url()}`).toEqual([]);
  }
});
