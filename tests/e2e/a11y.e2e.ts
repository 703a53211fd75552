// Accessibility: axe-core scans every route as each demo account, every dialog, confirmation and
// menu the journeys open, the login page's states and the session banners. A serious or critical
// violation fails; lower impacts are printed. Scans are grouped per signed-in session.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { axeBuilder } from './support/axe.ts';
import { combobox, openCombobox } from './support/dropdown.ts';
import { DEMO, login, resetMock } from './support/mock.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../src/shared/constants.ts';

// WCAG 2.0/2.1 A and AA, plus axe's best practices: their serious rules (a dialog without a name,
// a control labelled only by its title, nested interactive controls) are worth failing on, and their
// moderate ones (landmarks, heading order) fall below the threshold and are only reported.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// A scan of a long list takes several seconds on a busy 2-core machine: the long sessions get
// room beyond the default 60 s. Each session prints its scan count and time spent in axe.
test.describe.configure({ timeout: 300_000 });
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  scan: string;
  rule: string;
  impact: string;
  target: string;
  help: string;
  helpUrl: string;
  summary: string;
}

class Audit {
  scans = 0;
  axeMs = 0;
  readonly failures: Finding[] = [];
  readonly minor = new Map<string, number>();
  readonly label: string;

  constructor(label: string) {
    this.label = label;
  }

  report(): string {
    const seen = new Set<string>();
    const lines = this.failures
      .filter((f) => {
        const key = `${f.rule} ${f.target}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map(
        (f) =>
          `- [${f.impact}] ${f.rule} at ${f.target} (first seen in "${f.scan}")\n    ${f.help} (${f.helpUrl})\n    ${f.summary.replace(/\n/g, '\n    ')}`,
      );
    return `${this.label}: ${lines.length} serious/critical violation(s) in ${this.scans} scans\n${lines.join('\n')}`;
  }

  finish(): void {
    const minor = [...this.minor].map(([rule, n]) => `${rule}×${n}`).join(', ') || 'none';
    console.log(
      `[a11y] ${this.label}: ${this.scans} scans (${(this.axeMs / 1000).toFixed(1)} s in axe), ${this.failures.length} serious/critical node(s); below the threshold: ${minor}`,
    );
    expect(this.failures.length, this.report()).toBe(0);
  }
}

/** Waits until nothing is loading or animating, so that what axe reads is what the user sees. */
async function settled(page: Page): Promise<void> {
  await expect(
    page.locator(
      '.loading-rows, .p-skeleton, .p-datatable-loading-overlay, .fetching-bar .p-progressbar, .p-dialog-enter-active, .p-dialog-exit-active',
    ),
  ).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
  );
}

/**
 * Scans the page, or only `within` (a dialog, a menu panel: the page beneath was scanned on its
 * own, and scanning it again under every overlay would only repeat its findings at a high cost).
 * An open dropdown is scanned with its combobox, whose aria-controls must name its listbox.
 */
async function scan(page: Page, audit: Audit, name: string, within?: string | string[]): Promise<void> {
  await settled(page);
  const started = Date.now();
  // In the page itself (legacy mode): the default runs the results' merge in a new blank page per
  // scan, which cost more than the scan; the console has no frames for it to merge. Only the
  // violations are read, so only they are gathered in full.
  const builder = (await axeBuilder(page))
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of typeof within === 'string' ? [within] : (within ?? [])) builder.include(selector);
  const result = await builder.analyze();
  audit.axeMs += Date.now() - started;
  audit.scans += 1;
  for (const violation of result.violations) {
    for (const node of violation.nodes) {
      const impact = node.impact ?? violation.impact ?? 'unknown';
      if (!FAILING_IMPACTS.has(impact)) {
        audit.minor.set(violation.id, (audit.minor.get(violation.id) ?? 0) + 1);
        continue;
      }
      audit.failures.push({
        scan: name,
        rule: violation.id,
        impact,
        target: node.target.join(' '),
        help: violation.help,
        helpUrl: violation.helpUrl,
        summary: node.failureSummary ?? '',
      });
    }
  }
}

/** Opens a route by URL and scans it once its level-1 heading is shown. */
async function scanRoute(
  page: Page,
  audit: Audit,
  path: string,
  expected: RegExp = new RegExp(`${path.replace(/[?]/g, '\\?')}$`),
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(expected);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, `${audit.label} ${path}`);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

async function closeConfirm(page: Page, name: string) {
  await dialog(page, name).locator('.p-confirm-dialog-reject').click();
  await expect(dialog(page, name)).toBeHidden();
}

async function closeDialog(page: Page, name: string) {
  await dialog(page, name).getByRole('button', { name: '閉じる' }).last().click();
  await expect(dialog(page, name)).toBeHidden();
}

const ADMIN_ROUTES = [
  '/dashboard',
  '/licenses',
  '/licenses/create',
  '/devices',
  '/users',
  '/users/create',
  '/my-application',
  '/applications',
  '/owner-settings',
  '/audit-log',
  '/reports/usage',
];
const PERSONAL_ROUTES = ['/mypage', '/my-licenses', '/my-devices'];
// The selects of the admin's screens: each a combobox named by its label, and no
// other combobox on the screen (a visible value box exposed as a nameless twin, for one).
const COMBOBOXES: Record<string, string[]> = {
  '/licenses': [
    'ステータスで絞り込み',
    'アプリケーション',
    'ライセンス種別',
    '有効期限',
    'アクティベーション',
    '行/ページ',
  ],
  '/licenses/create': ['アプリケーション', 'ユーザー'],
  '/devices': ['ステータスで絞り込み', '最終ハートビート', '行/ページ'],
  '/users': ['ユーザー種別で絞り込み'],
  '/users/create': ['サブスクライトのユーザー'],
  '/audit-log': ['操作で絞り込み', '対象の種類で絞り込み', '結果で絞り込み', '行/ページ'],
  '/reports/usage': ['開始月', '終了月', 'アプリケーション'],
};

async function expectComboboxes(page: Page, names: readonly string[]): Promise<void> {
  await expect(page.getByRole('combobox')).toHaveCount(names.length);
  for (const name of names) await expect(combobox(page, name)).toHaveAttribute('aria-expanded', 'false');
}

test('the login page: empty, with a refusal, with the user menu open', async ({ page }) => {
  await resetMock('demo');
  const audit = new Audit('signed out');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'ライセンス認証サーバー' })).toBeVisible();
  // The live page, not the build's inert prerendered copy that the HTML paints first.
  await expect(page.locator('[inert]')).toHaveCount(0);
  await scan(page, audit, 'login');

  await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('alert')).toContainText('メールアドレスまたはパスワードが正しくありません');
  await scan(page, audit, 'login refused');

  await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, audit, 'login user menu', '.p-menu');
  await page.keyboard.press('Escape');

  // A protected URL while signed out lands on the login page with the origin remembered.
  await page.goto('/devices');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, 'login with redirect');
  audit.finish();
});

test('admin: every route, and the dialogs, confirmations and menus of the licence, device, user and application screens', async ({
  page,
}) => {
  await resetMock('demo');
  await login(page, 'admin');
  const audit = new Audit('admin');

  for (const path of [...ADMIN_ROUTES, ...PERSONAL_ROUTES]) {
    await scanRoute(page, audit, path);
    await expectComboboxes(page, COMBOBOXES[path] ?? []);
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('main')).toBeVisible();
  await scan(page, audit, 'admin not found');

  // Licences: the status filter menu, the detail dialog and its expiry editor, the confirmations,
  // over the list narrowed to one revoked licence (axe reads the whole document on every scan, and
  // the full list had its own scan above).
  await page.goto('/licenses');
  await expect(rows(page, 'ライセンス一覧')).toHaveCount(DEFAULT_LIST_PAGE_SIZE);
  await (await openCombobox(page, 'ステータスで絞り込み')).getByRole('option', { name: '無効化済み' }).click();
  await expect(rows(page, 'ライセンス一覧').first()).toContainText('無効化済み');
  const revokedKey = (await rows(page, 'ライセンス一覧').first().locator('td code').first().textContent())!.trim();
  await page.getByLabel('ライセンスを検索').fill(revokedKey);
  await expect(rows(page, 'ライセンス一覧')).toHaveCount(1);
  const revoked = rows(page, 'ライセンス一覧').first();
  await expect(revoked).toContainText('無効化済み');
  const statuses = await openCombobox(page, 'ステータスで絞り込み');
  await scan(page, audit, 'licences status filter open', ['.list-toolbar', '.p-dropdown-panel']);
  await page.keyboard.press('Escape');
  await expect(combobox(page, 'ステータスで絞り込み')).toHaveAttribute('aria-expanded', 'false');
  await expect(statuses).toHaveCount(0);

  await revoked.getByRole('button', { name: /の詳細$/ }).click();
  await expect(dialog(page, 'ライセンス詳細')).toBeVisible();
  await scan(page, audit, 'licence detail', '.p-dialog');
  await dialog(page, 'ライセンス詳細').getByRole('button', { name: '有効期限を編集' }).click();
  await expect(
    dialog(page, 'ライセンス詳細')
      .getByLabel(/有効期限/)
      .first(),
  ).toBeVisible();
  await scan(page, audit, 'licence detail, expiry editor', '.p-dialog');
  await closeDialog(page, 'ライセンス詳細');

  await revoked.getByRole('button', { name: /を有効化$/ }).click();
  await expect(dialog(page, 'ライセンスの有効化')).toBeVisible();
  await scan(page, audit, 'licence activation confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'ライセンスの有効化');

  await revoked.getByRole('button', { name: /を削除$/ }).click();
  await expect(dialog(page, 'ライセンスの削除')).toBeVisible();
  await scan(page, audit, 'licence delete confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'ライセンスの削除');

  // The new-licence form: its validation messages, the application menu, the chosen application.
  await page.goto('/licenses/create');
  await page.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('アプリケーションの選択は必須です')).toBeVisible();
  await scan(page, audit, 'licence form with errors');
  const applications = await openCombobox(page, 'アプリケーション');
  await scan(page, audit, 'licence form application menu', ['main form', '.p-dropdown-panel']);
  await applications.getByRole('option').first().click();
  await expect(page.getByRole('region', { name: '選択中のアプリケーション' })).toBeVisible();
  await scan(page, audit, 'licence form application chosen');

  // Devices: the detail dialog and the delete confirmation over it.
  await page.goto('/devices');
  await expect(rows(page, 'デバイス一覧')).toHaveCount(DEFAULT_LIST_PAGE_SIZE);
  const deviceId = (await rows(page, 'デバイス一覧').first().locator('td code').first().getAttribute('title'))!;
  await page.getByLabel('デバイスを検索').fill(deviceId);
  await expect(rows(page, 'デバイス一覧')).toHaveCount(1);
  await rows(page, 'デバイス一覧')
    .first()
    .getByRole('button', { name: /の詳細$/ })
    .click();
  await expect(dialog(page, 'デバイス詳細')).toBeVisible();
  await scan(page, audit, 'device detail', '.p-dialog');
  await dialog(page, 'デバイス詳細').getByRole('button', { name: '削除' }).click();
  await expect(dialog(page, 'デバイスの削除')).toBeVisible();
  await scan(page, audit, 'device delete confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'デバイスの削除');
  await closeDialog(page, 'デバイス詳細');

  // Users: the delete confirmation, the edit screen, the creation form's errors and its tenant menu.
  await page.goto('/users');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(10);
  await page.getByLabel('ユーザーを検索').fill('user@example');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  const firstUser = page.getByRole('table').locator('tbody tr').first();
  await firstUser.getByRole('button', { name: /削除/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, audit, 'user delete confirmation', '.p-confirm-dialog');
  await page.getByRole('dialog').locator('.p-confirm-dialog-reject').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await firstUser.getByRole('button', { name: /編集/ }).click();
  await expect(page).toHaveURL(/\/users\/[^/]+\/edit$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, 'admin /users/:id/edit');

  await page.goto('/users/create');
  await page.getByRole('button', { name: '作成' }).click();
  await scan(page, audit, 'user form with errors');
  await openCombobox(page, 'サブスクライトのユーザー');
  await scan(page, audit, 'user form tenant menu', ['main form', '.p-dropdown-panel']);

  // Applications: the product settings dialog, then the creation form it leads to.
  await page.goto('/applications');
  await page.getByRole('button', { name: '商品設定からアプリケーションを追加' }).click();
  await expect(dialog(page, '商品設定から作成').getByRole('heading').first()).toBeVisible();
  await scan(page, audit, 'product settings dialog', '.p-dialog');
  await dialog(page, '商品設定から作成')
    .getByRole('button', { name: /で作成$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/applications\/create-from-product$/);
  await expect(page.getByLabel('アプリケーション名')).not.toHaveValue('');
  await scan(page, audit, 'admin /applications/create-from-product');

  // An application card's 編集 dialog, its fields refused with the spec's messages beside them.
  await page.goto('/applications');
  await page
    .getByRole('button', { name: /を編集$/ })
    .first()
    .click();
  const edit = dialog(page, 'アプリケーションの編集');
  await edit.getByLabel('バージョン').fill('1.0');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit.getByRole('alert').first()).toBeVisible();
  await scan(page, audit, 'application edit dialog with errors', '.p-dialog');

  // My application with both keys revealed, then in edit mode.
  await page.goto('/my-application');
  for (const key of ['内部APIキー', 'サブスクライトAPIキー']) {
    await page.getByRole('button', { name: `${key}を表示`, exact: true }).click();
    await expect(page.getByRole('button', { name: `${key}を非表示`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await scan(page, audit, 'my application, keys revealed');
  await page.getByRole('button', { name: '編集' }).click();
  await expect(page.getByRole('button', { name: '保存' })).toBeVisible();
  await scan(page, audit, 'my application edit mode');

  // My page: the profile edit dialog with a validation message.
  await page.goto('/mypage');
  await page.getByRole('button', { name: 'プロフィールを編集' }).click();
  await dialog(page, 'プロフィールの編集').getByLabel('姓').fill('');
  await dialog(page, 'プロフィールの編集').getByRole('button', { name: '保存' }).click();
  await expect(dialog(page, 'プロフィールの編集').getByText('姓が必須です')).toBeVisible();
  await scan(page, audit, 'admin profile edit with error', '.p-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'プロフィールの編集')).toBeHidden();

  // The drawer that replaces the side menu on a narrow screen.
  await page.setViewportSize({ width: 480, height: 800 });
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await expect(page.locator('.drawer')).toBeVisible();
  await scan(page, audit, 'narrow screen, menu drawer', '.drawer');
  audit.finish();
});

test('admin: the licence policies screen and its dialogs; the licence detail’s policy, features and lifecycle dialogs', async ({
  page,
}) => {
  await resetMock('demo');
  await login(page, 'admin');
  const audit = new Audit('admin, policies and lifecycle');

  await scanRoute(page, audit, '/license-policies');
  await expectComboboxes(page, ['アプリケーションで絞り込み']);
  await page.getByRole('button', { name: '新規ポリシー' }).click();
  const policyForm = dialog(page, 'ライセンスポリシーの作成');
  await policyForm.getByRole('button', { name: '作成' }).click();
  await expect(policyForm.getByText('ポリシー名は必須です')).toBeVisible();
  await scan(page, audit, 'policy form with errors', '.p-dialog');
  await page.keyboard.press('Escape');
  await expect(policyForm).toBeHidden();
  await page
    .getByRole('button', { name: /に機能を追加$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /に機能を追加$/ })).toBeVisible();
  await scan(page, audit, 'feature form', '.p-dialog');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^ポリシー「.*」を削除$/ })
    .first()
    .click();
  await expect(dialog(page, 'ライセンスポリシーの削除')).toBeVisible();
  await scan(page, audit, 'policy delete confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'ライセンスポリシーの削除');

  // An active licence with devices, its policy and features, and each lifecycle dialog over it.
  await page.goto('/licenses?activation=near');
  await expect(rows(page, 'ライセンス一覧').first()).toBeVisible();
  const key = (await rows(page, 'ライセンス一覧').first().locator('td code').first().textContent())!.trim();
  await page.getByLabel('ライセンスを検索').fill(key);
  await expect(rows(page, 'ライセンス一覧')).toHaveCount(1);
  await rows(page, 'ライセンス一覧')
    .first()
    .getByRole('button', { name: /の詳細$/ })
    .click();
  const detail = dialog(page, 'ライセンス詳細');
  await expect(detail.getByRole('heading', { name: 'ライセンスの操作' })).toBeVisible();
  await expect(detail.getByRole('button', { name: '延長', exact: true })).toBeEnabled();
  await scan(page, audit, 'licence detail with policy, features and actions', '.p-dialog');
  await detail.getByRole('button', { name: '機能を編集' }).click();
  await expect(detail.getByRole('group', { name: '有効にする機能' })).toBeVisible();
  await scan(page, audit, 'licence features editor', '.p-dialog');
  await detail.getByRole('button', { name: 'キャンセル' }).click();

  await detail.getByRole('button', { name: '延長', exact: true }).click();
  const extend = dialog(page, 'ライセンスの延長');
  await scan(page, audit, 'extend: choosing', '.license-extend-dialog');
  await extend.getByRole('button', { name: '延長後の日付を確認' }).click();
  await expect(extend.getByRole('button', { name: '延長する' })).toBeVisible();
  await scan(page, audit, 'extend: preview', '.license-extend-dialog');
  await extend.getByRole('button', { name: 'キャンセル' }).click();
  await expect(extend).toBeHidden();

  await detail.getByRole('button', { name: '譲渡' }).click();
  const transfer = dialog(page, 'ライセンスの譲渡');
  await transfer.getByRole('button', { name: '確認' }).click();
  await expect(transfer.getByText('ユーザーの選択は必須です')).toBeVisible();
  await scan(page, audit, 'transfer: choosing, with an error', ['.license-transfer-dialog', '.p-dropdown-panel']);
  await (await openCombobox(page, '譲渡先のユーザー')).getByRole('option').first().click();
  await transfer.getByRole('button', { name: '確認' }).click();
  await expect(transfer.getByRole('button', { name: '譲渡する' })).toBeVisible();
  await scan(page, audit, 'transfer: confirming', '.license-transfer-dialog');
  await transfer.getByRole('button', { name: 'キャンセル' }).click();
  await expect(transfer).toBeHidden();

  await detail.getByRole('button', { name: '最大アクティベーション数を変更' }).click();
  await expect(dialog(page, '最大アクティベーション数の変更')).toBeVisible();
  await scan(page, audit, 'max activations', '.license-max-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog(page, '最大アクティベーション数の変更')).toBeHidden();

  await detail.getByRole('button', { name: 'アクティベーションのリセット' }).click();
  await expect(dialog(page, 'アクティベーションのリセット')).toBeVisible();
  await scan(page, audit, 'reset activations confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'アクティベーションのリセット');

  // The new-licence form from a policy, its features listed.
  await page.goto('/licenses/create');
  await (await openCombobox(page, 'アプリケーション')).getByRole('option').first().click();
  await (await openCombobox(page, 'ライセンスポリシー')).getByRole('option').nth(1).click();
  await expect(page.getByRole('group', { name: '機能' })).toBeVisible();
  await scan(page, audit, 'licence form from a policy');
  audit.finish();
});

test("admin: the 'ライセンス枠不足' dialog (quota-exhausted)", async ({ page }) => {
  await resetMock('quota-exhausted');
  await login(page, 'admin');
  const audit = new Audit('admin, quota-exhausted');
  await page.goto('/licenses');
  await (await openCombobox(page, 'ステータスで絞り込み')).getByRole('option', { name: '無効化済み' }).click();
  await expect(rows(page, 'ライセンス一覧').first()).toContainText('無効化済み');
  await rows(page, 'ライセンス一覧')
    .first()
    .getByRole('button', { name: /を有効化$/ })
    .click();
  await dialog(page, 'ライセンスの有効化').getByRole('button', { name: 'はい' }).click();
  await expect(dialog(page, 'ライセンス枠不足')).toContainText('ライセンス枠が不足しています');
  await scan(page, audit, 'quota shortage dialog', '.p-dialog');
  await closeDialog(page, 'ライセンス枠不足');
  audit.finish();
});

test('user: every route including the admin URLs, and the personal dialogs', async ({ page }) => {
  await resetMock('demo');
  await login(page, 'user');
  const audit = new Audit('user');

  for (const path of [...PERSONAL_ROUTES, '/dashboard']) await scanRoute(page, audit, path);
  // Admin URLs typed by hand: the console shows the server's refusal (or sends the user on).
  for (const path of ADMIN_ROUTES.filter((p) => p !== '/dashboard')) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await scan(page, audit, `user ${path}`);
  }
  const ownId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string }).id);
  expect(ownId).toBeTruthy();
  await page.goto(`/users/${ownId}/edit`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, 'user /users/:id/edit');
  await page.goto('/applications/create-from-product');
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, 'user /applications/create-from-product');

  // My page: the profile edit dialog, with and without an error.
  await page.goto('/mypage');
  await page.getByRole('button', { name: 'プロフィールを編集' }).click();
  await expect(dialog(page, 'プロフィールの編集')).toBeVisible();
  await scan(page, audit, 'profile edit', '.p-dialog');
  await dialog(page, 'プロフィールの編集').getByLabel('姓').fill('');
  await dialog(page, 'プロフィールの編集').getByRole('button', { name: '保存' }).click();
  await expect(dialog(page, 'プロフィールの編集').getByText('姓が必須です')).toBeVisible();
  await scan(page, audit, 'profile edit with error', '.p-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'プロフィールの編集')).toBeHidden();

  // My licences: the read-only detail dialog.
  await page.goto('/my-licenses');
  await rows(page, 'ライセンス一覧')
    .first()
    .getByRole('button', { name: /の詳細$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, audit, 'my licence detail', '.p-dialog');
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).last().click();

  // My devices: the detail dialog and the deactivation confirmation.
  await page.goto('/my-devices');
  const active = rows(page, 'デバイス一覧')
    .filter({ has: page.getByRole('button', { name: /を無効化$/ }) })
    .first();
  await active.getByRole('button', { name: /の詳細$/ }).click();
  await expect(dialog(page, 'デバイス詳細')).toBeVisible();
  await scan(page, audit, 'my device detail', '.p-dialog');
  await closeDialog(page, 'デバイス詳細');
  await active.getByRole('button', { name: /を無効化$/ }).click();
  await expect(dialog(page, 'デバイスの無効化')).toBeVisible();
  await scan(page, audit, 'my device deactivation confirmation', '.p-confirm-dialog');
  await closeConfirm(page, 'デバイスの無効化');
  audit.finish();
});

test('the session banners: the idle warning and the expiry message', async ({ page }) => {
  await resetMock('demo');
  await page.clock.install();
  await login(page, 'user');
  const audit = new Audit('session');
  await page.clock.fastForward('25:01');
  await expect(page.getByText('でセッションが終了します', { exact: false })).toBeVisible();
  await scan(page, audit, 'idle warning');
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('一定時間操作がなかったため、セッションが終了しました', { exact: false })).toBeVisible();
  await scan(page, audit, 'session expired');
  audit.finish();
});
