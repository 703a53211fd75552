// What an import kind (licences, users) gives the one import screen: its texts, columns and calls.
import type { useActorRef } from '@xstate/react';
import { type SnapshotFrom } from 'xstate';
import type { createBulkImportMachine } from '../../machines/bulk-import/bulk-import-machine.ts';
import {
  type QuotaShortage,
  type ReadOutcome,
  type RowResult,
} from '../../machines/bulk-import/bulk-import-machine.ts';
import type { ImportColumn } from './reading/csv-table.ts';
import type { ImportPreview, PreviewRow } from './reading/preview.ts';

export interface ImportKind<P> {
  title: string;
  backTo: string;
  fileBase: string;
  columns: readonly ImportColumn[];
  summaryOk: (n: number) => string;
  startLabel: (n: number) => string;
  /** The start button's label when no row can be sent. */
  nothingLabel: string;
  /** Columns whose cells the screen never shows (a password): the result file alone repeats them. */
  secretColumns?: readonly string[];
  confirmTitle: string;
  confirmText: (n: number) => string;
  progress: (done: number, total: number) => string;
  doneLabel: string;
  keyHeader: string;
  keyOf: (result: Extract<RowResult, { kind: 'done' }>) => string;
  /** Columns of the result file after the key, for the rows sent (a generated password). */
  resultExtras?: readonly ResultExtra<P>[];
  readFile: (file: File) => Promise<ReadOutcome<ImportPreview<P>>>;
  checkQuota: (needed: number) => Promise<QuotaShortage | null>;
  /** Sends the planned rows; `onRow` per row; resolves once the rows in flight have ended. */
  runRows: (
    preview: ImportPreview<P>,
    plan: readonly number[],
    onRow: (index: number, result: RowResult) => void,
  ) => { stop: () => void; done: Promise<void> };
  /** After the run (the history, the lists read again). */
  afterRun: (preview: ImportPreview<P>, results: Readonly<Record<number, RowResult>>) => Promise<void>;
}

export interface ResultExtra<P> {
  header: string;
  value: (row: PreviewRow<P>, result: Extract<RowResult, { kind: 'done' }>) => string;
}

export type ImportSnapshot<P> = SnapshotFrom<ReturnType<typeof createBulkImportMachine<ImportPreview<P>>>>;
export type Send = (
  event: Parameters<ReturnType<typeof useActorRef<ReturnType<typeof createBulkImportMachine>>>['send']>[0],
) => void;
