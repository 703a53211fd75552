// The licence work of an admin's day, in the built console against the HTTP mock: create a
// policy, issue a licence from it, see and grant its features, extend it by the policy's month
// (the new date seen first), reset its activations, transfer it, duplicate it, and find each step
// in 操作履歴; then a USER sees what their licence unlocks in マイライセンス.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { chooseOption, openCombobox } from './support/dropdown.ts';
import { apiLogin } from './support/faults.ts';
import { login, MOCK_URL, resetMock } from './support/mock.ts';

test.describe.configure({ timeout: 180_000 });
test.beforeEach(async () => {
  await resetMock('demo');
});

const POLICY = '月額サポート';
const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();
const toast = (page: Page, text: string) => page.locator('.p-toast-detail', { hasText: text }).first();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const detail = (page: Page) => dialog(page, 'ライセンス詳細');
const errors = (page: Page) => page.locator('.error-state, .p-toast-message-error');
const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy/MM/dd a calendar month after the day `text` starts with (the last day of a shorter month). */
function monthAfter(text: string): string {
  const [y, m, d] = text.slice(0, 10).split('/').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(y, m, 1));
  return `${next.getUTCFullYear()}/${pad(next.getUTCMonth() + 1)}/${pad(Math.min(d, last))}`;
}

/** Activates a registered device on the licence through the API, as a device would. */
async function activateADeviceOn(licenseId: string): Promise<void> {
  const session = await apiLogin('admin');
  const headers = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };
  const list = (await (
    await fetch(`${MOCK_URL}/devices?status=REGISTERED&page=1&pageSize=20`, { headers })
  ).json()) as { devices: { id: string }[] };
  const refusals: string[] = [];
  for (const device of list.devices) {
    const res = await fetch(`${MOCK_URL}/devices/${device.id}/activate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ license_id: licenseId }),
    });
    if (res.ok) return;
    refusals.push(`${res.status} ${await res.text()}`);
  }
  throw new Error(
    `no registered device of ${list.devices.length} could be activated: ${refusals.slice(0, 3).join(' | ')}`,
  );
}

/** The key of the list's first (newest) row, once the rows are there. */
async function newestKey(page: Page): Promise<string> {
  const code = page
    .getByRole('table', { name: 'ライセンス一覧' })
    .locator('tbody tr')
    .first()
    .locator('td:not(.list-table-check) code')
    .first();
  await expect(code).toBeVisible();
  return (await code.textContent())!.trim();
}

/** Opens the newest licence; `before`: the newest key before a create, so the list read again is waited for. */
async function openNewest(page: Page, before?: string): Promise<string> {
  const table = page.getByRole('table', { name: 'ライセンス一覧' });
  const newest = table.locator('tbody tr').first();
  if (before) await expect(newest.locator('td:not(.list-table-check) code').first()).not.toHaveText(before);
  const key = (await newest.locator('td:not(.list-table-check) code').first().textContent())!.trim();
  await page.getByLabel('ライセンスを検索').fill(key);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('button', { name: `ライセンス ${key} の詳細` }).click();
  await expect(detail(page)).toBeVisible();
  return key;
}

test('admin: policy, licence from it, features, 延長, リセット, 譲渡, 複製, each in 操作履歴', async ({ page }) => {
  await login(page, 'admin');

  // A policy: a month, two activations, PDF export.
  await menu(page).getByRole('link', { name: 'ライセンスポリシー' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ライセンスポリシー' })).toBeVisible();
  await page.getByRole('button', { name: '新規ポリシー' }).click();
  const form = dialog(page, 'ライセンスポリシーの作成');
  await chooseOption(page, 'アプリケーション', 'CADビューア Pro');
  await form.getByLabel('ポリシー名').fill(POLICY);
  await form.getByLabel('期間', { exact: true }).fill('1');
  await chooseOption(page, '期間の単位', 'ヶ月');
  await form.getByLabel('最大アクティベーション数').fill('2');
  await form.getByRole('checkbox', { name: /PDF出力/ }).check();
  await form.getByRole('button', { name: '作成' }).click();
  await expect(toast(page, 'ライセンスポリシーを作成しました')).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(`^${POLICY}`) })).toContainText('1ヶ月');

  // A licence issued from it.
  await menu(page).getByRole('link', { name: 'ライセンス管理' }).click();
  const before = await newestKey(page);
  await page.getByRole('button', { name: '新規ライセンス' }).click();
  await chooseOption(page, 'アプリケーション', 'CADビューア Pro');
  await chooseOption(page, 'ライセンスポリシー', `${POLICY}（1ヶ月）`);
  await expect(page.getByLabel('最大アクティベーション数')).toHaveValue('2');
  await expect(page.getByRole('checkbox', { name: /PDF出力/ })).toBeChecked();
  await expect(page.getByLabel('終了日')).not.toHaveValue('');
  await chooseOption(page, 'ユーザー', /@/);
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(toast(page, 'ライセンスが作成されました')).toBeVisible();
  await expect(page).toHaveURL(/\/licenses$/);
  const key = await openNewest(page, before);
  const licenseId = (await detail(page)
    .locator('dt', { hasText: 'ライセンスID' })
    .locator('+ dd')
    .textContent())!.trim();
  await page.keyboard.press('Escape');
  await activateADeviceOn(licenseId);
  await page.reload();
  await page.getByRole('button', { name: `ライセンス ${key} の詳細` }).click();

  // Its policy and features; one more feature granted.
  await expect(detail(page)).toContainText(POLICY);
  const features = detail(page).getByRole('list', { name: '機能' });
  await expect(features).toContainText('PDF出力');
  await detail(page).getByRole('button', { name: '機能を編集' }).click();
  await detail(page)
    .getByRole('checkbox', { name: /クラウド同期/ })
    .check();
  await detail(page).getByRole('button', { name: '保存' }).click();
  await expect(toast(page, 'ライセンスの機能を更新しました')).toBeVisible();
  await expect(features.locator('li', { hasText: 'クラウド同期' })).toContainText('個別に付与');

  // 延長 by the policy's month, the new date seen before saving.
  const expiry = (await detail(page).locator('dt', { hasText: '有効期限' }).locator('+ dd').textContent())!.trim();
  await detail(page).getByRole('button', { name: '延長', exact: true }).click();
  const extend = dialog(page, 'ライセンスの延長');
  await extend.getByRole('radio', { name: 'ポリシーの期間（1ヶ月）' }).check();
  await extend.getByRole('button', { name: '延長後の日付を確認' }).click();
  const next = monthAfter(expiry);
  await expect(extend.locator('dt', { hasText: '延長後の有効期限' }).locator('+ dd')).toContainText(next);
  await extend.getByRole('button', { name: '延長する' }).click();
  await expect(extend).toContainText(`有効期限を ${next}`);
  await extend.getByRole('button', { name: '閉じる' }).last().click();
  await expect(detail(page).locator('dt', { hasText: '有効期限' }).locator('+ dd')).toContainText(next);

  // アクティベーションのリセット, naming how many.
  await detail(page).getByRole('button', { name: 'アクティベーションのリセット' }).click();
  const confirm = dialog(page, 'アクティベーションのリセット');
  await expect(confirm).toContainText('アクティブな1台のデバイス');
  await confirm.getByRole('button', { name: 'リセットする' }).click();
  await expect(toast(page, '1台のデバイスを無効化しました')).toBeVisible();

  // 譲渡 to another user.
  await detail(page).getByRole('button', { name: '譲渡' }).click();
  const transfer = dialog(page, 'ライセンスの譲渡');
  const users = await openCombobox(page, '譲渡先のユーザー');
  await users.getByRole('option').nth(1).click();
  await transfer.getByRole('button', { name: '確認' }).click();
  await expect(transfer).toContainText('へ譲渡します。');
  await transfer.getByRole('button', { name: '譲渡する' }).click();
  await expect(transfer).toContainText('に譲渡しました');
  await transfer.getByRole('button', { name: '閉じる' }).last().click();

  // 複製: the new-licence form filled, a new key issued.
  await detail(page).getByRole('button', { name: '複製' }).click();
  await expect(page).toHaveURL(/\/licenses\/create$/);
  await expect(page.getByText(`ライセンス ${key} を複製しています。`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /クラウド同期/ })).toBeChecked();
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(toast(page, 'ライセンスが作成されました')).toBeVisible();

  // Every step in 操作履歴.
  await menu(page).getByRole('link', { name: '操作履歴' }).click();
  const log = page.getByRole('table', { name: '操作履歴一覧' });
  await page.getByLabel('操作履歴を検索').fill(key);
  for (const action of [
    'ライセンス発行',
    'ライセンスの機能の変更',
    'ライセンスの延長',
    'アクティベーションのリセット',
    'ライセンスの譲渡',
  ])
    await expect(log).toContainText(action);
  await expect(log).toContainText(`有効期限`);
  await page.getByLabel('操作履歴を検索').fill(POLICY);
  await expect(log).toContainText('ライセンスポリシー作成');
  await expect(log.locator('tbody tr', { hasText: 'ライセンス発行' })).toHaveCount(2);
  await expect(errors(page)).toHaveCount(0);
});

test('user: マイライセンス shows what the licence unlocks', async ({ page }) => {
  await login(page, 'user');
  await menu(page).getByRole('link', { name: 'マイライセンス' }).click();
  await page.getByRole('table').locator('tbody tr').first().click();
  await expect(detail(page)).toBeVisible();
  const features = detail(page).getByRole('list', { name: '機能' });
  await expect(features).toContainText('基本機能');
  await expect(detail(page).getByRole('button', { name: '機能を編集' })).toHaveCount(0);
  await expect(detail(page).getByRole('button', { name: '延長', exact: true })).toHaveCount(0);
});
