// Lists on a phone (390x844): every list of both roles starts its first row in the upper half of
// the first screen without scrolling; the paged lists' filters work from the 絞り込み sheet (a
// filter set counts on the button and shows a chip, whose removal gives the list back) and
// 並べ替え changes the first row; axe finds nothing serious with the sheet open. At 1280 px the
// lists keep their desktop toolbar.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { seriousViolations } from './support/axe.ts';
import { chooseOption } from './support/dropdown.ts';
import { DESKTOP, PHONE, go, loaded, signInOnPhone, visit } from './support/viewport.ts';

const firstRow = (page: Page, table: string) =>
  page
    .getByRole('main')
    .getByRole('table', { name: table, exact: true })
    .locator(':scope > tbody > tr:not(.p-datatable-emptymessage)')
    .first();

/** The first row's top on the first screen, the page not scrolled. */
async function expectFirstRowHigh(page: Page, table: string) {
  const row = firstRow(page, table);
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'not scrolled').toBe(0);
  const top = (await row.boundingBox())!.y;
  expect(top, `${table}: the first row's top at ${PHONE.width}x${PHONE.height}`).toBeLessThan(PHONE.height / 2);
}

/** Each paged list, the filter its sheet sets, and an order that changes its first row. */
const PAGED = [
  {
    path: '/licenses',
    table: 'ライセンス一覧',
    filter: ['ステータスで絞り込み', '無効化済み'],
    sort: 'ライセンスキー（降順）',
  },
  { path: '/devices', table: 'デバイス一覧', filter: ['ステータスで絞り込み', '非アクティブ'], sort: 'ID（降順）' },
  { path: '/users', table: 'ユーザー管理', filter: ['ロールで絞り込み', '管理者'], sort: 'メールアドレス（降順）' },
  { path: '/audit-log', table: '操作履歴一覧', filter: ['結果で絞り込み', '完了'], sort: '日時（古い順）' },
] as const;

const filterButton = (page: Page) => page.getByRole('button', { name: /^絞り込み/ });

test('admin: every paged list on a phone starts on the first screen, filters from its sheet and sorts with 並べ替え', async ({
  page,
  mock,
}) => {
  test.setTimeout(180_000);
  await signInOnPhone(page, mock, 'admin');

  for (const { path, table, filter, sort } of PAGED) {
    await visit(page, path);
    await expectFirstRowHigh(page, table);
    const first = (await firstRow(page, table).textContent())!;

    // A filter from the sheet: the count, the chip; the chip's removal restores the list.
    await expect(filterButton(page)).toHaveAccessibleName('絞り込み');
    await filterButton(page).click();
    const sheet = page.getByRole('dialog', { name: '絞り込み' });
    await expect(sheet).toBeVisible();
    const [label, choice] = filter;
    if (await sheet.getByRole('combobox', { name: label }).count()) {
      await chooseOption(page, label, new RegExp(`^${choice}$`));
    } else {
      await sheet.getByRole('group', { name: label }).getByText(choice, { exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filterButton(page)).toHaveAccessibleName('絞り込み (1)');
    const chips = page.getByRole('list', { name: '適用中の絞り込み' });
    const field = label.replace(/で絞り込み$/, '');
    await expect(chips.getByText(`${field}: ${choice}`)).toBeVisible();
    await loaded(page);
    await chips.getByRole('button', { name: `「${field}: ${choice}」を解除` }).click();
    await expect(filterButton(page)).toHaveAccessibleName('絞り込み');
    await expect(chips).toBeHidden();
    await loaded(page);
    await expect(firstRow(page, table)).toHaveText(first);

    // 並べ替え: another first row, the order in the URL.
    await chooseOption(page, '並べ替え', new RegExp(`^${sort.replace(/[（）]/g, '.')}$`));
    await expect(page).toHaveURL(/sort=/);
    await loaded(page);
    await expect(firstRow(page, table)).not.toHaveText(first);
    await go(page, path);
  }
});

test('user: My page, my licences and my devices start their first row on the first screen of a phone', async ({
  page,
  mock,
}) => {
  await signInOnPhone(page, mock, 'user');
  for (const [path, table] of [
    ['/mypage', 'ライセンス一覧'],
    ['/my-licenses', 'ライセンス一覧'],
    ['/my-devices', 'デバイス一覧'],
  ] as const) {
    await visit(page, path);
    await expectFirstRowHigh(page, table);
  }
});

test('the licence list on a phone with its sheet open: no serious axe violation; at 1280 px the toolbar is back', async ({
  page,
  mock,
}) => {
  await signInOnPhone(page, mock, 'admin');
  await visit(page, '/licenses');
  await filterButton(page).click();
  await expect(page.getByRole('dialog', { name: '絞り込み' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('search').getByRole('combobox', { name: 'ステータスで絞り込み' })).toBeVisible();
  await expect(filterButton(page)).toHaveCount(0);
});
