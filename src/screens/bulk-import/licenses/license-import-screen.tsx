// ライセンス一括発行 (ライセンス管理 → CSVから発行): licences from a CSV file, each row as the
// single form would issue it; order numbers issued before (the server's record, or this
// browser's history) are flagged.
import { licenseImportCalls, type LicenseImportCalls } from '../../../api/resources/licensing/bulk-import.ts';
import type { LicenseCreatePayload } from '../../../api/schemas/licensing/license.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import { ImportRoute, type ImportDefinition } from '../import-route.tsx';
import { runImportRows } from '../run-import-rows.ts';
import { licenseSender, readLicenseFile } from './license-import-effects.ts';
import { LICENSE_COLUMNS } from './license-rows.ts';

const licenseImport: ImportDefinition<LicenseImportCalls, LicenseCreatePayload> = {
  title: t.licenseTitle,
  history: 'licenses',
  // Its order numbers, flagged when a later file names them again.
  remembered: (preview, created) => created.map((i) => preview.rows[i]!.reference).filter(Boolean),
  // A run knows then whether to send rows in bulk calls.
  askedEarly: 'bulkLicenseCreate',
  calls: licenseImportCalls,
  kindOf: (calls, history) => ({
    backTo: '/licenses',
    columns: LICENSE_COLUMNS,
    readFile: (file) =>
      readLicenseFile(file, { lookups: calls.lookups, referencesOnServer: calls.referencesOnServer, ...history() }),
    summaryOk: t.summaryIssuable,
    startLabel: t.startIssue,
    nothingLabel: t.nothingToIssue,
    checkQuota: (needed) => calls.quotaShortfall(needed),
    confirmTitle: t.confirmTitle,
    confirmText: t.confirmIssue,
    runRows: (preview, plan, onRow) =>
      runImportRows(licenseSender(calls.startOperation(), calls.bulkAbsent), preview, plan, onRow),
    progress: t.issuing,
    doneLabel: t.resultIssued,
    keyHeader: t.columnKey,
    keyOf: (result) => result.key ?? '',
  }),
};

/** Admins only (AdminOnly). */
export function LicenseImportScreen() {
  return <ImportRoute definition={licenseImport} />;
}
