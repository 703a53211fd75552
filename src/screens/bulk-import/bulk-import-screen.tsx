// One screen for both imports (licences, users): the template and the file, the preview with an
// error next to each row and cell, the confirmation with the quota checked first, the run with its
// progress and cancel, and the result per row with the result file. The import machine holds the
// flow; the kind's config gives it its reading, quota check and run.
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import {
  createBulkImportMachine,
  type ImportStopEvent,
  type QuotaShortage,
  type ReadOutcome,
  type RowResult,
} from '../../machines/bulk-import/bulk-import-machine.ts';
import { BULK_IMPORT } from '../../shared/constants.ts';
import { bulkImport as t } from '../../shared/messages/bulk-import.ts';
import { csvFileName, downloadText } from '../shared/list/export/csv.ts';
import { Page } from '../shared/layout/page.tsx';
import { useActorInspect } from '../shared/state/actor-inspection.tsx';
import './bulk-import.css';
import type { ImportColumn } from './csv-table.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { resultCsv, templateCsv, verdictLabel, verdictOf } from './import-files.ts';
import type { ImportPreview } from './preview.ts';

export interface ImportKind<P> {
  title: string;
  backTo: string;
  fileBase: string;
  columns: readonly ImportColumn[];
  summaryOk: (n: number) => string;
  startLabel: (n: number) => string;
  confirmTitle: string;
  confirmText: (n: number) => string;
  progress: (done: number, total: number) => string;
  doneLabel: string;
  keyHeader: string;
  keyOf: (result: Extract<RowResult, { kind: 'done' }>) => string;
  readFile: (file: File) => Promise<ReadOutcome<ImportPreview<P>>>;
  checkQuota: (needed: number) => Promise<QuotaShortage | null>;
  /** Sends the planned rows; `onRow` per row; resolves once the rows in flight have ended. */
  runRows: (
    preview: ImportPreview<P>,
    plan: readonly number[],
    onRow: (index: number, result: RowResult) => void,
  ) => { stop: () => void; done: Promise<void> };
  /** After the run (the history, the lists read again). */
  afterRun: (preview: ImportPreview<P>, results: Readonly<Record<number, RowResult>>) => Promise<void>;
}

export function BulkImportScreen<P>({ kind }: { kind: ImportKind<P> }) {
  const [, navigate] = useLocation();
  // The machine is made once, with the kind the screen opened with (its calls never change).
  const [logic] = useState(() =>
    createBulkImportMachine<ImportPreview<P>>().provide({
      actors: {
        readFile: fromPromise(({ input }: { input: { file: File } }) => kind.readFile(input.file)),
        checkQuota: fromPromise(({ input }: { input: { needed: number } }) => kind.checkQuota(input.needed)),
        runRows: fromCallback<ImportStopEvent, { preview: ImportPreview<P>; plan: readonly number[] }>(
          ({ sendBack, receive, input }) => {
            const results: Record<number, RowResult> = {};
            const run = kind.runRows(input.preview, input.plan, (index, result) => {
              results[index] = result;
              sendBack({ type: 'import.row', index, result });
            });
            receive(() => run.stop());
            void run.done
              .then(() => kind.afterRun(input.preview, results))
              .finally(() => sendBack({ type: 'import.finished' }));
            return () => run.stop();
          },
        ),
      },
    }),
  );
  // The testers' panel, where one runs, records the rows of the import's expectation this screen takes.
  const actor = useActorRef(logic, { inspect: useActorInspect() });
  const state = useSelector(actor, (s) => s);
  const columnName = (key: string) => kind.columns.find((c) => c.key === key)?.ja ?? key;
  const busy = state.matches('reading') || state.matches('confirming') || state.matches('working');
  const ended = state.matches('done') || state.matches('partlyDone') || state.matches('cancelled');

  return (
    <Page
      title={kind.title}
      actions={
        <Button type="button" label={t.back} icon="pi pi-arrow-left" text onClick={() => navigate(kind.backTo)} />
      }
    >
      <div className="flex flex-column gap-3" style={{ maxWidth: '72rem' }}>
        {!state.matches('working') ? (
          <div className="flex flex-column gap-2">
            <div className="flex flex-wrap gap-2 align-items-center">
              <Button
                type="button"
                label={t.templateDownload}
                icon="pi pi-download"
                outlined
                onClick={() => downloadText(templateCsv(kind.columns), `${kind.fileBase}-template.csv`)}
              />
              <small>{t.templateHint}</small>
            </div>
            <FileDropZone disabled={busy} onFile={(file) => actor.send({ type: 'import.file', file })} />
            {state.context.fileName ? <span>{t.fileLabel(state.context.fileName)}</span> : null}
          </div>
        ) : null}

        {state.matches('reading') ? (
          <ProgressBar mode="indeterminate" aria-label={t.reading} style={{ height: '6px' }} />
        ) : null}
        {state.matches('reading') ? <span role="status">{t.reading}</span> : null}

        {state.matches('refused') ? (
          <Message
            severity="error"
            className="w-full justify-content-start"
            content={
              <div role="alert">
                <strong>{t.refusedTitle}</strong>
                <div>{state.context.refusal}</div>
              </div>
            }
          />
        ) : null}
        {state.matches('refused') ? (
          <div>
            <Button
              type="button"
              label={t.chooseAnother}
              severity="secondary"
              outlined
              onClick={() => actor.send({ type: 'import.reset' })}
            />
          </div>
        ) : null}

        {state.context.preview && (state.matches('previewing') || state.matches('confirming')) ? (
          <PreviewSection kind={kind} state={state} columnName={columnName} send={actor.send} />
        ) : null}

        {state.matches('working') ? (
          <RunProgress kind={kind} state={state} onStop={() => actor.send({ type: 'import.cancel' })} />
        ) : null}

        {ended && state.context.preview ? (
          <ResultSection
            kind={kind}
            state={state}
            columnName={columnName}
            onAgain={() => actor.send({ type: 'import.reset' })}
          />
        ) : null}
      </div>

      <ConfirmDialog kind={kind} state={state} send={actor.send} />
    </Page>
  );
}

type ImportSnapshot<P> = SnapshotFrom<ReturnType<typeof createBulkImportMachine<ImportPreview<P>>>>;
type Send = (
  event: Parameters<ReturnType<typeof useActorRef<ReturnType<typeof createBulkImportMachine>>>['send']>[0],
) => void;

function PreviewSection<P>({
  kind,
  state,
  columnName,
  send,
}: {
  kind: ImportKind<P>;
  state: ImportSnapshot<P>;
  columnName: (key: string) => string;
  send: Send;
}) {
  const preview = state.context.preview!;
  const insist = state.context.insist;
  const count = preview.sendable.length + (insist ? preview.importedBefore.length : 0);
  const shown = preview.rows.slice(0, BULK_IMPORT.previewRows);
  return (
    <section className="flex flex-column gap-2" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title" className="import-heading">
        {t.previewTitle}
      </h2>
      <div role="status" className="flex flex-wrap gap-3">
        <strong>{kind.summaryOk(preview.sendable.length)}</strong>
        {preview.errorCount > 0 ? (
          <strong className="text-red-700">{t.summaryErrors(preview.errorCount)}</strong>
        ) : null}
        {preview.importedBefore.length > 0 ? <span>{t.summarySkipped(preview.importedBefore.length)}</span> : null}
      </div>
      {preview.fileImportedAt ? (
        <Message
          severity="warn"
          className="w-full justify-content-start"
          text={t.fileImportedBefore(preview.fileImportedAt)}
        />
      ) : null}
      {preview.unknownColumns.length > 0 ? (
        <Message
          severity="info"
          className="w-full justify-content-start"
          text={t.unknownColumns(preview.unknownColumns)}
        />
      ) : null}
      {preview.importedBefore.length > 0 ? (
        <div className="flex align-items-center gap-2">
          <Checkbox
            inputId="import-insist"
            checked={insist}
            onChange={(e) => send({ type: 'import.insist', insist: Boolean(e.checked) })}
          />
          <label htmlFor="import-insist">{t.insist}</label>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 align-items-center">
        <Button
          type="button"
          label={count > 0 ? kind.startLabel(count) : t.nothingToIssue}
          icon="pi pi-upload"
          disabled={count === 0}
          onClick={() => send({ type: 'import.start' })}
        />
        <Button
          type="button"
          label={t.refuseWhole}
          severity="secondary"
          outlined
          onClick={() => send({ type: 'import.reset' })}
        />
        {preview.errorCount > 0 && count > 0 ? <small>{t.startExcluding}</small> : null}
      </div>
      {preview.rows.length > shown.length ? <small>{t.previewMore(shown.length, preview.rows.length)}</small> : null}
      <div className="import-table-wrap">
        <table className="import-table" aria-labelledby="import-preview-title">
          <thead>
            <tr>
              <th scope="col">{t.rowNumber}</th>
              <th scope="col">{t.rowStatus}</th>
              {preview.headers.map((h, i) => (
                <th scope="col" key={i}>
                  {h}
                </th>
              ))}
              <th scope="col">{t.rowErrors}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) => (
              <tr key={i} className={row.status === 'error' ? 'import-row-error' : undefined}>
                <td>{row.row.line}</td>
                <td>
                  {row.status === 'ok' ? t.statusOk : row.status === 'imported' ? t.statusImported : t.statusError}
                </td>
                {preview.headers.map((_, c) => (
                  <td key={c}>{row.row.cells[c]}</td>
                ))}
                <td>
                  {row.errors.map((e, k) => (
                    <div key={k}>{e.column === 'row' ? e.message : t.cellError(columnName(e.column), e.message)}</div>
                  ))}
                  {row.note ? <div>{row.note}</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ConfirmDialog<P>({ kind, state, send }: { kind: ImportKind<P>; state: ImportSnapshot<P>; send: Send }) {
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

function RunProgress<P>({
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

function ResultSection<P>({
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
        { doneLabel: kind.doneLabel, keyHeader: kind.keyHeader, keyOf: kind.keyOf },
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
      <div className="import-table-wrap">
        <table className="import-table" aria-labelledby="import-result-title">
          <thead>
            <tr>
              <th scope="col">{t.rowNumber}</th>
              <th scope="col">{t.columnResult}</th>
              <th scope="col">{kind.keyHeader}</th>
              <th scope="col">{t.columnError}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((v, i) => (
              <tr key={i}>
                <td>{preview.rows[i]!.row.line}</td>
                <td>{verdictLabel(v, kind.doneLabel)}</td>
                <td>{v.kind === 'done' ? kind.keyOf(v.result) : ''}</td>
                <td>{v.kind === 'failed' || v.kind === 'invalid' || v.kind === 'skipped' ? v.reason : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
