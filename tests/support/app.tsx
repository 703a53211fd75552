// Renders the whole console (real actors, its own API client, real routes) at a URL, in jsdom's
// browser history.
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app.tsx';
import { API_BASE_URL } from '../../src/api/client/config.ts';
import { startAppRuntime, type AppRuntime } from '../../src/app/runtime.ts';
import { readStoredUser } from '../../src/api/client/stored-user.ts';

let running: AppRuntime[] = [];

/** `strict`: under React's StrictMode, as render-root.tsx mounts the app (a development build runs initialisers twice). */
export function renderApp(url: string, { strict = false }: { strict?: boolean } = {}) {
  window.history.replaceState(null, '', url);
  const runtime = startAppRuntime({ apiBaseUrl: API_BASE_URL, storedUser: readStoredUser() });
  running.push(runtime);
  const view = render(<App actors={runtime} api={runtime.api} queryClient={runtime.queryClient} />, {
    reactStrictMode: strict,
  });
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
