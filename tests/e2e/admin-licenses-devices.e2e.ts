// The admin's licence and device journey in the production bundle against the HTTP
// mock: create a licence, see it listed and on the dashboard, revoke it, re-activate it, meet
// 'ライセンス枠不足' in the quota-exhausted scenario, deactivate and delete a device, and find 有効化
// of a device on a revoked licence disabled with the reason.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { chooseOption, combobox } from './support/dropdown.ts';
import { login } from './support/mock.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../src/shared/constants.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();

async function openFromMenu(page: Page, label: string, path: RegExp) {
  await menu(page).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(path);
}

/** Picks an option of the PrimeReact Dropdown labelled `label`. */

const toast = (page: Page, text: string) => page.locator('.p-toast-detail', { hasText: text }).first();
const licenceTable = (page: Page) => page.getByRole('table', { name: 'ライセンス一覧' });
const rows = (table: Locator) => table.locator('tbody tr');
const figure = (page: Page, name: string) => page.getByRole('group', { name }).locator('p');

async function searchLicence(page: Page, key: string) {
  await page.getByLabel('ライセンスを検索').fill(key);
  await expect(rows(licenceTable(page))).toHaveCount(1);
  return rows(licenceTable(page)).first();
}

test('admin: create a licence, find it listed and on the dashboard, revoke it and re-activate it', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await login(page, 'admin');
  await expect(figure(page, '総ライセンス数')).toHaveText(/^\d+$/);
  const before = Number(await figure(page, '総ライセンス数').textContent());

  await openFromMenu(page, 'ライセンス管理', /\/licenses$/);
  await expect(rows(licenceTable(page))).toHaveCount(DEFAULT_LIST_PAGE_SIZE);
  await page.getByRole('button', { name: '新規ライセンス' }).click();
  await expect(page).toHaveURL(/\/licenses\/create$/);

  // The form's own validation first.
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('アプリケーションの選択は必須です')).toBeVisible();
  await expect(page.getByText('ユーザーの選択は必須です')).toBeVisible();

  await chooseOption(page, 'アプリケーション', /.+/);
  const summary = page.getByRole('region', { name: '選択中のアプリケーション' });
  await expect(summary).toBeVisible();
  const appName = (await summary.locator('dd').first().textContent())!.trim();
  await chooseOption(page, 'ユーザー', /@/);
  const userEmail = await combobox(page, 'ユーザー').inputValue();
  await page.getByRole('radio', { name: 'サブスクリプション' }).check();
  await page.getByLabel('最大アクティベーション数').fill('3');
  await page.getByLabel('終了日').fill('2030-12-31');
  await page.getByRole('button', { name: '作成', exact: true }).click();

  await expect(toast(page, 'ライセンスが作成されました')).toBeVisible();
  await expect(page).toHaveURL(/\/licenses$/);
  // Newest first: the new licence heads the refreshed list.
  const newest = rows(licenceTable(page)).first();
  await expect(newest).toContainText(appName);
  await expect(newest).toContainText('0 / 3');
  await expect(newest).toContainText('2030/12/31');
  const key = (await newest.locator('td:not(.list-table-check)').first().locator('code').textContent())!.trim();
  expect(key.length).toBeGreaterThan(8);

  await newest.getByRole('button', { name: `ライセンス ${key} の詳細` }).click();
  const detail = page.getByRole('dialog', { name: 'ライセンス詳細' });
  await expect(detail).toContainText(key);
  await expect(detail).toContainText(appName);
  await detail.getByRole('button', { name: '閉じる' }).last().click();
  await expect(detail).toBeHidden();

  await openFromMenu(page, 'ダッシュボード', /\/dashboard$|\/$/);
  await expect(figure(page, '総ライセンス数')).toHaveText(String(before + 1));
  await expect(page.getByRole('list', { name: '最近のアクティビティ' })).toContainText(key);

  await openFromMenu(page, 'ライセンス管理', /\/licenses$/);
  const row = await searchLicence(page, key);
  await row.getByRole('button', { name: `ライセンス ${key} を無効化` }).click();
  await expect(toast(page, 'ライセンスが無効化されました')).toBeVisible();
  await expect(row).toContainText('無効化済み');

  await row.getByRole('button', { name: `ライセンス ${key} を有効化` }).click();
  const confirm = page.getByRole('dialog', { name: 'ライセンスの有効化' });
  await expect(confirm).toContainText(key);
  await confirm.getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'ライセンスが有効化されました')).toBeVisible();
  await expect(row).toContainText('アクティブ');
  await expect(row.getByRole('button', { name: `ライセンス ${key} を無効化` })).toBeVisible();
  expect(userEmail).toContain('@');
});

test("admin: re-activation and creation meet 'ライセンス枠不足' when the quota is exhausted", async ({
  page,
  mock,
}) => {
  await mock.reset('quota-exhausted');
  await login(page, 'admin');
  await openFromMenu(page, 'ライセンス管理', /\/licenses$/);
  await chooseOption(page, 'ステータスで絞り込み', '無効化済み');
  const first = rows(licenceTable(page)).first();
  await expect(first).toContainText('無効化済み');
  await first.getByRole('button', { name: /を有効化$/ }).click();
  await page.getByRole('dialog', { name: 'ライセンスの有効化' }).getByRole('button', { name: 'はい' }).click();

  const dialog = page.getByRole('dialog', { name: 'ライセンス枠不足' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('ライセンス枠が不足しています');
  await expect(dialog.locator('dt', { hasText: '購入済み枠' }).locator('+ dd')).toHaveText('10');
  await expect(dialog.locator('dt', { hasText: '使用中枠' }).locator('+ dd')).toHaveText('10');
  await expect(dialog.locator('dt', { hasText: '利用可能枠' }).locator('+ dd')).toHaveText('0');
  await expect(dialog).toContainText('ライセンス枠情報が最新でない可能性があります');
  await dialog.getByRole('button', { name: '閉じる' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(first).toContainText('無効化済み');

  await page.getByRole('button', { name: '新規ライセンス' }).click();
  await chooseOption(page, 'アプリケーション', /.+/);
  await chooseOption(page, 'ユーザー', /@/);
  await page.getByRole('radio', { name: '永続' }).check();
  await expect(page.getByLabel('終了日')).toBeDisabled();
  await expect(page.getByText('永続的ライセンスは無期限です').first()).toBeVisible();
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'ライセンス枠不足' })).toBeVisible();
  await page.getByRole('dialog', { name: 'ライセンス枠不足' }).getByRole('button', { name: '閉じる' }).last().click();
  // The form keeps what was chosen.
  await expect(page).toHaveURL(/\/licenses\/create$/);
  await expect(page.getByRole('radio', { name: '永続' })).toBeChecked();
});

test('admin: deactivate a device and delete another', async ({ page, mock }) => {
  await mock.reset('demo');
  await login(page, 'admin');
  await openFromMenu(page, 'デバイス管理', /\/devices$/);
  const table = page.getByRole('table', { name: 'デバイス一覧' });
  await expect(rows(table)).toHaveCount(DEFAULT_LIST_PAGE_SIZE);

  await chooseOption(page, 'ステータスで絞り込み', 'アクティブ');
  const active = rows(table).first();
  await expect(active).toContainText('アクティブ');
  const activeId = await active.locator('td code').first().getAttribute('title');
  await active.getByRole('button', { name: /を無効化$/ }).click();
  await expect(toast(page, 'デバイスを無効化しました')).toBeVisible();
  // It leaves the ACTIVE filter.
  await expect(table.locator(`code[title="${activeId}"]`)).toHaveCount(0);

  await chooseOption(page, 'ステータスで絞り込み', 'すべてのステータス');
  const victim = rows(table).first();
  const victimId = (await victim.locator('td code').first().getAttribute('title'))!;
  await victim.getByRole('button', { name: /の詳細$/ }).click();
  const detail = page.getByRole('dialog', { name: 'デバイス詳細' });
  await expect(detail).toContainText(victimId);
  await expect(detail.getByLabel('メタデータ')).toContainText('{');
  await detail.getByRole('button', { name: '削除' }).click();
  const confirm = page.getByRole('dialog', { name: 'デバイスの削除' });
  await confirm.getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'デバイスが削除されました')).toBeVisible();
  await expect(detail).toBeHidden();
  await page.getByLabel('デバイスを検索').fill(victimId);
  await expect(table).toContainText('条件に一致するデバイスはありません');

  await page.getByRole('button', { name: 'デバイス一覧を再読み込み' }).click();
  await expect(toast(page, 'デバイス一覧を更新しました')).toBeVisible();
});

test('admin: 有効化 of a device whose licence was revoked is disabled, saying why, until the licence is active again', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await login(page, 'admin');
  await openFromMenu(page, 'デバイス管理', /\/devices$/);
  const devices = page.getByRole('table', { name: 'デバイス一覧' });
  await chooseOption(page, 'ステータスで絞り込み', 'アクティブ');
  const deviceId = (await rows(devices).first().locator('td code').first().getAttribute('title'))!;
  await chooseOption(page, 'ステータスで絞り込み', 'すべてのステータス');
  await page.getByLabel('デバイスを検索').fill(deviceId);
  await expect(rows(devices)).toHaveCount(1);
  await devices.getByRole('button', { name: /の詳細$/ }).click();
  const detail = page.getByRole('dialog', { name: 'デバイス詳細' });
  const licenceId = (await detail
    .locator('dt', { hasText: 'ライセンスID' })
    .locator('xpath=following-sibling::dd[1]')
    .textContent())!.trim();
  await detail.getByRole('button', { name: '無効化' }).click();
  await expect(toast(page, 'デバイスを無効化しました')).toBeVisible();
  const activate = detail.getByRole('button', { name: '有効化' });
  await expect(activate).toBeEnabled();
  await detail.getByRole('button', { name: '閉じる' }).last().click();

  // The licence is revoked: the device's 有効化 says why it cannot be done.
  await openFromMenu(page, 'ライセンス管理', /\/licenses$/);
  const licence = await searchLicence(page, licenceId);
  await licence.getByRole('button', { name: /を無効化$/ }).click();
  await expect(toast(page, 'ライセンスが無効化されました')).toBeVisible();
  await openFromMenu(page, 'デバイス管理', /\/devices$/);
  await page.getByLabel('デバイスを検索').fill(deviceId);
  await expect(rows(devices)).toHaveCount(1);
  await devices.getByRole('button', { name: /の詳細$/ }).click();
  await expect(detail).toContainText('有効化: このデバイスのライセンスは無効化されているため、有効化できません');
  await expect(activate).toBeDisabled();
  await detail.getByRole('button', { name: '閉じる' }).last().click();

  // Active again: 有効化 is offered and works.
  await openFromMenu(page, 'ライセンス管理', /\/licenses$/);
  await (await searchLicence(page, licenceId)).getByRole('button', { name: /を有効化$/ }).click();
  await page.getByRole('dialog', { name: 'ライセンスの有効化' }).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'ライセンスが有効化されました')).toBeVisible();
  await openFromMenu(page, 'デバイス管理', /\/devices$/);
  await page.getByLabel('デバイスを検索').fill(deviceId);
  await expect(rows(devices)).toHaveCount(1);
  await devices.getByRole('button', { name: /の詳細$/ }).click();
  await expect(activate).toBeEnabled();
  await expect(detail).not.toContainText('有効化できません');
  await activate.click();
  await expect(toast(page, 'デバイスを有効化しました')).toBeVisible();
});
