// Runs the bulk-action machine for a list screen: the per-item work is the screen's
// `runItem` (an API call, a few at once), the list is refreshed once at the end, and the
// summary goes to one toast. Each run has an operation id that every item's call carries (the
// audit log shows the run as one entry).
import { useLayoutEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import {
  createBulkActionMachine,
  summarise,
  type BulkEvent,
  type BulkItem,
  type BulkOutcome,
  type BulkRunInput,
} from '../../../machines/bulk-action/bulk-action-machine.ts';
import { LIST_FETCH_CONCURRENCY } from '../../../shared/constants.ts';
import { runPool } from '../../../shared/run-pool.ts';

export interface BulkActionOptions<A extends string> {
  runItem: (action: A, item: BulkItem, operationId: string) => Promise<BulkOutcome>;
  /** Once, after the last item (refresh the list). */
  onFinished: (action: A, counts: ReturnType<typeof summarise>) => void;
}

export function useBulkAction<A extends string>(options: BulkActionOptions<A>) {
  // The latest callbacks, read when the work runs (the machine is created once).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  // The actor reads `latest` when the work runs, never during render.
  // eslint-disable-next-line react-hooks/refs
  const [logic] = useState(() =>
    createBulkActionMachine<A>().provide({
      actors: {
        runBulk: fromCallback<BulkEvent<A>, BulkRunInput<A>>(({ sendBack, input }) => {
          const stop = new AbortController();
          const operationId = crypto.randomUUID();
          const runOne = async (item: BulkItem) => {
            let outcome: BulkOutcome;
            try {
              outcome = await latest.current.runItem(input.action, item, operationId);
            } catch (error) {
              outcome = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
            }
            const result = { ...item, outcome };
            if (!stop.signal.aborted) sendBack({ type: 'bulk.item', result });
            return result;
          };
          runPool(input.items, LIST_FETCH_CONCURRENCY, runOne, { signal: stop.signal }).then(
            (results) => {
              latest.current.onFinished(input.action, summarise(results));
              sendBack({ type: 'bulk.complete' });
            },
            () => {
              // Stopped: the machine left the running state, nobody waits for the summary.
            },
          );
          return () => stop.abort();
        }),
      },
    }),
  );
  const actor = useActorRef(logic);
  const state = useSelector(actor, (s) => s.value as 'idle' | 'confirming' | 'running' | 'finished');
  const context = useSelector(actor, (s) => s.context);
  return { state, context, send: actor.send };
}
