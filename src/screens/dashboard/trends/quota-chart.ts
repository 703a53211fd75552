// The owner's quota over time: slots used against purchased, with the warning (70 %) and
// error (90 %) thresholds of spec §4 drawn as dashed lines.
import type { Trends } from '../../../api/schemas/trends.ts';
import { QUOTA_ERROR_PERCENT, QUOTA_WARNING_PERCENT } from '../../../shared/constants.ts';
import { formatCount, formatDate, percentOf } from '../../../shared/format.ts';
import { trends as t } from '../../../shared/messages/trends.ts';
import { baseOptions, countAxes, type ChartTheme } from './chart-theme.ts';
import { dayTable, type ChartSpec } from './chart-spec.tsx';

type Day = Trends['quota'][number];

const threshold = (label: string, colour: string, values: number[]) => ({
  type: 'line',
  label,
  data: values,
  borderColor: colour,
  borderDash: [6, 4],
  borderWidth: 1.5,
  pointRadius: 0,
  fill: false,
});

export function quotaChart(trends: Trends, theme: ChartTheme): ChartSpec<Day> {
  const days = trends.quota;
  const today = days.at(-1);
  return {
    type: 'line',
    data: {
      labels: days.map((d) => formatDate(d.date)),
      datasets: [
        { label: t.quotaUsed, data: days.map((d) => d.used), borderColor: theme.primary, backgroundColor: theme.primaryLight, fill: true, pointRadius: 0, stepped: true },
        { label: t.quotaTotal, data: days.map((d) => d.total), borderColor: theme.text, pointRadius: 0, stepped: true, fill: false },
        threshold(t.quotaWarning(QUOTA_WARNING_PERCENT), theme.orange, days.map((d) => Math.round((d.total * QUOTA_WARNING_PERCENT) / 100))),
        threshold(t.quotaDanger(QUOTA_ERROR_PERCENT), theme.red, days.map((d) => Math.round((d.total * QUOTA_ERROR_PERCENT) / 100))),
      ],
    },
    options: { ...baseOptions(theme), interaction: { mode: 'index', intersect: false }, scales: countAxes(theme, t.date, t.axisCount) },
    summary: today ? t.quotaSummary(today.used, today.total, percentOf(today.used, today.total)) : t.quotaNoOwner,
    ...dayTable(days, [
      { id: 'used', header: t.quotaUsed, cell: (d) => formatCount(d.used) },
      { id: 'total', header: t.quotaTotal, cell: (d) => formatCount(d.total) },
      { id: 'rate', header: t.quotaRate, cell: (d) => `${percentOf(d.used, d.total)}%` },
    ]),
    // A day of the quota is not a list.
    hrefAt: () => null,
    empty: days.length === 0,
  };
}
