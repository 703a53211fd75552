// The session end's paths walked on its expectation (session-end.expected.ts) replayed on the
// rendered console against the msw/node mock: sign-in through the form (or, for a tab that missed
// a sign-out, another user's tokens stored and the session checked), ログアウト from the top bar,
// the idle deadline on a simulated clock, the client's refused refresh, another tab's broadcast.
// Each step checks what the page holds: whose session, the query cache, the drafts, /login.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { draftKey, offeredDraft, writeDraft } from '../../../src/screens/shared/form/form-drafts.ts';
import { callApi } from '../../support/api.ts';
import { DEMO_ACCOUNTS } from '../../../src/mocks/seed/accounts.ts';
import { stateValueLabel, type ModelStep } from '../support/coverage.ts';
import { ConsoleDriver } from '../support/console-driver.ts';
import { DelayClock } from '../support/driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { ModelRun } from '../support/report.ts';
import { expectation } from '../machines/session-end.expected.ts';
import { MODEL_ADMIN, MODEL_USER } from '../machines/session-end.fixtures.ts';

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');
const MINUTE = 60_000;
const ACCOUNT = { [MODEL_ADMIN]: 'admin', [MODEL_USER]: 'user' } as const;
const FORM = 'model-form';

function sessionEndDriver() {
  const clock = new DelayClock();
  const console = new ConsoleDriver({}, { sessionClock: clock.page, inspectSession: clock.inspect });
  /** The model's user ids as the mock's. */
  const realIds = new Map<string, string>();
  const signedInEmail = () => console.actors.auth.getSnapshot().context.user?.email ?? null;
  const idOf = (modelId: string | null) => (modelId === null ? null : (realIds.get(modelId) ?? modelId));

  async function signIn(modelId: keyof typeof ACCOUNT): Promise<void> {
    const account = DEMO_ACCOUNTS[ACCOUNT[modelId]];
    if (console.actors.auth.getSnapshot().hasTag('authenticated')) {
      // Another tab signed this one's user out and someone else in: this tab missed it and
      // checks the session it finds stored.
      const res = await callApi('login', { body: account });
      tokenStorage.saveSession(
        { accessToken: res.access_token, idToken: res.id_token, refreshToken: res.refresh_token },
        res.user,
      );
      console.goto('/login');
    } else {
      if (!console.onLoginPage()) console.goto('/login');
      await console.submitLogin(account.email, account.password);
    }
    await waitFor(() => expect(signedInEmail()).toBe(account.email));
    const id = console.actors.auth.getSnapshot().context.user!.id!;
    realIds.set(modelId, id);
    // The user's data in the page, and a form's unsaved input (as a form of theirs writes it).
    console.actors.queryClient.setQueryData(['model', id], { of: id });
    writeDraft(draftKey(id, FORM), { note: `${id} の入力` });
  }

  return {
    console,
    async perform(step: ModelStep): Promise<void> {
      const event = step.event as { type: string; userId?: string; cause?: string };
      switch (event.type) {
        case 'sessionEnd.signedIn':
          return signIn(event.userId as keyof typeof ACCOUNT);
        case 'sessionEnd.logout': {
          const button = screen.queryByRole('button', { name: 'ログアウト' });
          // Signed out, the top bar is gone: what the shell's logout does is the same.
          if (button) fireEvent.click(button);
          else console.actors.logout();
          return;
        }
        case 'sessionEnd.expired':
          if (event.cause === 'idle') {
            // The page wakes 31 minutes after the last activity.
            clock.sleepUntil(clock.wallNow() + 31 * MINUTE);
            fireEvent(document, new Event('visibilitychange'));
          } else {
            // What the API client calls when the server refused the refresh.
            tokenStorage.clear();
            console.actors.sessionExpired();
          }
          return;
        case 'sessionEnd.remoteLogout':
          console.fromOtherTab({ type: 'logout' });
          return;
        default:
          throw new Error(`no driver for ${event.type}`);
      }
    },
    async check(step: ModelStep): Promise<void> {
      const { state } = expectedOf(step);
      const facts = state.facts as { userId: string | null; draftsKeptFor: string | null };
      if (!console.mounted) console.mount('/login');
      await waitFor(() => expect(stateValueLabel(console.actors.sessionEnd.getSnapshot().value)).toBe(state.value));
      expect(console.actors.sessionEnd.getSnapshot().context).toEqual({
        userId: idOf(facts.userId),
        draftsKeptFor: idOf(facts.draftsKeptFor),
      });
      const cache = console.actors.queryClient;
      if (facts.userId === null) {
        // Signed out: the login page, nothing of anyone in memory.
        await waitFor(() => expect(window.location.pathname).toBe('/login'));
        expect(cache.getQueryCache().findAll({ queryKey: ['model'] })).toEqual([]);
        expect(tokenStorage.getAccessToken()).toBeNull();
      } else {
        const id = idOf(facts.userId)!;
        expect(signedInEmail()).toBe(DEMO_ACCOUNTS[ACCOUNT[facts.userId as keyof typeof ACCOUNT]].email);
        // Only this user's data in memory.
        expect(
          cache
            .getQueryCache()
            .findAll({ queryKey: ['model'] })
            .map((q) => q.queryKey[1]),
        ).toEqual([id]);
      }
      // Drafts: kept for the user whose session expired, nobody else's anywhere.
      const kept = idOf(facts.draftsKeptFor);
      const draftOwners = Object.keys(sessionStorage)
        .filter((key) => key.startsWith('form-draft:'))
        .map((key) => key.split(':')[2]);
      for (const owner of draftOwners) expect([kept, idOf(facts.userId)]).toContain(owner);
      if (kept && state.value === 'expired') {
        // A form torn down now keeps its input for that user, offered back to them.
        writeDraft(draftKey(kept, FORM), { note: '期限切れ時の入力' });
        expect(offeredDraft(draftKey(kept, FORM))?.values).toEqual({ note: '期限切れ時の入力' });
      }
    },
  };
}

let current: ReturnType<typeof sessionEndDriver> | null = null;
afterEach(() => {
  current?.console.dispose();
  current = null;
  sessionStorage.clear();
});
afterAll(() => run.finish());

describe(`session end model through the console (${run.paths.length} ${run.plan.strategy} paths)`, () => {
  for (const { path } of run.paths) {
    it(
      path.description,
      async () => {
        current = sessionEndDriver();
        const driver = current;
        driver.console.mount('/login');
        await run.drive(path, {
          perform: (step) => driver.perform(step),
          check: (step) => driver.check(step),
        });
      },
      30_000,
    );
  }

  it('the passed paths took every row of the expectation and every state and transition of the definition', () => {
    expect(run.missing()).toEqual({ rows: [], states: [], transitions: [] });
  });
});
