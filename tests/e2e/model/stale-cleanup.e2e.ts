// The clean-up of stale devices' expected paths (tests/model/machines/stale-cleanup.expected.ts)
// in Chromium on the built console against the HTTP mock: the device list filtered to the stale
// ones, its 整理する button. Each preview call is held until the path says how it ends: the
// preview the mock gave at the start, none, or a one-shot fault of the mock. A confirmation runs
// the real deactivations, whose results dialog opens.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectation } from '../../model/machines/stale-cleanup.expected.ts';
import { MODEL_HOURS, PREVIEW_EVENTS } from '../../model/machines/stale-cleanup.fixtures.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import { listTools } from '../../../src/shared/messages/lists/list-tools.ts';
import { deviceHealth as t } from '../../../src/shared/messages/reports/trends.ts';
import { resetMock } from '../support/mock.ts';
import { adminApi, navigate, RouteGate, runFor, signInAdmin } from './support.ts';

const run = runFor(expectation);
if (run) {
  test.describe(`stale clean-up expectation in Chromium (${run.paths.length} ${run.plan.strategy} paths)`, () => {
    test.afterAll(() => run.finish());
    for (const { path } of run.paths) {
      test(path.description, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo');
        await run.drive(path, await cleanupDriver(page));
      });
    }
  });
}

interface Preview {
  devices: unknown[];
  licenses: unknown[];
}

async function cleanupDriver(page: Page): Promise<PathDriver> {
  const preview = (await (await adminApi())('GET', `/api/devices/stale?olderThanHours=${MODEL_HOURS}`))
    .body as unknown as Preview;
  if (preview.devices.length === 0) throw new Error('the demo scenario has stale devices');
  await signInAdmin(page);
  const gate = new RouteGate('GET', /\/api\/devices\/stale$/);
  await gate.install(page);
  await navigate(page, '/devices');
  // The preset shows the stale devices; the clean-up button comes with it.
  await page.getByRole('button', { name: t.presetOf(MODEL_HOURS) }).click();
  const dialog = page.getByRole('dialog', { name: t.previewHeader });
  const results = page.getByRole('dialog', { name: new RegExp(listTools.resultHeader) });

  return {
    async perform(step: ModelStep) {
      const event = step.event as { type: string; output?: Preview };
      switch (event.type) {
        case 'cleanup.open':
          // A finished run's results sit over the page: closed first.
          if (await results.isVisible()) {
            await results.getByRole('button', { name: '閉じる' }).last().click();
            await expect(results).toHaveCount(0);
          }
          return page.getByRole('button', { name: t.cleanUpLabel(MODEL_HOURS) }).click();
        case PREVIEW_EVENTS.done:
          return gate.answer(event.output?.devices.length ? preview : { devices: [], licenses: [] });
        case PREVIEW_EVENTS.error:
          return gate.pass(400);
        case 'cleanup.retry':
          return dialog.getByRole('button', { name: '再試行' }).click();
        case 'cleanup.confirm':
          return dialog.getByRole('button', { name: t.run }).click();
        case 'cleanup.close':
          return dialog.getByRole('button', { name: 'キャンセル' }).click();
        default:
          throw new Error(`no driver for ${event.type}`);
      }
    },
    async check(step: ModelStep) {
      const { id } = expectedOf(step);
      switch (id) {
        case 'idle':
          await expect(dialog).toHaveCount(0);
          await expect(results).toHaveCount(0);
          break;
        case 'handedOver':
          await expect(dialog).toHaveCount(0);
          await expect(results.getByRole('table', { name: listTools.resultTableLabel })).toBeVisible();
          break;
        case 'loading':
          await expect(dialog.getByRole('status', { name: t.previewLoading })).toBeVisible();
          await expect(dialog.getByRole('button', { name: t.run })).toHaveCount(0);
          break;
        case 'failed':
          await expect(dialog.locator('.error-state')).toBeVisible();
          await expect(dialog.getByRole('button', { name: '再試行' })).toBeEnabled();
          break;
        case 'empty':
          await expect(dialog.getByText(t.previewEmpty(MODEL_HOURS))).toBeVisible();
          await expect(dialog.getByRole('button', { name: t.run })).toHaveCount(0);
          break;
        case 'reviewing':
          await expect(
            dialog.getByText(t.previewIntro(preview.devices.length, preview.licenses.length, MODEL_HOURS)),
          ).toBeVisible();
          await expect(dialog.getByRole('button', { name: t.run })).toBeEnabled();
          break;
        default:
          throw new Error(`no check for ${id}`);
      }
    },
  };
}
