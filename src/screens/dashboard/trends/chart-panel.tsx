// One trend chart in a card: its heading, a skeleton while loading, an error with retry, an
// empty state, then the chart (chart.js, loaded with this chunk only: chart-canvas.tsx), a
// one-line summary and its table alternative (表で見る). A click on a bar or slice opens the
// list filtered to it; the table's links do the same from the keyboard.
import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';
import { useLocation } from 'wouter';
import type { ActiveDataPoint } from 'chart.js';
import { common } from '../../../shared/messages/common.ts';
import { trends as t } from '../../../shared/messages/reports/trends.ts';
import { ListTable } from '../../../ui/table/list-table.tsx';
import { ErrorState } from '../../shared/feedback/query-state.tsx';
import { ChartCanvas } from '../../shared/charts/chart-canvas.tsx';
import type { ChartSpec } from './chart-spec.tsx';
import './trends.css';

export type PanelStatus = 'pending' | 'error' | 'ready';

/** Marks the canvas once chart.js has drawn it (the bench waits for every chart's mark). */
export const PAINTED_ATTRIBUTE = 'data-painted';
const PAINTED_PLUGINS = [
  {
    id: 'paintedMark',
    afterRender: (chart: { canvas: HTMLCanvasElement }) => chart.canvas.setAttribute(PAINTED_ATTRIBUTE, 'true'),
  },
];

export interface ChartPanelProps<R> {
  title: string;
  status: PanelStatus;
  onRetry: () => void;
  spec: ChartSpec<R> | null | undefined;
  /** A message instead of the empty state's generic one. */
  emptyText?: string;
  /** Controls beside the heading. */
  actions?: ReactNode;
  height?: string;
}

function ChartPanelView<R>({ title, status, onRetry, spec, emptyText, actions, height = '15rem' }: ChartPanelProps<R>) {
  const headingId = useId();
  const tableId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const [, navigate] = useLocation();
  const options = useMemo(
    () =>
      spec && {
        ...spec.options,
        onClick: (_event: unknown, elements: ActiveDataPoint[]) => {
          const hit = elements[0];
          const href = hit ? spec.hrefAt(hit.datasetIndex, hit.index) : null;
          if (href) navigate(href);
        },
        onHover: (event: { native?: { target?: EventTarget | null } }, elements: ActiveDataPoint[]) => {
          const target = event.native?.target;
          const hit = elements[0];
          if (target instanceof HTMLElement)
            target.style.cursor = hit && spec.hrefAt(hit.datasetIndex, hit.index) ? 'pointer' : 'default';
        },
      },
    [spec, navigate],
  );

  let body: ReactNode;
  if (status === 'error') body = <ErrorState message={t.loadFailed} onRetry={onRetry} />;
  else if (status === 'pending' || !spec) body = <Skeleton height={height} role="status" aria-label={common.loading} />;
  else if (spec.empty) body = <p className="text-color-secondary">{spec.emptyText ?? emptyText ?? t.empty}</p>;
  else {
    body = (
      <>
        <ChartCanvas
          type={spec.type}
          data={spec.data}
          options={options ?? undefined}
          plugins={PAINTED_PLUGINS}
          label={t.chartLabel(title)}
          height={height}
        />
        <p className="chart-summary mb-2">{spec.summary}</p>
        <Button
          type="button"
          className="p-button-sm"
          text
          icon={tableOpen ? 'pi pi-chevron-up' : 'pi pi-table'}
          label={tableOpen ? t.hideTable : t.showTable}
          aria-expanded={tableOpen}
          aria-controls={tableId}
          onClick={() => setTableOpen((open) => !open)}
        />
        {/* Scrolls on its own: focusable so the keyboard can scroll it too. A table of figures
            by day stays a table on a phone (a card per day would be a long scroll in a short box). */}
        <div
          id={tableId}
          hidden={!tableOpen}
          role="region"
          aria-label={t.tableOf(title)}
          tabIndex={0}
          style={{ maxHeight: '20rem', overflowY: 'auto' }}
        >
          {tableOpen ? (
            <ListTable<R, never>
              label={title}
              rows={spec.rows}
              rowKey={spec.rowKey}
              columns={spec.columns}
              responsiveLayout="scroll"
              inScrollRegion
            />
          ) : null}
        </div>
      </>
    );
  }

  return (
    <Card className="trend-chart">
      <section aria-labelledby={headingId}>
        <div className="flex justify-content-between align-items-center gap-2 mb-2">
          <h3 id={headingId} className="card-heading m-0">
            {title}
          </h3>
          {actions}
        </div>
        {body}
      </section>
    </Card>
  );
}

/** Re-renders (and re-creates its chart) only when its figures or state change. */
export const ChartPanel = memo(ChartPanelView) as <R>(props: ChartPanelProps<R>) => ReactNode;
