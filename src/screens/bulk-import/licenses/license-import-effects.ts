// The side effects the import machine is given for licences: read and check a file (its order
// numbers against the server's and this browser's history), check the quota against the rows to
// send, and issue them a few at a time (the bulk call's batches or POST /licenses), each its own
// result; the whole run is one operation of the audit log.
import { BulkRowRefused, type LicenseImportCalls } from '../../../api/resources/licensing/bulk-import.ts';
import { messageOf } from '../../../api/client/errors.ts';
import type { LicenseCreatePayload } from '../../../api/schemas/licensing/license.ts';
import type { ReadOutcome } from '../../../machines/bulk-import/bulk-import-machine.ts';
import { toAsciiForm } from '../../../shared/ascii-form.ts';
import { BULK_IMPORT } from '../../../shared/constants.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import { licenseRowChecker, LICENSE_COLUMNS, referenceOf, type LicenseRowLookups } from './license-rows.ts';
import { mapInSlices } from '../reading/map-in-slices.ts';
import type { ImportedReferences, ImportPreview } from '../reading/preview.ts';
import { readImportFile } from '../reading/read-import-file.ts';
import type { RowSender } from '../run-import-rows.ts';

export type LicensePreview = ImportPreview<LicenseCreatePayload>;

export interface ReadContext {
  lookups: LicenseImportCalls['lookups'];
  referencesOnServer: LicenseImportCalls['referencesOnServer'];
  /** When this browser imported an order number, and a file of this fingerprint (as shown to people). */
  importedAt: ImportedReferences['importedAt'];
  fileImportedAt: (fingerprint: string) => string | null;
}

/** The users and applications the rows name, read once for the file. */
async function lookupsFor(ctx: ReadContext): Promise<LicenseRowLookups> {
  const { applications, users, withFeatures, policies } = await ctx.lookups();
  const userIdByEmail = new Map<string, string>();
  for (const u of users) if (u.email) userIdByEmail.set(toAsciiForm(u.email).toLowerCase(), u.id);
  return {
    applications,
    userIdByEmail,
    policiesOf: policies && ((applicationId) => policies.filter((p) => p.applicationId === applicationId)),
    withFeatures,
  };
}

export function readLicenseFile(file: File, ctx: ReadContext): Promise<ReadOutcome<LicensePreview>> {
  return readImportFile(file, {
    columns: LICENSE_COLUMNS,
    lookupFailed: t.lookupFailed,
    fileImportedAt: ctx.fileImportedAt,
    lookups: () => lookupsFor(ctx),
    check: async (rows, lookups) => {
      // The server's record of order numbers first, this browser's history where it has none:
      // asked while the rows are checked (a row's order number is known before its check).
      const asked = ctx.referencesOnServer(rows.map(referenceOf).filter(Boolean));
      void asked.catch(() => undefined);
      const checked = await mapInSlices(rows, licenseRowChecker(await lookups));
      const onServer = await asked;
      return { checked, known: { importedAt: ctx.importedAt, onServer: (reference) => onServer.has(reference) } };
    },
  });
}

/** The reason shown for a row that was not issued. */
const reasonOf = (error: unknown) =>
  error instanceof BulkRowRefused ? (error.reason ?? t.serverError) : messageOf(error, t.serverError);

/**
 * What a run sends for licences: batches of the bulk call, or one row per call once the server is
 * known to lack it.
 */
export function licenseSender(
  issue: RowSender<LicenseCreatePayload, LicenseCreatePayload>['send'],
  bulkAbsent: () => boolean,
): RowSender<LicenseCreatePayload, LicenseCreatePayload> {
  return {
    send: issue,
    batchSize: () => (bulkAbsent() ? 1 : BULK_IMPORT.bulkRows),
    // The row's licence, with its order number (sent only to a server that keeps it: licenseReferences).
    itemOf: (row) => (row.reference ? { ...row.payload!, reference: row.reference } : row.payload!),
    reasonOf,
  };
}
