// オフラインアクティベーション's expected paths (tests/model/machines/offline-activation.expected.ts)
// in Chromium on the built console against the HTTP mock: マイライセンス of the demo user, a fresh
// request file for one of their licences each selection; each activation held until the path ends
// it: passed to the mock, refused with a 409 and its reason, or refused for quota with its figures.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectation } from '../../model/machines/offline-activation.expected.ts';
import {
  OFFLINE_QUOTA,
  OFFLINE_REFUSAL,
  QUOTA_REFUSAL,
  REQUEST_FILE_NAME,
  TTL_DAYS,
  UNREADABLE_FILE_NAME,
  UNREADABLE_TEXT,
} from '../../model/machines/offline-activation.fixtures.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import { activationRequest, requestText } from '../../support/license-files.ts';
import { licenseFiles as t } from '../../../src/shared/messages/licensing/license-files.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licensing/licenses.ts';
import { licenceWithSeat } from '../support/licences.ts';
import { login, resetMock } from '../support/mock.ts';
import { menu, RouteGate, runFor } from './support.ts';

const run = runFor(expectation);
if (run) {
  test.describe(`オフラインアクティベーション expectation in Chromium (${run.paths.length} ${run.plan.strategy} paths)`, () => {
    test.afterAll(() => run.finish());
    for (const { path } of run.paths) {
      test(path.description, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo');
        await run.drive(path, await offlineDriver(page));
      });
    }
  });
}

const file = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

async function offlineDriver(page: Page): Promise<PathDriver> {
  const license = await licenceWithSeat(true);
  await login(page, 'user');
  const gate = new RouteGate('POST', /\/api\/offline-activations$/);
  await gate.install(page);
  await menu(page).first().getByRole('link', { name: 'マイライセンス' }).click();
  const flow = page.getByRole('dialog', { name: t.offlineActivation });
  const quotaDialog = page.getByRole('dialog', { name: licenseText.quotaDialogTitle });
  // The host name of the request file chosen last (a fresh one each time: the server takes a nonce once).
  let hostname = '';

  return {
    async perform(step: ModelStep) {
      switch (expectedOf(step).on) {
        case 'open':
          return page.getByRole('button', { name: t.offlineActivation }).click();
        case 'select': {
          const request = activationRequest({ licenseKey: license.key, applicationId: license.applicationId });
          hostname = request.hostname;
          return flow.getByLabel(t.requestFileLabel).setInputFiles(file(REQUEST_FILE_NAME, requestText(request)));
        }
        case 'selectUnreadable':
          return flow.getByLabel(t.requestFileLabel).setInputFiles(file(UNREADABLE_FILE_NAME, UNREADABLE_TEXT));
        case 'confirm':
          return flow.getByRole('button', { name: t.offlineConfirm }).click();
        case 'back':
          return flow.getByRole('button', { name: new RegExp(`^(${t.back}|${t.chooseAnother})$`) }).click();
        case 'close':
          // The quota dialog's footer button; else the flow's: キャンセル before it is done, 閉じる after (the header's × has that name too).
          if (await quotaDialog.count()) return quotaDialog.getByRole('button', { name: t.close }).last().click();
          return (await flow.getByRole('button', { name: t.cancel }).count())
            ? flow.getByRole('button', { name: t.cancel }).click()
            : flow.getByRole('button', { name: t.close }).last().click();
        case 'activated':
          return gate.pass();
        case 'refused':
          return gate.answer({ error: OFFLINE_REFUSAL, message: OFFLINE_REFUSAL, code: 'REQUEST_REPLAYED' }, 409);
        case 'refusedForQuota':
          // Held and answered as the path needs; the mock's own refusal, from its quota-overdrawn data, is in licence-files.e2e.ts.
          return gate.answer(
            { error: QUOTA_REFUSAL, message: QUOTA_REFUSAL, code: 'QUOTA_EXCEEDED', quota_info: OFFLINE_QUOTA },
            409,
          );
        default:
          throw new Error(`no driver for ${step.event.type}`);
      }
    },
    async check(step: ModelStep) {
      const { id } = expectedOf(step);
      switch (id) {
        case 'idle':
          await expect(flow).toHaveCount(0);
          await expect(quotaDialog).toHaveCount(0);
          break;
        case 'choosing':
        case 'choosingRefused':
          await expect(flow.getByLabel(t.requestFileLabel)).toBeAttached();
          await expect(flow.getByText(t.requestMalformed)).toHaveCount(id === 'choosingRefused' ? 1 : 0);
          break;
        case 'reviewing':
          await expect(flow.getByText(license.key)).toBeVisible();
          await expect(flow.getByText(hostname, { exact: true })).toBeVisible();
          await expect(flow.getByRole('radio', { name: t.ttlOption(TTL_DAYS) })).toBeChecked();
          await expect(flow.getByRole('button', { name: t.offlineConfirm })).toBeEnabled();
          break;
        case 'submitting':
          await expect(flow.getByRole('button', { name: t.offlineConfirm })).toBeDisabled();
          await expect(flow.getByRole('button', { name: t.back })).toBeDisabled();
          break;
        case 'refused':
          await expect(flow.getByText(license.key)).toBeVisible();
          await expect(flow.getByText(OFFLINE_REFUSAL)).toBeVisible();
          await expect(flow.getByRole('button', { name: t.chooseAnother })).toBeEnabled();
          await expect(flow.getByRole('button', { name: t.offlineConfirm })).toHaveCount(0);
          break;
        case 'quotaShortage':
          await expect(flow).toHaveCount(0);
          await expect(quotaDialog.getByText(QUOTA_REFUSAL)).toBeVisible();
          await expect(quotaDialog.getByText(licenseText.quotaAvailable)).toBeVisible();
          break;
        case 'done':
          // The device the mock activated, named by the request's host.
          await expect(flow.getByText(t.offlineDone(hostname))).toBeVisible();
          await expect(flow.getByRole('button', { name: t.download })).toBeEnabled();
          break;
        default:
          throw new Error(`no check for ${id}`);
      }
    },
  };
}
