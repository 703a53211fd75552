// The side effects the import machine is given for users: read and check a file (its e-mails
// against every registered one, matched with the billing provider's tenant users), and register
// the rows one POST /users each, a few at a time; the whole run is one operation of the audit log.
import type { UserImportCalls } from '../../../api/resources/accounts/user-import.ts';
import { messageOf } from '../../../api/client/errors.ts';
import type { UserCreatePayload } from '../../../api/schemas/accounts/user.ts';
import type { ReadOutcome } from '../../../machines/bulk-import/bulk-import-machine.ts';
import { toAsciiForm } from '../../../shared/ascii-form.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import type { ImportPreview } from '../reading/preview.ts';
import { readImportFile } from '../reading/read-import-file.ts';
import type { RowSender } from '../run-import-rows.ts';
import { checkUserRows, USER_COLUMNS, type UserImportItem } from './user-rows.ts';

export type UserPreview = ImportPreview<UserImportItem>;

export function readUserFile(
  file: File,
  ctx: { lookups: UserImportCalls['lookups']; fileImportedAt: (fingerprint: string) => string | null },
): Promise<ReadOutcome<UserPreview>> {
  return readImportFile(file, {
    columns: USER_COLUMNS,
    lookupFailed: t.userLookupFailed,
    fileImportedAt: ctx.fileImportedAt,
    lookups: ctx.lookups,
    check: async (rows, lookups) => {
      const { emails, tenantUsers, tenantId } = await lookups;
      const registered = new Set(emails.map((e) => toAsciiForm(e).trim().toLowerCase()));
      // A registered e-mail is an error of its row, not a row imported before: nothing to insist on.
      return {
        checked: checkUserRows(rows, { registered, tenantUsers, tenantId }),
        known: { importedAt: () => null, onServer: () => false },
      };
    },
  });
}

/** What a run sends for users: one POST /users per row (a few at a time). */
export function userSender(
  register: RowSender<UserImportItem, UserCreatePayload>['send'],
): RowSender<UserImportItem, UserCreatePayload> {
  return {
    send: register,
    batchSize: () => 1,
    itemOf: (row) => row.payload!.user,
    reasonOf: (error) => messageOf(error, t.serverError),
  };
}
