// The writes of the contract as journeys, shared by the runs against servers we did not write
// (the mock's `rest` and `spec` profiles): each asserts its success message, the changed screen
// without a reload and one request per click. The caller opens the screen and checks no reload.
import type { Page } from '@playwright/test';
import { expect } from './test.ts';
import { chooseOption } from './dropdown.ts';
import { issueLicence, openScreen, toast, type Writes } from './profile-journeys.ts';

/** On ライセンス管理 (open): issue a licence, revoke it, re-activate it, re-date it and delete it. */
export async function licenceWrites(page: Page, writes: Writes) {
  const { key, table } = await issueLicence(page);
  expect(writes.count('POST', /^\/licenses$/)).toBe(1);

  await table.getByRole('button', { name: `ライセンス ${key} を無効化` }).click();
  await expect(toast(page, 'ライセンスが無効化されました')).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText('無効化済み');
  expect(writes.count('POST', /^\/licenses\/[^/]+\/revoke$/)).toBe(1);

  await table.getByRole('button', { name: `ライセンス ${key} を有効化` }).click();
  await page.getByRole('dialog', { name: 'ライセンスの有効化' }).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'ライセンスが有効化されました')).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText('アクティブ');
  expect(writes.count('POST', /^\/licenses\/[^/]+\/activate$/)).toBe(1);

  await table.getByRole('button', { name: `ライセンス ${key} の詳細` }).click();
  const detail = page.getByRole('dialog', { name: 'ライセンス詳細' });
  await detail.getByRole('button', { name: '有効期限を編集' }).click();
  await detail.getByLabel('新しい有効期限').fill('2032-01-15T10:00');
  await detail.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, 'ライセンスが更新されました')).toBeVisible();
  await expect(detail).toContainText('2032/01/15');
  await expect(table.locator('tbody tr').first()).toContainText('2032/01/15');
  expect(writes.count('PUT', /^\/licenses\/[^/]+$/)).toBe(1);
  await detail.getByRole('button', { name: '閉じる' }).last().click();

  await table.getByRole('button', { name: `ライセンス ${key} を削除` }).click();
  await page.getByRole('dialog', { name: 'ライセンスの削除' }).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'ライセンスが削除されました')).toBeVisible();
  await expect(table).toContainText('条件に一致するライセンスはありません');
  expect(writes.count('DELETE', /^\/licenses\/[^/]+$/)).toBe(1);
}

/** On デバイス管理 (open): 無効化 an ACTIVE device from its row, then delete another from its detail. */
export async function deactivateAndDeleteDevices(page: Page, writes: Writes) {
  const devices = page.getByRole('table', { name: 'デバイス一覧' });
  await chooseOption(page, 'ステータスで絞り込み', 'アクティブ');
  const active = devices.locator('tbody tr').first();
  await expect(active).toContainText('アクティブ');
  const activeId = await active.locator('td code').first().getAttribute('title');
  await active.getByRole('button', { name: /を無効化$/ }).click();
  await expect(toast(page, 'デバイスを無効化しました')).toBeVisible();
  await expect(devices.locator(`code[title="${activeId}"]`)).toHaveCount(0);
  expect(writes.count('POST', /^\/devices\/[^/]+\/deactivate$/)).toBe(1);

  await chooseOption(page, 'ステータスで絞り込み', 'すべてのステータス');
  const victim = devices.locator('tbody tr').first();
  const victimId = (await victim.locator('td code').first().getAttribute('title'))!;
  await victim.getByRole('button', { name: /の詳細$/ }).click();
  const detail = page.getByRole('dialog', { name: 'デバイス詳細' });
  await expect(detail).toContainText(victimId);
  await detail.getByRole('button', { name: '削除' }).click();
  await page.getByRole('dialog', { name: 'デバイスの削除' }).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'デバイスが削除されました')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(devices.locator(`code[title="${victimId}"]`)).toHaveCount(0);
  expect(writes.count('DELETE', /^\/devices\/[^/]+$/)).toBe(1);
}

/** On 新規ユーザー's form by e-mail (open, the password typed): create `email`; the list shows it. */
export async function createUser(page: Page, email: string) {
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(toast(page, 'ユーザーを作成しました')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  const users = page.getByRole('table', { name: 'ユーザー管理' });
  await page.getByLabel('ユーザーを検索').fill(email.split('@')[0]!);
  await expect(users.locator('tbody tr')).toHaveCount(1);
  await expect(users).toContainText(email);
}

/** On ユーザー管理 searched down to `email`'s row: rename the user to `name`, then delete them. */
export async function renameAndDeleteUser(page: Page, writes: Writes, email: string, name: string) {
  const users = page.getByRole('table', { name: 'ユーザー管理' });
  await users.getByRole('button', { name: /を編集$/ }).click();
  await expect(page).toHaveURL(/\/users\/[^/]+\/edit$/);
  await page.getByLabel('ユーザー名').fill(name);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, 'ユーザーを更新しました')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByLabel('ユーザーを検索').fill(email.split('@')[0]!);
  await expect(users).toContainText(name);
  expect(writes.count('PUT', /^\/users\/[^/]+$/)).toBe(1);

  await users.getByRole('button', { name: `${name}を削除` }).click();
  await page.getByRole('dialog', { name: 'ユーザーの削除' }).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'ユーザーを削除しました')).toBeVisible();
  await expect(users).not.toContainText(email);
  expect(writes.count('DELETE', /^\/users\/[^/]+$/)).toBe(1);
}

/** On マイアプリケーション (open): create `name` from the スタンダードプラン product, then delete it. */
export async function createAndDeleteApplication(page: Page, writes: Writes, name: string) {
  const cards = page.getByRole('list', { name: 'マイアプリケーション' });
  await createApplicationFromProduct(page, name);
  await expect(cards.getByText(name)).toBeVisible();
  expect(writes.count('POST', /^\/applications$/)).toBe(1);

  await cards.getByRole('button', { name: `${name}を削除` }).click();
  await page.getByRole('dialog', { name: 'アプリケーションの削除' }).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'アプリケーションを削除しました')).toBeVisible();
  await expect(cards.getByText(name)).toHaveCount(0);
  expect(writes.count('DELETE', /^\/applications\/[^/]+$/)).toBe(1);
}

/** On マイアプリケーション (open): 商品設定からアプリケーションを追加 with the スタンダードプラン, named `name`; back on the cards. */
export async function createApplicationFromProduct(page: Page, name: string) {
  await page.getByRole('button', { name: '商品設定からアプリケーションを追加' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'スタンダードプランで作成' }).click();
  await expect(page).toHaveURL(/\/applications\/create-from-product$/);
  await page.getByLabel('アプリケーション名').fill(name);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('アプリケーションが正常に作成されました！').first()).toBeVisible();
  await expect(page).toHaveURL(/\/applications$/);
}

/**
 * On オーナー設定 (open, no owner yet): create the owner and update it, then set up my application
 * at /my-application (one navigation by address) and update it. `site` names the shop.
 */
export async function ownerAndMyApplication(page: Page, writes: Writes, site: string, appName: string) {
  await page.getByLabel('サイト識別子').fill(site);
  await page.getByLabel('サブスクライトAPIキー').fill('sl_live_profile0123456');
  await page.getByRole('button', { name: '作成' }).click();
  await expect(page.getByText('オーナー設定が正常に作成されました')).toBeVisible();
  await expect(page.getByRole('button', { name: '更新' })).toBeVisible();
  expect(writes.count('POST', /^\/api\/my-owner$/)).toBe(1);
  await page.getByLabel('サイト識別子').fill(`${site}-2`);
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page.getByText('オーナー設定が正常に更新されました')).toBeVisible();
  await expect(page.getByLabel('サイト識別子')).toHaveValue(`${site}-2`);
  expect(writes.count('PUT', /^\/api\/my-owner$/)).toBe(1);

  await page.goto('/my-application');
  await page.getByLabel('アプリケーション名').fill(appName);
  await page.getByLabel('説明').fill('契約どおりのサーバーで');
  await page.getByLabel('バージョン').fill('1.0.0');
  await page.getByLabel('サブスクライトAPIキー', { exact: true }).fill('sl_live_profileapp0123');
  await page.getByLabel('サブスクライトサイト識別子').fill(`${site}-2`);
  await page.getByRole('button', { name: 'セットアップ' }).click();
  await expect(page.getByText('セットアップが完了しました！アプリケーション設定画面に移動します。')).toBeVisible();
  await expect(page.getByText('設定内容')).toBeVisible();
  await expect(page.getByText(appName)).toBeVisible();
  expect(writes.count('POST', /^\/api\/my-application$/)).toBe(1);
  await page.getByRole('button', { name: '編集' }).click();
  await page.getByLabel('アプリケーション名').fill(`${appName} 2`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('設定が正常に更新されました。')).toBeVisible();
  await expect(page.getByText(`${appName} 2`)).toBeVisible();
  expect(writes.count('PUT', /^\/api\/my-application$/)).toBe(1);
}

/** On マイページ (open, as a user): update the profile, then 無効化 an active device on マイデバイス. */
export async function profileAndMyDevice(page: Page, writes: Writes) {
  const profile = page.getByRole('region', { name: 'プロフィール' });
  await profile.getByRole('button', { name: 'プロフィールを編集' }).click();
  const dialog = page.getByRole('dialog', { name: 'プロフィールの編集' });
  await dialog.getByLabel('姓').fill('鈴木');
  await dialog.getByLabel('名').fill('花子');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('プロフィールを更新しました')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(profile.getByText('鈴木 花子')).toBeVisible();
  expect(writes.count('PUT', /^\/api\/profile$/)).toBe(1);

  await openScreen(page, 'マイデバイス', /\/my-devices$/, 'マイデバイス');
  const table = page.getByRole('table');
  const activeRow = table.locator('tbody tr').filter({ hasText: 'アクティブ' }).first();
  const deactivate = activeRow.getByRole('button', { name: /を無効化$/ });
  const label = (await deactivate.getAttribute('aria-label'))!;
  await deactivate.click();
  await page.getByRole('dialog', { name: 'デバイスの無効化' }).getByRole('button', { name: 'はい' }).click();
  await expect(page.getByText('デバイスが非アクティベートされました')).toBeVisible();
  await expect(table.getByRole('button', { name: label })).toHaveCount(0);
  expect(writes.count('POST', /^\/api\/my-devices\/[^/]+\/deactivate$/)).toBe(1);
}
