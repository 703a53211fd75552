// The run's three views: the confirmation (the quota first), the progress with cancel, the result per row.
import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import { BULK_IMPORT } from '../../shared/constants.ts';
import { bulkImport as t } from '../../shared/messages/bulk-import.ts';
import { csvFileName, downloadText } from '../shared/list/export/csv.ts';
import { resultCsv, verdictLabel, verdictOf } from './import-files.ts';
import type { ImportKind, ImportSnapshot, Send } from './import-kind.ts';
import { ImportTable } from './import-table.tsx';

export function ConfirmDialog<P>({ kind, state, send }: { kind: ImportKind<P>; state: ImportSnapshot<P>; send: Send }) {
  const shortage = state.context.shortage;
  const visible = state.matches('confirming');
  const back = () => send({ type: 'import.back' });
  return (
    <Dialog
      header={state.matches({ confirming: 'short' }) ? t.quotaShortTitle : kind.confirmTitle}
      visible={visible}
      onHide={back}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t.cancel} severity="secondary" text onClick={back} />
          <Button
            type="button"
            label={t.run}
            icon="pi pi-check"
            disabled={!state.matches({ confirming: 'ready' })}
            onClick={() => send({ type: 'import.run' })}
          />
        </div>
      }
    >
      {state.matches({ confirming: 'checking' }) ? <p role="status">{t.quotaChecking}</p> : null}
      {state.matches({ confirming: 'ready' }) ? <p>{kind.confirmText(state.context.plan.length)}</p> : null}
      {state.matches({ confirming: 'short' }) && shortage ? (
        <div role="alert">
          <p>{t.quotaShort(shortage.needed, shortage.available)}</p>
          <p>{t.quotaFigures(shortage.total, shortage.used, shortage.available)}</p>
        </div>
      ) : null}
    </Dialog>
  );
}

export function RunProgress<P>({
  kind,
  state,
  onStop,
}: {
  kind: ImportKind<P>;
  state: ImportSnapshot<P>;
  onStop: () => void;
}) {
  const total = state.context.plan.length;
  const done = Object.keys(state.context.results).length;
  const label = kind.progress(done, total);
  const cancelling = state.matches({ working: 'cancelling' });
  return (
    <section className="flex flex-column gap-2" aria-label={label}>
      <span role="status">{label}</span>
      <ProgressBar value={total ? Math.round((done / total) * 100) : 0} aria-label={label} />
      {cancelling ? <span>{t.stopping}</span> : null}
      <div>
        <Button
          type="button"
          label={t.stop}
          icon="pi pi-stop"
          severity="danger"
          outlined
          disabled={cancelling}
          onClick={onStop}
        />
      </div>
    </section>
  );
}

export function ResultSection<P>({
  kind,
  state,
  columnName,
  onAgain,
}: {
  kind: ImportKind<P>;
  state: ImportSnapshot<P>;
  columnName: (key: string) => string;
  onAgain: () => void;
}) {
  const preview = state.context.preview!;
  const { plan, results } = state.context;
  const verdicts = useMemo(() => {
    const planned = new Set(plan);
    return preview.rows.map((row, i) => verdictOf(i, row, { results, planned }, true, columnName));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- columnName follows the kind, fixed for the screen
  }, [preview, plan, results]);
  const count = (k: string) => verdicts.filter((v) => v.kind === k).length;
  const title = state.matches('done') ? t.doneTitle : state.matches('cancelled') ? t.cancelledTitle : t.partlyDoneTitle;
  const download = () =>
    downloadText(
      resultCsv(
        preview,
        { plan, results },
        { doneLabel: kind.doneLabel, keyHeader: kind.keyHeader, keyOf: kind.keyOf, extras: kind.resultExtras },
        columnName,
      ),
      csvFileName(`${kind.fileBase}-result`, new Date()),
    );
  const shown = verdicts.slice(0, BULK_IMPORT.previewRows);
  return (
    <section className="flex flex-column gap-2" aria-labelledby="import-result-title">
      <h2 id="import-result-title" className="import-heading">
        {title}
      </h2>
      <p role="status" className="m-0">
        {t.resultSummary(count('done'), count('failed') + count('invalid'), count('cancelled'))}
      </p>
      <div className="flex flex-wrap gap-2 align-items-center">
        <Button type="button" label={t.resultDownload} icon="pi pi-download" onClick={download} />
        <Button type="button" label={t.again} severity="secondary" outlined onClick={onAgain} />
      </div>
      <small>{t.resultDownloadHint}</small>
      <ImportTable
        labelledBy="import-result-title"
        headers={[t.rowNumber, t.columnResult, kind.keyHeader, t.columnError]}
      >
        {shown.map((v, i) => (
          <tr key={i}>
            <td>{preview.rows[i]!.row.line}</td>
            <td>{verdictLabel(v, kind.doneLabel)}</td>
            <td>{v.kind === 'done' ? kind.keyOf(v.result) : ''}</td>
            <td>{v.kind === 'failed' || v.kind === 'invalid' || v.kind === 'skipped' ? v.reason : ''}</td>
          </tr>
        ))}
      </ImportTable>
    </section>
  );
}
