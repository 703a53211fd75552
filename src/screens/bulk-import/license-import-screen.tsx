// ライセンス一括発行 (ライセンス管理 → CSVから発行): licences from a CSV file, each row as the
// single form would issue it; order numbers issued before (the server's record, or this
// browser's history) are flagged.
import { useState } from 'react';
import { useLicenseImportCalls } from '../../api/resources/bulk-import.ts';
import { useExtension } from '../../api/resources/use-extension.ts';
import type { LicenseCreatePayload } from '../../api/schemas/licensing/license.ts';
import { formatDateTime } from '../../shared/format.ts';
import { bulkImport as t } from '../../shared/messages/bulk-import.ts';
import { common } from '../../shared/messages/common.ts';
import { ErrorState } from '../shared/feedback/query-state.tsx';
import { Page } from '../shared/layout/page.tsx';
import { useCurrentUser, useIsAdmin } from '../shared/state/current-user.tsx';
import { readImportHistory, recordImport } from '../shared/state/import-history.ts';
import { BulkImportScreen } from './bulk-import-screen.tsx';
import type { ImportKind } from './import-kind.ts';
import { readLicenseFile, runLicenseRows } from './license-import-effects.ts';
import { LICENSE_COLUMNS } from './license-rows.ts';

/** When each order number and file was imported, from this browser's history of the user. */
export function historyLookups(userId: string, kind: 'licenses' | 'users') {
  const history = readImportHistory(userId).filter((r) => r.kind === kind);
  const referenceAt = new Map<string, string>();
  for (const record of history) for (const ref of record.references) referenceAt.set(ref, record.at);
  const fileAt = new Map(history.map((r) => [r.fingerprint, r.at]));
  const shown = (iso: string | undefined) => (iso ? formatDateTime(iso, iso) : null);
  return {
    importedAt: (ref: string) => shown(referenceAt.get(ref)),
    fileImportedAt: (fingerprint: string) => shown(fileAt.get(fingerprint)),
  };
}

/** Admins only: anyone else opening the URL is told so before any file is read or call made. */
export function LicenseImportScreen() {
  if (!useIsAdmin())
    return (
      <Page title={t.licenseTitle}>
        <ErrorState message={common.forbidden} />
      </Page>
    );
  return <AdminLicenseImport />;
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
