// The dashboard's trends in the production bundle against the HTTP mock, in one page session: the
// charts, 表で見る, the 30/90 toggle, clicks into the filtered lists, the stale threshold, the
// device list's stale preset and a clean-up run, axe on the charts and the preview.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { login } from './support/mock.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Moves over the canvas until the chart shows a pointer (a bar or slice that opens a list), and clicks there. */
async function clickChartElement(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  for (let fy = 0.85; fy > 0.1; fy -= 0.1) {
    for (let fx = 0.1; fx < 1; fx += 0.1) {
      await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
      // chart.js handles pointer moves once per frame: read the cursor after the next one.
      const cursor = await canvas.evaluate(
        (c) =>
          new Promise<string>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(c.style.cursor))),
          ),
      );
      if (cursor === 'pointer') {
        await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
        return;
      }
    }
  }
  throw new Error('no chart element under any point of the canvas');
}

async function expectNoSeriousViolations(page: Page, selector: string) {
  const result = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('admin: dashboard charts, 表で見る, clicks into the filtered lists, the stale preset and a clean-up', async ({
  page,
  mock,
}) => {
  await mock.reset('demo');
  await login(page, 'admin');

  // Every chart painted by chart.js (the doughnut and the four trends).
  await expect(page.locator('main canvas[data-painted="true"]')).toHaveCount(5);
  const daily = panel(page, '日別の発行数とアクティベーション数');
  await expect(daily.getByText(/^直近30日間でライセンス/)).toBeVisible();
  await daily.getByRole('button', { name: '表で見る' }).click();
  const dailyRows = daily.getByRole('table', { name: '日別の発行数とアクティベーション数' }).locator('tbody tr');
  await expect(dailyRows).toHaveCount(30);
  await page.getByRole('button', { name: '90日間' }).click();
  await expect(dailyRows).toHaveCount(90);
  await expect(daily.getByText(/^直近90日間でライセンス/)).toBeVisible();
  await expectNoSeriousViolations(page, '.dashboard-trends');

  // A slice of the doughnut opens the licence list of its status.
  await clickChartElement(page, panel(page, 'ライセンスステータスの内訳').locator('canvas'));
  await expect(page).toHaveURL(/\/licenses\?status=(ACTIVE|INACTIVE|EXPIRED|REVOKED)$/);
  await expect(page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr').first()).toBeVisible();

  // The threshold, remembered: 7 days; the heartbeat chart's bar opens the stale preset.
  await menu(page).getByRole('link', { name: 'ダッシュボード' }).click();
  const health = page.getByRole('group', { name: '停止中のデバイス' });
  await health.getByRole('button', { name: '7日以上', exact: true }).click();
  await expect(health.getByText('2 台')).toBeVisible();
  await expect(page.locator('main canvas[data-painted="true"]')).toHaveCount(5);
  await clickChartElement(page, panel(page, 'ハートビートの途絶えたデバイス').locator('canvas'));
  await expect(page).toHaveURL(/\/devices\?status=ACTIVE&silent=\d+$/);

  // The device list's preset at the remembered threshold, then the clean-up.
  await page.getByRole('button', { name: '停止中のみ（7日以上受信なし）' }).click();
  await expect(page).toHaveURL(/\/devices\?status=ACTIVE&silent=168$/);
  await expect(page.getByRole('table', { name: 'デバイス一覧' }).locator('tbody tr')).toHaveCount(2);
  await page.getByRole('button', { name: '整理する（7日以上ハートビートのないデバイス）' }).click();
  const preview = page.getByRole('dialog', { name: '停止中のデバイスの整理' });
  await expect(preview.getByText(/^7日以上ハートビートのないアクティブなデバイス 2 台を無効化します。/)).toBeVisible();
  await expectNoSeriousViolations(page, '.p-dialog');
  await preview.getByRole('button', { name: '無効化する' }).click();
  const results = page.getByRole('dialog', { name: /一括操作の結果/ });
  await expect(results.getByText('完了')).toHaveCount(2);
  await results.getByRole('button', { name: '閉じる' }).last().click();
  await expect(
    page.getByRole('table', { name: 'デバイス一覧' }).locator('tbody tr').filter({ hasText: 'アクティブ' }),
  ).toHaveCount(0);

  // Back on the dashboard: none stale at 7 days any more, and the choice is still 7 days.
  await menu(page).getByRole('link', { name: 'ダッシュボード' }).click();
  await expect(health.getByRole('button', { name: '7日以上', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(health.getByText('0 台')).toBeVisible();
});
