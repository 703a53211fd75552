// The owner-settings paths walked on their expectation (owner-settings.expected.ts) replayed on the
// real screen against the msw/node mock, each call held until the path ends it, so loading and
// saving are checked too; after every step the screen shows what the expected state shows.
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import type { ExistingOwnerWire as ExistingOwner } from '../../../src/api/schemas/accounts/owner.ts';
import { currentOwner } from '../../../src/mocks/domain/licensing/quota.ts';
import { toOwner } from '../../../src/mocks/domain/views.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { OwnerSettingsScreen } from '../../../src/screens/owner-settings/owner-settings-screen.tsx';
import { owner as t } from '../../../src/shared/messages/owner.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectation } from '../machines/owner-settings.expected.ts';
import { MODEL_VALUES, OWNER_RESULT_EVENTS } from '../machines/owner-settings.fixtures.ts';
import type { PathDriver } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

type CallKind = 'load' | 'create' | 'update';
/** undefined = let the mock answer for real. */
type Answer = Response | undefined;

/** Holds each owner call until the path decides how it ends. */
function holdOwnerCalls() {
  const pending: Record<CallKind, ((answer: Answer) => void)[]> = { load: [], create: [], update: [] };
  const hold = (kind: CallKind) => () => new Promise<Answer>((resolve) => pending[kind].push(resolve));
  server.use(
    http.get('*/api/my-owner', hold('load')),
    http.post('*/api/my-owner', hold('create')),
    http.put('*/api/my-owner', hold('update')),
  );
  return {
    async answer(kind: CallKind, answer: Answer) {
      await waitFor(() => expect(pending[kind].length, `a ${kind} call is in flight`).toBeGreaterThan(0));
      pending[kind].shift()!(answer);
    },
  };
}

const serverError = () => HttpResponse.json({ error: 'server error', message: 'server error' }, { status: 500 });

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');

describe('Owner settings screen follows its statechart', () => {
  let realOwner: ExistingOwner;
  beforeEach(async () => {
    await signInAs('admin');
    const owner = await callApi('getMyOwner', {});
    if (!owner.exists) throw new Error('the demo scenario has an owner');
    realOwner = owner;
  });

  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const admin = await signInAs('admin');
    const calls = holdOwnerCalls();
    const { user } = renderScreen(<OwnerSettingsScreen />, { path: '/owner-settings', user: admin });

    const button = (name: string) => screen.queryByRole('button', { name });
    const driver: PathDriver = {
      async perform(step, previous) {
        const event = step.event as { type: string; output?: { exists: boolean } };
        // The mode the expected state is in: without an owner the button is 作成.
        const wasCreate = expectedOf(previous).state.facts?.owner === null;
        switch (event.type) {
          case OWNER_RESULT_EVENTS.loadDone:
            // "An owner exists": the mock's own; "none": as the server says it.
            return calls.answer('load', event.output?.exists ? undefined : HttpResponse.json({ exists: false }));
          case OWNER_RESULT_EVENTS.loadError:
            return calls.answer('load', serverError());
          case OWNER_RESULT_EVENTS.createDone:
            return calls.answer('create', HttpResponse.json(realOwner, { status: 201 }));
          case OWNER_RESULT_EVENTS.createError:
            return calls.answer('create', serverError());
          case OWNER_RESULT_EVENTS.updateDone:
            return calls.answer('update', undefined);
          case OWNER_RESULT_EVENTS.updateError:
            return calls.answer('update', serverError());
          case 'owner.submit': {
            const site = screen.getByLabelText(t.siteLabel);
            await user.clear(site);
            await user.type(site, MODEL_VALUES.subsclight_site);
            const key = screen.getByLabelText(t.apiKeyLabel);
            await user.clear(key);
            await user.type(key, MODEL_VALUES.subsclight_api_key);
            return user.click(screen.getByRole('button', { name: wasCreate ? t.createButton : t.updateButton }));
          }
          case 'owner.reload':
            return user.click(screen.getByRole('button', { name: t.reloadButton }));
          case 'owner.retry':
            return user.click(screen.getByRole('button', { name: '再試行' }));
          default:
            throw new Error(`no way to drive ${event.type}`);
        }
      },
      async check(step) {
        const { id } = expectedOf(step);
        await waitFor(() => {
          switch (id) {
            case 'loading':
              expect(screen.getByRole('status', { name: '読み込み中…' })).toBeInTheDocument();
              expect(button(t.createButton)).toBeNull();
              expect(button(t.updateButton)).toBeNull();
              break;
            case 'loadFailed':
              expect(screen.getByText(t.loadFailed)).toBeInTheDocument();
              expect(screen.getByText(t.fetchFailed)).toBeInTheDocument();
              expect(button('再試行')).toBeEnabled();
              break;
            case 'initialSetup':
              expect(button(t.createButton)).toBeEnabled();
              expect(button(t.updateButton)).toBeNull();
              expect(button(t.reloadButton)).toBeNull();
              expect(screen.queryByText(t.currentTitle)).toBeNull();
              expect(screen.queryByText(t.saveFailed)).toBeNull();
              break;
            case 'update':
              expect(button(t.updateButton)).toBeEnabled();
              expect(button(t.reloadButton)).toBeEnabled();
              // The owner as the mock holds it now (a save on the path may have changed its key).
              expect(
                screen.getByText((toOwner(currentOwner()) as ExistingOwner).subsclight_api_key_masked),
              ).toBeInTheDocument();
              expect(screen.queryByText(t.updated)).toBeNull();
              expect(screen.queryByText(t.saveFailed)).toBeNull();
              break;
            case 'creating':
              expect(button(t.createButton)).toBeDisabled();
              break;
            case 'updating':
              expect(button(t.updateButton)).toBeDisabled();
              expect(button(t.reloadButton)).toBeDisabled();
              break;
            case 'savedCreated':
            case 'savedUpdated':
              expect(screen.getByText(id === 'savedCreated' ? t.created : t.updated)).toBeInTheDocument();
              expect(button(t.updateButton)).toBeEnabled();
              expect(button(t.reloadButton)).toBeEnabled();
              expect(screen.getByLabelText(t.apiKeyLabel)).toHaveValue('');
              break;
            case 'failedCreate':
            case 'failedUpdate': {
              const create = id === 'failedCreate';
              expect(screen.getByText(t.saveFailed)).toBeInTheDocument();
              expect(screen.getByText(create ? t.createFailed : t.updateFailed)).toBeInTheDocument();
              expect(button(create ? t.createButton : t.updateButton)).toBeEnabled();
              // A failed save keeps what was typed; reload exists only with an owner.
              expect(screen.getByLabelText(t.apiKeyLabel)).toHaveValue(MODEL_VALUES.subsclight_api_key);
              if (create) expect(button(t.reloadButton)).toBeNull();
              else expect(button(t.reloadButton)).toBeEnabled();
              break;
            }
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
