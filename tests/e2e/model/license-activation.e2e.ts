// The licence quota flow's expected paths (tests/model/machines/license-activation.expected.ts)
// in Chromium on the built console against the HTTP mock: the licence list re-activating a
// REVOKED licence, the new-licence form creating one; the request is held until the path says
// how it ends, and the mock's own quota rule refuses or accepts it.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { ACTIVATION_RESULT_EVENTS, expectation } from '../../model/machines/license-activation.expected.ts';
import { isQuotaRefusal, knownAvailableOf } from '../../model/machines/license-activation.fixtures.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import { chooseOption } from '../support/dropdown.ts';
import { DEMO, resetMock } from '../support/mock.ts';
import { menu, mockConfig, navigate, RouteGate, runFor, setAvailableQuota } from './support.ts';

const activation = runFor(expectation);
if (activation) {
  test.describe(`licence quota flow in Chromium (${activation.paths.length} ${activation.plan.strategy} paths)`, () => {
    test.afterAll(() => activation.finish());
    for (const { flow, path } of activation.paths) {
      test(`${flow}: ${path.description}`, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo');
        await activation.drive(path, await activationDriver(page, flow === 'create' ? 'create' : 'activate'));
      });
    }
  });
}

const licenceTable = (page: Page) => page.getByRole('table', { name: 'ライセンス一覧' });

/** The free slots the new-licence form shows in its quota panel. */
const quotaFigures = (page: Page) =>
  page
    .getByRole('region', { name: 'ライセンス枠', exact: true })
    .locator('dt', { hasText: '利用可能枠' })
    .locator('+ dd');

async function activationDriver(page: Page, kind: 'activate' | 'create'): Promise<PathDriver> {
  const gate =
    kind === 'activate' ? new RouteGate('POST', /\/licenses\/[^/]+\/activate$/) : new RouteGate('POST', /\/licenses$/);
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(menu(page)).toBeVisible();
  await gate.install(page);
  if (kind === 'activate') {
    await navigate(page, '/licenses');
    await expect(licenceTable(page)).toBeVisible();
    await chooseOption(page, 'ステータスで絞り込み', '無効化済み');
    await expect(licenceTable(page).locator('tbody tr').first()).toContainText('無効化済み');
  } else {
    await navigate(page, '/licenses/create');
    // The quota figures arrive above the form and push it down: a click during that shift misses.
    await expect(quotaFigures(page)).toBeVisible();
    await chooseOption(page, 'アプリケーション', /.+/);
    await chooseOption(page, 'ユーザー', /@/);
    await page.getByRole('radio', { name: '永続' }).check();
  }
  const confirm = page.getByRole('dialog', { name: 'ライセンスの有効化' });
  const quotaDialog = page.getByRole('dialog', { name: 'ライセンス枠不足' });
  const toast = (text: string) => page.locator('.p-toast-message', { hasText: text });
  const submit = page.getByRole('button', { name: '作成', exact: true });
  const shownAvailable = quotaFigures(page);
  let clockInstalled = false;

  /**
   * Makes the form show `available` free slots, as a user sees them change: the mock's quota is
   * set, the cached figures age past their 30 s, and the network comes back (the console
   * refetches stale queries on reconnect).
   */
  async function showQuota(available: number | null): Promise<void> {
    // No figures known: the quota call fails (the form shows its error), the server decides.
    await mockConfig({
      faults: available === null ? [{ pathPattern: '/api/license-quota/', method: 'GET', status: 500 }] : [],
    });
    if (available !== null) await setAvailableQuota(available);
    // The form reads the quota once (cached 30 s): a page clock lets its figures go stale on demand.
    if (!clockInstalled) await page.clock.install();
    clockInstalled = true;
    await page.clock.fastForward(31_000);
    await page.evaluate(() => {
      dispatchEvent(new Event('offline'));
      dispatchEvent(new Event('online'));
    });
    if (available === null) {
      // The console retries a 500 three times, on the page's clock.
      await expect(async () => {
        await page.clock.fastForward(5_000);
        await expect(page.getByRole('region', { name: 'ライセンス枠', exact: true })).toContainText(
          'ライセンス枠の取得に失敗しました',
          { timeout: 500 },
        );
      }).toPass({ timeout: 20_000 });
    } else await expect(shownAvailable).toHaveText(String(available));
  }

  return {
    async perform(step: ModelStep) {
      const event = step.event;
      switch (event.type) {
        case 'activation.request':
          return licenceTable(page)
            .locator('tbody tr')
            .first()
            .getByRole('button', { name: /を有効化$/ })
            .click();
        case 'activation.confirm':
          return confirm.getByRole('button', { name: 'はい' }).click();
        case 'activation.cancel':
          return confirm.getByRole('button', { name: 'いいえ' }).click();
        case 'activation.dismiss':
          return quotaDialog.getByRole('button', { name: '閉じる' }).last().click();
        case 'creation.submit': {
          // The error toast (bottom left) lies over the submit button at 1280×720: close it first,
          // as a user must.
          for (const close of await page.locator('.p-toast-icon-close').all()) await close.click();
          // The figures the event carries are those the form shows when it is clicked.
          await showQuota(knownAvailableOf(event));
          return submit.click();
        }
        case ACTIVATION_RESULT_EVENTS.done:
          await setAvailableQuota(5);
          return gate.pass();
        case ACTIVATION_RESULT_EVENTS.error:
          if (isQuotaRefusal(event)) {
            await setAvailableQuota(0);
            return gate.pass();
          }
          return gate.pass(500);
        default:
          throw new Error(`no driver for ${event.type}`);
      }
    },
    async check(step: ModelStep) {
      switch (expectedOf(step).id) {
        case 'idle':
          await expect(confirm).toHaveCount(0);
          await expect(quotaDialog).toHaveCount(0);
          if (kind === 'create') await expect(submit).toBeEnabled();
          break;
        case 'confirming':
          await expect(confirm).toBeVisible();
          break;
        case 'activating':
          await expect(confirm).toHaveCount(0);
          if (kind === 'create') await expect(submit).toBeDisabled();
          break;
        case 'activated':
          await expect(
            toast(kind === 'create' ? 'ライセンスが作成されました' : 'ライセンスが有効化されました').last(),
          ).toBeVisible();
          if (kind === 'create') await expect(page).toHaveURL(/\/licenses$/);
          break;
        case 'refusedForQuota':
        case 'refusedLocally':
          await expect(quotaDialog).toBeVisible();
          await expect(quotaDialog.locator('dt', { hasText: '利用可能枠' }).locator('+ dd')).toHaveText('0');
          // Refused on the form's own figures: no creation request left the page.
          if (expectedOf(step).id === 'refusedLocally') expect(gate.heldCount()).toBe(0);
          break;
        case 'failed':
          await expect(quotaDialog).toHaveCount(0);
          await expect(
            toast(kind === 'create' ? 'ライセンスの作成に失敗しました' : 'ライセンスの有効化に失敗しました').last(),
          ).toBeVisible();
          break;
        default:
          throw new Error(`no check for ${expectedOf(step).id}`);
      }
    },
  };
}
