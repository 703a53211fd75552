// The list power tools in the production bundle against the HTTP mock: the view
// kept in the URL (links, reload, back and forward), the CSV export of every matching row
// parsed back, and bulk actions with a result per item, quota refusals included.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { chooseOption, combobox, dropdownBox, openCombobox } from './support/dropdown.ts';
import { login } from './support/mock.ts';
import { bulkBar, bulkOnLicences, bulkResults } from './support/licence-bulk.ts';

const licenceTable = (page: Page) => page.getByRole('table', { name: 'ライセンス一覧' });
const dataRows = (page: Page) => licenceTable(page).locator('tbody tr');
const toast = (page: Page, text: string | RegExp) => page.locator('.p-toast-detail', { hasText: text }).first();

/** The data cells of every row on screen (the checkbox cell left out), without the column title each cell holds for a phone's card. */
async function visibleRows(page: Page): Promise<string[][]> {
  return dataRows(page).evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll('td:not(.list-table-check)')).map((td) =>
        Array.from(td.childNodes)
          .filter((n) => !(n instanceof Element && n.classList.contains('p-column-title')))
          .map((n) => n.textContent ?? '')
          .join('')
          .trim(),
      ),
    ),
  );
}

test('the licence view lives in the URL: a link opens it, reload keeps it, back and forward step through it', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await login(page, 'admin');
  await page.goto('/licenses?status=REVOKED&sort=key&order=desc');
  await expect(combobox(page, 'ステータスで絞り込み')).toHaveValue('無効化済み');
  await expect(page.getByRole('columnheader', { name: /ライセンスキー/ })).toHaveAttribute('aria-sort', 'descending');
  const revoked = await visibleRows(page);
  expect(revoked.length).toBeGreaterThan(0);
  expect(revoked.every((cells) => cells[3] === '無効化済み')).toBe(true);
  const keys = revoked.map((c) => c[0]!.toLowerCase());
  expect(keys).toEqual([...keys].sort().reverse());

  // A new filter is a new history entry; reload keeps it.
  await chooseOption(page, '有効期限', '無期限');
  await expect(page).toHaveURL(/expiry=none/);
  await page.reload();
  await expect(combobox(page, '有効期限')).toHaveValue('無期限');
  await expect(combobox(page, 'ステータスで絞り込み')).toHaveValue('無効化済み');
  for (const cells of await visibleRows(page)) expect(cells[6]).toBe('無期限');

  // Back returns to the view without it, forward brings it back.
  await page.goBack();
  await expect(page).not.toHaveURL(/expiry=/);
  await expect(combobox(page, '有効期限')).toHaveValue('指定なし');
  await page.goForward();
  await expect(combobox(page, '有効期限')).toHaveValue('無期限');

  // Paging is kept too.
  await page.goto('/licenses?size=10&page=2');
  await expect(dataRows(page)).toHaveCount(10);
  await expect(page.getByText(/^11 - 20 \/ \d+ 件$/)).toBeVisible();
});

test('a dropdown highlights the option under the pointer by CSS, and choosing keeps the focus on the combobox', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await login(page, 'admin');
  await page.goto('/licenses');
  const combo = combobox(page, 'ステータスで絞り込み');
  const panel = await openCombobox(page, 'ステータスで絞り込み');
  const background = (name: string) =>
    panel.getByRole('option', { name, exact: true }).evaluate((li) => getComputedStyle(li).backgroundColor);
  await panel.getByRole('option', { name: '期限切れ', exact: true }).hover();
  expect(await background('期限切れ')).toBe('rgb(243, 244, 246)');
  await panel.getByRole('option', { name: 'アクティブ', exact: true }).hover();
  expect(await background('アクティブ')).toBe('rgb(243, 244, 246)');
  expect(await background('期限切れ')).toBe('rgba(0, 0, 0, 0)');
  // The keyboard starts from the selected option (すべてのステータス), wherever the pointer is.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combo).toHaveValue('アクティブ');
  await expect(page).toHaveURL(/status=ACTIVE/);

  // Choosing with the mouse keeps the focus on the combobox the whole time (no blur and back).
  await combo.evaluate((input) => {
    (window as unknown as { focusLost: number }).focusLost = 0;
    input.addEventListener('focusout', () => (window as unknown as { focusLost: number }).focusLost++);
  });
  await dropdownBox(page, 'ステータスで絞り込み').click();
  await panel.getByRole('option', { name: '期限切れ', exact: true }).click();
  await expect(page).toHaveURL(/status=EXPIRED/);
  await expect(combo).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { focusLost: number }).focusLost)).toBe(0);
});

test('the selects are comboboxes in the accessibility tree, named by their labels; the keyboard opens and closes them', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await login(page, 'admin');
  await page.goto('/licenses');
  await expect(dataRows(page).first()).toBeVisible();
  const names = [
    'ステータスで絞り込み',
    'アプリケーション',
    'ライセンス種別',
    '有効期限',
    'アクティベーション',
    '行/ページ',
  ];
  for (const name of names) await expect(combobox(page, name)).toHaveAttribute('aria-expanded', 'false');
  // Chromium's own tree (what a screen reader is given): one combobox per select, no nameless twin.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  const comboboxes = nodes.filter((n) => !n.ignored && n.role?.value === 'combobox').map((n) => n.name?.value);
  expect(comboboxes.sort()).toEqual([...names].sort());

  // From the search box, Tab reaches the first filter; ArrowDown opens its list, Escape closes it.
  const status = combobox(page, 'ステータスで絞り込み');
  await page.getByLabel('ライセンスを検索').focus();
  await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  await expect(status).not.toHaveAttribute('aria-controls');
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.locator(`[id="${await status.getAttribute('aria-controls')}"]`);
  await expect(listbox).toHaveRole('listbox');
  await expect(listbox.getByRole('option')).toHaveText([
    'すべてのステータス',
    'アクティブ',
    '非アクティブ',
    '期限切れ',
    '無効化済み',
  ]);
  await page.keyboard.press('Escape');
  await expect(status).toHaveAttribute('aria-expanded', 'false');
  await expect(status).not.toHaveAttribute('aria-controls');
  await expect(listbox).toHaveCount(0);
  await expect(status).toBeFocused();
});

test('CSV export: every matching row (all pages), Japanese headers, a BOM, and it parses back to what the screen shows', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await login(page, 'admin');
  await page.goto('/licenses?status=ACTIVE&sort=key&size=10');
  await expect(dataRows(page)).toHaveCount(10);
  const total = Number((await page.getByText(/^1 - 10 \/ \d+ 件$/).textContent())!.match(/\/ (\d+) 件/)![1]);
  expect(total).toBeGreaterThan(10);
  const firstPage = await visibleRows(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ライセンスをCSVエクスポート' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^licenses-\d{8}-\d{4}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual([
    'ライセンスキー',
    'アプリケーション',
    'ユーザー名',
    'ステータス',
    'ライセンス種別',
    'アクティベーション数',
    'アクティベーション上限',
    '発行日',
    '有効期限',
    'ライセンスID',
  ]);
  expect(parsed.data).toHaveLength(total);
  // The first rows are the rows on screen, Japanese intact, dates as yyyy/MM/dd HH:mm.
  parsed.data.slice(0, 10).forEach((row, i) => {
    const cells = firstPage[i]!;
    expect(row['ライセンスキー']).toBe(cells[0]);
    expect(row['アプリケーション']).toBe(cells[1]);
    expect(row['ユーザー名']).toBe(cells[2]);
    expect(row['ステータス']).toBe('アクティブ');
    expect(`${row['アクティベーション数']} / ${row['アクティベーション上限']}`).toBe(cells[4]);
    expect(row['発行日']).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    // The table breaks the date at its space; the text is the same.
    expect(row['発行日']!.replace(' ', '')).toBe(cells[5]!.replace(/\s/g, ''));
  });
  expect(parsed.data.every((r) => r['ステータス'] === 'アクティブ')).toBe(true);
  await expect(toast(page, `${total}件をCSVにエクスポートしました`)).toBeVisible();
});

test('bulk: revoke two licences, then re-activate three where the freed quota covers two — one refused with the quota figures', async ({
  page,
  mock,
}) => {
  await mock.reset('quota-exhausted');
  await login(page, 'admin');

  // Two active licences revoked at once: two quota slots freed.
  await page.goto('/licenses?status=ACTIVE&sort=key');
  const results = await bulkOnLicences(page, 2, '無効化');
  await expect(results.getByRole('table', { name: '一括操作の結果一覧' }).locator('tbody tr')).toHaveCount(2);
  await expect(results.getByRole('cell', { name: '完了' })).toHaveCount(2);
  await results.getByRole('button', { name: '閉じる' }).last().click();
  await expect(toast(page, '一括無効化: 完了 2件')).toBeVisible();

  // Three revoked licences re-activated: two fit the freed slots, the third is refused.
  await page.goto('/licenses?status=REVOKED&sort=key');
  await expect(dataRows(page).first()).toBeVisible();
  await bulkOnLicences(page, 3, '有効化');
  const resultRows = results.getByRole('table', { name: '一括操作の結果一覧' }).locator('tbody tr');
  await expect(resultRows).toHaveCount(3);
  await expect(results.getByRole('cell', { name: '完了' })).toHaveCount(2);
  const refused = resultRows.filter({ hasText: 'ライセンス枠不足' });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(/購入済み枠 10 \/ 使用中枠 10 \/ 利用可能枠 0/);
  await results.getByRole('button', { name: '閉じる' }).last().click();
  await expect(toast(page, '一括有効化: 完了 2件、失敗 1件')).toBeVisible();
});

test('bulk: "everything matching" acts on every page of the filter, and the list refreshes once at the end', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await login(page, 'admin');
  await page.goto('/devices?status=ACTIVE&size=10');
  const table = page.getByRole('table', { name: 'デバイス一覧' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  const total = Number((await page.getByText(/^1 - 10 \/ \d+ 件$/).textContent())!.match(/\/ (\d+) 件/)![1]);
  expect(total).toBeGreaterThan(10);

  await page.getByRole('checkbox', { name: 'このページをすべて選択' }).check();
  const bar = bulkBar(page);
  await bar.getByRole('button', { name: `絞り込みに一致する全${total}件を選択` }).click();
  await expect(bar.getByRole('status')).toHaveText(`絞り込みに一致する全${total}件を選択中`);
  let listCalls = 0;
  page.on('request', (r) => {
    if (/\/devices\?/.test(r.url()) && r.method() === 'GET') listCalls++;
  });
  await bar.getByRole('button', { name: '無効化' }).click();
  await page.getByRole('dialog', { name: '一括操作の確認' }).getByRole('button', { name: '無効化' }).click();
  const results = bulkResults(page);
  await expect(results.getByRole('cell', { name: '完了' })).toHaveCount(total);
  await results.getByRole('button', { name: '閉じる' }).last().click();
  await expect(toast(page, `一括無効化: 完了 ${total}件`)).toBeVisible();
  // Nothing matches the filter any more (the list has devices, none of them active).
  await expect(page.getByText('条件に一致するデバイスはありません')).toBeVisible();
  // Reading the matching ids (a page of up to 100) and one refresh: no refresh per item.
  expect(listCalls).toBeLessThanOrEqual(3);
});
