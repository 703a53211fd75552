// The licence quota flow's paths walked on its expectation (license-activation.expected.ts) replayed
// on the real licence list and new-licence form against the msw/node mock, each request held until
// the path ends it (done, refused for quota, 500); the form's own figures refuse without a request,
// and with the quota call failing the server decides. Each step checks the expected state.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { callApi } from '../../support/api.ts';
import { quotaKeys } from '../../../src/api/resources/accounts/owner.ts';
import { tables } from '../../../src/mocks/db.ts';
import { currentOwner, quotaInfo } from '../../../src/mocks/domain/licensing/quota.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseCreateScreen } from '../../../src/screens/licenses/license-create-screen.tsx';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { licenses as t } from '../../../src/shared/messages/licensing/licenses.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { toastTexts } from '../../component/licenses/support.tsx';
import { chooseOption, combobox } from '../../support/dropdown.ts';
import { ACTIVATION_RESULT_EVENTS, expectation } from '../machines/license-activation.expected.ts';
import { isQuotaRefusal, knownAvailableOf } from '../machines/license-activation.fixtures.ts';
import type { ModelPath } from '../support/coverage.ts';
import type { PathDriver } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

const DONE = ACTIVATION_RESULT_EVENTS.done;
const ERROR = ACTIVATION_RESULT_EVENTS.error;
const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');
/** A list path of the cover chains a dozen steps of about a second each on the screen. */
const PATH_TIMEOUT_MS = 90_000;
const pathsOf = (flow: string) =>
  run.paths.filter((p) => p.flow === flow).map(({ path }) => [path.description, path] as const);

// ---------------------------------------------------------------------------------------------
// The system under test: the mock's requests, held until the path decides.

type Answer = Response | undefined;

function holdRequests(method: 'activate' | 'create') {
  const pending: ((answer: Answer) => void)[] = [];
  const hold = () => new Promise<Answer>((resolve) => pending.push(resolve));
  server.use(method === 'activate' ? http.post('*/licenses/:id/activate', hold) : http.post('*/licenses', hold));
  return {
    pending: () => pending.length,
    async answer(answer: Answer) {
      await waitFor(() => expect(pending.length, 'a licence request is in flight').toBeGreaterThan(0));
      pending.shift()!(answer);
    },
  };
}

/** Sets the mock owner's purchased quota so that `available` slots are left. */
function setAvailableQuota(available: number) {
  const owner = currentOwner();
  if (!owner) throw new Error('the demo scenario has an owner');
  const used = quotaInfo(owner).license_quota_used;
  tables.owners.patch(owner.id, { quotaTotal: used + available });
}

const serverError = () => HttpResponse.json({ error: 'server error', message: 'server error' }, { status: 500 });

async function answerFor(event: EventObject, calls: ReturnType<typeof holdRequests>) {
  if (event.type === DONE) {
    setAvailableQuota(5);
    return calls.answer(undefined);
  }
  if (isQuotaRefusal(event)) {
    setAvailableQuota(0);
    return calls.answer(undefined);
  }
  return calls.answer(serverError());
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });

function expectQuotaDialog() {
  const d = dialog(t.quotaDialogTitle);
  expect(d).not.toBeNull();
  const owner = currentOwner()!;
  const info = quotaInfo(owner);
  const value = (label: string) => within(d!).getByText(label).nextElementSibling;
  expect(d).toHaveTextContent(t.quotaDefaultMessage);
  expect(value(t.quotaPurchased)).toHaveTextContent(String(info.license_quota_total));
  expect(value(t.quotaUsed)).toHaveTextContent(String(info.license_quota_used));
  expect(value(t.quotaAvailable)).toHaveTextContent('0');
}

// ---------------------------------------------------------------------------------------------

describe('Licence quota flow: the statechart, replayed on the real screens', () => {
  afterAll(() => run.finish());

  describe('licence list (re-activation)', () => {
    it.each(pathsOf('activate'))('%s', (_description, path) => runOnList(path), PATH_TIMEOUT_MS);
  });

  describe('new-licence form (creation)', () => {
    it.each(pathsOf('create'))('%s', (_description, path) => runOnForm(path), PATH_TIMEOUT_MS);
  });

  it('the passed paths of both flows took every row of the expectation, every state and transition of the definition', () => {
    // Runs last in this file: the two groups above recorded what they drove.
    expect(run.missing()).toEqual({ rows: [], states: [], transitions: [] });
  });
});

async function runOnList(path: ModelPath) {
  const admin = await signInAs('admin');
  const calls = holdRequests('activate');
  const { user } = renderScreen(<LicenseListScreen />, { path: '/licenses', user: admin });
  // Only REVOKED licences on screen: the first row is always one to re-activate.
  await screen.findByRole('table', { name: t.tableLabel });
  await chooseOption(user, t.statusFilterLabel, '無効化済み');
  const firstRevoked = async () => {
    const { licenses } = await callApi('listLicenses', { query: { status: 'REVOKED', page: 1, pageSize: 1 } });
    return licenses[0]!.key;
  };
  let requestedKey = '';

  const driver: PathDriver = {
    async perform(step) {
      const event = step.event;
      switch (event.type) {
        case 'activation.request': {
          requestedKey = await firstRevoked();
          const row = (
            await within(await screen.findByRole('table', { name: t.tableLabel })).findByText(requestedKey)
          ).closest('tr') as HTMLElement;
          return user.click(within(row).getByRole('button', { name: t.activateOf(requestedKey) }));
        }
        case 'activation.confirm':
          return user.click(within(dialog(t.activateConfirmHeader)!).getByRole('button', { name: 'はい' }));
        case 'activation.cancel':
          return user.click(within(dialog(t.activateConfirmHeader)!).getByRole('button', { name: 'いいえ' }));
        case 'activation.dismiss':
          return user.click(within(dialog(t.quotaDialogTitle)!).getAllByRole('button', { name: '閉じる' }).at(-1)!);
        case DONE:
        case ERROR:
          return answerFor(event, calls);
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(step) {
      await waitFor(() => {
        const activateButtons = screen.queryAllByRole('button', { name: /^ライセンス .+ を有効化$/ });
        switch (expectedOf(step).id) {
          case 'idle':
            expect(dialog(t.activateConfirmHeader)).toBeNull();
            expect(dialog(t.quotaDialogTitle)).toBeNull();
            expect(activateButtons.length).toBeGreaterThan(0);
            activateButtons.forEach((b) => expect(b).toBeEnabled());
            break;
          case 'confirming':
            expect(dialog(t.activateConfirmHeader)).toHaveTextContent(requestedKey);
            break;
          case 'activating':
            expect(dialog(t.activateConfirmHeader)).toBeNull();
            activateButtons.forEach((b) => expect(b).toBeDisabled());
            break;
          case 'activated':
            expect(toastTexts()).toContain(t.activated);
            expect(dialog(t.quotaDialogTitle)).toBeNull();
            activateButtons.forEach((b) => expect(b).toBeEnabled());
            break;
          case 'refusedForQuota':
            expectQuotaDialog();
            break;
          case 'failed':
            expect(toastTexts()).toContain(t.activateFailed);
            expect(dialog(t.quotaDialogTitle)).toBeNull();
            activateButtons.forEach((b) => expect(b).toBeEnabled());
            break;
          default:
            throw new Error(`no check for ${expectedOf(step).id}`);
        }
      });
    },
  };
  await run.drive(path, driver);
}

async function runOnForm(path: ModelPath) {
  const admin = await signInAs('admin');
  const [{ applications }, { users }] = await Promise.all([
    callApi('listApplicationsForLicense', {}),
    callApi('listUsers', { query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' } }),
  ]);
  const calls = holdRequests('create');
  const { user, location, queryClient } = renderScreen(<LicenseCreateScreen />, {
    path: '/licenses/create',
    user: admin,
  });
  await screen.findByRole('heading', { level: 1, name: t.createTitle });
  let filled = false;
  // While set, the quota call fails: the form then knows no figures.
  let quotaFails = false;
  server.use(http.get('*/api/license-quota/:id', () => (quotaFails ? serverError() : undefined)));
  const submit = () => screen.getByRole('button', { name: t.formSubmit });
  /** Makes the mock's quota what the event says the form knows, and waits for the form to show it. */
  const showQuota = async (available: number | null) => {
    quotaFails = available === null;
    if (available !== null) setAvailableQuota(available);
    await queryClient.invalidateQueries({ queryKey: quotaKeys.all });
    const panel = await screen.findByRole('region', { name: t.quotaPanelTitle });
    if (available === null) await within(panel).findByText(t.quotaLoadFailed);
    else
      await waitFor(() =>
        expect(within(panel).getByText(t.quotaAvailable, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
          new RegExp(`^${available}$`),
        ),
      );
  };

  const driver: PathDriver = {
    async perform(step) {
      const event = step.event;
      switch (event.type) {
        case 'creation.submit':
          if (!filled) {
            await chooseOption(user, t.formApplication, applications[0]!.name);
            await chooseOption(user, t.formUser, new RegExp(users[0]!.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
            await user.click(screen.getByRole('radio', { name: t.typePerpetual }));
            filled = true;
          }
          // The figures the form shows when it is clicked: those the event carries, or none.
          await showQuota(knownAvailableOf(event));
          return user.click(submit());
        case 'activation.dismiss':
          return user.click(within(dialog(t.quotaDialogTitle)!).getAllByRole('button', { name: '閉じる' }).at(-1)!);
        case DONE:
        case ERROR:
          return answerFor(event, calls);
        default:
          throw new Error(`no way to drive ${event.type}`);
      }
    },
    async check(step) {
      await waitFor(() => {
        switch (expectedOf(step).id) {
          case 'idle':
            expect(submit()).toBeEnabled();
            expect(dialog(t.quotaDialogTitle)).toBeNull();
            expect(location.history.at(-1)).toBe('/licenses/create');
            break;
          case 'activating':
            expect(submit()).toBeDisabled();
            break;
          case 'activated':
            expect(toastTexts()).toContain(t.created);
            expect(location.history.at(-1)).toBe('/licenses');
            break;
          case 'refusedForQuota':
            expectQuotaDialog();
            expect(location.history.at(-1)).toBe('/licenses/create');
            break;
          case 'refusedLocally':
            expectQuotaDialog();
            expect(location.history.at(-1)).toBe('/licenses/create');
            // Refused on the form's own figures: nothing was sent.
            expect(calls.pending()).toBe(0);
            break;
          case 'failed':
            expect(toastTexts()).toContain(t.createFailed);
            expect(submit()).toBeEnabled();
            // A failed save keeps what was typed.
            expect(combobox(t.formApplication)).toHaveValue(applications[0]!.name);
            expect(location.history.at(-1)).toBe('/licenses/create');
            break;
          default:
            throw new Error(`no check for ${expectedOf(step).id}`);
        }
      });
    },
  };
  await run.drive(path, driver);
}
