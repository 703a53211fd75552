// A form's save: paths walked on its expectation (form-save.expected.ts) replayed on the real user
// creation form against the msw/node mock, each save held until the path ends it (answered, refused,
// or never: cancelled), the 30 s notice on a fake clock; each step checks the expected state.
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { UserCreateScreen } from '../../../src/screens/users/user-create-screen.tsx';
import { formSave } from '../../../src/shared/messages/forms/form-save.ts';
import { users as t } from '../../../src/shared/messages/users.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectation } from '../machines/form-save.expected.ts';
import { SAVE_REFUSAL, SLOW_AFTER_MS } from '../machines/form-save.fixtures.ts';
import type { PathDriver } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

configure({ asyncUtilTimeout: 5000 });

const EMAIL = 'model-save@example.org';
const PASSWORD = 'Str0ng!pass';

/** The creates the form sends, each held until the path answers it (or the form aborts it). */
function holdSaves() {
  const held: { request: Request; answer: (response: Response) => void }[] = [];
  server.use(http.post('*/users', ({ request }) => new Promise<Response>((answer) => held.push({ request, answer }))));
  return {
    held,
    async answer(response: Response) {
      await waitFor(() => expect(held.length, 'a save is in flight').toBeGreaterThan(0));
      held.at(-1)!.answer(response);
    },
  };
}

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');

beforeEach(() => {
  // Real time runs (the mock and the form work as usual); the path moves the clock to the deadline.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a form’s save follows its expectation', () => {
  afterAll(() => run.finish());

  it.each(run.paths.map(({ path }) => [path.description, path] as const))('%s', async (_description, path) => {
    const saves = holdSaves();
    const admin = await signInAs('admin');
    const { user, location } = renderScreen(<UserCreateScreen />, { path: '/users/create', user: admin });
    await user.click(await screen.findByLabelText(t.modeEmail));
    await user.type(screen.getByLabelText(t.emailLabel), EMAIL);
    await user.type(screen.getByLabelText(t.passwordLabel), PASSWORD);
    const submit = () => screen.getByRole('button', { name: new RegExp(`^(${t.submitCreate}|${t.creating})$`) });
    const cancel = () => screen.getByRole('button', { name: formSave.cancel });
    let saved = 0;
    let sent = 0;

    const driver: PathDriver = {
      async perform(step) {
        switch (expectedOf(step).on) {
          case 'submit':
            sent += 1;
            await user.click(submit());
            return waitFor(() => expect(saves.held).toHaveLength(sent));
          case 'after.slow':
            await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS);
            return;
          case 'cancel':
            return user.click(cancel());
          case 'saved':
            saved += 1;
            return saves.answer(HttpResponse.json({ user: { id: `model-${saved}`, email: EMAIL } }, { status: 201 }));
          case 'refused':
            return saves.answer(
              HttpResponse.json({ error: SAVE_REFUSAL.message, message: SAVE_REFUSAL.message }, { status: 409 }),
            );
          default:
            throw new Error(`no way to drive ${step.event.type}`);
        }
      },
      async check(step) {
        const { id } = expectedOf(step);
        await waitFor(() => {
          const shown = (text: string, yes: boolean) =>
            yes ? expect(screen.getByText(text)).toBeInTheDocument() : expect(screen.queryByText(text)).toBeNull();
          shown(formSave.slowTitle, id === 'slow');
          shown(formSave.cancelledTitle, id === 'cancelled');
          // Nothing typed is lost, whatever happened to the save.
          expect(screen.getByLabelText(t.emailLabel)).toHaveValue(EMAIL);
          expect(screen.getByLabelText(t.passwordLabel)).toHaveValue(PASSWORD);
          const pending = id === 'saving' || id === 'slow';
          expect(submit()).toHaveAccessibleName(pending ? t.creating : t.submitCreate);
          if (pending) expect(submit()).toBeDisabled();
          else expect(submit()).toBeEnabled();
          expect(cancel()).toBeEnabled();
          switch (id) {
            case 'saved':
              expect(location.history!.filter((p) => p === '/users')).toHaveLength(saved);
              break;
            case 'failed':
              expect(screen.getByText(t.createFailed)).toBeInTheDocument();
              break;
            case 'cancelled':
              expect(saves.held.at(-1)!.request.signal.aborted).toBe(true);
              break;
          }
        });
      },
    };

    await run.drive(path, driver);
  });

  it('the passed paths took every row of the expectation they can drive and every state and transition of the definition', () => {
    expect(run.missing()).toEqual({ rows: [], states: [], transitions: [] });
  });
});
