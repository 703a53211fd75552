// The side effects the import machine is given for licences: read and check a file, check the
// quota against the rows to send, and issue them through POST /licenses a few at a time, each
// its own result; the whole run is one operation of the audit log.
import type { LicenseImportCalls } from '../../api/resources/bulk-import.ts';
import { messageOf } from '../../api/client/errors.ts';
import type { LicenseCreatePayload } from '../../api/schemas/license.ts';
import type { ReadOutcome, RowResult } from '../../machines/bulk-import/bulk-import-machine.ts';
import { toAsciiForm } from '../../shared/ascii-form.ts';
import { BULK_IMPORT } from '../../shared/constants.ts';
import { bulkImport as t } from '../../shared/messages/bulk-import.ts';
import { runPool } from '../../shared/run-pool.ts';
import { readImportTable } from './csv-table.ts';
import { decodeCsvBytes } from './decode-file.ts';
import { checkLicenseRow, LICENSE_COLUMNS, type LicenseRowLookups } from './license-rows.ts';
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
  /** What this browser remembers of earlier imports, and when a file of this fingerprint was imported. */
  known: ImportedReferences;
  fileImportedAt: (fingerprint: string) => string | null;
}

/** The users and applications the rows name, read once for the file. */
async function lookupsFor(ctx: ReadContext): Promise<LicenseRowLookups> {
  const { applications, users, withFeatures } = await ctx.lookups();
  const userIdByEmail = new Map<string, string>();
  for (const u of users) if (u.email) userIdByEmail.set(toAsciiForm(u.email).toLowerCase(), u.id);
  return {
    applications,
    userIdByEmail,
    policiesOf: null,
    withFeatures,
  };
}

export async function readLicenseFile(file: File, ctx: ReadContext): Promise<ReadOutcome<LicensePreview>> {
  const text = await readFileText(file);
  if (!text.ok) return { kind: 'refused', reason: text.reason };
  const table = readImportTable(text.text, LICENSE_COLUMNS);
  if (!table.ok) return { kind: 'refused', reason: table.reason };
  let lookups: LicenseRowLookups;
  try {
    lookups = await lookupsFor(ctx);
  } catch (error) {
    return { kind: 'refused', reason: messageOf(error, t.lookupFailed) };
  }
  const fingerprint = fingerprintOf(text.text);
  const checked = table.rows.map((row) => checkLicenseRow(row, lookups));
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
      ctx.known,
    ),
  };
}

export interface RunControl {
  /** Start no more rows; those in flight finish. */
  stop: () => void;
  done: Promise<void>;
}

/** Issues the planned rows a few at a time; a failed row never stops the others. */
export function runLicenseRows(
  issue: (payload: LicenseCreatePayload) => Promise<{ id: string | null; key: string | null }>,
  preview: LicensePreview,
  plan: readonly number[],
  onRow: (index: number, result: RowResult) => void,
): RunControl {
  let stopped = false;
  const done = runPool(plan, BULK_IMPORT.concurrency, async (index) => {
    const payload = preview.rows[index]?.payload;
    if (stopped || !payload) return;
    try {
      onRow(index, { kind: 'done', ...(await issue(payload)) });
    } catch (error) {
      onRow(index, { kind: 'failed', reason: messageOf(error, t.serverError) });
    }
  }).then(() => undefined);
  return { stop: () => (stopped = true), done };
}
