// Licences issued and activations per day, as grouped bars over 30 or 90 days. A bar opens the
// audit log on that day and that action (the lists have no filter by day; the log has).
// A day without a date cannot be placed and is left out; an unknown figure is a gap and '-'.
import type { Trends } from '../../../api/schemas/reports/trends.ts';
import { formatCountOrNone, formatDate } from '../../../shared/format.ts';
import { trends as t } from '../../../shared/messages/reports/trends.ts';
import { baseOptions, countAxes, type ChartTheme } from '../../shared/charts/chart-theme.ts';
import { auditLogHref } from '../../shared/list-urls/audit-log-params.ts';
import { dayTable, hasDate, openColumn, sumKnown, type ChartSpec } from './chart-spec.tsx';

type Day = NonNullable<Trends['daily']>[number] & { date: string };

/** What each dataset counts, as the audit log names it. */
const DAILY_ACTIONS = ['createLicense', 'activateDevice'] as const;

/** `days`: the range asked for, for a server whose answer does not repeat it. */
export function dailyChart(trends: Trends, theme: ChartTheme, days: number): ChartSpec<Day> {
  const series = (trends.daily ?? []).filter(hasDate);
  const issued = sumKnown(series.map((d) => d.issued));
  const activations = sumKnown(series.map((d) => d.activations));
  const peak = series.reduce<{ date: string; issued: number } | null>(
    (best, d) =>
      d.issued !== null && d.issued > 0 && (!best || d.issued > best.issued)
        ? { date: d.date, issued: d.issued }
        : best,
    null,
  );
  return {
    type: 'bar',
    data: {
      labels: series.map((d) => formatDate(d.date)),
      datasets: [
        { label: t.issued, data: series.map((d) => d.issued), backgroundColor: theme.primary },
        { label: t.activations, data: series.map((d) => d.activations), backgroundColor: theme.green },
      ],
    },
    options: { ...baseOptions(theme), scales: countAxes(theme, t.date, t.axisCount) },
    summary: t.dailySummary(
      trends.days ?? days,
      issued,
      activations,
      peak ? formatDate(peak.date) : null,
      peak?.issued ?? 0,
    ),
    ...dayTable(series, [
      { id: 'issued', header: t.issued, cell: (d) => formatCountOrNone(d.issued) },
      { id: 'activations', header: t.activations, cell: (d) => formatCountOrNone(d.activations) },
      openColumn(
        (d) => auditLogHref({ from: d.date, to: d.date }),
        (d) => formatDate(d.date),
      ),
    ]),
    hrefAt: (datasetIndex, index) => {
      const day = series[index];
      return day ? auditLogHref({ action: DAILY_ACTIONS[datasetIndex], from: day.date, to: day.date }) : null;
    },
    empty: issued + activations === 0,
  };
}
