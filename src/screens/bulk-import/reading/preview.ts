// The preview of an import: every checked row with its status, the rows inside the file that
// repeat an earlier one (the same content or the same order number), and the rows whose order
// number was imported before (skipped unless the admin insists).
import type { ImportPreviewBase } from '../../../machines/bulk-import/bulk-import-machine.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import type { CellError, CheckedRow } from '../licenses/license-rows.ts';

export type RowStatus = 'ok' | 'error' | 'imported';

export interface PreviewRow<P> extends CheckedRow<P> {
  status: RowStatus;
  /** Why an imported row is skipped (when and where it was imported). */
  note: string | null;
}

export interface ImportPreview<P> extends ImportPreviewBase {
  fileName: string;
  /** Names the file's content, for "this file was imported on …". */
  fingerprint: string;
  headers: string[];
  unknownColumns: string[];
  rows: PreviewRow<P>[];
  errorCount: number;
  /** When this same file was imported before, as shown to people; null when never. */
  fileImportedAt: string | null;
}

/** What is known of earlier imports: by this browser (per user), and by the server when it says. */
export interface ImportedReferences {
  importedAt: (reference: string) => string | null;
  onServer: (reference: string) => boolean;
}

/** FNV-1a of the text: the same file gives the same name, without keeping the file. */
export function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}-${text.length}`;
}

export function buildPreview<P>(
  checked: readonly CheckedRow<P>[],
  file: {
    fileName: string;
    fingerprint: string;
    headers: string[];
    unknownColumns: string[];
    fileImportedAt: string | null;
  },
  known: ImportedReferences,
): ImportPreview<P> {
  const firstWithContent = new Map<string, number>();
  const firstWithReference = new Map<string, number>();
  const rows = checked.map((row): PreviewRow<P> => {
    const errors: CellError[] = [...row.errors];
    if (row.payload) {
      const content = JSON.stringify(row.payload);
      const earlier = firstWithContent.get(content);
      if (earlier !== undefined && !row.reference) errors.push({ column: 'row', message: t.duplicateOf(earlier) });
      else firstWithContent.set(content, row.row.line);
    }
    if (row.reference) {
      const earlier = firstWithReference.get(row.reference);
      if (earlier !== undefined) errors.push({ column: 'reference', message: t.duplicateReference(earlier) });
      else firstWithReference.set(row.reference, row.row.line);
    }
    if (errors.length > 0 || !row.payload) return { ...row, errors, status: 'error', note: null };
    const at = row.reference ? known.importedAt(row.reference) : null;
    if (at) return { ...row, status: 'imported', note: t.importedBefore(at) };
    if (row.reference && known.onServer(row.reference)) return { ...row, status: 'imported', note: t.importedOnServer };
    return { ...row, status: 'ok', note: null };
  });
  const indexesWith = (status: RowStatus) => rows.flatMap((r, i) => (r.status === status ? [i] : []));
  return {
    ...file,
    rows,
    sendable: indexesWith('ok'),
    importedBefore: indexesWith('imported'),
    errorCount: indexesWith('error').length,
  };
}
