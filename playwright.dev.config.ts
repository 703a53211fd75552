// End-to-end on the dev server: what `npm start` serves (Parcel's dev build, the mock as a service
// worker), the configuration a developer meets first. E2E_DEV_PORT (1235 by default, so a
// developer's `npm start` on 1234 can keep running).
import { defineConfig } from '@playwright/test';
import buildConfig from './playwright.config.ts';
import type { Target } from './tests/e2e/support/test.ts';

const DEV_PORT = process.env.E2E_DEV_PORT ?? '1235';
const DIST = `dist-dev-e2e-${DEV_PORT}`;
export const DEV_APP_URL = `http://localhost:${DEV_PORT}`;

export default defineConfig<object, { target: Target }>({
  ...buildConfig,
  testDir: 'tests/e2e',
  // The dev server's own checks, and the journeys written for both configurations (they reset
  // the mock through the `mock` fixture of support/test.ts).
  testMatch: [
    'dev-server/**/*.e2e.ts',
    'user-journey.e2e.ts',
    'admin-licenses-devices.e2e.ts',
    'owner-first-day.e2e.ts',
    'attention.e2e.ts',
    'next-user.e2e.ts',
    'bulk-import.e2e.ts',
    'user-import.e2e.ts',
  ],
  testIgnore: undefined,
  // Every test has a browser context of its own, and with it a service worker and an in-browser
  // database of its own: tests cannot see each other, so two run at once (a third only slowed
  // each down: docs/adr/0051-npm-test-within-its-time-budget.md).
  workers: Number(process.env.E2E_DEV_WORKERS ?? 2),
  fullyParallel: true,
  // A dev bundle is unminified and the in-browser mock starts before the console does.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: { ...buildConfig.use, baseURL: DEV_APP_URL, serviceWorkers: 'allow', target: 'dev-server' },
  webServer: {
    // `npm start` with its own port and folders, and no stale Parcel cache
    // (docs/adr/0011-builds-start-from-an-empty-parcel-cache.md).
    command: `rm -rf ${DIST} .parcel-cache-${DIST} && USE_MSW=true parcel index.html --port ${DEV_PORT} --dist-dir ${DIST} --cache-dir .parcel-cache-${DIST}`,
    url: DEV_APP_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
