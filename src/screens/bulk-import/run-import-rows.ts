// The run of an import, whatever it creates: the planned rows a few calls at a time (batches where
// the server takes them, one row per call otherwise), a result per row, a failed row never stopping
// the others; after stop() no call starts and the rows in flight finish.
import type { SendRows } from '../../api/resources/licensing/bulk-import.ts';
import type { RowResult } from '../../machines/bulk-import/bulk-import-machine.ts';
import { BULK_IMPORT } from '../../shared/constants.ts';
import type { ImportPreview, PreviewRow } from './reading/preview.ts';

export interface RunControl {
  /** Start no more rows; those in flight finish. */
  stop: () => void;
  done: Promise<void>;
}

export interface RowSender<P, S> {
  /** Sends a batch; tells each item's outcome by its place in the batch. */
  send: SendRows<S>;
  /** Rows per call, asked before each batch (the server may be learnt to lack a bulk call meanwhile). */
  batchSize: () => number;
  /** What is sent for a row (its payload, with what the server keeps besides). */
  itemOf: (row: PreviewRow<P>) => S;
  /** The reason shown for a row that was refused. */
  reasonOf: (error: unknown) => string;
}

export function runImportRows<P, S>(
  sender: RowSender<P, S>,
  preview: ImportPreview<P>,
  plan: readonly number[],
  onRow: (index: number, result: RowResult) => void,
): RunControl {
  let stopped = false;
  let next = 0;
  const lane = async () => {
    while (!stopped && next < plan.length) {
      const size = sender.batchSize();
      const batch = plan.slice(next, next + size).filter((index) => preview.rows[index]?.payload);
      next += size;
      await sender.send(
        batch.map((index) => sender.itemOf(preview.rows[index]!)),
        (i, outcome) =>
          onRow(
            batch[i]!,
            outcome.ok
              ? { kind: 'done', id: outcome.id, key: outcome.key }
              : { kind: 'failed', reason: sender.reasonOf(outcome.error) },
          ),
      );
    }
  };
  const done = Promise.all(Array.from({ length: BULK_IMPORT.concurrency }, lane)).then(() => undefined);
  return { stop: () => (stopped = true), done };
}
