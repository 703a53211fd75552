// The owner's first day against the HTTP mock: from `empty`, the owner (its key revealed), an
// application from a product setting, my application's billing link, a user of each mode; then,
// in `demo`, the user list paged, filtered and searched.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openCombobox } from './support/dropdown.ts';
import { login } from './support/mock.ts';
import { SNAPSHOT_KEY } from '../../src/mocks/hosts/snapshot.ts';

/**
 * Everything the console keeps in localStorage and sessionStorage, as one text. On the dev
 * server the in-browser mock keeps its database there too: that is the server's storage (it
 * holds the keys as any server does), not the console's, so it is left out.
 */
const browserStorage = (page: Page) =>
  page.evaluate((mockDatabase) => {
    const local = Object.fromEntries(Object.entries({ ...localStorage }).filter(([key]) => key !== mockDatabase));
    return JSON.stringify([local, { ...sessionStorage }]);
  }, SNAPSHOT_KEY);

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();

async function openFromMenu(page: Page, label: string, path: RegExp) {
  await menu(page).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(path);
}

const OWNER_KEY = 'sl_live_firstday0123456789';
const BILLING_KEY = 'sl_live_appkey987654321';

test("the owner's first day, from an empty installation", async ({ page, mock }) => {
  await mock.reset('empty');
  await login(page, 'admin');

  // 1. Owner settings: initial setup ('作成'), then update mode with the masked key.
  await openFromMenu(page, 'オーナー設定', /\/owner-settings$/);
  await expect(
    page.getByText('オーナーが設定されていません。オーナー設定を作成するとライセンス使用状況が表示されます。'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '再読み込み' })).toHaveCount(0);
  await page.getByRole('button', { name: '作成' }).click();
  await expect(page.getByText('サブスクライトAPIキーは必須です')).toBeVisible();
  await page.getByLabel('サイト識別子').fill('first-day-shop');
  await page.getByLabel('サブスクライトAPIキー').fill(OWNER_KEY);
  await page.getByRole('button', { name: 'APIキーを表示' }).click();
  await expect(page.getByLabel('サブスクライトAPIキー')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: '作成' }).click();
  await expect(page.getByText('オーナー設定が正常に作成されました')).toBeVisible();
  await expect(page.getByRole('button', { name: '更新' })).toBeVisible();
  await expect(page.getByRole('button', { name: '再読み込み' })).toBeVisible();
  await expect(page.getByText(`${OWNER_KEY.slice(0, 4)}••••••••${OWNER_KEY.slice(-4)}`)).toBeVisible();
  await expect(page.getByLabel('サブスクライトAPIキー')).toHaveValue('');
  // The stored key's eye reveals it whole, and hides it again; the browser keeps none of it.
  const storedKey = page.getByLabel('登録済みのAPIキー', { exact: true });
  await page.getByRole('button', { name: '登録済みのAPIキーを表示', exact: true }).click();
  await expect(storedKey).toHaveText(OWNER_KEY);
  await page.getByRole('button', { name: '登録済みのAPIキーを非表示', exact: true }).click();
  await expect(storedKey).toHaveText(`${OWNER_KEY.slice(0, 4)}••••••••${OWNER_KEY.slice(-4)}`);
  expect(await browserStorage(page)).not.toContain(OWNER_KEY);
  await expect(page.getByRole('progressbar')).toBeVisible();
  // Reloading keeps update mode.
  await page.getByRole('button', { name: '再読み込み' }).click();
  await expect(page.getByRole('button', { name: '更新' })).toBeVisible();
  await expect(page.getByLabel('サイト識別子')).toHaveValue('first-day-shop');

  // 2. Applications: none yet; the product settings; create from one.
  await openFromMenu(page, 'マイアプリケーション', /\/applications$/);
  await page.getByRole('button', { name: '商品から作成' }).click();
  const dialog = page.getByRole('dialog', { name: '商品設定から作成' });
  await expect(dialog.getByRole('heading', { name: 'スタンダードプラン' })).toBeVisible();
  await expect(dialog.getByText(/[¥￥]1,980 \/ 1ヶ月/)).toBeVisible();
  await expect(dialog.getByText('単発')).toBeVisible();
  await dialog.getByRole('button', { name: 'スタンダードプランで作成' }).click();
  await expect(page).toHaveURL(/\/applications\/create-from-product$/);
  await expect(page.getByLabel('アプリケーション名')).toHaveValue('スタンダードプラン App');
  await expect(page.getByLabel('バージョン')).toHaveValue('1.0.0');
  await page.getByRole('button', { name: '作成' }).click();
  await expect(page.getByText('アプリケーションが正常に作成されました！').first()).toBeVisible();
  await expect(page).toHaveURL(/\/applications$/, { timeout: 10_000 });
  await expect(page.getByText(/^作成されたアプリケーションID: \S+$/)).toBeVisible();
  const card = page.getByRole('list', { name: 'マイアプリケーション' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'スタンダードプラン App' })).toBeVisible();
  await expect(card.getByText('アクティブ')).toBeVisible();

  // 3. My application: its settings, then its billing link set up in edit mode.
  await page.goto('/my-application');
  await expect(page.getByText('設定内容')).toBeVisible();
  await expect(page.getByText('スタンダードプラン App')).toBeVisible();
  await page.getByRole('button', { name: '編集' }).click();
  await page.getByLabel('サブスクライトAPIキー', { exact: true }).fill(BILLING_KEY);
  await page.getByLabel('サブスクライトサイト識別子').fill('first-day-shop');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('設定が正常に更新されました。')).toBeVisible();
  await expect(page.getByLabel('サブスクライトAPIキー', { exact: true })).toContainText(BILLING_KEY.slice(0, 4));
  await expect(page.getByLabel('サブスクライトAPIキー', { exact: true })).not.toContainText(BILLING_KEY);
  await page.getByRole('button', { name: 'サブスクライトAPIキーを表示', exact: true }).click();
  await expect(page.getByLabel('サブスクライトAPIキー', { exact: true })).toHaveText(BILLING_KEY);
  expect(await browserStorage(page)).not.toContain(BILLING_KEY);

  // 4. Users: one from the billing provider's tenant users, one from any address.
  await openFromMenu(page, 'ユーザー管理', /\/users$/);
  await page.getByRole('button', { name: '新規ユーザー' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
  const options = (await openCombobox(page, 'サブスクライトのユーザー')).getByRole('option');
  await expect(options.filter({ hasText: '既に登録済み' }).first()).toBeVisible();
  const free = options.filter({ hasNotText: '既に登録済み' }).first();
  const freeName = (await free.getAttribute('aria-label'))!;
  await free.click();
  await page.getByLabel('パスワード', { exact: true }).fill('abc');
  await page.getByRole('button', { name: '作成' }).click();
  await expect(page.locator('#user-create-password-error')).toHaveText(
    [
      'パスワードは8文字以上で入力してください',
      'パスワードには大文字を1文字以上含めてください',
      'パスワードには数字を1文字以上含めてください',
      'パスワードには記号を1文字以上含めてください',
    ].join('\n'),
    { useInnerText: true },
  );
  await page.getByLabel('パスワード', { exact: true }).fill('Tenant1!pass');
  await page.getByRole('button', { name: '作成' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText('ユーザーを作成しました')).toBeVisible();
  const freeEmail = /（(.+)）/.exec(freeName)?.[1] ?? freeName;
  await expect(page.getByRole('table').getByText(freeEmail)).toBeVisible();

  await page.getByRole('button', { name: '新規ユーザー' }).click();
  await page.getByLabel('メールアドレスで作成').check();
  await page.getByLabel('メールアドレス', { exact: true }).fill('new.member@example.org');
  await page.getByLabel('パスワード', { exact: true }).fill('Member1!pass');
  await page.getByRole('button', { name: '作成' }).click();
  await expect(page).toHaveURL(/\/users$/);
  const row = page.getByRole('row').filter({ hasText: 'new.member@example.org' });
  await expect(row).toBeVisible();
  await expect(row.getByText('一般ユーザー')).toBeVisible();
});

test('the user list in demo: pages of 10, role filter, search', async ({ page, mock }) => {
  await mock.reset('demo');
  await login(page, 'admin');
  await openFromMenu(page, 'ユーザー管理', /\/users$/);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('1 - 10 / 28 件')).toBeVisible();

  await page.getByRole('button', { name: /next page|次/i }).click();
  await expect(page).toHaveURL(/\/users\?page=2$/);
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: /next page|次/i }).click();
  await expect(rows).toHaveCount(8);

  await page.getByRole('group', { name: 'ロールで絞り込み' }).getByText('管理者').click();
  await expect(page).toHaveURL(/role=ADMIN/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(rows.first()).toContainText('管理者');
  const adminRows = await rows.count();
  for (let i = 0; i < adminRows; i++) await expect(rows.nth(i)).toContainText('管理者');

  await page.getByRole('group', { name: 'ロールで絞り込み' }).getByText('すべて').click();
  await page.getByLabel('ユーザーを検索').fill('admin@example');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('admin@example.com');
  await expect(page).toHaveURL(/q=admin%40example/);
  // The list state survives a reload (it lives in the URL).
  await page.reload();
  await expect(page.getByLabel('ユーザーを検索')).toHaveValue('admin@example');
  await expect(rows).toHaveCount(1);
});
