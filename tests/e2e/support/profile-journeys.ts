// Steps shared by the journeys against servers we did not write (the mock's `spec` and `rest`
// profiles): opening a screen from the menu, counting the writes a page sends, issuing a licence
// and the admin's device actions of the contract.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';
import { chooseOption } from './dropdown.ts';
import { login, type DEMO } from './mock.ts';

export const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();
/** A toast naming `text` in its detail or summary line. */
export const toast = (page: Page, text: string) =>
  page.locator('.p-toast-detail, .p-toast-summary', { hasText: text }).first();
/**
 * Closes every toast, as a user would: three stacked toasts reach down over a detail dialog's
 * buttons at 1280 × 720.
 */
export async function closeToasts(page: Page) {
  const close = page.locator('.p-toast .p-toast-icon-close');
  // A toast may leave by itself between the count and the click.
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await expect(close).toHaveCount(0);
}
/** Error states, error messages and error toasts: none may show after a successful write. */
export const errors = (page: Page) => page.locator('.error-state, .p-message-error, .p-toast-message-error');

export async function openScreen(page: Page, label: string, path: RegExp, heading: string) {
  await menu(page).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('main .p-skeleton')).toHaveCount(0);
}

/** The screens of the menus the journeys open: the link's label, the address, the heading. */
export const MENU = {
  licences: ['ライセンス管理', /\/licenses$/, 'ライセンス管理'],
  devices: ['デバイス管理', /\/devices$/, 'デバイス管理'],
  users: ['ユーザー管理', /\/users$/, 'ユーザー管理'],
  applications: ['マイアプリケーション', /\/applications$/, 'マイアプリケーション'],
  owner: ['オーナー設定', /\/owner-settings$/, 'オーナー設定'],
  myPage: ['マイページ', /\/mypage$/, 'マイページ'],
} as const satisfies Record<string, readonly [string, RegExp, string]>;

/**
 * Signs in as `who`, opens `screen` from the menu without an error and runs `steps`: no error shows
 * after them, and the page loads only `navigations` more times (a write never reloads it).
 */
export async function writesWithoutReload(
  page: Page,
  who: keyof typeof DEMO,
  screen: keyof typeof MENU,
  steps: (writes: Writes) => Promise<void>,
  navigations = 0,
) {
  await login(page, who);
  const writes = watchWrites(page);
  const [label, path, heading] = MENU[screen];
  await openScreen(page, label, path, heading);
  await expect(errors(page)).toHaveCount(0);
  const loaded = writes.loads();
  await steps(writes);
  await expect(errors(page)).toHaveCount(0);
  expect(writes.loads()).toBe(loaded + navigations);
}

/** What the page writes: count(method, path) of the requests sent, to check one request per click. */
export interface Writes {
  count: (method: string, path: RegExp) => number;
  loads: () => number;
}

/** The writes the page sends (method and path), and its loads: a write must never reload it. */
export function watchWrites(page: Page): Writes {
  const writes: string[] = [];
  let loads = 0;
  page.on('request', (request) => {
    if (!['GET', 'OPTIONS', 'HEAD'].includes(request.method()))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('load', () => (loads += 1));
  return {
    count: (method, path) =>
      writes.filter((w) => w.startsWith(`${method} `) && path.test(w.slice(method.length + 1))).length,
    loads: () => loads,
  };
}

/**
 * 新規ライセンス from the licence list (open): a 3-seat subscription ending 2031-03-31; the list
 * shows it first at once. Returns its key, with the list searched down to it.
 */
export async function issueLicence(page: Page): Promise<{ key: string; table: Locator }> {
  await page.getByRole('button', { name: '新規ライセンス' }).click();
  await expect(page).toHaveURL(/\/licenses\/create$/);
  await chooseOption(page, 'アプリケーション', /.+/);
  await chooseOption(page, 'ユーザー', /@/);
  await page.getByRole('radio', { name: 'サブスクリプション' }).check();
  await page.getByLabel('最大アクティベーション数').fill('3');
  await page.getByLabel('終了日').fill('2031-03-31');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(toast(page, 'ライセンスが作成されました')).toBeVisible();
  // The form leaves and the list shows the new licence: nothing invites a second create.
  await expect(page).toHaveURL(/\/licenses$/);
  const table = page.getByRole('table', { name: 'ライセンス一覧' });
  const newest = table.locator('tbody tr').first();
  await expect(newest).toContainText('0 / 3');
  await expect(newest).toContainText('2031/03/31');
  const key = (await newest.locator('td:not(.list-table-check)').first().locator('code').textContent())!.trim();
  await page.getByLabel('ライセンスを検索').fill(key);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  return { key, table };
}

/** The value of a field of a detail dialog (its <dd>). */
const field = (dialog: Locator, label: string) =>
  dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/**
 * On デバイス管理 (open): an ACTIVE device's detail, then ブロック (confirmed), ブロック解除 (which
 * gives it back the status it had: アクティブ), 無効化 and 有効化 on its own licence; each shows
 * its toast and the dialog's new status, one request each.
 */
export async function blockUnblockActivate(page: Page, writes: Writes) {
  const devices = page.getByRole('table', { name: 'デバイス一覧' });
  await chooseOption(page, 'ステータスで絞り込み', 'アクティブ');
  const id = (await devices.locator('tbody tr').first().locator('td code').first().getAttribute('title'))!;
  await chooseOption(page, 'ステータスで絞り込み', 'すべてのステータス');
  await page.getByLabel('デバイスを検索').fill(id);
  await expect(devices.locator('tbody tr')).toHaveCount(1);
  const row = devices.locator('tbody tr').first();
  await devices.getByRole('button', { name: /の詳細$/ }).click();
  const detail = page.getByRole('dialog', { name: 'デバイス詳細' });
  const status = field(detail, 'ステータス');
  await expect(status).toHaveText('アクティブ');

  await detail.getByRole('button', { name: 'ブロック', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'デバイスのブロック' });
  await expect(confirm).toContainText('アクティベートもハートビートもできなくなり');
  await confirm.getByRole('button', { name: 'ブロック', exact: true }).click();
  await expect(toast(page, 'デバイスをブロックしました')).toBeVisible();
  await expect(status).toHaveText('非アクティブ');
  await expect(row).toContainText('非アクティブ');
  expect(writes.count('POST', /^\/devices\/[^/]+\/block$/)).toBe(1);

  await detail.getByRole('button', { name: 'ブロック解除' }).click();
  await expect(toast(page, 'デバイスのブロックを解除しました')).toBeVisible();
  await expect(status).toHaveText('アクティブ');
  await expect(row).not.toContainText('非アクティブ');
  expect(writes.count('POST', /^\/devices\/[^/]+\/unblock$/)).toBe(1);

  await detail.getByRole('button', { name: '無効化' }).click();
  await expect(toast(page, 'デバイスを無効化しました')).toBeVisible();
  await expect(status).toHaveText('無効化済み');
  await expect(row).toContainText('無効化済み');
  expect(writes.count('POST', /^\/devices\/[^/]+\/deactivate$/)).toBe(1);

  await closeToasts(page);
  await detail.getByRole('button', { name: '有効化' }).click();
  await expect(toast(page, 'デバイスを有効化しました')).toBeVisible();
  await expect(status).toHaveText('アクティブ');
  await expect(row).not.toContainText('無効化済み');
  expect(writes.count('POST', /^\/devices\/[^/]+\/activate$/)).toBe(1);
  await detail.getByRole('button', { name: '閉じる' }).last().click();
  await expect(detail).toBeHidden();
}

/**
 * 編集 and APIキー再生成 on the card of `name` (マイアプリケーション open): each shows its message,
 * changes the card without a reload and sends one request. The mock answers the new key masked,
 * so the key dialog says where to see it.
 */
export async function editAndRegenerateApplication(page: Page, writes: Writes, name: string) {
  const cards = page.getByRole('list', { name: 'マイアプリケーション' });
  await cards.getByRole('button', { name: `${name}を編集` }).click();
  const dialog = page.getByRole('dialog', { name: 'アプリケーションの編集' });
  await dialog.getByLabel('アプリケーション名').fill(`${name}（改）`);
  await dialog.getByLabel('バージョン').fill('2.5.0');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '設定が正常に更新されました。')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = cards.getByRole('listitem').filter({ hasText: `${name}（改）` });
  await expect(card).toContainText('2.5.0');
  expect(writes.count('PUT', /^\/applications\/[^/]+$/)).toBe(1);

  await card.getByRole('button', { name: `${name}（改）のAPIキー再生成` }).click();
  const confirm = page.getByRole('dialog', { name: 'APIキーの再生成' });
  await expect(confirm).toContainText('これまでのAPIキーは使えなくなります');
  await confirm.getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'APIキーを再生成しました')).toBeVisible();
  const keyDialog = page.getByRole('dialog', { name: '新しいAPIキー' });
  await expect(keyDialog).toContainText('新しいキーはサーバーで確認できます');
  await keyDialog.getByRole('button', { name: '閉じる' }).click();
  await expect(keyDialog).toBeHidden();
  expect(writes.count('POST', /^\/applications\/[^/]+\/regenerate-key$/)).toBe(1);
}
