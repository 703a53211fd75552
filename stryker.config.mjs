// Mutation testing of one folder of src/machines (MUTATION_SCOPE, set by scripts/test-mutation.ts):
// its files mutated, its fast tests run (vitest.mutation.config.ts), incremental from the
// committed file, the JSON report under reports/mutation/.
const scope = process.env.MUTATION_SCOPE;
if (!scope) throw new Error('run it through `npm run test:mutation`: MUTATION_SCOPE is not set');

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [`src/machines/${scope}/**/*.ts`],
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  incremental: true,
  incrementalFile: `reports/mutation/${scope}.incremental.json`,
  force: process.env.MUTATION_FORCE === '1',
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${scope}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 90, low: 90, break: null },
  tempDirName: `.stryker-tmp/${scope}`,
  cleanTempDir: true,
  ignorePatterns: [
    'docs',
    'reports',
    'dist',
    'dist-*',
    '.parcel-cache*',
    'test-results',
    '.tmp',
    '.stryker-tmp',
    'static',
    'deploy',
  ],
  timeoutMS: 10_000,
};
