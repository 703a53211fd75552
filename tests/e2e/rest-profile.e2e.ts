// Both roles' writes against a licence server answering the plain REST way: the HTTP mock's `rest`
// profile (201 and the bare record on a create, 200 and the bare record on an update, 204 without
// a body on a delete, bare single records, refusals as {error, message} or problem+json). Each
// write the console offers shows its success message, changes the screen without a reload and
// sends exactly one request; a refused one shows the server's reason beside the console's text.
import { expect, test } from './support/test.ts';
import { resetMock, type Scenario } from './support/mock.ts';
import {
  blockUnblockActivate,
  editAndRegenerateApplication,
  MENU,
  openScreen,
  writesWithoutReload,
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
  await writesWithoutReload(page, 'admin', 'licences', (writes) => licenceWrites(page, writes));
});

test('admin: deactivate and delete devices; create, rename and delete a user; a duplicate e-mail says why', async ({
  page,
}) => {
  await rest();
  await writesWithoutReload(page, 'admin', 'devices', async (writes) => {
    await deactivateAndDeleteDevices(page, writes);

    await openScreen(page, ...MENU.users);
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
  });
});

test('admin: block a device (confirmed), unblock it (アクティブ again), deactivate it and activate it again on its licence', async ({
  page,
}) => {
  await rest();
  await writesWithoutReload(page, 'admin', 'devices', (writes) => blockUnblockActivate(page, writes));
});

test('admin: create an application from a product setting, then delete it', async ({ page }) => {
  await rest();
  await writesWithoutReload(page, 'admin', 'applications', (writes) =>
    createAndDeleteApplication(page, writes, 'レストで消すアプリ'),
  );
});

test('admin: edit an application card and regenerate its API key', async ({ page }) => {
  await rest();
  await writesWithoutReload(page, 'admin', 'applications', async (writes) => {
    await createApplicationFromProduct(page, 'レストで直すアプリ');
    await editAndRegenerateApplication(page, writes, 'レストで直すアプリ');
  });
});

test('admin, first day: create and update the owner, set up and update my application', async ({ page }) => {
  await rest('empty');
  // One navigation by address (to /my-application), no reload after a write.
  await writesWithoutReload(
    page,
    'admin',
    'owner',
    (writes) => ownerAndMyApplication(page, writes, 'rest-shop', 'レストアプリ'),
    1,
  );
});

test('user: update the profile and deactivate a device; マイページ shows used / max', async ({ page }) => {
  await rest();
  await writesWithoutReload(page, 'user', 'myPage', async (writes) => {
    await expect(page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr').first()).toContainText(
      /\d+ \/ \d+/,
    );
    await profileAndMyDevice(page, writes);
  });
});
