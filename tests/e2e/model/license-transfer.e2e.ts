// 譲渡's expected paths (tests/model/machines/license-transfer.expected.ts) in Chromium on the built
// console against the HTTP mock: the licence list, a licence's detail, its 譲渡 dialog with the user
// picker. Each save is held until the path ends it: passed to the mock, or refused with a 409.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectation } from '../../model/machines/license-transfer.expected.ts';
import { TRANSFER_REFUSAL } from '../../model/machines/license-transfer.fixtures.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import { MAX_LIST_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { lifecycle, lifecycleScreen as t } from '../../../src/shared/messages/licensing/license-lifecycle.ts';
import { validation } from '../../../src/shared/messages/forms/validation.ts';
import { chooseOption } from '../support/dropdown.ts';
import { resetMock } from '../support/mock.ts';
import { adminApi, openLicenseDetail, RouteGate, runFor, signInAdmin } from './support.ts';

const run = runFor(expectation);
if (run) {
  test.describe(`譲渡 expectation in Chromium (${run.paths.length} ${run.plan.strategy} paths)`, () => {
    test.afterAll(() => run.finish());
    for (const { path } of run.paths) {
      test(path.description, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo');
        await run.drive(path, await transferDriver(page));
      });
    }
  });
}

interface ListedLicense {
  id: string;
  key: string;
  status: string;
  userId: string | null;
  userName: string | null;
  currentActivations: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function transferDriver(page: Page): Promise<PathDriver> {
  const call = await adminApi();
  // The picker's users (its first page); the licence is one of theirs, so its holder can be chosen too.
  const users = (
    (await call('GET', `/users?role=USER&page=1&pageSize=${MAX_LIST_PAGE_SIZE}&sortField=email&sortOrder=asc`))
      .body as { users: { id: string; email: string }[] }
  ).users;
  const listed = (
    (await call('GET', '/licenses?status=ACTIVE&page=1&pageSize=100')).body as { licenses: ListedLicense[] }
  ).licenses;
  const target = listed.find((l) => l.currentActivations > 0 && users.some((u) => u.id === l.userId));
  if (!target) throw new Error('the demo scenario has an active licence with a device, held by a user of the picker');
  const now = async () =>
    (
      (await call('GET', `/licenses?search=${encodeURIComponent(target.key)}&page=1&pageSize=1`)).body as {
        licenses: ListedLicense[];
      }
    ).licenses[0]!;
  await signInAdmin(page);
  const gate = new RouteGate('POST', /\/licenses\/[^/]+\/transfer$/);
  await gate.install(page);
  const detail = await openLicenseDetail(page, target.key);
  const flow = page.getByRole('dialog', { name: t.transferTitle });
  // The licence as the detail had it when the dialog opened, and the user chosen last.
  let opened = target;
  let chosen = '';

  return {
    async perform(step: ModelStep) {
      switch (expectedOf(step).on) {
        case 'open':
          opened = await now();
          return detail.getByRole('button', { name: t.transfer, exact: true }).click();
        case 'newUser': {
          chosen = users.find((u) => u.id !== opened.userId)!.email;
          await chooseOption(page, t.transferTo, new RegExp(escape(chosen)));
          await flow.getByRole('checkbox', { name: t.transferReset }).check();
          return flow.getByRole('button', { name: t.transferNext }).click();
        }
        case 'sameUser':
          await chooseOption(page, t.transferTo, new RegExp(escape(users.find((u) => u.id === opened.userId)!.email)));
          return flow.getByRole('button', { name: t.transferNext }).click();
        case 'noUser':
          return flow.getByRole('button', { name: t.transferNext }).click();
        case 'back':
          return flow.getByRole('button', { name: t.back }).click();
        case 'confirm':
          return flow.getByRole('button', { name: t.transferSave }).click();
        case 'close': {
          const cancel = flow.getByRole('button', { name: t.cancel });
          return (await cancel.count()) ? cancel.click() : flow.getByRole('button', { name: t.close }).last().click();
        }
        case 'saved':
          return gate.pass();
        case 'refused':
          return gate.answer(
            { error: TRANSFER_REFUSAL, message: TRANSFER_REFUSAL, code: 'LICENSE_NOT_TRANSFERABLE' },
            409,
          );
        default:
          throw new Error(`no driver for ${step.event.type}`);
      }
    },
    async check(step: ModelStep) {
      const { id } = expectedOf(step);
      const shownError = async (text: string | null) => {
        for (const e of [validation.userRequired, lifecycle.transferSameUser, TRANSFER_REFUSAL])
          await expect(flow.getByText(e)).toHaveCount(e === text ? 1 : 0);
      };
      switch (id) {
        case 'idle':
          await expect(flow).toHaveCount(0);
          break;
        case 'choosing':
        case 'choosingBack':
        case 'choosingNoUser':
        case 'choosingSameUser':
          await expect(flow.getByRole('combobox', { name: t.transferTo })).toBeAttached();
          // Gone back, the picker still shows the chosen user.
          if (id === 'choosingBack') await expect(flow.locator('.p-dropdown', { hasText: chosen })).toBeVisible();
          await shownError(
            id === 'choosingNoUser'
              ? validation.userRequired
              : id === 'choosingSameUser'
                ? lifecycle.transferSameUser
                : null,
          );
          break;
        case 'confirming':
        case 'refused':
          await expect(flow.getByText(t.transferConfirm(opened.userName || '-', chosen))).toBeVisible();
          await expect(flow.getByText(t.transferConfirmReset(opened.currentActivations))).toHaveCount(
            opened.currentActivations > 0 ? 1 : 0,
          );
          await expect(flow.getByRole('button', { name: t.transferSave })).toBeEnabled();
          await shownError(id === 'refused' ? TRANSFER_REFUSAL : null);
          break;
        case 'saving':
          await expect(flow.getByRole('button', { name: t.transferSave })).toBeDisabled();
          await expect(flow.getByRole('button', { name: t.back })).toBeDisabled();
          break;
        case 'done':
          await expect(flow.getByText(t.transferred(chosen))).toBeVisible();
          await expect.poll(async () => (await now()).userId).toBe(users.find((u) => u.email === chosen)!.id);
          break;
        default:
          throw new Error(`no check for ${id}`);
      }
    },
  };
}
