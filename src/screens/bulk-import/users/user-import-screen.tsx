// ユーザー一括登録 (ユーザー管理 → CSVから登録): users from a CSV file, each row as the single user
// form would create it; e-mails already registered or repeated in the file are flagged, and a
// blank password is generated, to be read in the result file only (never on screen, never kept).
import { userImportCalls, type UserImportCalls } from '../../../api/resources/accounts/user-import.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import { ImportRoute, type ImportDefinition } from '../import-route.tsx';
import { runImportRows } from '../run-import-rows.ts';
import { readUserFile, userSender } from './user-import-effects.ts';
import { USER_COLUMNS, type UserImportItem } from './user-rows.ts';

const userImport: ImportDefinition<UserImportCalls, UserImportItem> = {
  title: t.userTitle,
  history: 'users',
  // The file is remembered by its fingerprint alone: no e-mail, no password.
  remembered: () => [],
  // The run's calls carry one operation id where the server keeps 操作履歴.
  askedEarly: 'auditLog',
  calls: userImportCalls,
  kindOf: (calls, history) => ({
    backTo: '/users',
    columns: USER_COLUMNS,
    secretColumns: ['password'],
    readFile: (file) => readUserFile(file, { lookups: calls.lookups, fileImportedAt: history().fileImportedAt }),
    summaryOk: t.summaryRegistrable,
    startLabel: t.startRegister,
    nothingLabel: t.nothingToRegister,
    // Users take no licence slot.
    checkQuota: async () => null,
    confirmTitle: t.confirmUserTitle,
    confirmText: t.confirmRegister,
    runRows: (preview, plan, onRow) => runImportRows(userSender(calls.startOperation()), preview, plan, onRow),
    progress: t.registering,
    doneLabel: t.resultRegistered,
    keyHeader: t.columnUserId,
    keyOf: (result) => result.id ?? '',
    resultExtras: [
      { header: t.columnPassword, value: (row) => (row.payload?.passwordGenerated ? row.payload.user.password : '') },
    ],
  }),
};

/** Admins only (AdminOnly). */
export function UserImportScreen() {
  return <ImportRoute definition={userImport} />;
}
