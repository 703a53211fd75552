// Paths through the bulk-action statechart (docs/testers-toolkit.md), replayed on the real licence
// list. The model keeps to `runBulk`'s contract: one `bulk.item` per item, in the order answered
// (here item order), then `bulk.complete` once every item has reported.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  bulkActionMachine,
  type BulkContext,
  type BulkEvent,
  type BulkItem,
  type BulkOutcome,
  type BulkResult,
} from '../../../src/machines/bulk-action/bulk-action-machine.ts';
import { licenses as lt } from '../../../src/shared/messages/licenses.ts';
import { listTools as t } from '../../../src/shared/messages/list-tools.ts';
import { defaultEventLabel, type EventPayloads } from '../support/coverage.ts';
import type { MachineModel } from '../support/model.ts';

/** Stand for the first two rows selected on the screen (the driver maps them to real licences). */
export const MODEL_ITEMS: readonly BulkItem[] = [
  { id: 'model-1', label: 'MODEL-1' },
  { id: 'model-2', label: 'MODEL-2' },
];
const MODEL_QUOTA = { license_quota_total: 10, license_quota_used: 10, license_quota_available: 0, is_quota_expired: false };

/** Every outcome the results dialog tells apart, as the licence list's runner reports them. */
const OUTCOMES: readonly BulkOutcome[] = [
  { kind: 'done' },
  { kind: 'skipped', reason: lt.notRevoked },
  { kind: 'quota', message: lt.quotaDefaultMessage, quotaInfo: MODEL_QUOTA },
  { kind: 'failed', message: lt.activateFailed },
];

const events: EventPayloads = {
  'bulk.request': [{ type: 'bulk.request', action: 'activate', items: [...MODEL_ITEMS] } satisfies BulkEvent],
  'bulk.item': MODEL_ITEMS.flatMap((item) => OUTCOMES.map((outcome) => ({ type: 'bulk.item', result: { ...item, outcome } }) satisfies BulkEvent)),
};

/** The result a `bulk.item` event reports. */
export const itemResultOf = (event: EventObject): BulkResult => (event as EventObject & { result: BulkResult }).result;

/** The runner's contract: the next item reports, and completion comes after the last one. */
function runnerCanSend(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const { items, results } = snapshot.context as BulkContext;
  if (event.type === 'bulk.item') return results.length < items.length && itemResultOf(event).id === items[results.length]!.id;
  if (event.type === 'bulk.complete') return results.length === items.length;
  return true;
}


function describeEvent(event: EventObject): string {
  if (event.type === 'bulk.item') {
    const { id, outcome } = itemResultOf(event);
    return `bulk.item (${MODEL_ITEMS.findIndex((i) => i.id === id) + 1}: ${outcome.kind})`;
  }
  return defaultEventLabel({ type: event.type });
}

/** What the results dialog shows for an outcome. */
export const OUTCOME_LABELS: Record<BulkOutcome['kind'], string> = {
  done: t.outcomeDone,
  skipped: t.outcomeSkipped,
  quota: t.outcomeQuota,
  failed: t.outcomeFailed,
};

export const model: MachineModel = {
  machine: bulkActionMachine,
  flows: [
    {
      events,
      // Only what the screen can do: an empty request has no button (the bar shows with a selection).
      filterEvents: (snapshot, event) => snapshot.can(event) && runnerCanSend(snapshot, event),
      describeEvent,
    },
  ],
};
