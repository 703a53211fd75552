// A decoded CSV as a table of the import's columns: papaparse reads it (quotes, line breaks inside
// quotes, empty lines), the header row is matched in Japanese or English, an Excel-escaped cell
// ('=1) loses its quote, and what the file lacks or adds is named.
import Papa from 'papaparse';
import { toAsciiForm } from '../../../shared/ascii-form.ts';
import { BULK_IMPORT } from '../../../shared/constants.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';

export interface ImportColumn<K extends string = string> {
  key: K;
  /** The template's header (Japanese) and the English one accepted too. */
  ja: string;
  en: string;
  required: boolean;
  /** What the cell may hold, for the template's description row. */
  allowed: string;
  example: string;
}

export interface ImportRow<K extends string> {
  /** The row number an admin sees in Excel (the header is row 1; empty lines are not counted). */
  line: number;
  values: Record<K, string>;
  /** Every cell as read, in the file's column order (the result file repeats them). */
  cells: string[];
}

export type ImportTable<K extends string> =
  { ok: true; headers: string[]; rows: ImportRow<K>[]; unknownColumns: string[] } | { ok: false; reason: string };

/** A header as typed, folded: full-width, case, spaces and a required mark ignored. */
export const headerKey = (header: string): string =>
  toAsciiForm(header.replace(/^\uFEFF/, ''))
    .toLowerCase()
    .replace(/\(必須\)|[\s*]/g, '');

/** Excel writes '=…' for a cell typed as text that starts like a formula; the quote is not data. */
export const unescapeCell = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell).trim();

/** The column each header names, by its Japanese or English name; null when unknown. */
export function mapHeaders<K extends string>(headers: string[], columns: readonly ImportColumn<K>[]): (K | null)[] {
  const byName = new Map<string, K>();
  for (const c of columns) {
    byName.set(headerKey(c.ja), c.key);
    byName.set(headerKey(c.en), c.key);
  }
  const seen = new Set<K>();
  return headers.map((h) => {
    const key = byName.get(headerKey(h)) ?? null;
    // A column named twice: the first one counts, the second is unknown.
    if (key === null || seen.has(key)) return null;
    seen.add(key);
    return key;
  });
}

export function readImportTable<K extends string>(text: string, columns: readonly ImportColumn<K>[]): ImportTable<K> {
  if (text.trim() === '') return { ok: false, reason: t.emptyFile };
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [headerRow, ...dataRows] = parsed.data;
  if (!headerRow) return { ok: false, reason: t.emptyFile };
  if (dataRows.length > BULK_IMPORT.maxRows)
    return { ok: false, reason: t.tooManyRows(BULK_IMPORT.maxRows, dataRows.length) };
  const headers = headerRow.map((h) => h.trim());
  const mapped = mapHeaders(headers, columns);
  const missing = columns.filter((c) => c.required && !mapped.includes(c.key)).map((c) => c.ja);
  if (missing.length > 0) return { ok: false, reason: t.missingColumns(missing) };
  if (dataRows.length === 0) return { ok: false, reason: t.noDataRows };
  const unknownColumns = headers.filter((h, i) => mapped[i] === null && h !== '');
  const rows = dataRows.map((cells, index) => {
    const values = Object.fromEntries(columns.map((c) => [c.key, ''])) as Record<K, string>;
    mapped.forEach((key, i) => {
      if (key !== null) values[key] = unescapeCell(cells[i] ?? '');
    });
    return { line: index + 2, values, cells: cells.map(unescapeCell) };
  });
  return { ok: true, headers, rows, unknownColumns };
}
