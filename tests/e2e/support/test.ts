// The Playwright `test` of every end-to-end file: on the E2E build each worker uses its own slot
// (support/slots.ts); the `mock` fixture resets the mock as each configuration allows (POST
// /__mock/reset on the HTTP mock, `?scenario=NAME` on the dev server).
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
