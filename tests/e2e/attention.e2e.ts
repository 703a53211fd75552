// お知らせ and 利用状況レポート in the built console against the HTTP mock, and in `npm start`: the
// admin's bell counts the demo's expiring licences, its panel lists them (axe clean), a licence
// extended a year in its detail leaves both; an ordinary user's bell lists their own; the report
// shows the demo's last six months with both charts and its table.
import type { Page } from '@playwright/test';
import { format, subMonths } from 'date-fns';
import { closeByEscape } from './support/dialog.ts';
import { expect, test } from './support/test.ts';
import { seriousViolations } from './support/axe.ts';
import { login } from './support/mock.ts';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ mock }) => {
  await mock.reset('demo');
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();
const bell = (page: Page) => page.getByRole('button', { name: /^お知らせ \d+件$/ });
const panel = (page: Page) => page.getByRole('complementary', { name: 'お知らせ' });
const errors = (page: Page) => page.locator('.error-state, .p-toast-message-error');

async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label'))!;
  return Number(/(\d+)件/.exec(name)![1]);
}

test('admin: the bell lists the expiring licences; one extended a year leaves it', async ({ page }) => {
  await login(page, 'admin');
  await expect(bell(page)).toBeVisible();
  const count = await unread(page);
  expect(count).toBeGreaterThan(0);

  await bell(page).click();
  const list = panel(page).getByRole('list', { name: 'お知らせの一覧' });
  const expiring = list.getByRole('listitem').filter({ hasText: /ライセンス .+ の有効期限が/ });
  await expect(expiring.first()).toBeVisible();
  expect(await seriousViolations(page, { include: '.notification-sidebar' })).toEqual([]);
  const key = /ライセンス (\S+) の有効期限が/.exec((await expiring.first().textContent())!)![1]!;

  // Its link opens the licence list filtered to it, and marks it read.
  await expiring.first().getByRole('link').click();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/licenses\\?.*q=${key}`));
  await expect(page.getByRole('button', { name: `お知らせ ${count - 1}件` })).toBeVisible();

  // 延長 by a year in the detail: the item goes from the panel (read or not).
  await page.getByRole('button', { name: `ライセンス ${key} の詳細` }).click();
  const detail = page.getByRole('dialog', { name: 'ライセンス詳細' });
  await detail.getByRole('button', { name: '延長' }).click();
  const extend = page.getByRole('dialog', { name: 'ライセンスの延長' });
  await extend.getByRole('radio', { name: '1年', exact: true }).check();
  await extend.getByRole('button', { name: '延長後の日付を確認' }).click();
  await extend.getByRole('button', { name: '延長する' }).click();
  await expect(extend.getByText(/^有効期限を .+ まで延長しました$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(extend).toBeHidden();
  await closeByEscape(page, detail);
  await bell(page).click();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByText(new RegExp(`ライセンス ${key} の有効期限が`))).toHaveCount(0);
  await expect(errors(page)).toHaveCount(0);
});

test("admin: the usage report shows the demo's last six months, both charts and the table", async ({ page }) => {
  await login(page, 'admin');
  await menu(page).getByRole('link', { name: '利用状況レポート' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '利用状況レポート' })).toBeVisible();
  const table = page.getByRole('table', { name: '月別の利用状況（すべてのアプリケーション）' });
  const months = Array.from({ length: 6 }, (_, i) => format(subMonths(new Date(), 5 - i), 'yyyy年M月'));
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await expect(table.locator('tbody tr td:first-child')).toHaveText(months);
  await expect(page.getByRole('img', { name: /^デバイスの利用のグラフ/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^ライセンスの発行・期限切れ・無効化のグラフ/ })).toBeVisible();
  await expect(page.getByText(/^6か月間でライセンス [\d,]+ 件を発行し/)).toBeVisible();
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  await expect(errors(page)).toHaveCount(0);
});

test('user: the bell lists their own licences expiring, each opening マイライセンス', async ({ page }) => {
  await login(page, 'user');
  await expect(bell(page)).toBeVisible();
  expect(await unread(page)).toBeGreaterThan(0);
  await bell(page).click();
  const items = panel(page).getByRole('list', { name: 'お知らせの一覧' }).getByRole('listitem');
  await expect(items.first()).toContainText(/ライセンス .+ の有効期限が/);
  // Only expiries: no quota, refusal or device items for an ordinary user.
  await expect(items.filter({ hasNotText: /ライセンス .+ の有効期限が/ })).toHaveCount(0);
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/my-licenses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'マイライセンス' })).toBeVisible();
  await expect(errors(page)).toHaveCount(0);
});
