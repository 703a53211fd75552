// Model-based test of the auth statechart through the REAL console: paths walked on its
// expectation (auth.expected.ts), each replayed on the rendered app (login screen, guard,
// layout) against the msw/node mock, every step checked against the expected state. Calls are held at gates so that "in flight" states can be seen; results are the mock's own
// answers or injected failures.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { STORAGE_KEYS, tokenStorage } from '../../../src/api/client/token-storage.ts';
import type { ShellRuntime } from '../../../src/app/shell-actors.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { expectation } from '../machines/auth.expected.ts';
import { AUTH_RESULT_EVENTS, isModelVerifyEvent, storedUser } from '../machines/auth.fixtures.ts';
import { stateValueLabel, type ModelStep } from '../support/coverage.ts';
import { ConsoleDriver } from '../support/console-driver.ts';
import { expectedOf, planExpected } from '../support/expected-plan.ts';
import { strategyFromEnv } from '../support/model.ts';
import { Gate } from '../support/msw-gate.ts';
import { ModelRun } from '../support/report.ts';

const run = new ModelRun(planExpected(expectation, strategyFromEnv(), 'screens'), 'screens');

const valid = { email: 'admin@example.com', password: 'Admin123!' };

class ConsoleUnderTest {
  readonly console = new ConsoleDriver({});
  readonly gates = {
    login: new Gate('post', '/api/auth/login'),
    verify: new Gate('get', '/auth/verify'),
    logout: new Gate('post', '/auth/logout'),
  };

  constructor() {
    server.use(this.gates.login.handler, this.gates.verify.handler, this.gates.logout.handler);
  }

  get runtime(): ShellRuntime | null {
    return this.console.runtime;
  }

  get auth() {
    return this.console.actors.auth;
  }

  /**
   * A session stored by an earlier visit, with real tokens from the mock: the model starts
   * with the demo user's record restored from storage (auth.paths.ts `storedUser`).
   */
  async storeSession(): Promise<void> {
    this.gates.login.open = true;
    const res = await callApi('login', { body: { email: storedUser.email ?? '', password: 'User123!' } });
    this.gates.login.open = false;
    tokenStorage.saveSession(
      { accessToken: res.access_token, idToken: res.id_token, refreshToken: res.refresh_token },
      res.user,
    );
  }

  /** Opens a URL; the first time, mounts the console there. */
  async goto(url: string, { keepToken = false } = {}): Promise<void> {
    if (this.runtime) {
      this.console.goto(url);
      return;
    }
    // Mounting verifies at once: unless the path's first event is that verify, start without
    // a token so the check is skipped and the model's state is unchanged.
    if (!keepToken) tokenStorage.removeAccessToken();
    this.console.mount(url);
  }

  onLoginPage(): boolean {
    return this.console.onLoginPage();
  }

  async perform(step: ModelStep, previous: ModelStep): Promise<void> {
    const event = step.event as EventObject & {
      output?: unknown;
      error?: { status?: number; name?: string; message?: string };
      message?: string;
    };
    const before = previous.state as AnyMachineSnapshot;
    switch (event.type) {
      case 'auth.login': {
        if (!this.runtime || !this.onLoginPage()) await this.goto('/login');
        await this.console.submitLogin(valid.email, valid.password);
        return;
      }
      case 'auth.verify': {
        if (!isModelVerifyEvent(event)) throw new Error('verify without tokenStored');
        // The session stored is the demo user's, whom the expectation's check answers with.
        if (event.tokenStored) await this.storeSession();
        if (!event.tokenStored) tokenStorage.removeAccessToken();
        // The login page verifies on mount; when already there, a guarded route does it instead.
        if (!this.runtime || !this.onLoginPage()) await this.goto('/login', { keepToken: true });
        else await this.goto('/dashboard');
        return;
      }
      case 'auth.logout': {
        const topBar = screen.queryByRole('button', { name: 'ログアウト' });
        if (topBar) {
          fireEvent.click(topBar);
          return;
        }
        if (!this.runtime || !this.onLoginPage()) await this.goto('/login');
        fireEvent.click(await screen.findByRole('button', { name: 'ユーザーメニュー' }));
        // PrimeReact's popup menu is mid-transition for a while; its item is found by its label.
        fireEvent.click(await screen.findByText('ログアウト', { selector: '.p-menuitem-text' }));
        return;
      }
      case 'auth.sessionExpired': {
        // A call of the console's own client whose 401 cannot be refreshed (docs/product.md §8).
        if (!this.runtime) await this.goto('/login');
        localStorage.setItem(STORAGE_KEYS.accessToken, 'expired-token');
        localStorage.removeItem(STORAGE_KEYS.refreshToken);
        await this.console.actors.api.call('getStats', {}).catch(() => undefined);
        return;
      }
      case 'auth.remoteLogout': {
        if (!this.runtime) await this.goto('/login');
        this.console.fromOtherTab({ type: 'logout' });
        await waitFor(() => expect(this.auth.getSnapshot().matches('unauthenticated')).toBe(true));
        return;
      }
      case 'auth.userRenamed': {
        // Save a new name on My page, reached client-side (the session stays as it is).
        window.history.pushState(null, '', '/mypage');
        window.dispatchEvent(new PopStateEvent('popstate'));
        fireEvent.click(await screen.findByRole('button', { name: 'プロフィールを編集' }));
        const dialog = await screen.findByRole('dialog', { name: 'プロフィールの編集' });
        fireEvent.change(within(dialog).getByLabelText('姓'), { target: { value: '新しい' } });
        fireEvent.change(within(dialog).getByLabelText('名'), { target: { value: '名前' } });
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'プロフィールの編集' })).toBeNull());
        return;
      }
      case 'auth.clearError': {
        fireEvent.change(await screen.findByLabelText('パスワード'), { target: { value: 'x' } });
        return;
      }
      case AUTH_RESULT_EVENTS.loginDone:
        return this.gates.login.release();
      case AUTH_RESULT_EVENTS.loginError:
        return this.gates.login.release(
          event.error?.status
            ? HttpResponse.json(
                { error: event.error.message, message: event.error.message },
                { status: event.error.status },
              )
            : HttpResponse.error(),
        );
      case AUTH_RESULT_EVENTS.verifyDone:
        // A valid stored token: the mock answers with the user; null: the server refuses it (403).
        return this.gates.verify.release(
          event.output ? undefined : HttpResponse.json({ error: 'x', message: 'x' }, { status: 403 }),
        );
      case AUTH_RESULT_EVENTS.verifyError:
        return this.gates.verify.release(
          event.error?.status
            ? HttpResponse.json(
                { error: event.error.message, message: event.error.message },
                { status: event.error.status },
              )
            : HttpResponse.error(),
        );
      case AUTH_RESULT_EVENTS.logoutDone:
        // The server accepted the logout (the token it would invalidate may already be gone).
        return this.gates.logout.release(HttpResponse.json({ success: true }));
      case AUTH_RESULT_EVENTS.logoutError:
        return this.gates.logout.release(HttpResponse.error());
      default:
        throw new Error(`no driver for ${event.type} (from ${JSON.stringify(before.value)})`);
    }
  }

  /** The live actor is where the expectation says, holding what it says, and the screen shows it. */
  async check(step: ModelStep, previous: ModelStep | undefined): Promise<void> {
    const { state, row } = expectedOf(step);
    const facts = { ...state.facts, ...row?.facts } as {
      isLoggingOut: boolean;
      errorShown?: boolean;
      error?: string | null;
      role?: string | null;
    };
    if (!this.runtime) {
      expect(state.value).toBe('unauthenticated');
      return;
    }
    await waitFor(() => expect(stateValueLabel(this.auth.getSnapshot().value)).toBe(state.value));
    // For the coverage count: the actor took what the definition takes on this event.
    if (previous)
      await this.console.expectTransition(
        'auth',
        previous.state as AnyMachineSnapshot,
        step.machineEvent ?? step.event,
      );
    this.console.resetTaken();
    const real = this.auth.getSnapshot();
    expect(real.context.isLoggingOut).toBe(facts.isLoggingOut);
    if (facts.error !== undefined) expect(real.context.error).toBe(facts.error);
    if (facts.errorShown !== undefined) expect(real.context.error !== null).toBe(facts.errorShown);
    if (facts.role !== undefined) expect(real.context.user?.role ?? null).toBe(facts.role);
    const nav = () => screen.queryByRole('navigation', { name: 'メインメニュー' });
    if (state.value === 'authenticated') {
      await waitFor(() => expect(nav()).not.toBeNull());
    } else {
      await waitFor(() => expect(nav()).toBeNull());
    }
    if (state.value === 'loggingIn') expect(screen.getByRole('button', { name: 'ログイン' })).toBeDisabled();
    if (state.value === 'loggingOut') await waitFor(() => expect(window.location.pathname).toBe('/login'));
    // Logging out clears the four keys before the server call (docs/product.md §4).
    if (step.event.type === 'auth.logout') {
      for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    }
    if (state.value === 'unauthenticated' && facts.errorShown && this.onLoginPage()) {
      const alert = await screen.findByRole('alert');
      if (facts.error) expect(alert).toHaveTextContent(facts.error);
    }
  }

  dispose(): void {
    for (const gate of Object.values(this.gates)) gate.drain();
    this.console.dispose();
  }
}

let sut: ConsoleUnderTest | null = null;
afterEach(() => {
  sut?.dispose();
  sut = null;
});

afterAll(() => run.finish());

describe(`auth model through the console (${run.paths.length} ${run.plan.strategy} paths)`, () => {
  for (const { path } of run.paths) {
    it(path.description, async () => {
      sut = new ConsoleUnderTest();
      const current = sut;
      await current.storeSession();
      await run.drive(path, {
        perform: (step, previous) => current.perform(step, previous),
        check: (step, index) => current.check(step, path.steps[index - 1]),
      });
    });
  }

  it('the passed paths took every row of the expectation and every state and transition of the definition', () => {
    expect(run.missing()).toEqual({ rows: [], states: [], transitions: [] });
  });
});
