// Accessibility signed out and as a user: the login page's states, every route (the admin URLs
// typed by hand included), the personal dialogs and the session banners. A serious or critical
// violation fails.
import { expect, test } from './support/test.ts';
import { DEMO, login, resetMock } from './support/mock.ts';
import {
  ADMIN_ROUTES,
  Audit,
  AUDIT_SESSION_TIMEOUT,
  auditSession,
  PERSONAL_ROUTES,
  closeConfirm,
  closeDialog,
  dialog,
  rows,
  scan,
  scanRoute,
  settled,
} from './support/a11y-audit.ts';

// Each session prints its scan count and time spent in axe.
test.describe.configure({ timeout: AUDIT_SESSION_TIMEOUT });

test('the login page: empty, with a refusal, with the user menu open', async ({ page }) => {
  await resetMock('demo');
  const audit = new Audit('signed out');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'ライセンス認証サーバー' })).toBeVisible();
  // The live page, not the build's inert prerendered copy that the HTML paints first.
  await expect(page.locator('[inert]')).toHaveCount(0);
  await scan(page, audit, 'login');

  await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('alert')).toContainText('メールアドレスまたはパスワードが正しくありません');
  await scan(page, audit, 'login refused');

  await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, audit, 'login user menu', '.p-menu');
  await page.keyboard.press('Escape');

  // A protected URL while signed out lands on the login page with the origin remembered.
  await page.goto('/devices');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, 'login with redirect');
  audit.finish();
});

test('user: every route including the admin URLs, and the personal dialogs', async ({ page }) => {
  const audit = await auditSession(page, 'user', 'user');

  for (const path of [...PERSONAL_ROUTES, '/dashboard']) await scanRoute(page, audit, path);
  // Admin URLs typed by hand: the console shows the server's refusal (or sends the user on).
  for (const path of ADMIN_ROUTES.filter((p) => p !== '/dashboard')) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await scan(page, audit, `user ${path}`);
  }
  const ownId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string }).id);
  expect(ownId).toBeTruthy();
  await page.goto(`/users/${ownId}/edit`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, 'user /users/:id/edit');
  await page.goto('/applications/create-from-product');
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, 'user /applications/create-from-product');

  // My page: the profile edit dialog, with and without an error.
  await page.goto('/mypage');
  await page.getByRole('button', { name: 'プロフィールを編集' }).click();
  await expect(dialog(page, 'プロフィールの編集')).toBeVisible();
  await scan(page, audit, 'profile edit', '.p-dialog');
  await dialog(page, 'プロフィールの編集').getByLabel('姓').fill('');
  await dialog(page, 'プロフィールの編集').getByRole('button', { name: '保存' }).click();
  await expect(dialog(page, 'プロフィールの編集').getByText('姓が必須です')).toBeVisible();
  await scan(page, audit, 'profile edit with error', '.p-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'プロフィールの編集')).toBeHidden();

  // My licences: the read-only detail dialog.
  await page.goto('/my-licenses');
  await rows(page, 'ライセンス一覧')
    .first()
    .getByRole('button', { name: /の詳細$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, audit, 'my licence detail', '.p-dialog');
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).last().click();

  // My devices: the detail dialog and the deactivation confirmation.
  await page.goto('/my-devices');
  const active = rows(page, 'デバイス一覧')
    .filter({ has: page.getByRole('button', { name: /を無効化$/ }) })
    .first();
  await active.getByRole('button', { name: /の詳細$/ }).click();
  await expect(dialog(page, 'デバイス詳細')).toBeVisible();
  await scan(page, audit, 'my device detail', '.p-dialog');
  await closeDialog(page, 'デバイス詳細');
  await active.getByRole('button', { name: /を無効化$/ }).click();
  await expect(dialog(page, 'デバイスの無効化')).toBeVisible();
  await scan(page, audit, 'my device deactivation confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'デバイスの無効化');
  audit.finish();
});

test('the session banners: the idle warning and the expiry message', async ({ page }) => {
  await resetMock('demo');
  await page.clock.install();
  await login(page, 'user');
  const audit = new Audit('session');
  await page.clock.fastForward('25:01');
  await expect(page.getByText('でセッションが終了します', { exact: false })).toBeVisible();
  await scan(page, audit, 'idle warning');
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('一定時間操作がなかったため、セッションが終了しました', { exact: false })).toBeVisible();
  await scan(page, audit, 'session expired');
  audit.finish();
});
