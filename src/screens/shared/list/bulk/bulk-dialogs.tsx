// The confirmation that names the count, and the result of every item (with progress while
// it runs) for a bulk action.
import { memo, type ReactNode } from 'react';
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
import { common } from '../../../../shared/messages/common.ts';
import { listTools as t } from '../../../../shared/messages/lists/list-tools.ts';
import { ListTable, type ListColumn } from '../../../../ui/table/list-table.tsx';

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
}

function BulkDialogsView<A extends string>({ state, context, send, actionLabel, what }: BulkDialogsProps<A>) {
  const action = context.action ? actionLabel(context.action) : '';
  const total = context.items.length;
  const done = context.results.length;
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
        closable={state === 'finished'}
        onHide={() => send({ type: 'bulk.dismiss' })}
        footer={
          state === 'finished' ? (
            <Button type="button" label={common.close} onClick={() => send({ type: 'bulk.dismiss' })} autoFocus />
          ) : undefined
        }
      >
        {state === 'running' ? (
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
