// A bulk action on the licence list as a user runs it: the first rows checked, an action of the
// bulk bar (無効化, 有効化) confirmed; what follows is read from the results dialog.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

export const bulkBar = (page: Page) => page.getByRole('region', { name: '一括操作' });
export const bulkResults = (page: Page) => page.getByRole('dialog', { name: /一括操作の結果/ });

/** Checks the first `count` rows of the licence list, runs `action` and confirms it; the results dialog. */
export async function bulkOnLicences(page: Page, count: number, action: '無効化' | '有効化'): Promise<Locator> {
  const boxes = page.getByRole('checkbox', { name: /を選択$/ });
  for (let i = 0; i < count; i++) await boxes.nth(i).check();
  await expect(bulkBar(page).getByRole('status')).toHaveText(`${count}件を選択中`);
  await bulkBar(page).getByRole('button', { name: action }).click();
  const confirm = page.getByRole('dialog', { name: '一括操作の確認' });
  await expect(confirm).toContainText(`選択した${count}件のライセンスを${action}します。よろしいですか？`);
  await confirm.getByRole('button', { name: action }).click();
  return bulkResults(page);
}
