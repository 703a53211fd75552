// The owner's quota over time: slots used against purchased, with the warning (70 %) and
// error (90 %) thresholds of docs/product.md §4 as dashed lines. An unknown figure is a gap and
// '-'; the rate only where both figures are known.
import type { Trends } from '../../../api/schemas/reports/trends.ts';
import { QUOTA_ERROR_PERCENT, QUOTA_WARNING_PERCENT } from '../../../shared/constants.ts';
import { formatCountOrNone, formatDate, percentOf } from '../../../shared/format.ts';
import { common } from '../../../shared/messages/common.ts';
import { trends as t } from '../../../shared/messages/reports/trends.ts';
import { baseOptions, countAxes, type ChartTheme } from '../../shared/charts/chart-theme.ts';
import { dayTable, hasDate, type ChartSpec } from './chart-spec.tsx';

type Day = NonNullable<Trends['quota']>[number] & { date: string };

const threshold = (label: string, colour: string, values: (number | null)[]) => ({
  type: 'line',
  label,
  data: values,
  borderColor: colour,
  borderDash: [6, 4],
  borderWidth: 1.5,
  pointRadius: 0,
  fill: false,
});

const share = (total: number | null, percent: number) => (total === null ? null : Math.round((total * percent) / 100));
const rateOf = (d: Day) => (d.used === null || d.total === null ? null : percentOf(d.used, d.total));

function summaryOf(days: readonly Day[]): string {
  const today = days.at(-1);
  if (!today) return t.quotaNoOwner;
  const rate = rateOf(today);
  return today.used !== null && today.total !== null && rate !== null
    ? t.quotaSummary(today.used, today.total, rate)
    : t.quotaUnknown;
}

export function quotaChart(trends: Trends, theme: ChartTheme): ChartSpec<Day> {
  const days = (trends.quota ?? []).filter(hasDate);
  const known = days.some((d) => d.used !== null || d.total !== null);
  return {
    type: 'line',
    data: {
      labels: days.map((d) => formatDate(d.date)),
      datasets: [
        {
          label: t.quotaUsed,
          data: days.map((d) => d.used),
          borderColor: theme.primary,
          backgroundColor: theme.primaryLight,
          fill: true,
          pointRadius: 0,
          stepped: true,
        },
        {
          label: t.quotaTotal,
          data: days.map((d) => d.total),
          borderColor: theme.text,
          pointRadius: 0,
          stepped: true,
          fill: false,
        },
        threshold(
          t.quotaWarning(QUOTA_WARNING_PERCENT),
          theme.orange,
          days.map((d) => share(d.total, QUOTA_WARNING_PERCENT)),
        ),
        threshold(
          t.quotaDanger(QUOTA_ERROR_PERCENT),
          theme.red,
          days.map((d) => share(d.total, QUOTA_ERROR_PERCENT)),
        ),
      ],
    },
    options: {
      ...baseOptions(theme),
      interaction: { mode: 'index', intersect: false },
      scales: countAxes(theme, t.date, t.axisCount),
    },
    summary: summaryOf(days),
    ...dayTable(days, [
      { id: 'used', header: t.quotaUsed, cell: (d) => formatCountOrNone(d.used) },
      { id: 'total', header: t.quotaTotal, cell: (d) => formatCountOrNone(d.total) },
      { id: 'rate', header: t.quotaRate, cell: (d) => (rateOf(d) === null ? common.none : `${rateOf(d)}%`) },
    ]),
    // A day of the quota is not a list.
    hrefAt: () => null,
    empty: !known,
    // An empty series means no owner; a missing or unreadable one says nothing of the owner.
    emptyText: trends.quota !== null && trends.quota.length === 0 ? t.quotaNoOwner : undefined,
  };
}
