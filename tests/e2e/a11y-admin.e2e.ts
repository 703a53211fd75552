// Accessibility as the admin: axe-core scans every route, and the dialogs, confirmations and menus
// of the licence, device, user and application screens. A serious or critical violation fails.
import { expect, test } from './support/test.ts';
import { combobox, openCombobox } from './support/dropdown.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../src/shared/constants.ts';
import {
  ADMIN_ROUTES,
  AUDIT_SESSION_TIMEOUT,
  auditSession,
  COMBOBOXES,
  PERSONAL_ROUTES,
  closeConfirm,
  closeDialog,
  dialog,
  expectComboboxes,
  rows,
  scan,
  scanRoute,
} from './support/a11y-audit.ts';

// Each session prints its scan count and time spent in axe.
test.describe.configure({ timeout: AUDIT_SESSION_TIMEOUT });

test('admin: every route, and the dialogs, confirmations and menus of the licence, device, user and application screens', async ({
  page,
}) => {
  const audit = await auditSession(page, 'admin', 'admin');

  for (const path of [...ADMIN_ROUTES, ...PERSONAL_ROUTES]) {
    await scanRoute(page, audit, path);
    await expectComboboxes(page, COMBOBOXES[path] ?? []);
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('main')).toBeVisible();
  await scan(page, audit, 'admin not found');

  // Licences: the status filter menu, the detail dialog and its expiry editor, the confirmations,
  // over the list narrowed to one revoked licence (axe reads the whole document on every scan, and
  // the full list had its own scan above).
  await page.goto('/licenses');
  await expect(rows(page, 'ライセンス一覧')).toHaveCount(DEFAULT_LIST_PAGE_SIZE);
  await (await openCombobox(page, 'ステータスで絞り込み')).getByRole('option', { name: '無効化済み' }).click();
  await expect(rows(page, 'ライセンス一覧').first()).toContainText('無効化済み');
  const revokedKey = (await rows(page, 'ライセンス一覧').first().locator('td code').first().textContent())!.trim();
  await page.getByLabel('ライセンスを検索').fill(revokedKey);
  await expect(rows(page, 'ライセンス一覧')).toHaveCount(1);
  const revoked = rows(page, 'ライセンス一覧').first();
  await expect(revoked).toContainText('無効化済み');
  const statuses = await openCombobox(page, 'ステータスで絞り込み');
  await scan(page, audit, 'licences status filter open', ['.list-toolbar', '.p-dropdown-panel']);
  await page.keyboard.press('Escape');
  await expect(combobox(page, 'ステータスで絞り込み')).toHaveAttribute('aria-expanded', 'false');
  await expect(statuses).toHaveCount(0);

  await revoked.getByRole('button', { name: /の詳細$/ }).click();
  await expect(dialog(page, 'ライセンス詳細')).toBeVisible();
  await scan(page, audit, 'licence detail', '.p-dialog');
  await dialog(page, 'ライセンス詳細').getByRole('button', { name: '有効期限を編集' }).click();
  await expect(
    dialog(page, 'ライセンス詳細')
      .getByLabel(/有効期限/)
      .first(),
  ).toBeVisible();
  await scan(page, audit, 'licence detail, expiry editor', '.p-dialog');
  await closeDialog(page, 'ライセンス詳細');

  await revoked.getByRole('button', { name: /を有効化$/ }).click();
  await expect(dialog(page, 'ライセンスの有効化')).toBeVisible();
  await scan(page, audit, 'licence activation confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'ライセンスの有効化');

  await revoked.getByRole('button', { name: /を削除$/ }).click();
  await expect(dialog(page, 'ライセンスの削除')).toBeVisible();
  await scan(page, audit, 'licence delete confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'ライセンスの削除');

  // The new-licence form: its validation messages, the application menu, the chosen application.
  await page.goto('/licenses/create');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('アプリケーションの選択は必須です')).toBeVisible();
  await scan(page, audit, 'licence form with errors');
  const applications = await openCombobox(page, 'アプリケーション');
  await scan(page, audit, 'licence form application menu', ['main form', '.p-dropdown-panel']);
  await applications.getByRole('option').first().click();
  await expect(page.getByRole('region', { name: '選択中のアプリケーション' })).toBeVisible();
  await scan(page, audit, 'licence form application chosen');

  // Devices: the detail dialog and the delete confirmation over it.
  await page.goto('/devices');
  await expect(rows(page, 'デバイス一覧')).toHaveCount(DEFAULT_LIST_PAGE_SIZE);
  const deviceId = (await rows(page, 'デバイス一覧').first().locator('td code').first().getAttribute('title'))!;
  await page.getByLabel('デバイスを検索').fill(deviceId);
  await expect(rows(page, 'デバイス一覧')).toHaveCount(1);
  await rows(page, 'デバイス一覧')
    .first()
    .getByRole('button', { name: /の詳細$/ })
    .click();
  await expect(dialog(page, 'デバイス詳細')).toBeVisible();
  await scan(page, audit, 'device detail', '.p-dialog');
  await dialog(page, 'デバイス詳細').getByRole('button', { name: '削除' }).click();
  await expect(dialog(page, 'デバイスの削除')).toBeVisible();
  await scan(page, audit, 'device delete confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'デバイスの削除');
  await closeDialog(page, 'デバイス詳細');

  // Users: the delete confirmation, the edit screen, the creation form's errors and its tenant menu.
  await page.goto('/users');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(10);
  await page.getByLabel('ユーザーを検索').fill('user@example');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  const firstUser = page.getByRole('table').locator('tbody tr').first();
  await firstUser.getByRole('button', { name: /削除/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, audit, 'user delete confirmation', '.p-confirm-dialog');
  await page.getByRole('dialog').locator('.p-confirm-dialog-reject').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await firstUser.getByRole('button', { name: /編集/ }).click();
  await expect(page).toHaveURL(/\/users\/[^/]+\/edit$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, 'admin /users/:id/edit');

  await page.goto('/users/create');
  await page.getByRole('button', { name: '作成' }).click();
  await scan(page, audit, 'user form with errors');
  await openCombobox(page, 'サブスクライトのユーザー');
  await scan(page, audit, 'user form tenant menu', ['main form', '.p-dropdown-panel']);

  // Applications: the product settings dialog, then the creation form it leads to.
  await page.goto('/applications');
  await page.getByRole('button', { name: '商品設定からアプリケーションを追加' }).click();
  await expect(dialog(page, '商品設定から作成').getByRole('heading').first()).toBeVisible();
  await scan(page, audit, 'product settings dialog', '.p-dialog');
  await dialog(page, '商品設定から作成')
    .getByRole('button', { name: /で作成$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/applications\/create-from-product$/);
  await expect(page.getByLabel('アプリケーション名')).not.toHaveValue('');
  await scan(page, audit, 'admin /applications/create-from-product');

  // An application card's 編集 dialog, its fields refused with the spec's messages beside them.
  await page.goto('/applications');
  await page
    .getByRole('button', { name: /を編集$/ })
    .first()
    .click();
  const edit = dialog(page, 'アプリケーションの編集');
  await edit.getByLabel('バージョン').fill('1.0');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit.getByRole('alert').first()).toBeVisible();
  await scan(page, audit, 'application edit dialog with errors', '.p-dialog');

  // My application with both keys revealed, then in edit mode.
  await page.goto('/my-application');
  for (const key of ['内部APIキー', 'サブスクライトAPIキー']) {
    await page.getByRole('button', { name: `${key}を表示`, exact: true }).click();
    await expect(page.getByRole('button', { name: `${key}を非表示`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await scan(page, audit, 'my application, keys revealed');
  await page.getByRole('button', { name: '編集' }).click();
  await expect(page.getByRole('button', { name: '保存' })).toBeVisible();
  await scan(page, audit, 'my application edit mode');

  // My page: the profile edit dialog with a validation message.
  await page.goto('/mypage');
  await page.getByRole('button', { name: 'プロフィールを編集' }).click();
  await dialog(page, 'プロフィールの編集').getByLabel('姓').fill('');
  await dialog(page, 'プロフィールの編集').getByRole('button', { name: '保存' }).click();
  await expect(dialog(page, 'プロフィールの編集').getByText('姓が必須です')).toBeVisible();
  await scan(page, audit, 'admin profile edit with error', '.p-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'プロフィールの編集')).toBeHidden();

  // The drawer that replaces the side menu on a narrow screen.
  await page.setViewportSize({ width: 480, height: 800 });
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await expect(page.locator('.drawer')).toBeVisible();
  await scan(page, audit, 'narrow screen, menu drawer', '.drawer');
  audit.finish();
});
