// CSV for Excel in Japan: UTF-8 with a BOM (without it Excel reads Shift_JIS and garbles
// every Japanese header), CRLF line ends, RFC 4180 quoting by papaparse.
import Papa from 'papaparse';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

export const CSV_BOM = '\uFEFF';

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return (
    CSV_BOM +
    Papa.unparse(
      { fields: columns.map((c) => c.header), data: rows.map((r) => columns.map((c) => c.value(r))) },
      { newline: '\r\n' },
    )
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
