// Bulk work on list rows: the expected paths (tests/model/machines/bulk-action.expected.ts) in
// Chromium on the built console against the HTTP mock. Two REVOKED licences are selected on the
// licence list and re-activated from the 一括操作 bar; each item's request is held until the path
// says how it ends, and the mock answers by its own rules: done (quota free), skipped (the
// licence re-activated meanwhile), refused for quota (none left), failed (a one-shot fault).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectation } from '../../model/machines/bulk-action.expected.ts';
import { itemResultOf, MODEL_ITEMS, OUTCOME_LABELS } from '../../model/machines/bulk-action.fixtures.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import type { BulkResult } from '../../../src/machines/bulk-action/bulk-action-machine.ts';
import { licenses as lt } from '../../../src/shared/messages/licensing/licenses.ts';
import { listTools as t } from '../../../src/shared/messages/lists/list-tools.ts';
import { chooseOption } from '../support/dropdown.ts';
import { resetMock } from '../support/mock.ts';
import { adminApi, navigate, RouteGate, runFor, setAvailableQuota, signInAdmin } from './support.ts';

const run = runFor(expectation);
if (run) {
  test.describe(`bulk actions expectation in Chromium (${run.paths.length} ${run.plan.strategy} paths)`, () => {
    test.afterAll(() => run.finish());
    for (const { path } of run.paths) {
      test(path.description, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo');
        await run.drive(path, await bulkDriver(page, path.steps));
      });
    }
  });
}

async function bulkDriver(page: Page, steps: readonly ModelStep[]): Promise<PathDriver> {
  const api = await adminApi();
  const revoked = (await api('GET', '/licenses?status=REVOKED&page=1&pageSize=100')).body as {
    licenses: { id: string; key: string }[];
  };
  const idOfKey = new Map(revoked.licenses.map((l) => [l.key, l.id]));
  await signInAdmin(page);
  const gate = new RouteGate('POST', /\/licenses\/[^/]+\/activate$/);
  await gate.install(page);
  await navigate(page, '/licenses');
  await chooseOption(page, lt.statusFilterLabel, '無効化済み');
  const table = page.getByRole('table', { name: lt.tableLabel });
  await expect(table.locator('tbody tr').first()).toContainText('無効化済み');
  const bar = page.getByRole('region', { name: t.bulkActionsLabel });
  const confirm = page.getByRole('dialog', { name: t.confirmHeader });
  const results = page.getByRole('dialog', { name: new RegExp(`^${t.resultHeader}（${lt.activate}）`) });
  /** The keys of the licences the model's items stand for (the first two rows when requested). */
  let keys: string[] = [];
  const keyOf = (modelId: string) => keys[MODEL_ITEMS.findIndex((i) => i.id === modelId)]!;

  return {
    async perform(step: ModelStep) {
      switch (step.event.type) {
        case 'bulk.request': {
          const boxes = table.getByRole('checkbox', { name: / を選択$/ });
          keys = await Promise.all(
            [0, 1].map(async (i) => ((await boxes.nth(i).getAttribute('aria-label')) ?? '').replace(/ を選択$/, '')),
          );
          for (const i of [0, 1]) if (!(await boxes.nth(i).isChecked())) await boxes.nth(i).check();
          await expect(bar.getByRole('status')).toHaveText(t.selectedCount(2));
          return bar.getByRole('button', { name: lt.activate }).click();
        }
        case 'bulk.confirm':
          return confirm.getByRole('button', { name: lt.activate }).click();
        case 'bulk.cancel':
          return confirm.getByRole('button', { name: 'キャンセル' }).click();
        case 'bulk.item': {
          const { id, outcome } = itemResultOf(step.event);
          const licence = idOfKey.get(keyOf(id))!;
          const thisOne = (url: string) => url.includes(`/licenses/${licence}/activate`);
          if (outcome.kind === 'done' || outcome.kind === 'skipped') await setAvailableQuota(5);
          // Someone re-activated it meanwhile: the mock refuses it as not revoked.
          if (outcome.kind === 'skipped') await api('POST', `/licenses/${licence}/activate`);
          if (outcome.kind === 'quota') await setAvailableQuota(0);
          return gate.pass(outcome.kind === 'failed' ? 500 : undefined, undefined, thisOne);
        }
        case 'bulk.complete':
          // The console's runner completes by itself after the last item.
          return;
        case 'bulk.dismiss':
          return results.getByRole('button', { name: '閉じる' }).last().click();
        default:
          throw new Error(`no driver for ${step.event.type}`);
      }
    },
    async check(step: ModelStep, index: number) {
      const reported: BulkResult[] = [];
      for (const s of steps.slice(1, index + 1)) {
        if (s.event.type === 'bulk.request') reported.length = 0;
        if (s.event.type === 'bulk.item') reported.push(itemResultOf(s.event));
      }
      const expectResults = async () => {
        const rows = results.getByRole('table', { name: t.resultTableLabel }).locator('tbody tr');
        await expect(rows).toHaveCount(reported.length);
        // The text as shown: each cell's column title (a phone's card label) is hidden on a desktop.
        for (const [i, r] of reported.entries()) {
          await expect(rows.nth(i).getByRole('cell').nth(0)).toHaveText(keyOf(r.id), { useInnerText: true });
          await expect(rows.nth(i).getByRole('cell').nth(1)).toHaveText(OUTCOME_LABELS[r.outcome.kind], {
            useInnerText: true,
          });
        }
      };
      const { id } = expectedOf(step);
      switch (id) {
        case 'idle':
          await expect(confirm).toHaveCount(0);
          await expect(results).toHaveCount(0);
          // Cancelled: the selection stays for another try; otherwise none is left.
          if (step.event.type === 'bulk.cancel') await expect(bar.getByRole('status')).toHaveText(t.selectedCount(2));
          else await expect(bar).toHaveCount(0);
          break;
        case 'confirming':
          await expect(confirm).toContainText(t.confirmMessage(lt.activate, 2, lt.bulkWhat));
          break;
        case 'running0':
        case 'running1':
          await expect(confirm).toHaveCount(0);
          await expect(results.getByRole('status')).toHaveText(t.running(reported.length, 2));
          if (reported.length) await expectResults();
          break;
        case 'running2':
        case 'finished':
          // The runner completes right after the last report: both show the whole table.
          await expectResults();
          if (id === 'finished') await expect(results.getByRole('button', { name: '閉じる' }).last()).toBeVisible();
          break;
        default:
          throw new Error(`no check for ${id}`);
      }
    },
  };
}
