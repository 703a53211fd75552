import { defineConfig } from 'vitest/config';

// The workers inherit this; `test.env` is applied too late for the time zone to take effect.
process.env.TZ = 'Asia/Tokyo';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/{unit,component,model}/**/*.test.{ts,tsx}'],
    // The client resolves relative calls against this origin; msw resolves its
    // relative handler paths against jsdom's document.baseURI, which is the same.
    env: { API_BASE_URL: 'http://localhost:3000' },
    testTimeout: 20_000,
    pool: 'threads',
    // Files share a worker's module cache (the mock backend loads once per worker, not per file),
    // much faster for the suite (docs/adr/0010-vitest-shares-the-module-cache.md). tests/setup.ts resets the database, the mock settings
    // and storage before every test, and API clients are made per test (tests/support/api.ts),
    // so no state crosses files.
    isolate: false,
  },
});
