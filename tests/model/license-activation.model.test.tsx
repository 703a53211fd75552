// Model-based test of the licence quota flow (design.md §3): paths generated from the
// license-activation statechart with xstate/graph are replayed on the REAL screens against
// the msw/node mock: the licence list for the 'activate' flow (re-activating a REVOKED
// licence), the new-licence form for the 'create' flow. Each request is held by the test until
// the path says how it ends:
// - done: the mock answers for real, with quota made available on its owner;
// - refused for quota: the mock answers for real, with its owner's quota used up, so the
//   409 and its quota_info are the mock's own;
// - failed: a server error (500).
// A creation is submitted with the quota figures the form shows: with a slot left it goes to
// the server; with none left (the mock's owner set so, and the form's figures refreshed
// before the click) the machine refuses at once and no request is made.
// After every step the screen must show what the model's state means. Coverage of the
// definition is computed from the machine itself (tests/model/support/coverage.ts).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { QuotaInfo } from '../../src/api/schemas/common.ts';
import type { LicenseCreatePayload } from '../../src/api/schemas/license.ts';
import {
  licenseActivationMachine,
  SUBMIT_ACTOR_ID,
  type ActivationEvent,
  type ActivationFailure,
  type ActivationKind,
} from '../../src/machines/license-activation/license-activation-machine.ts';
import { callApi } from '../../src/api/http.ts';
import { quotaKeys } from '../../src/api/owner.ts';
import { tables } from '../../src/mocks/db.ts';
import { currentOwner, quotaInfo } from '../../src/mocks/domain/quota.ts';
import { server } from '../../src/mocks/hosts/node.ts';
import { LicenseCreateScreen } from '../../src/screens/licenses/license-create-screen.tsx';
import { LicenseListScreen } from '../../src/screens/licenses/license-list-screen.tsx';
import { licenses as t } from '../../src/shared/messages/licenses.ts';
import { renderScreen, signInAs } from '../support/render.tsx';
import { chooseOption, toastTexts } from '../component/licenses/support.tsx';
import { defaultEventLabel, ModelCoverage, printCoverage, runPaths, stateValueLabel, type EventPayloads, type ModelPath } from './support/coverage.ts';
import { drivePath, type PathDriver } from './support/driver.ts';

configure({ asyncUtilTimeout: 5000 });

// ---------------------------------------------------------------------------------------------
// The model: the real definition, walked once per flow (the input decides which guards pass).

const DONE = `xstate.done.actor.${SUBMIT_ACTOR_ID}`;
const ERROR = `xstate.error.actor.${SUBMIT_ACTOR_ID}`;
const MODEL_QUOTA: QuotaInfo = { license_quota_total: 10, license_quota_used: 10, license_quota_available: 0, is_quota_expired: false };
const MODEL_QUOTA_LEFT: QuotaInfo = { ...MODEL_QUOTA, license_quota_total: 15, license_quota_available: 5 };
const MODEL_PAYLOAD: LicenseCreatePayload = { applicationId: 'model-app', userId: 'model-user', type: 'perpetual', maxActivations: 1, startDate: null, endDate: null, expiresAt: null };
const quotaRefusal: ActivationFailure = { message: t.quotaDefaultMessage, quotaInfo: MODEL_QUOTA };
const serverFailure: ActivationFailure = { message: t.activateFailed };

const events: EventPayloads = {
  'activation.request': [{ type: 'activation.request', licenseId: 'model-licence', licenseKey: 'MODEL-KEY' } satisfies ActivationEvent],
  'creation.submit': [
    { type: 'creation.submit', payload: MODEL_PAYLOAD, knownQuota: MODEL_QUOTA_LEFT } satisfies ActivationEvent,
    { type: 'creation.submit', payload: MODEL_PAYLOAD, knownQuota: MODEL_QUOTA } satisfies ActivationEvent,
  ],
  [DONE]: [{ type: DONE, output: { licenseId: 'model-licence' } }],
  [ERROR]: [
    { type: ERROR, error: quotaRefusal },
    { type: ERROR, error: serverFailure },
  ],
};

const isQuotaError = (event: EventObject) => event.type === ERROR && 'quotaInfo' in ((event as { error?: object }).error ?? {});
/** The figures a creation was submitted with (null: none known). */
const knownQuotaOf = (event: EventObject) => (event as { knownQuota?: QuotaInfo | null }).knownQuota ?? null;

function describeEvent(event: EventObject): string {
  if (event.type === DONE) return 'done';
  if (event.type === ERROR) return isQuotaError(event) ? 'refused (quota)' : 'error (500)';
  if (event.type === 'creation.submit') return knownQuotaOf(event)?.license_quota_available === 0 ? 'submit (no quota left)' : 'submit (quota left)';
  return defaultEventLabel({ type: event.type });
}

function plan(kind: ActivationKind) {
  return runPaths(licenseActivationMachine, 'shortest', {
    input: { kind },
    events,
    // Only what the screen can do: a guarded-off event has no control to drive it.
    filterEvents: (snapshot, event) => snapshot.can(event),
    describeEvent,
    name: `licenseActivation (${kind})`,
  });
}

const plans = { activate: plan('activate'), create: plan('create') };
const generated = new ModelCoverage(licenseActivationMachine, 'licenseActivation (generated, both flows)');
for (const p of [...plans.activate.paths, ...plans.create.paths]) generated.recordPath(p);
const replayed = new ModelCoverage(licenseActivationMachine, 'licenseActivation (replayed on the screens)');

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
  if (isQuotaError(event)) {
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
  afterAll(() => {
    printCoverage(plans.activate.coverage);
    printCoverage(plans.create.coverage);
    printCoverage(generated);
    printCoverage(replayed);
  });

  it('the generated paths of both flows cover every state and transition of the definition', () => {
    expect(generated.result().states.missing).toEqual([]);
    expect(generated.result().transitions.missing).toEqual([]);
    expect(plans.activate.paths.length).toBeGreaterThan(0);
    expect(plans.create.paths.length).toBeGreaterThan(0);
  });

  describe('licence list (re-activation)', () => {
    it.each(plans.activate.paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
      await runOnList(path);
      replayed.recordPath(path);
    });
  });

  describe('new-licence form (creation)', () => {
    it.each(plans.create.paths.map((p) => [p.description, p] as const))('%s', async (_description, path) => {
      await runOnForm(path);
      replayed.recordPath(path);
    });
  });

  it('replayed every state and transition on the screens', () => {
    // Runs last in this file: the two groups above recorded what they drove.
    expect(replayed.result().states.missing).toEqual([]);
    expect(replayed.result().transitions.missing).toEqual([]);
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
          const row = (await within(await screen.findByRole('table', { name: t.tableLabel })).findByText(requestedKey)).closest('tr') as HTMLElement;
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
        switch (stateValueLabel(step.state.value)) {
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
            throw new Error(`no check for ${stateValueLabel(step.state.value)}`);
        }
      });
    },
  };
  await drivePath(path, driver);
}

async function runOnForm(path: ModelPath) {
  const admin = await signInAs('admin');
  const [{ applications }, { users }] = await Promise.all([
    callApi('listApplicationsForLicense', {}),
    callApi('listUsers', { query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' } }),
  ]);
  const calls = holdRequests('create');
  const { user, location, queryClient } = renderScreen(<LicenseCreateScreen />, { path: '/licenses/create', user: admin });
  await screen.findByRole('heading', { level: 1, name: t.createTitle });
  let filled = false;
  let refusedLocally = false;
  const submit = () => screen.getByRole('button', { name: t.formSubmit });
  /** Makes the mock's quota what the event says the form knows, and waits for the form to show it. */
  const showQuota = async (available: number) => {
    setAvailableQuota(available);
    await queryClient.invalidateQueries({ queryKey: quotaKeys.all });
    const panel = await screen.findByRole('region', { name: t.quotaPanelTitle });
    await waitFor(() => expect(within(panel).getByText(t.quotaAvailable, { selector: 'dt' }).nextElementSibling).toHaveTextContent(new RegExp(`^${available}$`)));
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
          {
            const available = knownQuotaOf(event)?.license_quota_available ?? 0;
            await showQuota(available);
            refusedLocally = available === 0;
          }
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
        switch (stateValueLabel(step.state.value)) {
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
            // Refused on the form's own figures: nothing was sent.
            if (refusedLocally) expect(calls.pending()).toBe(0);
            break;
          case 'failed':
            expect(toastTexts()).toContain(t.createFailed);
            expect(submit()).toBeEnabled();
            // A failed save keeps what was typed.
            expect(screen.getByLabelText(t.formApplication)).toHaveValue(applications[0]!.name);
            expect(location.history.at(-1)).toBe('/licenses/create');
            break;
          default:
            throw new Error(`no check for ${stateValueLabel(step.state.value)}`);
        }
      });
    },
  };
  await drivePath(path, driver);
}
