// The ordinary user's journey in the production bundle against the HTTP mock:
// the personal menu, My page with a profile edit that survives a reload, My licences,
// deactivating an own device (and the admin list agreeing), and admin URLs typed by hand.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { login } from './support/mock.ts';

test.beforeEach(async ({ mock }) => {
  await mock.reset('demo');
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();

async function openFromMenu(page: Page, label: string, path: RegExp) {
  await menu(page).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(path);
}

test('the personal menu offers my page, my licences and my devices, and no admin screens', async ({ page }) => {
  await login(page, 'user');
  const nav = menu(page);
  for (const label of ['ダッシュボード', 'マイページ', 'マイライセンス', 'マイデバイス']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  for (const label of [
    'ライセンス管理',
    'ユーザー管理',
    'オーナー設定',
    'デバイス管理',
    '操作履歴',
    '利用状況レポート',
  ]) {
    await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
  }
});

test('my page: the profile edit is validated, saved, and still there after a reload', async ({ page }) => {
  await login(page, 'user');
  await openFromMenu(page, 'マイページ', /\/mypage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();

  const profile = page.getByRole('region', { name: 'プロフィール' });
  await expect(profile.getByText('user@example.com')).toBeVisible();
  await expect(profile.getByText('一般ユーザー')).toBeVisible();
  await expect(profile).toContainText(/\d{4}年\d{2}月\d{2}日|-/);
  await expect(page.getByRole('group', { name: 'ライセンス' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'デバイス' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'アプリケーション' })).toContainText('管理中');
  await expect(page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr')).not.toHaveCount(0);

  await profile.getByRole('button', { name: 'プロフィールを編集' }).click();
  const dialog = page.getByRole('dialog', { name: 'プロフィールの編集' });
  await dialog.getByLabel('姓').fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('姓が必須です')).toBeVisible();

  await dialog.getByLabel('姓').fill('佐藤');
  await dialog.getByLabel('名').fill('次郎');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('プロフィールを更新しました')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(profile.getByText('佐藤 次郎')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'プロフィール' }).getByText('佐藤 次郎')).toBeVisible();
  await page.getByRole('button', { name: 'プロフィールを編集' }).click();
  await expect(page.getByRole('dialog', { name: 'プロフィールの編集' }).getByLabel('姓')).toHaveValue('佐藤');
  await expect(page.getByRole('dialog', { name: 'プロフィールの編集' }).getByLabel('名')).toHaveValue('次郎');
});

test('my licences: counts, the table and the read-only detail dialog', async ({ page }) => {
  await login(page, 'user');
  await openFromMenu(page, 'マイライセンス', /\/my-licenses$/);
  const summary = page.getByRole('region', { name: 'ライセンスの集計' });
  for (const name of ['合計', 'アクティブ', '非アクティブ', '期限切れ・無効'])
    await expect(summary.getByRole('group', { name, exact: true })).toBeVisible();

  const rows = page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(summary.getByRole('group', { name: '合計', exact: true })).toContainText(String(count));

  // The key cut to 16 characters (docs/product.md §2) and marked as cut.
  const shown = (await rows.first().locator('td').first().innerText()).trim();
  expect(shown).toMatch(/^.{16}…$/);
  const shortKey = shown.slice(0, 16);
  await rows.first().locator('td').nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(new RegExp(`^${shortKey.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`))).toBeVisible();
  // User view: no expiry editor, nothing to type into.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /編集/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: '閉じる' }).last().click();
  await expect(dialog).toBeHidden();
});

test('my devices: deactivating an own ACTIVE device, then the admin device list agrees', async ({ page }) => {
  await login(page, 'user');
  await openFromMenu(page, 'マイデバイス', /\/my-devices$/);
  const table = page.getByRole('table', { name: 'デバイス一覧' });
  const activeRow = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: /を無効化$/ }) })
    .first();
  await expect(activeRow).toBeVisible();
  await expect(activeRow).toContainText('アクティブ');
  const hostname = (await activeRow.locator('td').nth(1).innerText()).trim();

  // The full id, from the detail dialog.
  await activeRow.getByRole('button', { name: `デバイス ${hostname} の詳細` }).click();
  const detail = page.getByRole('dialog', { name: 'デバイス詳細' });
  const deviceId = (
    await detail
      .locator('dt', { hasText: /^デバイスID$/ })
      .locator('xpath=following-sibling::dd[1]')
      .innerText()
  ).trim();
  expect(deviceId.length).toBeGreaterThan(0);
  await detail.getByRole('button', { name: '閉じる' }).last().click();
  await expect(detail).toBeHidden();

  await activeRow.getByRole('button', { name: `デバイス ${hostname} を無効化` }).click();
  const confirm = page.getByRole('dialog', { name: 'デバイスの無効化' });
  await expect(confirm).toContainText(hostname);
  await confirm.getByRole('button', { name: 'はい' }).click();
  await expect(page.getByText('デバイスが非アクティベートされました')).toBeVisible();

  const row = table.locator('tbody tr').filter({ hasText: deviceId.slice(0, 12) });
  await expect(row).toContainText('無効化済み');
  await expect(row.getByRole('button', { name: /を無効化$/ })).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'デバイス一覧' })
      .locator('tbody tr')
      .filter({ hasText: deviceId.slice(0, 12) }),
  ).toContainText('無効化済み');

  // The administrator sees the same device as deactivated.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'admin');
  await openFromMenu(page, 'デバイス管理', /\/devices$/);
  await page.getByLabel('デバイスを検索').fill(deviceId);
  const adminRow = page
    .getByRole('table', { name: 'デバイス一覧' })
    .locator('tbody tr')
    .filter({ hasText: deviceId.slice(0, 8) });
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow).toContainText('無効化済み');
});
