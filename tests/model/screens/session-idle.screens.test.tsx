// The session idle paths replayed on the rendered console: sign-in and out through the form and the
// top bar, activity a key press, other tabs over the BroadcastChannel and localStorage, delays on a
// simulated clock, a check the wall clock running on with no timer and the page visible again.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sharedActivity } from '../../../src/app/tab-sync.ts';
import { selectMinutesLeft } from '../../../src/machines/session/selectors.ts';
import { auth as messages } from '../../../src/shared/messages/auth.ts';
import { model, realTime } from '../machines/session-idle.paths.ts';
import { ConsoleDriver } from '../support/console-driver.ts';
import type { ModelStep } from '../support/coverage.ts';
import { DelayClock, isDelayedEvent } from '../support/driver.ts';
import { planPaths, strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

const run = new ModelRun(planPaths(model, strategyFromEnv()), 'screens');

function sessionDriver() {
  const clock = new DelayClock();
  const console = new ConsoleDriver({}, { sessionClock: clock.page, inspectSession: clock.inspect });
  const session = () => console.actors.session;
  const authenticated = () => console.actors.auth.getSnapshot().hasTag('authenticated');

  async function signIn(): Promise<void> {
    if (!console.mounted) console.mount('/login');
    // Already signed in: opening the login page re-verifies the session (and redirects back),
    // which starts the idle session again.
    const wasSignedIn = authenticated();
    if (!console.onLoginPage() || wasSignedIn) console.goto('/login');
    if (!wasSignedIn) await console.submitLogin('admin@example.com', 'Admin123!');
    await waitFor(() => expect(authenticated()).toBe(true));
  }

  /** A time of the model made real (see session-idle.paths.ts); the wall clock runs on to it, no timer meanwhile. */
  function sleepUntil(modelTime: number): number {
    const at = realTime(modelTime, session().getSnapshot(), clock.wallNow());
    clock.sleepUntil(at);
    return at;
  }

  return {
    console,
    async perform(step: ModelStep, previous: ModelStep): Promise<void> {
      const event = step.event as ModelStep['event'] & { at?: number; lastActivityAt?: number };
      if (isDelayedEvent(event)) {
        clock.fire(event.type, () => expect(session().getSnapshot().value).toEqual(previous.state.value));
        return;
      }
      switch (event.type) {
        case 'session.start':
          return signIn();
        case 'session.stop':
          fireEvent.click(await screen.findByRole('button', { name: 'ログアウト' }));
          return;
        case 'session.activity':
          sleepUntil(event.at!);
          fireEvent.keyDown(window, { key: 'Shift' });
          return;
        case 'session.remoteActivity':
          // Later than ours: the wall clock is there too; older: a message that took its time.
          console.fromOtherTab({ type: 'activity', at: sleepUntil(event.at!) });
          return;
        case 'session.check': {
          if (event.lastActivityAt !== undefined) {
            sharedActivity.record(realTime(event.lastActivityAt, session().getSnapshot(), clock.wallNow()));
          }
          sleepUntil(event.at!);
          fireEvent(document, new Event('visibilitychange'));
          return;
        }
        case 'session.dismiss':
          fireEvent.click(await screen.findByRole('button', { name: '閉じる' }));
          return;
        default:
          throw new Error(`no driver for ${event.type}`);
      }
    },
    async check(step: ModelStep, previous: ModelStep | undefined): Promise<void> {
      const model = step.state as AnyMachineSnapshot;
      if (!console.mounted) {
        expect(model.matches('inactive')).toBe(true);
        return;
      }
      await waitFor(() => expect(session().getSnapshot().value).toEqual(model.value));
      if (model.matches('tracking')) {
        // The idle time the console reads is the model's (its last activity is at 0).
        const { lastActivityAt, now } = session().getSnapshot().context;
        expect(now - lastActivityAt).toBe(model.context.now);
      }
      if (previous) await console.expectTransition('session', previous.state as AnyMachineSnapshot, step.event);
      console.resetTaken();
      // The warning says the time actually left, as the model has it.
      const warning = () => screen.queryByText(messages.sessionWarning(selectMinutesLeft(model as never)));
      const expired = () => screen.queryByText(messages.sessionExpired);
      await waitFor(() => expect(warning() !== null).toBe(model.hasTag('warningVisible')));
      await waitFor(() => expect(expired() !== null).toBe(model.hasTag('expiredVisible')));
      if (model.matches('expired')) {
        // On expiry the logout action ran and the user is on /login (docs/product.md §9).
        await waitFor(() => expect(window.location.pathname).toBe('/login'));
        expect(localStorage.getItem('accessToken')).toBeNull();
      }
    },
  };
}

let current: ReturnType<typeof sessionDriver> | null = null;
afterEach(() => {
  current?.console.dispose();
  current = null;
});
afterAll(() => run.finish());

describe(`session idle model through the console (${run.paths.length} ${run.plan.strategy} paths)`, () => {
  for (const { path } of run.paths) {
    it(path.description, async () => {
      current = sessionDriver();
      const driver = current;
      await run.drive(path, {
        perform: (step, previous) => driver.perform(step, previous),
        check: (step, index) => driver.check(step, path.steps[index - 1]),
      });
    });
  }

  it('the passed paths took every state and transition of the definition', () => {
    expect(run.coverage.result().states.missing).toEqual([]);
    expect(run.coverage.result().transitions.missing).toEqual([]);
  });
});
