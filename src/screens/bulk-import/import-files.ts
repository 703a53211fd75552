// The two files of an import: the template to fill in (the headers, what each column takes, one
// example row) and the result to send back (the original rows with 結果, the key and the error).
import type {
  BulkImportContext,
  ImportPreviewBase,
  RowResult,
} from '../../machines/bulk-import/bulk-import-machine.ts';
import { bulkImport as t } from '../../shared/messages/bulk-import.ts';
import { toCsv } from '../shared/list/export/csv.ts';
import type { ImportColumn } from './reading/csv-table.ts';
import type { ResultExtra } from './import-kind.ts';
import type { ImportPreview, PreviewRow } from './reading/preview.ts';

/** Headers, then the allowed values (a row the admin deletes), then the example. */
export function templateCsv(columns: readonly ImportColumn[]): string {
  const rows = [columns.map((c) => `${t.allowedValues}: ${c.allowed}`), columns.map((c) => c.example)];
  return toCsv(
    columns.map((c, i) => ({ header: c.ja, value: (row: string[]) => row[i] ?? '' })),
    rows,
  );
}

export type RowVerdict =
  | { kind: 'done'; result: Extract<RowResult, { kind: 'done' }> }
  | { kind: 'failed'; reason: string }
  | { kind: 'invalid'; reason: string }
  | { kind: 'cancelled' }
  | { kind: 'skipped'; reason: string }
  | { kind: 'pending' };

const errorText = (row: PreviewRow<unknown>, columnName: (key: string) => string) =>
  row.errors.map((e) => (e.column === 'row' ? e.message : t.cellError(columnName(e.column), e.message))).join(' / ');

/** What became of a row, once the run has ended (or while it runs: pending). */
export function verdictOf(
  index: number,
  row: PreviewRow<unknown>,
  context: Pick<BulkImportContext<ImportPreviewBase>, 'results'> & { planned: ReadonlySet<number> },
  ended: boolean,
  columnName: (key: string) => string,
): RowVerdict {
  const result = context.results[index];
  if (result?.kind === 'done') return { kind: 'done', result };
  if (result?.kind === 'failed') return { kind: 'failed', reason: result.reason };
  if (row.status === 'error') return { kind: 'invalid', reason: errorText(row, columnName) };
  if (context.planned.has(index)) return ended ? { kind: 'cancelled' } : { kind: 'pending' };
  if (row.status === 'imported') return { kind: 'skipped', reason: row.note ?? '' };
  return { kind: 'pending' };
}

export const verdictLabel = (verdict: RowVerdict, doneLabel: string): string =>
  ({
    done: doneLabel,
    failed: t.resultError,
    invalid: t.resultError,
    cancelled: t.resultCancelled,
    skipped: t.resultSkipped,
    pending: '',
  })[verdict.kind];

/** The original cells in the file's columns, then 結果, the key (or user id), the kind's extras and エラー. */
export function resultCsv<P>(
  preview: ImportPreview<P>,
  context: Pick<BulkImportContext<ImportPreviewBase>, 'plan' | 'results'>,
  columns: {
    doneLabel: string;
    keyHeader: string;
    keyOf: (result: Extract<RowResult, { kind: 'done' }>) => string;
    extras?: readonly ResultExtra<P>[];
  },
  columnName: (key: string) => string,
): string {
  const planned = new Set(context.plan);
  const verdicts = preview.rows.map((row, i) =>
    verdictOf(i, row, { results: context.results, planned }, true, columnName),
  );
  const indexes = preview.rows.map((_, i) => i);
  return toCsv(
    [
      ...preview.headers.map((header, c) => ({ header, value: (i: number) => preview.rows[i]!.row.cells[c] ?? '' })),
      { header: t.columnResult, value: (i: number) => verdictLabel(verdicts[i]!, columns.doneLabel) },
      {
        header: columns.keyHeader,
        value: (i: number) => {
          const v = verdicts[i]!;
          return v.kind === 'done' ? columns.keyOf(v.result) : '';
        },
      },
      ...(columns.extras ?? []).map((extra) => ({
        header: extra.header,
        value: (i: number) => {
          const v = verdicts[i]!;
          return v.kind === 'done' ? extra.value(preview.rows[i]!, v.result) : '';
        },
      })),
      {
        header: t.columnError,
        value: (i: number) => {
          const v = verdicts[i]!;
          return v.kind === 'failed' || v.kind === 'invalid' || v.kind === 'skipped' ? v.reason : '';
        },
      },
    ],
    indexes,
  );
}
