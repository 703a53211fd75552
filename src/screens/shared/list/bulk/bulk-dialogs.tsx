// The confirmation that names the count, and the result of every item (with progress while
// it runs) for a bulk action. While it runs, キャンセル (or Escape, ×) starts no further item; a run
// without progress for 30 s says so.
import { memo, useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type {
  BulkContext,
  BulkEvent,
  BulkOutcome,
  BulkResult,
} from '../../../../machines/bulk-action/bulk-action-machine.ts';
import { FORM_SAVE_SLOW_AFTER_MS } from '../../../../shared/constants.ts';
import { common } from '../../../../shared/messages/common.ts';
import { formSave } from '../../../../shared/messages/forms/form-save.ts';
import { listTools as t } from '../../../../shared/messages/lists/list-tools.ts';
import { ListTable, type ListColumn } from '../../../../ui/table/list-table.tsx';
import { FormMessage } from '../../form/form-feedback.tsx';

const OUTCOME: Record<BulkOutcome['kind'], { label: string; className: string }> = {
  done: { label: t.outcomeDone, className: 'text-green-700' },
  skipped: { label: t.outcomeSkipped, className: 'text-color-secondary' },
  quota: { label: t.outcomeQuota, className: 'text-orange-700' },
  failed: { label: t.outcomeFailed, className: 'text-red-700' },
};

function detailOf(outcome: BulkOutcome): string {
  switch (outcome.kind) {
    case 'done':
      return '';
    case 'skipped':
      return outcome.reason;
    case 'quota':
      return `${outcome.message} ${t.quotaFigures(outcome.quotaInfo.license_quota_total, outcome.quotaInfo.license_quota_used, outcome.quotaInfo.license_quota_available)}`.trim();
    case 'failed':
      return outcome.message;
  }
}

// No empty message: the rows fill in while the run goes, under the progress above.
const RESULT_COLUMNS: ListColumn<BulkResult, never>[] = [
  { id: 'target', header: t.resultTarget, cell: (r) => <code>{r.label}</code> },
  {
    id: 'outcome',
    header: t.resultOutcome,
    nowrap: true,
    cell: (r) => <span className={OUTCOME[r.outcome.kind].className}>{OUTCOME[r.outcome.kind].label}</span>,
  },
  { id: 'detail', header: t.resultDetail, cell: (r) => detailOf(r.outcome) },
];

export interface BulkDialogsProps<A extends string> {
  state: 'idle' | 'confirming' | 'running' | 'finished';
  context: BulkContext<A>;
  send: (event: BulkEvent<A>) => void;
  /** e.g. '無効化' for an action id. */
  actionLabel: (action: A) => string;
  /** What the items are, e.g. 'ライセンス'. */
  what: string;
  /** Starts no further item of the running run. */
  cancel?: () => void;
  /** Cancelled, the items in flight not yet finished. */
  cancelling?: boolean;
}

/** No item of this run has finished for the deadline since the last one did (or since the start). */
function useStalled(running: boolean, run: unknown, done: number) {
  const [stalled, setStalled] = useState<{ run: unknown; done: number } | null>(null);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setStalled({ run, done }), FORM_SAVE_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [running, run, done]);
  return running && stalled !== null && stalled.run === run && stalled.done === done;
}

function RunningFooter({ cancel, cancelling }: { cancel?: () => void; cancelling?: boolean }) {
  if (!cancel) return undefined;
  return (
    <Button
      type="button"
      label={formSave.cancel}
      severity="secondary"
      outlined
      disabled={cancelling}
      onClick={cancel}
    />
  );
}

function BulkDialogsView<A extends string>({
  state,
  context,
  send,
  actionLabel,
  what,
  cancel,
  cancelling,
}: BulkDialogsProps<A>) {
  const action = context.action ? actionLabel(context.action) : '';
  const total = context.items.length;
  const done = context.results.length;
  const stalled = useStalled(state === 'running' && !cancelling, context.items, done);
  const running = state === 'running';
  return (
    <>
      <ConfirmDialog
        visible={state === 'confirming'}
        header={t.confirmHeader}
        message={t.confirmMessage(action, total, what)}
        icon="pi pi-exclamation-triangle"
        acceptLabel={action}
        rejectLabel={common.cancel}
        defaultFocus="reject"
        accept={() => send({ type: 'bulk.confirm' })}
        reject={() => send({ type: 'bulk.cancel' })}
        onHide={(result) => {
          if (result !== 'accept') send({ type: 'bulk.cancel' });
        }}
      />
      <Dialog
        visible={state === 'running' || state === 'finished'}
        header={`${t.resultHeader}（${action}）`}
        style={{ width: 'min(48rem, 95vw)' }}
        closable={state === 'finished' || (cancel !== undefined && !cancelling)}
        onHide={() => (running ? cancel?.() : send({ type: 'bulk.dismiss' }))}
        footer={
          state === 'finished' ? (
            <Button type="button" label={common.close} onClick={() => send({ type: 'bulk.dismiss' })} autoFocus />
          ) : (
            <RunningFooter cancel={cancel} cancelling={cancelling} />
          )
        }
      >
        {running && cancelling ? <FormMessage severity="warn" lines={[t.cancelling]} /> : null}
        {running && stalled ? <FormMessage severity="warn" lines={[formSave.slowTitle, formSave.slowDetail]} /> : null}
        {state === 'finished' && done < total ? (
          <FormMessage severity="warn" lines={[t.cancelledRun(done, total)]} />
        ) : null}
        {running ? (
          <div className="mb-3">
            <p className="mt-0" role="status">
              {t.running(done, total)}
            </p>
            <ProgressBar value={total ? Math.round((done / total) * 100) : 0} aria-label={t.running(done, total)} />
          </div>
        ) : null}
        <ListTable<BulkResult, never>
          label={t.resultTableLabel}
          rows={context.results}
          rowKey={(r) => r.id}
          columns={RESULT_COLUMNS}
        />
      </Dialog>
    </>
  );
}

/** Re-renders only when the machine's state or context changes (not on every page of the list); its callbacks are stable. */
export const BulkDialogs = memo(BulkDialogsView) as <A extends string>(props: BulkDialogsProps<A>) => ReactNode;
