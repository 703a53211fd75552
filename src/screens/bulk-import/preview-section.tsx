// The preview before anything is sent: the summary, each row's errors by cell, and what to do with them.
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { BULK_IMPORT } from '../../shared/constants.ts';
import { bulkImport as t } from '../../shared/messages/bulk-import.ts';
import { mapHeaders } from './reading/csv-table.ts';
import type { ImportKind, ImportSnapshot, Send } from './import-kind.ts';
import { ImportTable } from './import-table.tsx';

export function PreviewSection<P>({
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
  const secret = mapHeaders(preview.headers, kind.columns).map(
    (key) => key !== null && !!kind.secretColumns?.includes(key),
  );
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
      {preview.fileImportedAt ? <Notice severity="warn" text={t.fileImportedBefore(preview.fileImportedAt)} /> : null}
      {preview.unknownColumns.length > 0 ? (
        <Notice severity="info" text={t.unknownColumns(preview.unknownColumns)} />
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
          label={count > 0 ? kind.startLabel(count) : kind.nothingLabel}
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
      <ImportTable
        labelledBy="import-preview-title"
        headers={[t.rowNumber, t.rowStatus, ...preview.headers, t.rowErrors]}
      >
        {shown.map((row, i) => (
          <tr key={i} className={row.status === 'error' ? 'import-row-error' : undefined}>
            <td>{row.row.line}</td>
            <td>{row.status === 'ok' ? t.statusOk : row.status === 'imported' ? t.statusImported : t.statusError}</td>
            {preview.headers.map((_, c) => (
              <td key={c}>{secret[c] && row.row.cells[c] ? t.hiddenCell : row.row.cells[c]}</td>
            ))}
            <td>
              {row.errors.map((e, k) => (
                <div key={k}>{e.column === 'row' ? e.message : t.cellError(columnName(e.column), e.message)}</div>
              ))}
              {row.note ? <div>{row.note}</div> : null}
            </td>
          </tr>
        ))}
      </ImportTable>
    </section>
  );
}

/** A notice across the section, its text from the start. */
function Notice({ severity, text }: { severity: 'warn' | 'info'; text: string }) {
  return <Message severity={severity} className="w-full justify-content-start" text={text} />;
}
