// The console's one CSV writer: UTF-8 with a BOM (without it Excel reads Shift_JIS and garbles
// every Japanese header), CRLF line ends, RFC 4180 quoting by papaparse, and no live formulas.
import Papa from 'papaparse';

export const CSV_BOM = '\uFEFF';

/**
 * A text cell a spreadsheet would run as a formula (OWASP "CSV injection"): one starting with
 * = + - @, a tab or a carriage return, or the full-width = + - @ Japanese Excel converts as typed.
 * papaparse's own `escapeFormulae: true` pattern ends in `.*$`, which misses a cell with a line break.
 */
export const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** A cell: text, or a number written as it is (a negative number stays a number). */
export type CsvCell = string | number | null | undefined;

/** The file's text: a header line, then a line per row. Text cells that start a formula get a leading `'`. */
export function csvText(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return (
    CSV_BOM +
    Papa.unparse(
      { fields: [...fields], data: rows.map((row) => [...row]) },
      { newline: '\r\n', escapeFormulae: FORMULA_START },
    )
  );
}
