// 延長's expected paths (tests/model/machines/license-extend.expected.ts) in Chromium on the built
// console against the HTTP mock: the licence list, a licence's detail, its 延長 dialog. Each save is
// held until the path ends it: passed to the mock, or refused with a 409 and its reason.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectation } from '../../model/machines/license-extend.expected.ts';
import { EARLIER_DAY, EXTEND_REFUSAL } from '../../model/machines/license-extend.fixtures.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import { lifecycle, lifecycleScreen as t } from '../../../src/shared/messages/licensing/license-lifecycle.ts';
import { resetMock } from '../support/mock.ts';
import { adminApi, openLicenseDetail, RouteGate, runFor, signInAdmin } from './support.ts';

const run = runFor(expectation);
if (run) {
  test.describe(`延長 expectation in Chromium (${run.paths.length} ${run.plan.strategy} paths)`, () => {
    test.afterAll(() => run.finish());
    for (const { path } of run.paths) {
      test(path.description, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo');
        await run.drive(path, await extendDriver(page));
      });
    }
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy/MM/dd` 30 calendar days after the day `shown` (as the detail shows it) starts with. */
function thirtyDaysAfter(shown: string): string {
  const [y, m, d] = shown.slice(0, 10).split('/').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 30));
  return `${next.getUTCFullYear()}/${pad(next.getUTCMonth() + 1)}/${pad(next.getUTCDate())}`;
}

async function extendDriver(page: Page): Promise<PathDriver> {
  const call = await adminApi();
  const soon = Date.now() + 31 * 86_400_000;
  const list = (await call('GET', '/licenses?status=ACTIVE&page=1&pageSize=100')).body as {
    licenses: { key: string; expiresAt: string | null }[];
  };
  const target = list.licenses.find((l) => l.expiresAt !== null && Date.parse(l.expiresAt) > soon);
  if (!target) throw new Error('the demo scenario has an active licence expiring in more than 30 days');
  await signInAdmin(page);
  const gate = new RouteGate('POST', /\/licenses\/[^/]+\/extend$/);
  await gate.install(page);
  const detail = await openLicenseDetail(page, target.key);
  const flow = page.getByRole('dialog', { name: t.extendTitle });
  const expiry = detail.locator('dt', { hasText: /^有効期限$/ }).locator('+ dd');
  // 30 days after the expiry the detail showed when the preview was asked for.
  let extended = '';

  return {
    async perform(step: ModelStep) {
      switch (expectedOf(step).on) {
        case 'open':
          return detail.getByRole('button', { name: t.extend, exact: true }).click();
        case 'by30Days':
          extended = thirtyDaysAfter((await expiry.textContent())!.trim());
          await flow.getByRole('radio', { name: t.extendBy30Days }).check();
          return flow.getByRole('button', { name: t.extendPreview }).click();
        case 'earlierDay': {
          await flow.getByRole('radio', { name: t.extendToDay }).check();
          const day = flow.getByLabel(t.extendDayLabel);
          await day.fill(EARLIER_DAY);
          await day.press('Tab');
          return flow.getByRole('button', { name: t.extendPreview }).click();
        }
        case 'back':
          return flow.getByRole('button', { name: t.back }).click();
        case 'confirm':
          return flow.getByRole('button', { name: t.extendSave }).click();
        case 'close': {
          // The footer's button: 閉じる when done (the header's × has that name too), キャンセル before.
          const done = flow.getByRole('button', { name: t.close });
          return (await flow.getByRole('button', { name: t.cancel }).count())
            ? flow.getByRole('button', { name: t.cancel }).click()
            : done.last().click();
        }
        case 'saved':
          return gate.pass();
        case 'refused':
          return gate.answer({ error: EXTEND_REFUSAL, message: EXTEND_REFUSAL, code: 'LICENSE_NOT_EXTENDABLE' }, 409);
        default:
          throw new Error(`no driver for ${step.event.type}`);
      }
    },
    async check(step: ModelStep) {
      const { id } = expectedOf(step);
      const newExpiry = flow.locator('dt', { hasText: t.extendNew }).locator('+ dd');
      switch (id) {
        case 'idle':
          await expect(flow).toHaveCount(0);
          break;
        case 'choosing':
        case 'choosingRefused':
          await expect(flow.getByRole('group', { name: t.extendChoice })).toBeVisible();
          await expect(flow.getByText(lifecycle.extendNotLater)).toHaveCount(id === 'choosingRefused' ? 1 : 0);
          break;
        case 'previewing':
        case 'refused':
          await expect(newExpiry).toContainText(extended);
          await expect(flow.getByText(EXTEND_REFUSAL)).toHaveCount(id === 'refused' ? 1 : 0);
          await expect(flow.getByRole('button', { name: t.extendSave })).toBeEnabled();
          break;
        case 'saving':
          await expect(flow.getByRole('button', { name: t.extendSave })).toBeDisabled();
          await expect(flow.getByRole('button', { name: t.back })).toBeDisabled();
          break;
        case 'done':
          await expect(flow.getByText(new RegExp(`^有効期限を ${extended} .* まで延長しました$`))).toBeVisible();
          // The detail follows the server's answer.
          await expect(expiry).toContainText(extended);
          break;
        default:
          throw new Error(`no check for ${id}`);
      }
    },
  };
}
