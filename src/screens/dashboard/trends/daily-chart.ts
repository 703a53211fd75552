// Licences issued and activations per day, as grouped bars over 30 or 90 days. A bar opens the
// audit log on that day and that action (the lists have no filter by day; the log has).
import type { Trends } from '../../../api/schemas/trends.ts';
import { formatCount, formatDate } from '../../../shared/format.ts';
import { trends as t } from '../../../shared/messages/trends.ts';
import { baseOptions, countAxes, type ChartTheme } from './chart-theme.ts';
import { auditLogHref } from '../../audit-log/audit-log-params.ts';
import { dayTable, openColumn, type ChartSpec } from './chart-spec.tsx';

type Day = Trends['daily'][number];

/** What each dataset counts, as the audit log names it. */
const DAILY_ACTIONS = ['createLicense', 'activateDevice'] as const;

export function dailyChart(trends: Trends, theme: ChartTheme): ChartSpec<Day> {
  const days = trends.daily;
  const issued = days.reduce((n, d) => n + d.issued, 0);
  const activations = days.reduce((n, d) => n + d.activations, 0);
  const peak = days.reduce<Day | null>((best, d) => (d.issued > 0 && (!best || d.issued > best.issued) ? d : best), null);
  return {
    type: 'bar',
    data: {
      labels: days.map((d) => formatDate(d.date)),
      datasets: [
        { label: t.issued, data: days.map((d) => d.issued), backgroundColor: theme.primary },
        { label: t.activations, data: days.map((d) => d.activations), backgroundColor: theme.green },
      ],
    },
    options: { ...baseOptions(theme), scales: countAxes(theme, t.date, t.axisCount) },
    summary: t.dailySummary(trends.days, issued, activations, peak ? formatDate(peak.date) : null, peak?.issued ?? 0),
    ...dayTable(days, [
      { id: 'issued', header: t.issued, cell: (d) => formatCount(d.issued) },
      { id: 'activations', header: t.activations, cell: (d) => formatCount(d.activations) },
      openColumn((d) => auditLogHref({ from: d.date, to: d.date }), (d) => formatDate(d.date)),
    ]),
    hrefAt: (datasetIndex, index) => {
      const day = days[index];
      return day ? auditLogHref({ action: DAILY_ACTIONS[datasetIndex], from: day.date, to: day.date }) : null;
    },
    empty: issued + activations === 0,
  };
}
