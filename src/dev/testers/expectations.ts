// The expectations of every machine of src/machines, as the panel loads them: the same tables the
// oracles, model tests and test plans read (tests/model/machines). A unit test fails when a machine
// is missing here (tests/unit/dev/testers-catalogue.test.ts).
import type { Expectation } from '../../../tests/model/support/expected.ts';
import { expectation as auth } from '../../../tests/model/machines/auth.expected.ts';
import { expectation as bulkAction } from '../../../tests/model/machines/bulk-action.expected.ts';
import { expectation as formSave } from '../../../tests/model/machines/form-save.expected.ts';
import { expectation as bulkImport } from '../../../tests/model/machines/bulk-import.expected.ts';
import { expectation as licenseActivation } from '../../../tests/model/machines/license-activation.expected.ts';
import { expectation as licenseExtend } from '../../../tests/model/machines/license-extend.expected.ts';
import { expectation as licenseTransfer } from '../../../tests/model/machines/license-transfer.expected.ts';
import { expectation as offlineActivation } from '../../../tests/model/machines/offline-activation.expected.ts';
import { expectation as ownerSettings } from '../../../tests/model/machines/owner-settings.expected.ts';
import { expectation as sessionEnd } from '../../../tests/model/machines/session-end.expected.ts';
import { expectation as sessionIdle } from '../../../tests/model/machines/session-idle.expected.ts';
import { expectation as staleCleanup } from '../../../tests/model/machines/stale-cleanup.expected.ts';

export const EXPECTATIONS: readonly Expectation[] = [
  auth,
  sessionIdle,
  sessionEnd,
  licenseActivation,
  bulkAction,
  ownerSettings,
  staleCleanup,
  licenseExtend,
  licenseTransfer,
  offlineActivation,
  formSave,
  bulkImport,
];
