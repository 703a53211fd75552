// The owner settings' expected paths (tests/model/machines/owner-settings.expected.ts) in Chromium
// on the built console against the HTTP mock. The owner calls are held until the path says how
// each ends: the mock's own answer, a one-shot fault of the mock, or (where the demo data cannot
// say so: no owner yet, a first owner created) an answer in the test's name.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectation } from '../../model/machines/owner-settings.expected.ts';
import { MODEL_VALUES, OWNER_RESULT_EVENTS as R } from '../../model/machines/owner-settings.fixtures.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import { owner as t } from '../../../src/shared/messages/owner.ts';
import { resetMock } from '../support/mock.ts';
import { adminApi, mockConfig, navigate, RouteGate, runFor, signInAdmin } from './support.ts';

const run = runFor(expectation);
if (run) {
  test.describe(`owner settings expectation in Chromium (${run.paths.length} ${run.plan.strategy} paths)`, () => {
    test.afterAll(() => run.finish());
    for (const { path } of run.paths) {
      test(path.description, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo');
        await run.drive(path, await ownerDriver(page));
      });
    }
  });
}

async function ownerDriver(page: Page): Promise<PathDriver> {
  const realOwner = (await (await adminApi())('GET', '/api/my-owner')).body;
  await signInAdmin(page);
  const gates = {
    load: new RouteGate('GET', /\/api\/my-owner$/),
    create: new RouteGate('POST', /\/api\/my-owner$/),
    update: new RouteGate('PUT', /\/api\/my-owner$/),
  };
  for (const gate of Object.values(gates)) await gate.install(page);
  await navigate(page, '/owner-settings');
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const keyInput = page.getByLabel(t.apiKeyLabel, { exact: true });

  return {
    async perform(step: ModelStep, previous: ModelStep) {
      if (gates.load.open) {
        gates.load.open = false;
        await mockConfig({ faults: [] });
      }
      switch (step.event.type) {
        // Other parts of the page read the owner too: every such call answers alike.
        case R.loadDone:
          return (step.event as { output?: { exists?: boolean } }).output?.exists
            ? gates.load.all({})
            : gates.load.all({ json: { exists: false } });
        case R.loadError:
          // The console retries a 500 three times: every try fails until the path goes on.
          await mockConfig({ faults: [{ pathPattern: '/api/my-owner$', method: 'GET', status: 500, times: 8 }] });
          gates.load.open = true;
          return gates.load.all({});
        case R.createDone:
          // The demo owner exists, so the mock refuses a creation: the first owner is answered here.
          return gates.create.answer(realOwner, 201);
        case R.createError:
          return gates.create.pass(500);
        case R.updateDone:
          return gates.update.pass();
        case R.updateError:
          return gates.update.pass(500);
        case 'owner.submit': {
          await page.getByLabel(t.siteLabel, { exact: true }).fill(MODEL_VALUES.subsclight_site);
          await keyInput.fill(MODEL_VALUES.subsclight_api_key);
          const create = expectedOf(previous).state.facts?.owner === null;
          return button(create ? t.createButton : t.updateButton).click();
        }
        case 'owner.reload':
          return button(t.reloadButton).click();
        case 'owner.retry':
          return button('再試行').click();
        default:
          throw new Error(`no driver for ${step.event.type}`);
      }
    },
    async check(step: ModelStep) {
      const { id } = expectedOf(step);
      switch (id) {
        case 'loading':
          await expect(page.getByRole('status', { name: '読み込み中…' })).toBeVisible();
          await expect(button(t.createButton)).toHaveCount(0);
          await expect(button(t.updateButton)).toHaveCount(0);
          break;
        case 'loadFailed':
          // After the console's three retries (1, 2 and 4 s).
          await expect(page.getByText(t.loadFailed)).toBeVisible({ timeout: 20_000 });
          await expect(button('再試行')).toBeEnabled();
          break;
        case 'initialSetup':
          await expect(button(t.createButton)).toBeEnabled();
          await expect(button(t.updateButton)).toHaveCount(0);
          await expect(button(t.reloadButton)).toHaveCount(0);
          break;
        case 'update':
          await expect(button(t.updateButton)).toBeEnabled();
          await expect(button(t.reloadButton)).toBeEnabled();
          await expect(page.getByText(t.updated)).toHaveCount(0);
          break;
        case 'creating':
          await expect(button(t.createButton)).toBeDisabled();
          break;
        case 'updating':
          await expect(button(t.updateButton)).toBeDisabled();
          await expect(button(t.reloadButton)).toBeDisabled();
          break;
        case 'savedCreated':
        case 'savedUpdated':
          await expect(page.getByText(id === 'savedCreated' ? t.created : t.updated)).toBeVisible();
          await expect(button(t.updateButton)).toBeEnabled();
          await expect(keyInput).toHaveValue('');
          break;
        case 'failedCreate':
        case 'failedUpdate': {
          const create = id === 'failedCreate';
          await expect(page.getByText(create ? t.createFailed : t.updateFailed)).toBeVisible();
          await expect(button(create ? t.createButton : t.updateButton)).toBeEnabled();
          // A failed save keeps what was typed; reload exists only with an owner.
          await expect(keyInput).toHaveValue(MODEL_VALUES.subsclight_api_key);
          if (create) await expect(button(t.reloadButton)).toHaveCount(0);
          else await expect(button(t.reloadButton)).toBeEnabled();
          break;
        }
        default:
          throw new Error(`no check for ${id}`);
      }
    },
  };
}
