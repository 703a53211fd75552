// ライセンス一括発行: a Shift_JIS file as Excel saves it (20 rows, 2 with errors), the preview's
// errors in Japanese, the run, the list without a reload, the result file; the same file again;
// ライセンス枠不足 before any POST; 中止 during a long run. The journey and ライセンス枠不足 run on the
// E2E build and the dev server (playwright.dev.config.ts); the runs that need the HTTP mock's
// latency or profile settings (the spec and rest profiles) on the E2E build only. Requests are
// counted as the page sends them.
import type { Page, Request } from '@playwright/test';
import iconv from 'iconv-lite';
import { bulkImport as t } from '../../src/shared/messages/bulk-import.ts';
import { login, resetMock } from './support/mock.ts';
import { pageGet } from './support/page-api.ts';
import { expect, test } from './support/test.ts';

const HTTP_MOCK_ONLY =
  "the HTTP mock's latency and profile settings (the in-browser mock takes them from the URL at start)";

const HEADER = 'アプリケーション,ユーザーのメールアドレス,種類,最大アクティベーション数,終了日,注文番号';

/** A CSV as Excel saves it: CP932, CRLF, full-width digits and 年月日 dates; users and applications read by the signed-in page. */
async function excelFile(page: Page, rows: number, broken: { email?: number; date?: number } = {}) {
  const { users } = await pageGet<{ users: { email: string }[] }>(page, '/users?role=USER&page=1&pageSize=50');
  const { applications } = await pageGet<{ applications: { name: string }[] }>(page, '/applications');
  const app = applications[0]!.name;
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const email = i === broken.email ? 'nobody@example.com' : users[i % users.length]!.email;
    const end = i === broken.date ? '２０２７年１３月４０日' : '２０２７年３月３１日';
    lines.push(`${app},${email},サブスクリプション,２,${end},E2E-${Date.now()}-${i + 1}`);
  }
  return { name: 'orders.csv', mimeType: 'text/csv', buffer: iconv.encode(`${lines.join('\r\n')}\r\n`, 'cp932') };
}

/** The licences sent: each POST /licenses and each row of a bulk call. */
function countIssued(page: Page) {
  const sent = { rows: 0 };
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/api/licenses/bulk'))
      sent.rows += (request.postDataJSON() as { licenses: unknown[] }).licenses.length;
    else if (path.endsWith('/licenses')) sent.rows += 1;
  });
  return sent;
}

async function openImport(page: Page) {
  await login(page, 'admin');
  await page.goto('/licenses');
  await page.getByRole('button', { name: t.licenseEntry }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.licenseTitle })).toBeVisible();
}

async function choose(page: Page, file: Awaited<ReturnType<typeof excelFile>>) {
  await page.getByLabel(t.chooseFile).setInputFiles(file);
}

async function confirmRun(page: Page, count: number) {
  await page.getByRole('button', { name: t.startIssue(count) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(t.confirmIssue(count))).toBeVisible();
  await dialog.getByRole('button', { name: t.run }).click();
}

/** The result file's rows (BOM and header dropped), each split on commas. */
async function resultRows(page: Page): Promise<{ header: string[]; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t.resultDownload }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^licenses-import-result-\d{8}-\d{4}\.csv$/);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
  return { header: lines[0]!.split(','), rows: lines.slice(1).map((line) => line.split(',')) };
}

test.describe('ライセンス一括発行', () => {
  test('an Excel file of 20 rows: 2 errors in Japanese, 18 issued, the list, the result file, the same file again', async ({
    page,
    mock,
  }) => {
    await mock.reset('demo');
    const sent = countIssued(page);
    await openImport(page);
    const file = await excelFile(page, 20, { email: 3, date: 11 });
    await choose(page, file);
    await expect(page.getByText(t.summaryIssuable(18))).toBeVisible();
    await expect(page.getByText(t.summaryErrors(2))).toBeVisible();
    const preview = page.getByRole('table', { name: t.previewTitle });
    await expect(preview.getByText(t.cellError('ユーザーのメールアドレス', t.userNotFound))).toBeVisible();
    await expect(preview.getByText(t.cellError('終了日', t.dateInvalid))).toBeVisible();
    expect(sent.rows).toBe(0);

    await confirmRun(page, 18);
    await expect(page.getByRole('heading', { name: t.doneTitle })).toBeVisible();
    await expect(page.getByText(t.resultSummary(18, 2, 0))).toBeVisible();
    expect(sent.rows).toBe(18);

    const { header, rows } = await resultRows(page);
    expect(header.slice(-3)).toEqual([t.columnResult, t.columnKey, t.columnError]);
    expect(rows).toHaveLength(20);
    const issued = rows.filter((r) => r.at(-3) === t.resultIssued);
    expect(issued).toHaveLength(18);
    for (const row of issued) expect(row.at(-2)).toMatch(/^([A-Z]+-)?[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const failed = rows.filter((r) => r.at(-3) === t.resultError);
    expect(failed.map((r) => r.at(-1))).toEqual([
      t.cellError('ユーザーのメールアドレス', t.userNotFound),
      t.cellError('終了日', t.dateInvalid),
    ]);

    // The list shows the new licences without a reload.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: t.back }).click();
    await expect(page).toHaveURL(/\/licenses$/);
    // Newest first: the first row of the list is one of the licences just issued.
    const keys = issued.map((row) => row.at(-2)!);
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toContainText(new RegExp(keys.join('|')));
    expect(navigations.filter((url) => !url.endsWith('/licenses'))).toEqual([]);

    // The same file again: every row already imported, nothing to issue.
    await page.getByRole('button', { name: t.licenseEntry }).click();
    await choose(page, file);
    await expect(page.getByText(t.summarySkipped(18))).toBeVisible();
    await expect(page.getByText(t.summaryIssuable(0))).toBeVisible();
    await expect(page.getByRole('button', { name: t.nothingToIssue })).toBeDisabled();
    expect(sent.rows).toBe(18);
  });

  test('quota-exhausted: more rows than free slots is ライセンス枠不足 before any POST', async ({ page, mock }) => {
    await mock.reset('quota-exhausted');
    const sent = countIssued(page);
    await openImport(page);
    await choose(page, await excelFile(page, 5));
    await page.getByRole('button', { name: t.startIssue(5) }).click();
    const dialog = page.getByRole('dialog', { name: t.quotaShortTitle });
    await expect(dialog.getByText(/発行する 5件に対して利用可能枠は 0件です/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.run })).toBeDisabled();
    expect(sent.rows).toBe(0);
  });

  test('中止 during a 200-row run: the rows in flight finish, the rest are 取り消し, and the result file says so', async ({
    page,
    mock,
    target,
  }) => {
    test.skip(target === 'dev-server', HTTP_MOCK_ONLY);
    await mock.reset('large');
    // Free slots for 200 licences (the large scenario), and calls that take a while, so the run
    // is still going when 中止 is pressed.
    await resetMock('large', { latencyMs: 250 });
    const sent = countIssued(page);
    await openImport(page);
    await choose(page, await excelFile(page, 200));
    await expect(page.getByText(t.summaryIssuable(200))).toBeVisible();
    await confirmRun(page, 200);
    await expect(page.getByText(/発行中 [1-9]\d* \/ 200/)).toBeVisible();
    await page.getByRole('button', { name: t.stop }).click();
    await expect(page.getByRole('heading', { name: t.cancelledTitle })).toBeVisible();

    const { rows } = await resultRows(page);
    expect(rows).toHaveLength(200);
    const issued = rows.filter((r) => r.at(-3) === t.resultIssued).length;
    const cancelled = rows.filter((r) => r.at(-3) === t.resultCancelled).length;
    expect(cancelled).toBeGreaterThan(0);
    expect(issued + cancelled).toBe(200);
    // Every row sent was answered and issued; none was sent after 中止 beyond those in flight.
    expect(sent.rows).toBe(issued);
    await expect(page.getByText(t.resultSummary(issued, 0, cancelled))).toBeVisible();
  });

  // spec: the contract's answers; rest: 201 with the bare record. Neither has the bulk call nor 注文番号.
  test.afterEach(async ({ target }) => {
    if (target === 'build') await resetMock('demo');
  });
  for (const profile of ['spec', 'rest'] as const)
    test(`the ${profile} profile (no bulk call, no 注文番号 lookup): each row a POST /licenses, its key in the result file, the second import flagged by this browser`, async ({
      page,
      mock,
      target,
    }) => {
      test.skip(target === 'dev-server', HTTP_MOCK_ONLY);
      await mock.reset('demo');
      // Written from the full profile's answers; the scenario's users and applications are the same under both.
      await login(page, 'admin');
      const file = await excelFile(page, 3);
      // A fresh browser for the profile: no session, nothing learnt of the full profile's calls.
      await page.evaluate(() => localStorage.clear());
      await resetMock('demo', { profile });
      const sent = countIssued(page);
      const singles: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/licenses'))
          singles.push(request.url());
      });
      await openImport(page);
      await choose(page, file);
      await confirmRun(page, 3);
      await expect(page.getByText(t.resultSummary(3, 0, 0))).toBeVisible();
      expect(singles).toHaveLength(3);
      // At most the first batch tried the bulk call: its 404 taught the console it is absent.
      expect(sent.rows - singles.length).toBeLessThanOrEqual(3);
      const { rows } = await resultRows(page);
      expect(rows.map((r) => r.at(-3))).toEqual([t.resultIssued, t.resultIssued, t.resultIssued]);
      for (const row of rows) expect(row.at(-2)).toMatch(/^([A-Z]+-)?[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
      await page.getByRole('button', { name: t.again }).click();
      await choose(page, file);
      await expect(page.getByText(t.summarySkipped(3))).toBeVisible();
    });
});
