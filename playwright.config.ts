// End-to-end: the production bundle built with E2E=1, served statically, against the HTTP mock,
// in the system Chromium. E2E_WORKERS workers (2) run at once, each in a slot of its own
// (tests/e2e/support/slots.ts); E2E_APP_PORT / E2E_MOCK_PORT / E2E_DIST move every slot.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, SLOTS } from './tests/e2e/support/slots.ts';

// Chromium's headless shell when the system has it (.ci/run installs it): the same engine
// without the browser's window machinery, the suite in about half the CPU time
// (docs/adr/0008-system-chromium-and-its-headless-shell.md). The full browser otherwise; CHROMIUM_PATH overrides both.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // The dev server's own suite (playwright.dev.config.ts) runs on `npm start`'s configuration.
  // The machines' expected paths in Chromium (model/*.e2e.ts) run with `E2E=1 npm run test:model`
  // (PW_MODEL_PATHS): `npm test` runs the same paths on the rendered screens in its model step.
  testIgnore: process.env.PW_MODEL_PATHS ? 'dev-server/**' : ['dev-server/**', 'model/**'],
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : [['list']],
  use: {
    // Each worker's own app: the `baseURL` fixture of support/test.ts picks its slot.
    baseURL: SLOTS[0]!.appUrl,
    browserName: 'chromium',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: SLOTS.flatMap((s) => [
    {
      command: 'node src/mocks/hosts/http-server.ts',
      url: `${s.mockUrl}/__mock/health`,
      // Never reused: the suite resets the mock before every test, and a developer's
      // `npm run mock-server` on this port keeps their data in a file (.mock-data/db.json) that
      // those resets would overwrite. A busy port fails the run with a clear message instead.
      reuseExistingServer: false,
      timeout: 60_000,
      // Never the developer's data file (npm run mock-server's), even if the shell exports one.
      env: { PORT: String(s.mockPort), MOCK_SCENARIO: 'demo', MOCK_DATA_FILE: '' },
    },
    {
      // The bundles are built by `npm test` (scripts/test-all.ts) or `npm run build:e2e` before this runs.
      command: `sirv ${s.dist} --single --port ${s.appPort} --host localhost --quiet`,
      url: s.appUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ]),
});
