// A bulk run over a list adapter's item action, on the bulk-action machine: each item through
// `adapter.runItem` (a few at once, every call with the run's operation id, so the audit log
// shows the run as one entry), a refusal read by `outcomeOf`, then one refresh of the list and
// one summary toast. The list screens and the stale-device clean-up run their bulk work here.
// `cancel` starts no further item: the ones in flight finish, and the run ends with what was done.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useActorInspect } from '../../state/actor-inspection.tsx';
import { fromCallback } from 'xstate';
import type { ListAdapter } from '../../../../api/resources/list-adapter.ts';
import {
  createBulkActionMachine,
  summarise,
  type BulkEvent,
  type BulkItem,
  type BulkOutcome,
  type BulkRunInput,
} from '../../../../machines/bulk-action/bulk-action-machine.ts';
import { LIST_FETCH_CONCURRENCY } from '../../../../shared/constants.ts';
import { listTools } from '../../../../shared/messages/lists/list-tools.ts';
import { runPool } from '../../../../shared/run-pool.ts';
import { useNotify, type Notify } from '../../feedback/notify.tsx';

export interface BulkRunOptions<A extends string> {
  adapter: Pick<ListAdapter<never, unknown, A>, 'runItem' | 'invalidate'>;
  /** How one item's refusal reads in the results; by default, the error's message. */
  outcomeOf?: ((action: A, error: unknown) => BulkOutcome) | undefined;
  actionLabel: (action: A) => string;
  /** After the run, before the refresh settles (e.g. clear the selection). */
  onFinished?: () => void;
}

/** The running run's cancel (none between runs). */
type CancelHolder = { current: (() => void) | null };

/** The machine with its work: what it is given is the list's, fixed for the list's life, so it is given once. */
function bulkRunMachine<A extends string>(
  { adapter, outcomeOf, actionLabel, onFinished }: BulkRunOptions<A>,
  notify: Notify,
  cancelRun: CancelHolder,
) {
  const runItem = async (action: A, item: BulkItem, operationId: string): Promise<BulkOutcome> => {
    try {
      await adapter.runItem(action, item.id, operationId);
      return { kind: 'done' };
    } catch (error) {
      return outcomeOf
        ? outcomeOf(action, error)
        : { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  };
  const finish = (action: A, counts: ReturnType<typeof summarise>, notStarted: number) => {
    // One refresh for the whole batch: what one action invalidates.
    void adapter.invalidate();
    onFinished?.();
    const summary = listTools.summary(actionLabel(action), counts.done, counts.failed, counts.skipped);
    const text = notStarted ? `${summary}${listTools.cancelledSuffix(notStarted)}` : summary;
    if (counts.failed || notStarted) notify.warn(text);
    else notify.success(text);
  };
  return createBulkActionMachine<A>().provide({
    actors: {
      runBulk: fromCallback<BulkEvent<A>, BulkRunInput<A>>(({ sendBack, input }) => {
        const stop = new AbortController();
        // The user's cancel: no item starts after it; unlike `stop`, the run still ends with its summary.
        const cancelled = new AbortController();
        cancelRun.current = () => cancelled.abort();
        const operationId = crypto.randomUUID();
        const runOne = async (item: BulkItem) => {
          if (cancelled.signal.aborted) return null;
          const result = { ...item, outcome: await runItem(input.action, item, operationId) };
          if (!stop.signal.aborted) sendBack({ type: 'bulk.item', result });
          return result;
        };
        runPool(input.items, LIST_FETCH_CONCURRENCY, runOne, { signal: stop.signal }).then(
          (all) => {
            cancelRun.current = null;
            const results = all.filter((r) => r !== null);
            finish(input.action, summarise(results), all.length - results.length);
            sendBack({ type: 'bulk.complete' });
          },
          () => {
            // Stopped: the machine left the running state, nobody waits for the summary.
          },
        );
        return () => {
          cancelRun.current = null;
          stop.abort();
        };
      }),
    },
  });
}

export function useBulkRun<A extends string>(options: BulkRunOptions<A>) {
  const notify = useNotify();
  const [cancelRun] = useState<CancelHolder>(() => ({ current: null }));
  const [logic] = useState(() => bulkRunMachine(options, notify, cancelRun));
  const actor = useActorRef(logic, { inspect: useActorInspect() });
  const state = useSelector(actor, (s) => s.value as 'idle' | 'confirming' | 'running' | 'finished');
  const context = useSelector(actor, (s) => s.context);
  // The run asked to stop (its items, one array per run): the items in flight still finish, and
  // until then the dialog says it is stopping.
  const [cancelledRun, setCancelledRun] = useState<readonly unknown[] | null>(null);
  // Made once, reading the run when it is called: the memoised dialogs skip the list's page changes.
  const [cancel] = useState(() => () => {
    cancelRun.current?.();
    setCancelledRun(actor.getSnapshot().context.items);
  });
  const cancelling = state === 'running' && cancelledRun === context.items;
  return { state, context, send: actor.send, cancel, cancelling };
}
