// A list's rows as a CSV file for Excel in Japan, through the console's one writer
// (src/shared/csv-text.ts: a BOM, CRLF, no live formulas), and its download.
import { csvText } from '../../../../shared/csv-text.ts';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvText(
    columns.map((c) => c.header),
    rows.map((r) => columns.map((c) => c.value(r))),
  );
}

/** e.g. licenses-20261121-1530.csv */
export function csvFileName(base: string, at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${base}-${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}-${p(at.getHours())}${p(at.getMinutes())}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the download a moment before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
