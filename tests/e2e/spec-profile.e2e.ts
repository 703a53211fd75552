// Both roles' journeys against a licence server we did not write: the HTTP mock's `spec`
// profile (only the contract's calls, lists as bare arrays without paging, unnamed fields
// absent, no extension). Every screen of both menus opens without an error state or toast;
// every write of the contract (both roles) shows its success message, changes the screen without
// a reload and sends one request (the steps the `rest` profile's run shares); no control of the
// policies, features or licence lifecycle shows (複製, which needs none, stays).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { login, resetMock } from './support/mock.ts';
import {
  blockUnblockActivate,
  editAndRegenerateApplication,
  errors,
  menu,
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
import { DEFAULT_LIST_PAGE_SIZE } from '../../src/shared/constants.ts';

test.beforeEach(async () => {
  await resetMock('demo', { profile: 'spec' });
});
test.afterEach(async () => {
  await resetMock('demo');
});

/** Every screen opens without an error against a conforming server. */
async function open(page: Page, ...screen: readonly [label: string, path: RegExp, heading: string]) {
  await openScreen(page, ...screen);
  await expect(errors(page)).toHaveCount(0);
}

test('admin: every screen of the menu opens without an error, and nothing of ours is offered', async ({ page }) => {
  await login(page, 'admin');
  await expect(page.getByRole('group', { name: '総ライセンス数' })).toBeVisible();
  await expect(page.getByRole('list', { name: '最近のアクティビティ' })).toBeVisible();
  // No trends, no device health, no wall of errors where they were.
  await expect(page.getByRole('heading', { name: /推移|デバイスの状態/ })).toHaveCount(0);
  await expect(errors(page)).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: '操作履歴' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: '利用状況レポート' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^お知らせ/ })).toHaveCount(0);

  await open(page, ...MENU.licences);
  await expect(page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr')).toHaveCount(
    DEFAULT_LIST_PAGE_SIZE,
  );
  // The contract's licence has no type: its filter is not offered.
  await expect(page.getByRole('combobox', { name: 'ライセンス種別' })).toHaveCount(0);
  await open(page, ...MENU.users);
  await expect(page.getByRole('table', { name: 'ユーザー管理' }).locator('tbody tr')).toHaveCount(10);
  await open(page, ...MENU.applications);
  await open(page, ...MENU.owner);
  await open(page, ...MENU.devices);
  await expect(page.getByRole('table', { name: 'デバイス一覧' }).locator('tbody tr')).toHaveCount(
    DEFAULT_LIST_PAGE_SIZE,
  );

  // Typed by hand, the audit log says calmly that this server does not offer it.
  await page.goto('/audit-log');
  await expect(page.getByText('このサーバーでは操作履歴を利用できません')).toBeVisible();
  await expect(page.getByRole('button', { name: '再試行' })).toHaveCount(0);
  await expect(errors(page)).toHaveCount(0);
  await page.goto('/reports/usage');
  await expect(page.getByText('このサーバーでは利用状況レポートを利用できません')).toBeVisible();
  await expect(page.getByRole('button', { name: '再試行' })).toHaveCount(0);
  await expect(errors(page)).toHaveCount(0);
});

test('admin: issue, revoke, re-activate, re-date and delete a licence', async ({ page }) => {
  // Newest first, paged by the console itself: the new licence heads the list.
  await writesWithoutReload(page, 'admin', 'licences', (writes) => licenceWrites(page, writes));
});

test('admin: deactivate and delete devices; create, rename and delete a user', async ({ page }) => {
  await writesWithoutReload(page, 'admin', 'devices', async (writes) => {
    await deactivateAndDeleteDevices(page, writes);

    await open(page, ...MENU.users);
    await page.getByRole('button', { name: '新規ユーザー' }).click();
    await expect(page).toHaveURL(/\/users\/create$/);
    await page.getByLabel('メールアドレスで作成').check();
    await page.getByLabel('パスワード', { exact: true }).fill('Specprof1!');
    await createUser(page, 'spec.profile@example.jp');
    expect(writes.count('POST', /^\/users$/)).toBe(1);
    await renameAndDeleteUser(page, writes, 'spec.profile@example.jp', 'スペック 花子');
  });
});

test('admin: block a device (confirmed), unblock it (アクティブ again), deactivate it and activate it again on its licence', async ({
  page,
}) => {
  await writesWithoutReload(page, 'admin', 'devices', (writes) => blockUnblockActivate(page, writes));
});

test('admin: edit an application card and regenerate its API key', async ({ page }) => {
  await writesWithoutReload(page, 'admin', 'applications', async (writes) => {
    await createApplicationFromProduct(page, 'スペックで直すアプリ');
    await editAndRegenerateApplication(page, writes, 'スペックで直すアプリ');
  });
});

test('admin, first day: create and update the owner, set up and update my application', async ({ page }) => {
  await resetMock('empty', { profile: 'spec' });
  // One navigation by address (to /my-application), no reload after a write.
  await writesWithoutReload(
    page,
    'admin',
    'owner',
    (writes) => ownerAndMyApplication(page, writes, 'spec-shop', 'スペックアプリ'),
    1,
  );
});

test('user: update the profile and deactivate a device', async ({ page }) => {
  await writesWithoutReload(page, 'user', 'myPage', (writes) => profileAndMyDevice(page, writes));
});

test('user: every screen of the personal menu opens without an error', async ({ page }) => {
  await login(page, 'user');
  await expect(errors(page)).toHaveCount(0);
  await open(page, ...MENU.myPage);
  await expect(page.getByRole('region', { name: 'プロフィール' })).toContainText('user@example.com');
  // The contract's activationCount and maxActivations: 'used / max' on every row.
  const licences = page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr');
  await expect(licences.first()).toBeVisible();
  for (const row of await licences.all()) await expect(row).toContainText(/\d+ \/ \d+/);
  await open(page, 'マイライセンス', /\/my-licenses$/, 'マイライセンス');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await open(page, 'マイデバイス', /\/my-devices$/, 'マイデバイス');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await open(page, 'ダッシュボード', /\/dashboard$|\/$/, 'ダッシュボード');
});

test('admin: no policy, feature or lifecycle control anywhere, and nothing errors; 複製 still opens the form', async ({
  page,
}) => {
  await login(page, 'admin');
  await expect(menu(page).getByRole('link', { name: '操作履歴' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'ライセンスポリシー' })).toHaveCount(0);

  await open(page, ...MENU.licences);
  const table = page.getByRole('table', { name: 'ライセンス一覧' });
  await table
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /の詳細$/ })
    .click();
  const detail = page.getByRole('dialog', { name: 'ライセンス詳細' });
  await expect(detail.getByRole('button', { name: '複製' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: '履歴' })).toHaveCount(0);
  await expect(detail.getByRole('heading', { name: '機能' })).toHaveCount(0);
  await expect(detail.getByText('ライセンスポリシー')).toHaveCount(0);
  for (const name of ['延長', 'アクティベーションのリセット', '譲渡', '最大アクティベーション数を変更'])
    await expect(detail.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(errors(page)).toHaveCount(0);
  await detail.getByRole('button', { name: '複製' }).click();
  await expect(page).toHaveURL(/\/licenses\/create$/);
  await expect(page.getByText(/を複製しています。/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'ライセンスポリシー' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: '機能' })).toHaveCount(0);
  await expect(errors(page)).toHaveCount(0);

  // Typed by hand, the policy screen says calmly that this server does not offer it.
  await page.goto('/license-policies');
  await expect(page.getByText('このサーバーではライセンスポリシーを利用できません')).toBeVisible();
  await expect(page.getByRole('button', { name: '再試行' })).toHaveCount(0);
  await expect(errors(page)).toHaveCount(0);
});

test("admin: マイアプリケーション and create-from-product work without the helper paths (the contract's /applications); delete", async ({
  page,
}) => {
  await writesWithoutReload(page, 'admin', 'applications', async (writes) => {
    const cards = page.getByRole('list', { name: 'マイアプリケーション' });
    await expect(cards.getByText('CADビューア Pro')).toBeVisible();
    await expect(page.getByRole('button', { name: '再試行' })).toHaveCount(0);
    await createAndDeleteApplication(page, writes, '契約どおりのアプリ');
  });
});
