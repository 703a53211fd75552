// Model-based test of オフラインアクティベーション: paths generated from its statechart are replayed on
// the REAL マイライセンス screen of an ordinary user against the msw/node mock. Each activation is
// held until the path says how it ends: the mock's own answer, a refusal, or one for quota.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import type { OfflineContext } from '../../../src/machines/offline-activation/offline-activation-machine.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MyLicensesScreen } from '../../../src/screens/my-licenses/my-licenses-screen.tsx';
import { licenseFiles as t } from '../../../src/shared/messages/license-files.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licenses.ts';
import { activationRequest, requestText } from '../../support/license-files.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { isQuotaRefusal, isReadableSelection, model, OFFLINE_SUBMIT_EVENTS, QUOTA_INFO, QUOTA_REFUSAL, REFUSAL, UNREADABLE_FILE } from '../machines/offline-activation.paths.ts';
import { stateValueLabel } from '../support/coverage.ts';
import type { PathDriver } from '../support/driver.ts';
import { planPaths, strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

type Answer = Response | undefined;

function holdActivations() {
  const pending: ((answer: Answer) => void)[] = [];
  server.use(http.post('*/api/offline-activations', () => new Promise<Answer>((resolve) => pending.push(resolve))));
  return {
    async answer(answer: Answer) {
      await waitFor(() => expect(pending.length, 'an activation is in flight').toBeGreaterThan(0));
      pending.shift()!(answer);
    },
  };
}

const refusal = (message: string, extra: object = {}) => HttpResponse.json({ error: message, message, ...extra }, { status: 409 });

const run = new ModelRun(planPaths(model, strategyFromEnv()), 'screens');

describe('オフラインアクティベーション follows its statechart', () => {
  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const me = await signInAs('user');
    const license = tables.licenses.all().find((l) => l.userId === me.id && l.status === 'ACTIVE' && l.currentActivations < l.maxActivations && (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now() + 86_400_000))!;
    const activations = holdActivations();
    const { user } = renderScreen(<MyLicensesScreen />, { path: '/my-licenses', user: me });
    const flow = () => screen.queryByRole('dialog', { name: t.offlineActivation });
    const inFlow = () => within(flow()!);
    const quotaDialog = () => screen.queryByRole('dialog', { name: licenseText.quotaDialogTitle });

    const driver: PathDriver = {
      async perform(step) {
        const event = step.event;
        switch (event.type) {
          case 'offline.open':
            return user.click(await screen.findByRole('button', { name: t.offlineActivation }));
          case 'offline.select': {
            const text = isReadableSelection(event) ? requestText(activationRequest({ licenseKey: license.key, applicationId: license.applicationId })) : UNREADABLE_FILE;
            return user.upload(inFlow().getByLabelText(t.requestFileLabel), new File([text], isReadableSelection(event) ? 'factory-pc.req' : 'broken.req', { type: 'application/json' }));
          }
          case 'offline.confirm':
            return user.click(inFlow().getByRole('button', { name: t.offlineConfirm }));
          case 'offline.back':
            return user.click(inFlow().getByRole('button', { name: new RegExp(`^(${t.back}|${t.chooseAnother})$`) }));
          case 'offline.close':
            if (quotaDialog()) return user.click(within(quotaDialog()!).getAllByRole('button', { name: t.close }).at(-1)!);
            return user.click(inFlow().queryAllByRole('button', { name: t.close }).at(-1) ?? inFlow().getByRole('button', { name: t.cancel }));
          case OFFLINE_SUBMIT_EVENTS.done:
            return activations.answer(undefined);
          case OFFLINE_SUBMIT_EVENTS.error:
            return activations.answer(isQuotaRefusal(event) ? refusal(QUOTA_REFUSAL, { code: 'QUOTA_EXCEEDED', quota_info: QUOTA_INFO }) : refusal(REFUSAL, { code: 'REQUEST_REPLAYED' }));
          default:
            throw new Error(`no way to drive ${event.type}`);
        }
      },
      async check(step) {
        const context = step.state.context as OfflineContext;
        await waitFor(() => {
          switch (stateValueLabel(step.state.value)) {
            case 'idle':
              expect(flow()).toBeNull();
              expect(quotaDialog()).toBeNull();
              break;
            case 'choosing':
              expect(inFlow().getByLabelText(t.requestFileLabel)).toBeInTheDocument();
              if (context.error) expect(inFlow().getByText(t.requestMalformed)).toBeInTheDocument();
              else expect(inFlow().queryByText(t.requestMalformed)).toBeNull();
              break;
            case 'reviewing':
              expect(inFlow().getByText(license.key)).toBeInTheDocument();
              expect(inFlow().getByRole('radio', { name: t.ttlOption(30) })).toBeChecked();
              expect(inFlow().getByRole('button', { name: t.offlineConfirm })).toBeEnabled();
              break;
            case 'submitting':
              expect(inFlow().getByRole('button', { name: t.offlineConfirm })).toBeDisabled();
              break;
            case 'refused':
              expect(inFlow().getByText(REFUSAL)).toBeInTheDocument();
              expect(inFlow().queryByRole('button', { name: t.offlineConfirm })).toBeNull();
              break;
            case 'quotaShortage':
              expect(flow()).toBeNull();
              expect(within(quotaDialog()!).getByText(QUOTA_REFUSAL)).toBeInTheDocument();
              break;
            case 'done':
              expect(inFlow().getByText(/^デバイス「.+」をアクティベートしました。/)).toBeInTheDocument();
              expect(inFlow().getByRole('button', { name: t.download })).toBeEnabled();
              break;
            default:
              throw new Error(`no check for ${stateValueLabel(step.state.value)}`);
          }
        });
      },
    };

    await run.drive(path, driver);
  });

  it('the passed paths took every state and transition of the definition', () => {
    expect(run.coverage.result().states.missing).toEqual([]);
    expect(run.coverage.result().transitions.missing).toEqual([]);
  });
});
