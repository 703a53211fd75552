// ライセンス一括発行 (ライセンス管理 → CSVから発行): licences from a CSV file, each row as the
// single form would issue it; order numbers issued before (the server's record, or this
// browser's history) are flagged.
import { useState } from 'react';
import { useLicenseImportCalls } from '../../../api/resources/licensing/bulk-import.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import type { LicenseCreatePayload } from '../../../api/schemas/licensing/license.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import { useCurrentUser } from '../../shared/state/current-user.tsx';
import { recordImport } from '../../shared/state/import-history.ts';
import { historyLookups } from '../history-lookups.ts';
import { AdminOnly } from '../admin-only.tsx';
import { BulkImportScreen } from '../bulk-import-screen.tsx';
import type { ImportKind } from '../import-kind.ts';
import { readLicenseFile, runLicenseRows } from './license-import-effects.ts';
import { LICENSE_COLUMNS } from './license-rows.ts';

/** Admins only (AdminOnly). */
export function LicenseImportScreen() {
  return (
    <AdminOnly title={t.licenseTitle}>
      <AdminLicenseImport />
    </AdminOnly>
  );
}

function AdminLicenseImport() {
  const calls = useLicenseImportCalls();
  // Asks the capabilities document early: a run knows then whether to send rows in bulk calls.
  useExtension('bulkLicenseCreate');
  const userId = useCurrentUser()?.id ?? '';
  const [kind] = useState((): ImportKind<LicenseCreatePayload> => ({
    title: t.licenseTitle,
    backTo: '/licenses',
    fileBase: 'licenses-import',
    columns: LICENSE_COLUMNS,
    summaryOk: t.summaryIssuable,
    startLabel: t.startIssue,
    nothingLabel: t.nothingToIssue,
    confirmTitle: t.confirmTitle,
    confirmText: t.confirmIssue,
    progress: t.issuing,
    doneLabel: t.resultIssued,
    keyHeader: t.columnKey,
    keyOf: (result) => result.key ?? '',
    readFile: (file) =>
      readLicenseFile(file, {
        lookups: calls.lookups,
        referencesOnServer: calls.referencesOnServer,
        ...historyLookups(userId, 'licenses'),
      }),
    checkQuota: (needed) => calls.quotaShortfall(needed),
    runRows: (preview, plan, onRow) => runLicenseRows(calls.startOperation(), calls.bulkAbsent, preview, plan, onRow),
    afterRun: async (preview, results) => {
      const issued = Object.entries(results).filter(([, r]) => r.kind === 'done');
      if (issued.length > 0)
        recordImport(userId, {
          kind: 'licenses',
          fingerprint: preview.fingerprint,
          fileName: preview.fileName,
          at: new Date().toISOString(),
          references: issued.map(([i]) => preview.rows[Number(i)]!.reference).filter(Boolean),
        });
      // The list, the dashboard and the quota show the new licences at once.
      await calls.invalidate();
    },
  }));
  return <BulkImportScreen kind={kind} />;
}
