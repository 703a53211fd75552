// The Playwright `test` of every end-to-end file. On the E2E build (playwright.config.ts) each
// worker uses its own slot (support/slots.ts: its app and its mock). Journeys that also run on
// the dev server (playwright.dev.config.ts, `target: 'dev-server'`) reset the mock through the
// `mock` fixture, which does it the way each configuration offers: POST /__mock/reset on the
// HTTP mock, `?scenario=NAME` in the page on the dev server (the browser's own database).
import { test as base, expect } from '@playwright/test';
import { resetMock, type Scenario } from './mock.ts';
import { slot } from './slots.ts';

export type Target = 'build' | 'dev-server';

export interface MockControl {
  /** Starts the mock database over from a scenario (and, on the HTTP mock, its default settings). */
  reset(scenario: Scenario): Promise<void>;
}

export const test = base.extend<{ mock: MockControl }, { target: Target }>({
  target: ['build', { option: true, scope: 'worker' }],
  baseURL: async ({ baseURL, target }, use, testInfo) => {
    await use(target === 'build' ? slot(testInfo.parallelIndex).appUrl : baseURL);
  },
  mock: async ({ page, target }, use) => {
    await use({
      reset: async (scenario) => {
        if (target === 'build') return resetMock(scenario);
        await page.goto(`/login?scenario=${scenario}`);
        // The console starts once the worker answers: the login form is its first screen.
        await expect(page.getByRole('button', { name: 'ログイン' })).toBeEnabled();
        await expect(page).toHaveURL(/\/login$/);
      },
    });
  },
});

export { expect };
