// Renders the whole console (real actors, real routes) at a URL, in jsdom's browser history.
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app.tsx';
import { startShellActors, type ShellRuntime } from '../../src/app/shell-actors.ts';

let running: ShellRuntime[] = [];

export function renderApp(url: string) {
  window.history.replaceState(null, '', url);
  const runtime = startShellActors();
  running.push(runtime);
  const view = render(<App actors={runtime} />);
  return { ...view, runtime, user: userEvent.setup() };
}

export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Stops every runtime started by renderApp (call in afterEach). */
export function disposeApps(): void {
  for (const r of running) act(() => r.dispose());
  running = [];
}
