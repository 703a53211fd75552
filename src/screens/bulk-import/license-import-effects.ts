// The side effects the import machine is given for licences: read and check a file (its order
// numbers against the server's and this browser's history), check the quota against the rows to
// send, and issue them a few at a time (the bulk call's batches or POST /licenses), each its own
// result; the whole run is one operation of the audit log.
import { BulkRowRefused, type IssueOutcome, type LicenseImportCalls } from '../../api/resources/bulk-import.ts';
import { messageOf } from '../../api/client/errors.ts';
import type { LicenseCreatePayload } from '../../api/schemas/licensing/license.ts';
import type { ReadOutcome, RowResult } from '../../machines/bulk-import/bulk-import-machine.ts';
import { toAsciiForm } from '../../shared/ascii-form.ts';
import { BULK_IMPORT } from '../../shared/constants.ts';
import { bulkImport as t } from '../../shared/messages/bulk-import.ts';
import { yieldToPage } from '../../shared/yield-to-page.ts';
import { readImportTable } from './csv-table.ts';
import { decodeCsvBytes } from './decode-file.ts';
import {
  LICENSE_COLUMNS,
  licenseRowChecker,
  referenceOf,
  type CheckedRow,
  type LicenseRowLookups,
} from './license-rows.ts';
import { mapInSlices } from './map-in-slices.ts';
import { buildPreview, fingerprintOf, type ImportedReferences, type ImportPreview } from './preview.ts';

export type LicensePreview = ImportPreview<LicenseCreatePayload>;

/** The file's text, or why it is refused; the size is checked before a byte is read. */
export async function readFileText(file: File): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  if (file.size > BULK_IMPORT.maxBytes)
    return { ok: false, reason: t.fileTooLarge(BULK_IMPORT.maxBytes / 1024 / 1024) };
  if (file.size === 0) return { ok: false, reason: t.emptyFile };
  const decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  return decoded.ok ? { ok: true, text: decoded.text } : decoded;
}

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

export async function readLicenseFile(file: File, ctx: ReadContext): Promise<ReadOutcome<LicensePreview>> {
  // The users and applications are the same for any file: read while the file is.
  const lookups = lookupsFor(ctx);
  // Its failure counts only once awaited (a refused file never awaits it).
  void lookups.catch(() => undefined);
  const text = await readFileText(file);
  if (!text.ok) return { kind: 'refused', reason: text.reason };
  await yieldToPage();
  const table = readImportTable(text.text, LICENSE_COLUMNS);
  if (!table.ok) return { kind: 'refused', reason: table.reason };
  let checked: CheckedRow<LicenseCreatePayload>[];
  let onServer: ReadonlySet<string>;
  try {
    // The server's record of order numbers first, this browser's history where it has none: asked
    // while the rows are checked.
    const asked = ctx.referencesOnServer(table.rows.map(referenceOf).filter(Boolean));
    void asked.catch(() => undefined);
    checked = await mapInSlices(table.rows, licenseRowChecker(await lookups));
    onServer = await asked;
  } catch (error) {
    return { kind: 'refused', reason: messageOf(error, t.lookupFailed) };
  }
  const fingerprint = fingerprintOf(text.text);
  return {
    kind: 'preview',
    preview: buildPreview(
      checked,
      {
        fileName: file.name,
        fingerprint,
        headers: table.headers,
        unknownColumns: table.unknownColumns,
        fileImportedAt: ctx.fileImportedAt(fingerprint),
      },
      { importedAt: ctx.importedAt, onServer: (reference) => onServer.has(reference) },
    ),
  };
}

export interface RunControl {
  /** Start no more rows; those in flight finish. */
  stop: () => void;
  done: Promise<void>;
}

/** The reason shown for a row that was not issued. */
const reasonOf = (error: unknown) =>
  error instanceof BulkRowRefused ? (error.reason ?? t.serverError) : messageOf(error, t.serverError);

/**
 * Issues the planned rows, a few calls at a time: batches of the bulk call, or one row per call
 * once the server is known to lack it. A failed row never stops the others; after stop() no call
 * starts and the rows in flight finish.
 */
export function runLicenseRows(
  issue: (
    payloads: readonly LicenseCreatePayload[],
    onOutcome: (index: number, outcome: IssueOutcome) => void,
  ) => Promise<void>,
  bulkAbsent: () => boolean,
  preview: LicensePreview,
  plan: readonly number[],
  onRow: (index: number, result: RowResult) => void,
): RunControl {
  let stopped = false;
  let next = 0;
  const lane = async () => {
    while (!stopped && next < plan.length) {
      const size = bulkAbsent() ? 1 : BULK_IMPORT.bulkRows;
      const batch = plan.slice(next, next + size).filter((index) => preview.rows[index]?.payload);
      next += size;
      const payloads = batch.map((index) => withReference(preview.rows[index]!));
      await issue(payloads, (i, outcome) =>
        onRow(
          batch[i]!,
          outcome.ok
            ? { kind: 'done', id: outcome.id, key: outcome.key }
            : { kind: 'failed', reason: reasonOf(outcome.error) },
        ),
      );
    }
  };
  const done = Promise.all(Array.from({ length: BULK_IMPORT.concurrency }, lane)).then(() => undefined);
  return { stop: () => (stopped = true), done };
}

/** The row's licence, with its order number (sent only to a server that keeps it: licenseReferences). */
function withReference(row: LicensePreview['rows'][number]): LicenseCreatePayload {
  return row.reference ? { ...row.payload!, reference: row.reference } : row.payload!;
}
