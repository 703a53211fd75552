// The scopes of `npm run test:mutation`: each folder of src/machines with the fast tests that
// check it (its oracle against the expectation, its unit tests). The jsdom screen tests are left
// out: they render the whole console, and the oracle already holds every step they check.
export const MUTATION_SCOPES: Readonly<Record<string, readonly string[]>> = {
  auth: [
    'tests/model/machines/auth.oracle.test.ts',
    'tests/unit/machines/auth-machine-login.test.ts',
    'tests/unit/machines/auth-machine-verify.test.ts',
    'tests/unit/machines/auth-machine-logout.test.ts',
    'tests/unit/machines/auth-machine-session-ended-elsewhere.test.ts',
    'tests/unit/machines/auth-machine-defaults.test.ts',
    'tests/unit/api/retry-after.test.ts',
  ],
  'form-save': ['tests/model/machines/form-save.oracle.test.ts', 'tests/unit/machines/form-save-machine.test.ts'],
  // The import statechart: its unit test drives every transition with its calls held.
  'bulk-import': ['tests/model/machines/bulk-import.oracle.test.ts', 'tests/unit/machines/bulk-import-machine.test.ts'],
  'bulk-action': ['tests/model/machines/bulk-action.oracle.test.ts', 'tests/unit/machines/bulk-action-machine.test.ts'],
  'license-activation': [
    'tests/model/machines/license-activation.oracle.test.ts',
    'tests/unit/machines/license-activation-machine.test.ts',
  ],
  'license-extend': [
    'tests/model/machines/license-extend.oracle.test.ts',
    'tests/unit/machines/license-lifecycle-refusals.test.ts',
  ],
  'license-transfer': [
    'tests/model/machines/license-transfer.oracle.test.ts',
    'tests/unit/machines/license-lifecycle-refusals.test.ts',
  ],
  'offline-activation': [
    'tests/model/machines/offline-activation.oracle.test.ts',
    'tests/unit/machines/offline-activation-machine.test.ts',
  ],
  'owner-settings': [
    'tests/model/machines/owner-settings.oracle.test.ts',
    'tests/unit/machines/owner-settings-machine.test.ts',
  ],
  // What several machines share: the refusal text 延長 and 譲渡 show, the dialogs' flow, the calls' defaults.
  shared: [
    'tests/unit/machines/dialog-flow.test.ts',
    'tests/unit/machines/license-lifecycle-refusals.test.ts',
    'tests/model/machines/license-extend.oracle.test.ts',
    'tests/model/machines/license-transfer.oracle.test.ts',
  ],
  session: [
    'tests/model/machines/session-idle.oracle.test.ts',
    'tests/unit/machines/session-idle-machine-timeline.test.ts',
    'tests/unit/machines/session-idle-machine-clock-deadline.test.ts',
    'tests/unit/machines/session-idle-machine-activity.test.ts',
    'tests/unit/machines/session-idle-machine-controls.test.ts',
  ],
  'session-end': ['tests/model/machines/session-end.oracle.test.ts', 'tests/unit/machines/session-end-machine.test.ts'],
  'stale-cleanup': ['tests/model/machines/stale-cleanup.oracle.test.ts'],
};

/** Where a scope's Stryker reports go (committed: a re-run costs only what changed). */
export const mutationReport = (scope: string) => `reports/mutation/${scope}.json`;
export const incrementalFile = (scope: string) => `reports/mutation/${scope}.incremental.json`;
