// The session idle paths walked on their expectation (session-idle.expected.ts) replayed on the
// rendered console: sign-in and out through the form and the top bar, activity a key press, other
// tabs over the BroadcastChannel and localStorage, delays on a simulated clock, a check the wall
// clock running on with no timer and the page visible again; each step checks the expected state.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { stateValueLabel } from '../support/coverage.ts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sharedActivity } from '../../../src/app/tab-sync.ts';
import { auth as messages } from '../../../src/shared/messages/auth.ts';
import { expectation, sessionTimes, type SessionModelTimes } from '../machines/session-idle.expected.ts';
import { ConsoleDriver } from '../support/console-driver.ts';
import type { ModelStep } from '../support/coverage.ts';
import { DelayClock, isDelayedEvent } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');

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

  /** The event's times made real (session-idle.expected.ts). */
  function timesOf(event: SessionModelTimes) {
    const actual = session().getSnapshot();
    return sessionTimes(event, actual.matches('tracking') ? actual.context.lastActivityAt : null, clock.wallNow());
  }

  return {
    console,
    async perform(step: ModelStep, previous: ModelStep): Promise<void> {
      const event = step.event as ModelStep['event'] & SessionModelTimes;
      if (isDelayedEvent(event)) {
        clock.fire(event.type, () =>
          expect(stateValueLabel(session().getSnapshot().value)).toBe(expectedOf(previous).state.value),
        );
        return;
      }
      const times = () => timesOf(event);
      switch (event.type) {
        case 'session.start':
          return signIn();
        case 'session.stop':
          fireEvent.click(await screen.findByRole('button', { name: 'ログアウト' }));
          return;
        case 'session.activity':
          clock.sleepUntil(times().at);
          fireEvent.keyDown(window, { key: 'Shift' });
          return;
        case 'session.remoteActivity': {
          // Later than ours: the wall clock is there too; older: a message that took its time.
          const { at } = times();
          clock.sleepUntil(at);
          console.fromOtherTab({ type: 'activity', at });
          return;
        }
        case 'session.check': {
          const { at, lastActivityAt } = times();
          if (lastActivityAt !== undefined) sharedActivity.record(lastActivityAt);
          clock.sleepUntil(at);
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
      const { state } = expectedOf(step);
      const facts = state.facts as { idle: number | null; warning: boolean; expired: boolean; minutesLeft?: number };
      if (!console.mounted) {
        expect(state.value).toBe('inactive');
        return;
      }
      await waitFor(() => expect(stateValueLabel(session().getSnapshot().value)).toBe(state.value));
      if (facts.idle !== null) {
        // The idle time the console reads is the expected one.
        const { lastActivityAt, now } = session().getSnapshot().context;
        expect(now - lastActivityAt).toBe(facts.idle);
      }
      if (previous)
        await console.expectTransition(
          'session',
          previous.state as AnyMachineSnapshot,
          step.machineEvent ?? step.event,
        );
      console.resetTaken();
      // The warning says the time actually left.
      const warning = () =>
        facts.minutesLeft
          ? screen.queryByText(messages.sessionWarning(facts.minutesLeft))
          : screen.queryByText(/でセッションが終了します/);
      const expired = () => screen.queryByText(messages.sessionExpired);
      await waitFor(() => expect(warning() !== null).toBe(facts.warning));
      await waitFor(() => expect(expired() !== null).toBe(facts.expired));
      if (state.value === 'expired') {
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

  it('the passed paths took every row of the expectation and every state and transition of the definition', () => {
    expect(run.missing()).toEqual({ rows: [], states: [], transitions: [] });
  });
});
