// ユーザー一括登録 (ユーザー管理 → CSVから登録): users from a CSV file, each row as the single user
// form would create it; e-mails already registered or repeated in the file are flagged, and a
// blank password is generated, to be read in the result file only (never on screen, never kept).
import { useState } from 'react';
import { useUserImportCalls } from '../../../api/resources/accounts/user-import.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import { useCurrentUser } from '../../shared/state/current-user.tsx';
import { recordImport } from '../../shared/state/import-history.ts';
import { AdminOnly } from '../admin-only.tsx';
import { BulkImportScreen } from '../bulk-import-screen.tsx';
import type { ImportKind } from '../import-kind.ts';
import { historyLookups } from '../history-lookups.ts';
import { readUserFile, runUserRows } from './user-import-effects.ts';
import { USER_COLUMNS, type UserImportItem } from './user-rows.ts';

/** Admins only (AdminOnly). */
export function UserImportScreen() {
  return (
    <AdminOnly title={t.userTitle}>
      <AdminUserImport />
    </AdminOnly>
  );
}

function AdminUserImport() {
  const calls = useUserImportCalls();
  // Asks the capabilities document early: the run's calls carry one operation id where the server keeps 操作履歴.
  useExtension('auditLog');
  const userId = useCurrentUser()?.id ?? '';
  const [kind] = useState((): ImportKind<UserImportItem> => ({
    title: t.userTitle,
    backTo: '/users',
    fileBase: 'users-import',
    columns: USER_COLUMNS,
    summaryOk: t.summaryRegistrable,
    startLabel: t.startRegister,
    nothingLabel: t.nothingToRegister,
    secretColumns: ['password'],
    confirmTitle: t.confirmUserTitle,
    confirmText: t.confirmRegister,
    progress: t.registering,
    doneLabel: t.resultRegistered,
    keyHeader: t.columnUserId,
    keyOf: (result) => result.id ?? '',
    resultExtras: [
      { header: t.columnPassword, value: (row) => (row.payload?.passwordGenerated ? row.payload.user.password : '') },
    ],
    readFile: (file) =>
      readUserFile(file, { lookups: calls.lookups, fileImportedAt: historyLookups(userId, 'users').fileImportedAt }),
    // Users take no licence slot.
    checkQuota: async () => null,
    runRows: (preview, plan, onRow) => runUserRows(calls.startOperation(), preview, plan, onRow),
    afterRun: async (preview, results) => {
      // The file is remembered by its fingerprint alone: no e-mail, no password.
      if (Object.values(results).some((r) => r.kind === 'done'))
        recordImport(userId, {
          kind: 'users',
          fingerprint: preview.fingerprint,
          fileName: preview.fileName,
          at: new Date().toISOString(),
          references: [],
        });
      // The user list shows the new users at once; the tenant picker marks them 既に登録済み.
      await calls.invalidate();
    },
  }));
  return <BulkImportScreen kind={kind} />;
}
