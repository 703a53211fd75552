// Every vitest file runs against the msw/node mock, reset to the `demo` scenario before each test.
// A file in the node environment (`// @vitest-environment node`) has no DOM and no storage.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../src/mocks/hosts/node.ts';
import { resetDatabase } from '../src/mocks/scenarios/index.ts';
import { resetMockSettings } from '../src/mocks/settings.ts';
import { slowDiscovery } from './support/slow-discovery.ts';

const dom = typeof window !== 'undefined';

// Two cores run the files side by side: a screen can take longer than Testing Library's 1 s to
// show what the user waits for. A passing wait ends as soon as it holds; only failures wait longer.
configure({ asyncUtilTimeout: 3000 });

if (dom) {
  // jsdom lacks these; PrimeReact and the layout read them.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  Element.prototype.scrollIntoView ??= () => {};
  // jsdom draws no canvas: a chart finds no 2D context (its pixels are Playwright's,
  // tests/e2e/dashboard-trends.e2e.ts), and chart.js's report of that is expected, not logged.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (String(args[0]).startsWith("Failed to create chart: can't acquire context")) return;
    error(...args);
  };
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  if (dom) {
    localStorage.clear();
    sessionStorage.clear();
  }
  resetMockSettings();
  resetDatabase('demo');
  // SLOW_DISCOVERY=MS: every file as on a loaded host, to find a test that reads a screen too early.
  if (process.env.SLOW_DISCOVERY) slowDiscovery(Number(process.env.SLOW_DISCOVERY));
});
afterEach(() => {
  if (dom) cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
