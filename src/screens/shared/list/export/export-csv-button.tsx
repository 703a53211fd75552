// Exports every row of the current view (all pages, filtered and sorted as on screen) as a
// CSV file Excel opens correctly, with the progress on the button while pages are read.
import { memo, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { listTools as t } from '../../../../shared/messages/lists/list-tools.ts';
import { csvFileName, downloadText, toCsv, type CsvColumn } from './csv.ts';
import { notifyFailure } from '../../feedback/notify-failure.ts';
import { useNotify } from '../../feedback/notify.tsx';

export interface ExportCsvButtonProps<T> {
  /** What is exported, for the accessible name, e.g. 'ライセンス'. */
  what: string;
  fileBase: string;
  columns: readonly CsvColumn<T>[];
  /** Stable (useListScreen's fetchAll): the button skips the list's page changes. */
  fetchAll: (onProgress: (done: number, total: number) => void) => Promise<T[]>;
}

function ExportCsvButtonView<T>({ what, fileBase, columns, fetchAll }: ExportCsvButtonProps<T>) {
  const notify = useNotify();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await fetchAll((done, total) => setProgress({ done, total }));
      downloadText(toCsv(columns, rows), csvFileName(fileBase, new Date()));
      notify.success(t.exported(rows.length));
    } catch (error) {
      notifyFailure(notify, error, t.exportFailed);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Button
      type="button"
      icon="pi pi-download"
      severity="secondary"
      outlined
      label={progress ? t.exporting(progress.done, progress.total) : t.exportCsv}
      aria-label={t.exportCsvLabel(what)}
      loading={progress !== null}
      disabled={progress !== null}
      onClick={() => void run()}
    />
  );
}

/** Re-renders only when its texts or columns change (the list screen re-renders on every page). */
export const ExportCsvButton = memo(ExportCsvButtonView) as <T>(props: ExportCsvButtonProps<T>) => ReactNode;
