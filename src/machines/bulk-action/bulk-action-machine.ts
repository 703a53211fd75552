// Bulk work on list rows (licences: revoke, activate, delete; devices: deactivate, delete): confirm
// the count, run with a result per item, hold the results until dismissed. The work is the
// injected `runBulk`. Transitions: docs/diagrams/bulk-action.md.
import { assertEvent, assign, fromCallback, setup } from 'xstate';
import type { QuotaInfo } from '../../api/schemas/common.ts';

export interface BulkItem {
  id: string;
  /** How the item is named to people (a key, a device name). */
  label: string;
}

export type BulkOutcome =
  | { kind: 'done' }
  | { kind: 'skipped'; reason: string }
  | { kind: 'quota'; message: string; quotaInfo: QuotaInfo }
  | { kind: 'failed'; message: string };

export interface BulkResult extends BulkItem {
  outcome: BulkOutcome;
}

export interface BulkContext<A extends string = string> {
  action: A | null;
  items: BulkItem[];
  results: BulkResult[];
}

export type BulkEvent<A extends string = string> =
  | { type: 'bulk.request'; action: A; items: BulkItem[] }
  | { type: 'bulk.confirm' }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.item'; result: BulkResult }
  | { type: 'bulk.complete' }
  | { type: 'bulk.dismiss' };

export interface BulkRunInput<A extends string = string> {
  action: A;
  items: BulkItem[];
}

export const RUN_BULK_ACTOR_ID = 'runBulk';

export function createBulkActionMachine<A extends string>() {
  return setup({
    types: {
      context: {} as BulkContext<A>,
      events: {} as BulkEvent<A>,
    },
    actors: {
      // Replaced by the screen; this one refuses, so a forgotten `.provide` shows at once.
      [RUN_BULK_ACTOR_ID]: fromCallback<BulkEvent<A>, BulkRunInput<A>>(({ sendBack, input }) => {
        for (const item of input.items)
          sendBack({
            type: 'bulk.item',
            result: { ...item, outcome: { kind: 'failed', message: 'runBulk is not provided' } },
          });
        sendBack({ type: 'bulk.complete' });
      }),
    },
    guards: {
      hasItems: ({ event }) => event.type === 'bulk.request' && event.items.length > 0,
    },
  }).createMachine({
    id: 'bulkAction',
    context: { action: null, items: [], results: [] },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'bulk.request': {
            guard: 'hasItems',
            target: 'confirming',
            actions: assign(({ event }) => {
              assertEvent(event, 'bulk.request');
              return { action: event.action, items: event.items, results: [] };
            }),
          },
        },
      },
      confirming: {
        on: {
          'bulk.confirm': 'running',
          'bulk.cancel': { target: 'idle', actions: assign({ action: null, items: [], results: [] }) },
        },
      },
      running: {
        invoke: {
          id: RUN_BULK_ACTOR_ID,
          src: RUN_BULK_ACTOR_ID,
          input: ({ context }) => ({ action: context.action!, items: context.items }),
        },
        on: {
          'bulk.item': {
            actions: assign(({ context, event }) => ({ results: [...context.results, event.result] })),
          },
          'bulk.complete': 'finished',
        },
      },
      finished: {
        on: {
          'bulk.dismiss': { target: 'idle', actions: assign({ action: null, items: [], results: [] }) },
        },
      },
    },
  });
}

/** Counts per outcome, for the summary. */
export function summarise(results: readonly BulkResult[]) {
  const count = (kind: BulkOutcome['kind']) => results.filter((r) => r.outcome.kind === kind).length;
  return {
    done: count('done'),
    skipped: count('skipped'),
    failed: count('failed') + count('quota'),
    quota: count('quota'),
  };
}

/**
 * The definition as one machine (any action id): the screens create their own typed instance;
 * this one is what the model tests and the diagrams find among the exports of src/machines.
 */
export const bulkActionMachine = createBulkActionMachine<string>();
