// A bulk run over a list adapter's item action: each item through `adapter.runItem` (with the
// run's operation id, so the audit log groups it), a refusal read by `outcomeOf`, one refresh
// and one summary toast at the end. The list screens' bulk bar and the stale clean-up use it.
import type { BulkListAdapter } from '../../../api/list-adapter.ts';
import type { BulkOutcome } from '../../../machines/bulk-action/bulk-action-machine.ts';
import { listTools } from '../../../shared/messages/list-tools.ts';
import { useNotify } from '../notify.tsx';
import { useBulkAction } from './use-bulk-action.ts';

export interface AdapterBulkOptions<A extends string> {
  adapter: Pick<BulkListAdapter<never, unknown, A>, 'runItem' | 'invalidate'>;
  outcomeOf: (action: A, error: unknown) => BulkOutcome;
  actionLabel: (action: A) => string;
  /** After the run, before the refresh settles (e.g. clear the selection). */
  onFinished?: () => void;
}

export function useAdapterBulk<A extends string>({ adapter, outcomeOf, actionLabel, onFinished }: AdapterBulkOptions<A>) {
  const notify = useNotify();
  return useBulkAction<A>({
    runItem: async (action, item, operationId) => {
      try {
        await adapter.runItem(action, item.id, operationId);
        return { kind: 'done' };
      } catch (error) {
        return outcomeOf(action, error);
      }
    },
    onFinished: (action, counts) => {
      // One refresh for the whole batch: what one action invalidates.
      void adapter.invalidate();
      onFinished?.();
      const text = listTools.summary(actionLabel(action), counts.done, counts.failed, counts.skipped);
      if (counts.failed) notify.warn(text);
      else notify.success(text);
    },
  });
}
