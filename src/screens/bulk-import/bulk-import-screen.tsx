// One screen for both imports (licences, users): the template and the file, the preview with an
// error next to each row and cell, the confirmation with the quota checked first, the run with its
// progress and cancel, and the result per row with the result file. The import machine holds the
// flow; the kind's config gives it its reading, quota check and run.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import {
  createBulkImportMachine,
  type ImportStopEvent,
  type RowResult,
} from '../../machines/bulk-import/bulk-import-machine.ts';
import { bulkImport as t } from '../../shared/messages/bulk-import.ts';
import { downloadText } from '../shared/list/export/csv.ts';
import { Page } from '../shared/layout/page.tsx';
import { useActorInspect } from '../shared/state/actor-inspection.tsx';
import './bulk-import.css';
import { FileDropZone } from './file-drop-zone.tsx';
import { templateCsv } from './import-files.ts';
import type { ImportPreview } from './reading/preview.ts';
import type { ImportKind } from './import-kind.ts';
import { PreviewSection } from './preview-section.tsx';
import { rowsPerFrame } from './rows-per-frame.ts';
import { ConfirmDialog, RunProgress, ResultSection } from './run-sections.tsx';

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
            const rows = rowsPerFrame((index, result) => sendBack({ type: 'import.row', index, result }));
            const run = kind.runRows(input.preview, input.plan, (index, result) => {
              results[index] = result;
              rows.add(index, result);
            });
            receive(() => run.stop());
            void run.done
              .then(() => kind.afterRun(input.preview, results))
              .finally(() => {
                rows.flush();
                sendBack({ type: 'import.finished' });
              });
            return () => {
              run.stop();
              rows.drop();
            };
          },
        ),
      },
    }),
  );
  // The testers' panel, where one runs, records the rows of the import's expectation this screen takes.
  const actor = useActorRef(logic, { inspect: useActorInspect() });
  const state = useSelector(actor, (s) => s);
  // Back to choosing a file: after a refused file, and after a run.
  const reset = () => actor.send({ type: 'import.reset' });
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
            <Button type="button" label={t.chooseAnother} severity="secondary" outlined onClick={reset} />
          </div>
        ) : null}

        {state.context.preview && (state.matches('previewing') || state.matches('confirming')) ? (
          <PreviewSection kind={kind} state={state} columnName={columnName} send={actor.send} />
        ) : null}

        {state.matches('working') ? (
          <RunProgress kind={kind} state={state} onStop={() => actor.send({ type: 'import.cancel' })} />
        ) : null}

        {ended && state.context.preview ? (
          <ResultSection kind={kind} state={state} columnName={columnName} onAgain={reset} />
        ) : null}
      </div>

      <ConfirmDialog kind={kind} state={state} send={actor.send} />
    </Page>
  );
}
