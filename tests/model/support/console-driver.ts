// Driving the whole console (real actors, real routes, msw/node mock) from model paths:
// mounting it, the UI actions the models' events map to, and what the live actor did.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import type { AnyMachineSnapshot, EventObject, InspectionEvent } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { expect } from 'vitest';
import { App } from '../../../src/app/app.tsx';
import { API_BASE_URL } from '../../../src/api/client/config.ts';
import { startAppRuntime, type AppRuntime } from '../../../src/app/runtime.ts';
import { readStoredUser } from '../../../src/api/client/stored-user.ts';
import type { ShellOptions } from '../../../src/app/shell-actors.ts';
import type { TabMessage } from '../../../src/app/tab-sync.ts';
import { replayStep, type ModelCoverage } from './coverage.ts';
import { transitionKey } from './definition.ts';

export class ConsoleDriver {
  runtime: AppRuntime | null = null;
  /** Transition keys each live actor took since the last check. */
  private readonly taken = { auth: [] as string[], session: [] as string[] };

  private readonly coverage: { auth?: ModelCoverage; session?: ModelCoverage };
  private readonly options: Pick<ShellOptions, 'sessionClock'> & { inspectSession?: (e: InspectionEvent) => void };

  constructor(
    coverage: { auth?: ModelCoverage; session?: ModelCoverage },
    options: Pick<ShellOptions, 'sessionClock'> & { inspectSession?: (e: InspectionEvent) => void } = {},
  ) {
    this.coverage = coverage;
    this.options = options;
  }

  private observe(which: 'auth' | 'session') {
    return {
      next: (event: InspectionEvent) => {
        this.coverage[which]?.inspect(event);
        if (which === 'session') this.options.inspectSession?.(event);
        if (event.type === '@xstate.microstep') this.taken[which].push(...event._transitions.map(transitionKey));
      },
    };
  }

  get mounted(): boolean {
    return this.runtime !== null;
  }

  get actors(): AppRuntime {
    if (!this.runtime) throw new Error('console not mounted');
    return this.runtime;
  }

  mount(url: string): void {
    window.history.replaceState(null, '', url);
    this.runtime = startAppRuntime({
      apiBaseUrl: API_BASE_URL,
      storedUser: readStoredUser(),
      sessionClock: this.options.sessionClock,
      inspectAuth: this.observe('auth'),
      inspectSession: this.observe('session'),
    });
    render(createElement(App, { actors: this.runtime, api: this.runtime.api, queryClient: this.runtime.queryClient }));
  }

  /** Opens a URL in the mounted console (wouter's browser navigation). */
  goto(url: string): void {
    act(() => navigate(url));
  }

  onLoginPage(): boolean {
    return window.location.pathname === '/login';
  }

  /** Fills and submits the login form (change events only: no key or mouse activity). */
  async submitLogin(email: string, password: string): Promise<void> {
    const button = await screen.findByRole('button', { name: 'ログイン' });
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: password } });
    fireEvent.click(button);
  }

  /** A message from another tab of the console. */
  fromOtherTab(message: TabMessage): void {
    const otherTab = new BroadcastChannel('license-console-session');
    otherTab.postMessage(message);
    otherTab.close();
  }

  /** The live actor took (at least) the transitions the model takes for this step. */
  async expectTransition(which: 'auth' | 'session', before: AnyMachineSnapshot, event: EventObject): Promise<void> {
    const expected = replayStep(before, event).transitions.map(transitionKey);
    await waitFor(() => expect(this.taken[which]).toEqual(expect.arrayContaining(expected)));
  }

  resetTaken(): void {
    this.taken.auth = [];
    this.taken.session = [];
  }

  dispose(): void {
    this.runtime?.dispose();
    this.runtime = null;
  }
}
