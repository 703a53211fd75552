// Accessibility of the licence policies screen and the licence lifecycle's dialogs (policy,
// features, 延長, 譲渡, activations, the quota shortage). A serious or critical violation fails.
import { expect, test } from './support/test.ts';
import { openCombobox } from './support/dropdown.ts';
import {
  AUDIT_SESSION_TIMEOUT,
  auditSession,
  closeConfirm,
  closeDialog,
  dialog,
  expectComboboxes,
  rows,
  scan,
  scanRoute,
} from './support/a11y-audit.ts';

// Each session prints its scan count and time spent in axe.
test.describe.configure({ timeout: AUDIT_SESSION_TIMEOUT });

test('admin: the licence policies screen and its dialogs; the licence detail’s policy, features and lifecycle dialogs', async ({
  page,
}) => {
  const audit = await auditSession(page, 'admin', 'admin, policies and lifecycle');

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
  const audit = await auditSession(page, 'admin', 'admin, quota-exhausted', 'quota-exhausted');
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
