// Both roles' writes against a licence server answering the plain REST way: the HTTP mock's `rest`
// profile (201 and the bare record on a create, 200 and the bare record on an update, 204 without
// a body on a delete, bare single records, refusals as {error, message} or problem+json). Each
// write the console offers shows its success message, changes the screen without a reload and
// sends exactly one request; a refused one shows the server's reason beside the console's text.
import { expect, test } from './support/test.ts';
import { login, resetMock, type Scenario } from './support/mock.ts';
import {
  blockUnblockActivate,
  editAndRegenerateApplication,
  errors,
  openScreen as open,
  watchWrites,
} from './support/profile-journeys.ts';
import {
  createAndDeleteApplication,
  createApplicationFromProduct,
  createUser,
  deactivateAndDeleteDevices,
  licenceWrites,
  ownerAndMyApplication,
  profileAndMyDevice,
  renameAndDeleteUser,
} from './support/profile-writes.ts';

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

  await licenceWrites(page, writes);
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
  await deactivateAndDeleteDevices(page, writes);

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

  await createUser(page, 'rest.profile@example.jp');
  expect(writes.count('POST', /^\/users$/)).toBe(2);
  await renameAndDeleteUser(page, writes, 'rest.profile@example.jp', 'レスト 太郎');
  await expect(errors(page)).toHaveCount(0);
  expect(writes.loads()).toBe(loaded);
});

test('admin: block a device (confirmed), unblock it (アクティブ again), deactivate it and activate it again on its licence', async ({
  page,
}) => {
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
  await createAndDeleteApplication(page, writes, 'レストで消すアプリ');
  await expect(errors(page)).toHaveCount(0);
  expect(writes.loads()).toBe(loaded);
});

test('admin: edit an application card and regenerate its API key', async ({ page }) => {
  await rest();
  await login(page, 'admin');
  const writes = watchWrites(page);
  await open(page, 'マイアプリケーション', /\/applications$/, 'マイアプリケーション');
  const loaded = writes.loads();
  await createApplicationFromProduct(page, 'レストで直すアプリ');
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
  await ownerAndMyApplication(page, writes, 'rest-shop', 'レストアプリ');
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

  await profileAndMyDevice(page, writes);
  await expect(errors(page)).toHaveCount(0);
  expect(writes.loads()).toBe(loaded);
});
