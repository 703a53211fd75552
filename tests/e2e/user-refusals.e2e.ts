// An ordinary user typing an admin URL by hand, in the production bundle against the HTTP mock.
// Guards require authentication only (docs/product.md §2); the server refuses admin calls with 403
// and the screen says so in Japanese. (On the dev server every route of both roles is opened by
// tests/e2e/dev-server/routes.e2e.ts.)
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { login } from './support/mock.ts';

test.beforeEach(async ({ mock }) => {
  await mock.reset('demo');
});

const ADMIN_PATHS = ['/licenses', '/devices', '/users', '/owner-settings'];
const FORBIDDEN = 'この操作を行う権限がありません。';
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

async function openByHandAsUser(page: Page, path: string) {
  await login(page, 'user');
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

for (const path of ADMIN_PATHS) {
  test(`an ordinary user typing ${path} gets a Japanese message saying they lack the permission, not a crash or other people's data`, async ({
    page,
  }) => {
    await openByHandAsUser(page, path);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert').first()).toContainText(JAPANESE);
    await expect(main.getByText(FORBIDDEN).first()).toBeVisible();
    await expect(page.getByText('問題が発生しました')).toHaveCount(0);
    await expect(main.locator('tbody tr td')).toHaveCount(0);
    await expect(main.getByText(/@example\.(com|jp)/)).toHaveCount(0);
  });
}
