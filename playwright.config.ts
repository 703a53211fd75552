// End-to-end: the production bundle built with E2E=1 (calls http://localhost:8000), served
// statically, against the HTTP mock. The system Chromium is used; no browser download.
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_APP_URL = 'http://localhost:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
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
      url: 'http://127.0.0.1:8000/__mock/health',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { PORT: '8000', MOCK_SCENARIO: 'demo' },
    },
    {
      // The bundle is built by `npm test` (scripts/test-all.ts) or `npm run build:e2e` before this runs.
      command: 'sirv dist-e2e --single --port 4173 --host localhost --quiet',
      url: E2E_APP_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
