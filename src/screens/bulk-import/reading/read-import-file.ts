// Reading an import's file, whatever it creates: the size first, the bytes decoded, papaparse's
// table of the kind's columns, every row checked by the kind (with what it reads of the server),
// then the preview. A refusal names why; nothing is sent.
import { messageOf } from '../../../api/client/errors.ts';
import type { ReadOutcome } from '../../../machines/bulk-import/bulk-import-machine.ts';
import { BULK_IMPORT } from '../../../shared/constants.ts';
import { yieldToPage } from '../../../shared/yield-to-page.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import { readImportTable, type ImportColumn, type ImportRow } from './csv-table.ts';
import { decodeCsvBytes } from './decode-file.ts';
import type { CheckedRow } from '../licenses/license-rows.ts';
import { buildPreview, fingerprintOf, type ImportedReferences, type ImportPreview } from './preview.ts';

/** The file's text, or why it is refused; the size is checked before a byte is read. */
export async function readFileText(file: File): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  if (file.size > BULK_IMPORT.maxBytes)
    return { ok: false, reason: t.fileTooLarge(BULK_IMPORT.maxBytes / 1024 / 1024) };
  if (file.size === 0) return { ok: false, reason: t.emptyFile };
  const decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  return decoded.ok ? { ok: true, text: decoded.text } : decoded;
}

export interface RowChecks<K extends string, P, L> {
  columns: readonly ImportColumn<K>[];
  /** What the rows are checked against (the same for any file): asked for as the file is chosen. */
  lookups: () => Promise<L>;
  /** The rows checked against the lookups (awaited when the check needs them) and the server. */
  check: (
    rows: ImportRow<K>[],
    lookups: Promise<L>,
  ) => Promise<{ checked: CheckedRow<P>[]; known: ImportedReferences }>;
  /** Why the file is refused when the server could not be read. */
  lookupFailed: string;
  /** When this browser imported a file of this fingerprint (as shown to people). */
  fileImportedAt: (fingerprint: string) => string | null;
}

export async function readImportFile<K extends string, P, L>(
  file: File,
  checks: RowChecks<K, P, L>,
): Promise<ReadOutcome<ImportPreview<P>>> {
  const lookups = checks.lookups();
  // Its failure counts only once awaited (a refused file never awaits it).
  void lookups.catch(() => undefined);
  const text = await readFileText(file);
  if (!text.ok) return { kind: 'refused', reason: text.reason };
  await yieldToPage();
  const table = readImportTable(text.text, checks.columns);
  if (!table.ok) return { kind: 'refused', reason: table.reason };
  let checked: Awaited<ReturnType<RowChecks<K, P, L>['check']>>;
  try {
    checked = await checks.check(table.rows, lookups);
  } catch (error) {
    return { kind: 'refused', reason: messageOf(error, checks.lookupFailed) };
  }
  const fingerprint = fingerprintOf(text.text);
  return {
    kind: 'preview',
    preview: buildPreview(
      checked.checked,
      {
        fileName: file.name,
        fingerprint,
        headers: table.headers,
        unknownColumns: table.unknownColumns,
        fileImportedAt: checks.fileImportedAt(fingerprint),
      },
      checked.known,
    ),
  };
}
