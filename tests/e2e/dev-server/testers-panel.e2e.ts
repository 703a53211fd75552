// The testers' panel of `npm start` (docs/testers-toolkit.md): a tester opens it from the keyboard,
// records a session while walking test case licenseActivation-01 by hand (the licence list's
// re-activation ending in 'ライセンス枠不足', scenario quota-exhausted), sees exactly that case's rows
// marked, and the exported session fills in that case's 結果 as ○ and the others' as 未実施.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import AxeBuilder from '@axe-core/playwright';
import { chooseOption } from '../support/dropdown.ts';
import { login } from '../support/mock.ts';
import { expect, test } from '../support/test.ts';

const licenceTable = (page: Page) => page.getByRole('table', { name: 'ライセンス一覧' });
const firstRow = (page: Page) => licenceTable(page).locator('tbody tr').first();
const toast = (page: Page, text: string) => page.locator('.p-toast-detail', { hasText: text }).first();
const confirm = (page: Page) => page.getByRole('dialog', { name: 'ライセンスの有効化' });

/** The rows of a machine's table the panel marks 済, as `from --event--> to`. */
async function takenRows(machine: Locator): Promise<string[]> {
  const rows = machine
    .getByRole('table')
    .locator('tbody tr', { has: machine.page().getByRole('cell', { name: '済' }) });
  return (await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent);
      return `${cells[1]} --${cells[2]}--> ${cells[4]}`;
    }),
  )) as string[];
}

test('a tester records the quota refusal by hand and the plan takes its result', async ({ page, mock }, testInfo) => {
  test.setTimeout(180_000);
  await mock.reset('quota-exhausted');
  const panel = page.getByRole('complementary', { name: 'テスター用パネル' });
  await expect(panel).toBeHidden();
  await page.keyboard.press('Alt+Shift+KeyT');
  await expect(panel).toBeVisible();
  // Docked beside the console, never over it.
  const [app, dock] = [await page.locator('body').boundingBox(), await panel.boundingBox()];
  expect(app!.x + app!.width).toBeLessThanOrEqual(dock!.x + 1);

  await panel.getByLabel('セッション名').fill('再有効化の枠不足');
  await panel.getByLabel('テスター名').fill('山田');
  await panel.getByRole('button', { name: '記録を開始' }).click();
  await expect(panel.getByRole('status')).toContainText('記録中: 再有効化の枠不足（山田）');

  await login(page, 'admin');
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .first()
    .getByRole('link', { name: 'ライセンス管理' })
    .click();
  const machine = panel.getByRole('region', { name: /^licenseActivation / });
  await expect(machine.getByRole('list', { name: 'licenseActivation の動作中のアクター' })).toContainText('idle');

  // 前提条件: one slot freed, as the plan says, for the step the server accepts.
  await chooseOption(page, 'ステータスで絞り込み', 'アクティブ');
  await firstRow(page)
    .getByRole('button', { name: /を無効化$/ })
    .click();
  await expect(toast(page, 'ライセンスが無効化されました')).toBeVisible();
  await chooseOption(page, 'ステータスで絞り込み', '無効化済み');
  await expect(firstRow(page)).toContainText('無効化済み');

  // 1-3: 有効化, はい, the server accepts.
  await firstRow(page)
    .getByRole('button', { name: /を有効化$/ })
    .click();
  await confirm(page).getByRole('button', { name: 'はい' }).click();
  await expect(toast(page, 'ライセンスが有効化されました')).toBeVisible();
  await expect(machine.getByRole('list')).toContainText('activated');
  // 4-5: 有効化, いいえ.
  await firstRow(page)
    .getByRole('button', { name: /を有効化$/ })
    .click();
  await confirm(page).getByRole('button', { name: 'いいえ' }).click();
  await expect(confirm(page)).toBeHidden();
  // 6-8: 有効化, はい, refused for quota.
  await firstRow(page)
    .getByRole('button', { name: /を有効化$/ })
    .click();
  await confirm(page).getByRole('button', { name: 'はい' }).click();
  await expect(page.getByRole('dialog', { name: 'ライセンス枠不足' })).toBeVisible();

  await expect(machine.getByRole('list')).toContainText('refusedForQuota');
  await expect(machine.getByLabel('licenseActivation の実施した行')).toHaveText('行 6 / 20');
  await machine.getByText('期待の行').click();
  expect((await takenRows(machine)).sort()).toEqual(
    [
      'idle --request--> confirming',
      'confirming --confirm--> activating',
      'activating --done--> activated',
      'activated --request--> confirming',
      'confirming --cancel--> idle',
      'activating --refused--> refusedForQuota',
    ].sort(),
  );
  // The panel itself, open with a machine's rows shown, passes axe like the console's screens.
  const scan = await new AxeBuilder({ page }).include('#testers-dock').analyze();
  expect(scan.passes.length).toBeGreaterThan(0);
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The guarded row names the guard that chose it (the activation's row first, then the form's).
  const guarded = machine.getByRole('row').filter({ hasText: 'isQuotaRefusal' });
  await expect(guarded.first().getByRole('cell')).toHaveText([
    'activate',
    'activating',
    'refused',
    'isQuotaRefusal',
    'refusedForQuota',
    '済',
  ]);

  // The session survives a reload, then is stopped and exported.
  await page.reload();
  await expect(panel.getByRole('status')).toContainText('記録中: 再有効化の枠不足（山田）');
  await expect(panel.getByRole('region', { name: /^licenseActivation / }).getByLabel(/実施した行/)).toHaveText(
    '行 6 / 20',
  );
  await panel.getByRole('button', { name: '記録を停止' }).click();
  await expect(panel.getByRole('status')).toContainText('停止済み');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'JSON を書き出す' }).click();
  const file = testInfo.outputPath('session.json');
  await (await download).saveAs(file);

  const out = testInfo.outputPath('plans');
  const run = spawnSync(
    process.execPath,
    ['scripts/test-plan.ts', '--machine', 'licenseActivation', '--results', file, '--out', out],
    { encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  const csv = readFileSync(join(out, 'license-activation.csv'), 'utf8');
  const cases = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(cases.map((c) => [c.No, c.結果])).toEqual([
    ['licenseActivation-01', '○'],
    ['licenseActivation-02', '未実施'],
    ['licenseActivation-03', '未実施'],
    ['licenseActivation-04', '未実施'],
    ['licenseActivation-05', '未実施'],
  ]);
  expect(cases[0]!.備考).toMatch(/^山田 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（再有効化の枠不足）$/);
});
