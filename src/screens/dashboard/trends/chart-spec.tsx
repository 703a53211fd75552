// What a trend chart is made of, whatever it shows: chart.js's type, data and options, the
// one-line summary, the rows of its table alternative (表で見る), and where a click on a bar
// or slice leads (the licence or device list filtered to it).
import { Link } from 'wouter';
import type { ChartType } from '../../shared/charts/chart-canvas.tsx';
import type { ListColumn } from '../../../ui/table/list-table.tsx';
import { formatDate } from '../../../shared/format.ts';
import { trends as t } from '../../../shared/messages/reports/trends.ts';

export interface ChartSpec<R> {
  type: ChartType;
  data: { labels: string[]; datasets: object[] };
  options: object;
  summary: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly ListColumn<R, never>[];
  /** The list a click on the element (dataset, index) opens, or null. */
  hrefAt: (datasetIndex: number, index: number) => string | null;
  /** Nothing to chart (every figure 0 or unknown, or no series). */
  empty: boolean;
  /** What the empty state says, when this chart knows why it is empty. */
  emptyText?: string;
}

/** The sum of the figures the server sent (an unknown one adds nothing). */
export const sumKnown = (values: readonly (number | null)[]): number =>
  values.reduce<number>((n, v) => n + (v ?? 0), 0);

/** A row of a series by day that can be placed on the axis: its day is known. */
export const hasDate = <D extends { date: string | null }>(d: D): d is D & { date: string } => d.date !== null;

/** The table's last column: a link to the list of a row (the keyboard's way to what a click on the chart opens). */
export function openColumn<R>(hrefOf: (row: R) => string | null, nameOf: (row: R) => string): ListColumn<R, never> {
  return {
    id: 'open',
    header: t.openListHeader,
    nowrap: true,
    cell: (row) => {
      const href = hrefOf(row);
      return href ? (
        <Link href={href} aria-label={t.openListOf(nameOf(row))}>
          {t.openList}
        </Link>
      ) : null;
    },
  };
}

/** A chart by day as its table: a row per day, newest first, the date first, then `columns`. */
export function dayTable<D extends { date: string }>(
  days: readonly D[],
  columns: readonly ListColumn<D, never>[],
): Pick<ChartSpec<D>, 'rows' | 'rowKey' | 'columns'> {
  return {
    rows: [...days].reverse(),
    rowKey: (d) => d.date,
    columns: [{ id: 'date', header: t.date, nowrap: true, cell: (d) => formatDate(d.date) }, ...columns],
  };
}
