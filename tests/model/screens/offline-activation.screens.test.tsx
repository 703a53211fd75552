// オフラインアクティベーション: paths walked on its expectation (offline-activation.expected.ts)
// replayed on the real マイライセンス of an ordinary user against the msw/node mock, each activation
// held until the path ends it (the mock's own answer, a 409 refusal, or one for quota with its figures).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MyLicensesScreen } from '../../../src/screens/my-licenses/my-licenses-screen.tsx';
import { licenseFiles as t } from '../../../src/shared/messages/licensing/license-files.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licensing/licenses.ts';
import { activationRequest, requestText } from '../../support/license-files.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectation } from '../machines/offline-activation.expected.ts';
import {
  OFFLINE_QUOTA,
  OFFLINE_REFUSAL,
  QUOTA_REFUSAL,
  REQUEST_FILE_NAME,
  TTL_DAYS,
  UNREADABLE_FILE_NAME,
  UNREADABLE_TEXT,
} from '../machines/offline-activation.fixtures.ts';
import type { PathDriver } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
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

const refusal = (message: string, extra: object = {}) =>
  HttpResponse.json({ error: message, message, ...extra }, { status: 409 });

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');

describe('オフラインアクティベーション follows its expectation', () => {
  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const me = await signInAs('user');
    const license = tables.licenses
      .all()
      .find(
        (l) =>
          l.userId === me.id &&
          l.status === 'ACTIVE' &&
          l.currentActivations < l.maxActivations &&
          (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now() + 86_400_000),
      )!;
    const activations = holdActivations();
    const { user } = renderScreen(<MyLicensesScreen />, { path: '/my-licenses', user: me });
    const flow = () => screen.queryByRole('dialog', { name: t.offlineActivation });
    const inFlow = () => within(flow()!);
    const quotaDialog = () => screen.queryByRole('dialog', { name: licenseText.quotaDialogTitle });
    // The host name of the request file chosen last (a fresh one each time: the server takes a nonce once).
    let hostname = '';

    const driver: PathDriver = {
      async perform(step) {
        switch (expectedOf(step).on) {
          case 'open':
            return user.click(await screen.findByRole('button', { name: t.offlineActivation }));
          case 'select': {
            const request = activationRequest({ licenseKey: license.key, applicationId: license.applicationId });
            hostname = request.hostname;
            return user.upload(
              inFlow().getByLabelText(t.requestFileLabel),
              new File([requestText(request)], REQUEST_FILE_NAME, { type: 'application/json' }),
            );
          }
          case 'selectUnreadable':
            return user.upload(
              inFlow().getByLabelText(t.requestFileLabel),
              new File([UNREADABLE_TEXT], UNREADABLE_FILE_NAME, { type: 'application/json' }),
            );
          case 'confirm':
            return user.click(inFlow().getByRole('button', { name: t.offlineConfirm }));
          case 'back':
            return user.click(inFlow().getByRole('button', { name: new RegExp(`^(${t.back}|${t.chooseAnother})$`) }));
          case 'close':
            // The quota dialog's footer button; else the flow's: 閉じる when done (the header's × has that name too), キャンセル before.
            if (quotaDialog())
              return user.click(within(quotaDialog()!).getAllByRole('button', { name: t.close }).at(-1)!);
            return user.click(
              inFlow().queryAllByRole('button', { name: t.close }).at(-1) ??
                inFlow().getByRole('button', { name: t.cancel }),
            );
          case 'activated':
            return activations.answer(undefined);
          case 'refused':
            return activations.answer(refusal(OFFLINE_REFUSAL, { code: 'REQUEST_REPLAYED' }));
          case 'refusedForQuota':
            return activations.answer(refusal(QUOTA_REFUSAL, { code: 'QUOTA_EXCEEDED', quota_info: OFFLINE_QUOTA }));
          default:
            throw new Error(`no way to drive ${step.event.type}`);
        }
      },
      async check(step) {
        const { id } = expectedOf(step);
        await waitFor(() => {
          switch (id) {
            case 'idle':
              expect(flow()).toBeNull();
              expect(quotaDialog()).toBeNull();
              break;
            case 'choosing':
            case 'choosingRefused':
              expect(inFlow().getByLabelText(t.requestFileLabel)).toBeInTheDocument();
              if (id === 'choosingRefused') expect(inFlow().getByText(t.requestMalformed)).toBeInTheDocument();
              else expect(inFlow().queryByText(t.requestMalformed)).toBeNull();
              break;
            case 'reviewing':
              expect(inFlow().getByText(license.key)).toBeInTheDocument();
              expect(inFlow().getByText(hostname)).toBeInTheDocument();
              expect(inFlow().getByRole('radio', { name: t.ttlOption(TTL_DAYS) })).toBeChecked();
              expect(inFlow().getByRole('button', { name: t.offlineConfirm })).toBeEnabled();
              break;
            case 'submitting':
              expect(inFlow().getByRole('button', { name: t.offlineConfirm })).toBeDisabled();
              expect(inFlow().getByRole('button', { name: t.back })).toBeDisabled();
              break;
            case 'refused':
              expect(inFlow().getByText(license.key)).toBeInTheDocument();
              expect(inFlow().getByText(OFFLINE_REFUSAL)).toBeInTheDocument();
              expect(inFlow().getByRole('button', { name: t.chooseAnother })).toBeEnabled();
              expect(inFlow().queryByRole('button', { name: t.offlineConfirm })).toBeNull();
              break;
            case 'quotaShortage':
              expect(flow()).toBeNull();
              expect(within(quotaDialog()!).getByText(QUOTA_REFUSAL)).toBeInTheDocument();
              expect(within(quotaDialog()!).getByText(licenseText.quotaAvailable)).toBeInTheDocument();
              break;
            case 'done':
              // The device the mock activated, named by the request's host.
              expect(inFlow().getByText(t.offlineDone(hostname))).toBeInTheDocument();
              expect(inFlow().getByRole('button', { name: t.download })).toBeEnabled();
              break;
            default:
              throw new Error(`no check for ${id}`);
          }
        });
      },
    };

    await run.drive(path, driver);
  });

  it('the passed paths took every row of the expectation and every state and transition of the definition', () => {
    expect(run.missing()).toEqual({ rows: [], states: [], transitions: [] });
  });
});
