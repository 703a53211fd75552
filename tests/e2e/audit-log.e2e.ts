// 操作履歴: a bulk revoke in the licence list shows in the audit log as one entry that
// expands to its two items (each linking to its licence); the action filter and an actor chosen
// from a row go to the URL. One page session, moving through the menu.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { chooseOption } from './support/dropdown.ts';
import { login } from './support/mock.ts';
import { bulkOnLicences } from './support/licence-bulk.ts';

const dataRows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody > tr:not(.p-datatable-row-expansion)');

test('a bulk revoke, then the audit log: one entry for the run, its items, filters in the URL', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await login(page, 'admin');

  await page.goto('/licenses?status=ACTIVE&sort=key');
  const keys = [
    await dataRows(page, 'ライセンス一覧').nth(0).locator('code').innerText(),
    await dataRows(page, 'ライセンス一覧').nth(1).locator('code').innerText(),
  ];
  const results = await bulkOnLicences(page, 2, '無効化');
  await expect(results.getByRole('cell', { name: '完了' })).toHaveCount(2);
  await results.getByRole('button', { name: '閉じる' }).last().click();

  // Through the menu: the newest entry is the run.
  await page.getByRole('link', { name: '操作履歴' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  const first = dataRows(page, '操作履歴一覧').first();
  await expect(first).toContainText('ライセンス無効化');
  await expect(first).toContainText('一括操作 2件');
  await expect(first).toContainText('完了（完了 2件 / 拒否 0件）');
  await first.getByRole('button', { name: '一括操作 2件 の明細を表示' }).click();
  const items = page.getByRole('table', { name: '一括操作の明細' });
  await expect(items.locator('tbody tr')).toHaveCount(2);
  for (const key of keys)
    await expect(items.getByRole('link', { name: key })).toHaveAttribute(
      'href',
      `/licenses?q=${encodeURIComponent(key)}`,
    );

  // Filters go to the URL.
  await chooseOption(page, '操作で絞り込み', 'ライセンス無効化');
  await expect(page).toHaveURL(/action=revokeLicense/);
  await expect(dataRows(page, '操作履歴一覧').first()).toContainText('ライセンス無効化');
  await dataRows(page, '操作履歴一覧')
    .first()
    .getByRole('button', { name: 'admin@example.com の操作に絞り込む' })
    .click();
  await expect(page).toHaveURL(/actor=/);
  await expect(page.getByRole('button', { name: '操作者の絞り込みを解除' })).toHaveText('操作者: admin@example.com');

  // The run stays open across the filters; an item links to its licence.
  await expect(page.getByRole('button', { name: '一括操作 2件 の明細を閉じる' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('table', { name: '一括操作の明細' }).getByRole('link', { name: keys[0]! }).click();
  await expect(page).toHaveURL(new RegExp(`/licenses\\?q=${encodeURIComponent(keys[0]!)}`));
  await expect(dataRows(page, 'ライセンス一覧')).toHaveCount(1);
});
