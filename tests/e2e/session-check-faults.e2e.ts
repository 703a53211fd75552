// The session check on load (GET /auth/verify) is no screen's data call: any failure of it means
// "not signed in" (docs/product.md §4): the stored session is removed and /login is shown, never a
// blank page.
import { expect, test } from './support/test.ts';
import { apiLogin, tapCall, useSession, watchErrors, type ApiSession } from './support/faults.ts';
import { resetMock } from './support/mock.ts';

let admin: ApiSession;

test.beforeAll(async () => {
  await resetMock('demo');
  admin = await apiLogin('admin');
});

for (const fault of ['http500', 'abort', 'malformed', 'schema'] as const) {
  test(`a failing session check (${fault}) leads to /login with the stored session removed`, async ({ page }) => {
    const watch = watchErrors(page);
    await useSession(page, admin);
    const tap = await tapCall(page, 'verify');
    tap.set(fault);
    await page.goto('/licenses');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    watch.assertClean();
  });
}
