// Fixtures of the bulk-action expectation (bulk-action.expected.ts) and its drivers: the two
// selected rows the items stand for, and what the results dialog says for each outcome.
import type { EventObject } from 'xstate';
import type { BulkItem, BulkOutcome, BulkResult } from '../../../src/machines/bulk-action/bulk-action-machine.ts';
import { listTools as t } from '../../../src/shared/messages/lists/list-tools.ts';

/** Stand for the first two rows selected on the screen (the driver maps them to real licences). */
export const MODEL_ITEMS: readonly BulkItem[] = [
  { id: 'model-1', label: 'MODEL-1' },
  { id: 'model-2', label: 'MODEL-2' },
];

/** The result a `bulk.item` event reports. */
export const itemResultOf = (event: EventObject): BulkResult => (event as EventObject & { result: BulkResult }).result;

/** What the results dialog shows for an outcome. */
export const OUTCOME_LABELS: Record<BulkOutcome['kind'], string> = {
  done: t.outcomeDone,
  skipped: t.outcomeSkipped,
  quota: t.outcomeQuota,
  failed: t.outcomeFailed,
};
