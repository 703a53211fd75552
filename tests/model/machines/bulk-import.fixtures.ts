// Fixtures of ライセンス一括発行's expectation (bulk-import.expected.ts) and its drivers: the file a
// path chooses (one row to issue, one whose 注文番号 was imported before), and what each call answers.
import type {
  ImportPreviewBase,
  QuotaShortage,
  RowResult,
} from '../../../src/machines/bulk-import/bulk-import-machine.ts';
import { bulkImport as t } from '../../../src/shared/messages/bulk-import.ts';

// The calls' ids as the product names them, not read from the machine (a renamed call must fail).
const events = (id: string) => ({ done: `xstate.done.actor.${id}`, error: `xstate.error.actor.${id}` }) as const;
export const READ_FILE_ID = 'readFile';
export const CHECK_QUOTA_ID = 'checkQuota';
export const RUN_ROWS_ID = 'runRows';
export const READ_FILE_EVENTS = events(READ_FILE_ID);
export const CHECK_QUOTA_EVENTS = events(CHECK_QUOTA_ID);

export const MODEL_FILE_NAME = 'orders.csv';
/** Stands for the file a driver chooses (its rows are the driver's). */
export const MODEL_FILE = new File(['アプリケーション,ユーザー\n'], MODEL_FILE_NAME, { type: 'text/csv' });

/** Row 2 of the file can be issued; row 3 carries a 注文番号 imported before. */
export const MODEL_PREVIEW: ImportPreviewBase = { sendable: [0], importedBefore: [1] };
/** Every row has an error: nothing to send. */
export const NOTHING_PREVIEW: ImportPreviewBase = { sendable: [], importedBefore: [] };

/** The quota a shortage names (ライセンス枠不足 with its figures). */
export const MODEL_SHORTAGE: QuotaShortage = { needed: 1, total: 10, used: 10, available: 0 };

export const ROW_ISSUED: RowResult = { kind: 'done', id: 'model-licence', key: 'MODEL-KEY' };
export const ROW_REFUSED: RowResult = { kind: 'failed', reason: t.serverError };

/** A whole file refused by its reader: the lists it checks the rows against could not be read. */
export const FILE_REFUSAL = t.lookupFailed;
/** The browser's own error when a file cannot be read (the machine shows its message). */
export const UNREADABLE = 'The requested file could not be read';
