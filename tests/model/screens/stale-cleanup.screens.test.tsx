// Device health's clean-up: paths walked on its expectation (stale-cleanup.expected.ts) replayed on
// the real clean-up control against the msw/node mock, each preview call held until the path ends
// it (stale devices, none, a refusal); each step checks the expected state, never the machine's.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import type { StaleDevicesPreview } from '../../../src/api/schemas/reports/trends.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { StaleCleanup } from '../../../src/screens/shared/stale-cleanup/stale-cleanup.tsx';
import { listTools } from '../../../src/shared/messages/lists/list-tools.ts';
import { deviceHealth as t } from '../../../src/shared/messages/reports/trends.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectation } from '../machines/stale-cleanup.expected.ts';
import { MODEL_HOURS, PREVIEW_EVENTS } from '../machines/stale-cleanup.fixtures.ts';
import type { PathDriver } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

type Answer = Response | undefined;

/** Holds each preview call until the path decides how it ends. */
function holdPreviewCalls() {
  const pending: ((answer: Answer) => void)[] = [];
  server.use(http.get('*/api/devices/stale', () => new Promise<Answer>((resolve) => pending.push(resolve))));
  return {
    async answer(answer: Answer) {
      await waitFor(() => expect(pending.length, 'a preview call is in flight').toBeGreaterThan(0));
      // The newest: a call of a clean-up closed meanwhile is left unanswered, as the machine left it.
      pending.pop()!(answer);
      pending.length = 0;
    },
  };
}

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');

describe('The clean-up of stale devices follows its statechart', () => {
  let realPreview: StaleDevicesPreview;
  beforeEach(async () => {
    await signInAs('admin');
    realPreview = await callApi('previewStaleDevices', { query: { olderThanHours: MODEL_HOURS } });
    if (realPreview.devices.length === 0) throw new Error('the demo scenario has stale devices');
  });

  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const admin = await signInAs('admin');
    const calls = holdPreviewCalls();
    const { user } = renderScreen(<StaleCleanup hours={MODEL_HOURS} />, { path: '/devices', user: admin });
    const dialog = () => screen.queryByRole('dialog', { name: t.previewHeader });
    const results = () => screen.queryByRole('dialog', { name: new RegExp(listTools.resultHeader) });

    const driver: PathDriver = {
      async perform(step) {
        const event = step.event as { type: string; output?: StaleDevicesPreview };
        switch (event.type) {
          case 'cleanup.open': {
            // A finished run's results are closed first (they sit over the page).
            if (results()) {
              const close = (await within(results()!).findAllByRole('button', { name: '閉じる' })).at(-1)!;
              await user.click(close);
              await waitFor(() => expect(results()).toBeNull());
            }
            // The button shows once the server is known to offer the preview (capabilities.ts).
            return user.click(await screen.findByRole('button', { name: t.cleanUpLabel(MODEL_HOURS) }));
          }
          case PREVIEW_EVENTS.done:
            return calls.answer(
              event.output?.devices.length
                ? HttpResponse.json(realPreview)
                : HttpResponse.json({ devices: [], licenses: [] }),
            );
          case PREVIEW_EVENTS.error:
            return calls.answer(
              HttpResponse.json({ error: 'preview failed', message: 'preview failed' }, { status: 400 }),
            );
          case 'cleanup.retry':
            return user.click(within(dialog()!).getByRole('button', { name: '再試行' }));
          case 'cleanup.confirm':
            return user.click(within(dialog()!).getByRole('button', { name: t.run }));
          case 'cleanup.close':
            return user.click(within(dialog()!).getByRole('button', { name: 'キャンセル' }));
          default:
            throw new Error(`no way to drive ${event.type}`);
        }
      },
      async check(step) {
        const { id, state } = expectedOf(step);
        await waitFor(() => {
          switch (id) {
            case 'idle':
              expect(dialog()).toBeNull();
              expect(results()).toBeNull();
              break;
            case 'handedOver':
              expect(dialog()).toBeNull();
              // The bulk machine took the previewed devices: it reports per device.
              expect(within(results()!).getByRole('table', { name: listTools.resultTableLabel })).toBeInTheDocument();
              break;
            case 'loading':
              expect(within(dialog()!).getByRole('status', { name: t.previewLoading })).toBeInTheDocument();
              expect(within(dialog()!).queryByRole('button', { name: t.run })).toBeNull();
              break;
            case 'failed':
              expect(within(dialog()!).getByText('preview failed')).toBeInTheDocument();
              expect(within(dialog()!).getByRole('button', { name: '再試行' })).toBeEnabled();
              break;
            case 'empty':
              expect(within(dialog()!).getByText(t.previewEmpty(MODEL_HOURS))).toBeInTheDocument();
              expect(within(dialog()!).queryByRole('button', { name: t.run })).toBeNull();
              break;
            case 'reviewing':
              expect(
                within(dialog()!).getByText(
                  t.previewIntro(realPreview.devices.length, realPreview.licenses.length, state.facts!.hours as number),
                ),
              ).toBeInTheDocument();
              expect(within(dialog()!).getByRole('button', { name: t.run })).toBeEnabled();
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
