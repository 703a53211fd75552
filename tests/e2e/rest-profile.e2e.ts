// Both roles' writes against a licence server answering the plain REST way: the HTTP mock's `rest`
// profile (201 and the bare record on a create, 200 and the bare record on an update, 204 without
// a body on a delete, bare single records, refusals as {error, message} or problem+json). Each
// write the console offers shows its success message, changes the screen without a reload and
// sends exactly one request; a refused one shows the server's reason beside the console's text.
import { expect, test } from './support/test.ts';
import { chooseOption } from './support/dropdown.ts';
import { login, resetMock, type Scenario } from './support/mock.ts';
import {
  blockUnblockActivate,
  editAndRegenerateApplication,
  errors,
  issueLicence,
  openScreen as open,
  toast,
  watchWrites,
} from './support/profile-journeys.ts';

const rest = (scenario: Scenario = 'demo') => resetMock(scenario, { profile: 'rest' });
test.afterEach(async () => {
  await resetMock('demo');
});

test('admin: issue, revoke, re-activate, re-date and delete a licence', async ({ page }) => {
  await rest();
  await login(page, 'admin');
  const writes = watchWrites(page);
  await open(page, 'ライセンス管理', /\/licenses$/, 'ライセンス管理');
  const loaded = writes.loads();

  const { key, table } = await issueLicence(page);
  expect(writes.count('POST', /^\/licenses$/)).toBe(1);

  await table.getByRole('button', { name: `ライセンス ${key} を無効化` }).click();
  await expect(toast(page, 'ライセンスが無効化されました')).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText('無効化済み');
  expect(writes.count('POST', /\/revoke$/)).toBe(1);

  await table.getByRole('button', { name: `ライセンス ${key} を有効化` }).click();
  await page.getByRole('dialog', { name: 'ライセンスの有効化' }).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'ライセンスが有効化されました')).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText('アクティブ');
  expect(writes.count('POST', /\/activate$/)).toBe(1);

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
  await expect(errors(page)).toHaveCount(0);
  expect(writes.loads()).toBe(loaded);
});

test('admin: deactivate and delete devices; create, rename and delete a user; a duplicate e-mail says why', async ({
  page,
}) => {
  await rest();
  await login(page, 'admin');
  const writes = watchWrites(page);

  await open(page, 'デバイス管理', /\/devices$/, 'デバイス管理');
  const loaded = writes.loads();
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

  await open(page, 'ユーザー管理', /\/users$/, 'ユーザー管理');
  await page.getByRole('button', { name: '新規ユーザー' }).click();
  await page.getByLabel('メールアドレスで作成').check();
  // Refused: 409 problem+json naming the field; the reason beside the console's text, nothing typed lost.
  await page.getByLabel('メールアドレス', { exact: true }).fill('user@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('Restprof1!');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('ユーザーの作成に失敗しました。もう一度お試しください。')).toBeVisible();
  await expect(page.locator('#user-create-email-error')).toHaveText('このメールアドレスは既に登録されています');
  await expect(page.getByLabel('パスワード', { exact: true })).toHaveValue('Restprof1!');

  await page.getByLabel('メールアドレス', { exact: true }).fill('rest.profile@example.jp');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(toast(page, 'ユーザーを作成しました')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  expect(writes.count('POST', /^\/users$/)).toBe(2);
  const users = page.getByRole('table', { name: 'ユーザー管理' });
  await page.getByLabel('ユーザーを検索').fill('rest.profile');
  await expect(users.locator('tbody tr')).toHaveCount(1);
  await expect(users).toContainText('rest.profile@example.jp');

  await users.getByRole('button', { name: /を編集$/ }).click();
  await expect(page).toHaveURL(/\/users\/[^/]+\/edit$/);
  await page.getByLabel('ユーザー名').fill('レスト 太郎');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, 'ユーザーを更新しました')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByLabel('ユーザーを検索').fill('rest.profile');
  await expect(users).toContainText('レスト 太郎');
  expect(writes.count('PUT', /^\/users\/[^/]+$/)).toBe(1);

  await users.getByRole('button', { name: 'レスト 太郎を削除' }).click();
  await page.getByRole('dialog', { name: 'ユーザーの削除' }).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'ユーザーを削除しました')).toBeVisible();
  await expect(users).not.toContainText('rest.profile@example.jp');
  expect(writes.count('DELETE', /^\/users\/[^/]+$/)).toBe(1);
  expect(writes.loads()).toBe(loaded);
});

test('admin: block a device (confirmed), unblock it and activate it again on its licence', async ({ page }) => {
  await rest();
  await login(page, 'admin');
  const writes = watchWrites(page);
  await open(page, 'デバイス管理', /\/devices$/, 'デバイス管理');
  const loaded = writes.loads();
  await blockUnblockActivate(page, writes);
  await expect(errors(page)).toHaveCount(0);
  expect(writes.loads()).toBe(loaded);
});

test('admin: create an application from a product setting, then delete it', async ({ page }) => {
  await rest();
  await login(page, 'admin');
  const writes = watchWrites(page);
  await open(page, 'マイアプリケーション', /\/applications$/, 'マイアプリケーション');
  const loaded = writes.loads();
  const cards = page.getByRole('list', { name: 'マイアプリケーション' });
  await page.getByRole('button', { name: '商品設定からアプリケーションを追加' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'スタンダードプランで作成' }).click();
  await expect(page).toHaveURL(/\/applications\/create-from-product$/);
  await page.getByLabel('アプリケーション名').fill('レストで消すアプリ');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('アプリケーションが正常に作成されました！').first()).toBeVisible();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(cards.getByText('レストで消すアプリ')).toBeVisible();
  expect(writes.count('POST', /^\/applications$/)).toBe(1);

  await cards.getByRole('button', { name: 'レストで消すアプリを削除' }).click();
  await page.getByRole('dialog', { name: 'アプリケーションの削除' }).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'アプリケーションを削除しました')).toBeVisible();
  await expect(cards.getByText('レストで消すアプリ')).toHaveCount(0);
  expect(writes.count('DELETE', /^\/applications\/[^/]+$/)).toBe(1);
  await expect(errors(page)).toHaveCount(0);
  expect(writes.loads()).toBe(loaded);
});

test('admin: edit an application card and regenerate its API key', async ({ page }) => {
  await rest();
  await login(page, 'admin');
  const writes = watchWrites(page);
  await open(page, 'マイアプリケーション', /\/applications$/, 'マイアプリケーション');
  const loaded = writes.loads();
  await page.getByRole('button', { name: '商品設定からアプリケーションを追加' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'スタンダードプランで作成' }).click();
  await page.getByLabel('アプリケーション名').fill('レストで直すアプリ');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await editAndRegenerateApplication(page, writes, 'レストで直すアプリ');
  await expect(errors(page)).toHaveCount(0);
  expect(writes.loads()).toBe(loaded);
});

test('admin, first day: create and update the owner, set up and update my application', async ({ page }) => {
  await rest('empty');
  await login(page, 'admin');
  const writes = watchWrites(page);

  await open(page, 'オーナー設定', /\/owner-settings$/, 'オーナー設定');
  const loaded = writes.loads();
  await page.getByLabel('サイト識別子').fill('rest-shop');
  await page.getByLabel('サブスクライトAPIキー').fill('sl_live_restprofile0123');
  await page.getByRole('button', { name: '作成' }).click();
  await expect(page.getByText('オーナー設定が正常に作成されました')).toBeVisible();
  await expect(page.getByRole('button', { name: '更新' })).toBeVisible();
  expect(writes.count('POST', /^\/api\/my-owner$/)).toBe(1);
  await page.getByLabel('サイト識別子').fill('rest-shop-2');
  await page.getByRole('button', { name: '更新' }).click();
  await expect(page.getByText('オーナー設定が正常に更新されました')).toBeVisible();
  await expect(page.getByLabel('サイト識別子')).toHaveValue('rest-shop-2');
  expect(writes.count('PUT', /^\/api\/my-owner$/)).toBe(1);

  await page.goto('/my-application');
  await page.getByLabel('アプリケーション名').fill('レストアプリ');
  await page.getByLabel('説明').fill('REST のサーバーで');
  await page.getByLabel('バージョン').fill('1.0.0');
  await page.getByLabel('サブスクライトAPIキー', { exact: true }).fill('sl_live_restapp0123456');
  await page.getByLabel('サブスクライトサイト識別子').fill('rest-shop-2');
  await page.getByRole('button', { name: 'セットアップ' }).click();
  await expect(page.getByText('セットアップが完了しました！アプリケーション設定画面に移動します。')).toBeVisible();
  await expect(page.getByText('設定内容')).toBeVisible();
  await expect(page.getByText('レストアプリ')).toBeVisible();
  expect(writes.count('POST', /^\/api\/my-application$/)).toBe(1);
  await page.getByRole('button', { name: '編集' }).click();
  await page.getByLabel('アプリケーション名').fill('レストアプリ 2');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('設定が正常に更新されました。')).toBeVisible();
  await expect(page.getByText('レストアプリ 2')).toBeVisible();
  expect(writes.count('PUT', /^\/api\/my-application$/)).toBe(1);
  await expect(errors(page)).toHaveCount(0);
  // One navigation by address (to /my-application), no reload after a write.
  expect(writes.loads()).toBe(loaded + 1);
});

test('user: update the profile and deactivate a device; マイページ shows used / max', async ({ page }) => {
  await rest();
  await login(page, 'user');
  const writes = watchWrites(page);
  await open(page, 'マイページ', /\/mypage$/, 'マイページ');
  const loaded = writes.loads();
  await expect(page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr').first()).toContainText(
    /\d+ \/ \d+/,
  );

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

  await open(page, 'マイデバイス', /\/my-devices$/, 'マイデバイス');
  const table = page.getByRole('table');
  const activeRow = table.locator('tbody tr').filter({ hasText: 'アクティブ' }).first();
  const deactivate = activeRow.getByRole('button', { name: /を無効化$/ });
  const label = (await deactivate.getAttribute('aria-label'))!;
  await deactivate.click();
  await page.getByRole('dialog', { name: 'デバイスの無効化' }).getByRole('button', { name: 'はい' }).click();
  await expect(page.getByText('デバイスが非アクティベートされました')).toBeVisible();
  await expect(table.getByRole('button', { name: label })).toHaveCount(0);
  expect(writes.count('POST', /^\/api\/my-devices\/[^/]+\/deactivate$/)).toBe(1);
  await expect(errors(page)).toHaveCount(0);
  expect(writes.loads()).toBe(loaded);
});
