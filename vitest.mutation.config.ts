import { defineConfig } from 'vitest/config';
import { MUTATION_SCOPES } from './scripts/mutation/scopes.ts';

// Stryker's vitest run (stryker.config.mjs): one scope's fast tests, each file in its own module
// graph so the machine loads inside every file's collection (its mutants are then "static" and
// every test runs for them, never charged to one test that happened to load it first).
process.env.TZ = 'Asia/Tokyo';
const scope = process.env.MUTATION_SCOPE ?? '';

export default defineConfig({
  test: {
    environment: 'node',
    include: [...(MUTATION_SCOPES[scope] ?? [])],
    isolate: true,
    // date-fns (the messages format dates) is hundreds of modules: bundled once, each re-import of
    // a test file stays fast.
    deps: { optimizer: { ssr: { enabled: true, include: ['date-fns', 'date-fns/locale', '@date-fns/tz'] } } },
    pool: 'threads',
    testTimeout: 20_000,
  },
});
