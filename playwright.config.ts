// End-to-end: the production bundle built with E2E=1 (calls http://localhost:8000 unless E2E_MOCK_PORT), served
// statically, against the HTTP mock. The system Chromium is used; no browser download.
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Another pair of ports (and a bundle built for them with `E2E_MOCK_PORT=… E2E_DIST=… npm run
// build:e2e`) lets two runs share the machine: E2E_APP_PORT, E2E_MOCK_PORT, E2E_DIST.
const APP_PORT = process.env.E2E_APP_PORT ?? '4173';
const MOCK_PORT = process.env.E2E_MOCK_PORT ?? '8000';
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
export const E2E_APP_URL = `http://localhost:${APP_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // The dev server's own suite (playwright.dev.config.ts) runs on `npm start`'s configuration.
  testIgnore: 'dev-server/**',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: E2E_APP_URL,
    browserName: 'chromium',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  webServer: [
    {
      command: 'node src/mocks/hosts/http-server.ts',
      url: `http://127.0.0.1:${MOCK_PORT}/__mock/health`,
      // Never reused: the suite resets the mock before every test, and a developer's
      // `npm run mock-server` on this port keeps their data in a file (.mock-data/db.json) that
      // those resets would overwrite. A busy port fails the run with a clear message instead.
      reuseExistingServer: false,
      timeout: 60_000,
      // Never the developer's data file (npm run mock-server's), even if the shell exports one.
      env: { PORT: MOCK_PORT, MOCK_SCENARIO: 'demo', MOCK_DATA_FILE: '' },
    },
    {
      // The bundle is built by `npm test` (scripts/test-all.ts) or `npm run build:e2e` before this runs.
      command: `sirv ${DIST} --single --port ${APP_PORT} --host localhost --quiet`,
      url: E2E_APP_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
