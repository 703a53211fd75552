// Licences expiring per week over the next 12 weeks; a bar opens the licence list on the
// smallest expiry window that holds its week (7, 30 or 90 days). A week without its first day
// is left out (its position still counts for the windows); an unknown count is a gap and '-'.
import type { LicenseExpiryFilter } from '../../../api/schemas/licensing/license.ts';
import type { Trends } from '../../../api/schemas/reports/trends.ts';
import { LICENSE_EXPIRY_WINDOW_DAYS } from '../../../shared/constants.ts';
import { formatCountOrNone, formatDate } from '../../../shared/format.ts';
import { trends as t } from '../../../shared/messages/reports/trends.ts';
import { licenseListHref } from '../../shared/list-urls/license-list-params.ts';
import { baseOptions, countAxes, type ChartTheme } from '../../shared/charts/chart-theme.ts';
import { openColumn, sumKnown, type ChartSpec } from './chart-spec.tsx';

type Week = NonNullable<Trends['expiries']>[number] & { weekStart: string; index: number };

/** The smallest window that covers the whole of week `index` (0 = this week). */
export function expiryWindowOf(index: number): LicenseExpiryFilter {
  const lastDay = (index + 1) * 7;
  const windows = Object.entries(LICENSE_EXPIRY_WINDOW_DAYS) as [keyof typeof LICENSE_EXPIRY_WINDOW_DAYS, number][];
  return (windows.find(([, days]) => lastDay <= days) ?? windows.at(-1)!)[0];
}

export function expiryChart(trends: Trends, theme: ChartTheme): ChartSpec<Week> {
  const weeks = (trends.expiries ?? []).flatMap((w, index) =>
    w.weekStart === null ? [] : [{ ...w, weekStart: w.weekStart, index }],
  );
  const total = sumKnown(weeks.map((w) => w.count));
  const within4 = sumKnown(weeks.filter((w) => w.index < 4).map((w) => w.count));
  const hrefOf = (w: Week) => licenseListHref({ expiry: expiryWindowOf(w.index) });
  return {
    type: 'bar',
    data: {
      labels: weeks.map((w) => formatDate(w.weekStart)),
      datasets: [{ label: t.expiring, data: weeks.map((w) => w.count), backgroundColor: theme.orange }],
    },
    options: { ...baseOptions(theme), scales: countAxes(theme, t.weekOf, t.axisCount) },
    summary: t.expirySummary(total, within4),
    rows: weeks,
    rowKey: (w) => w.weekStart,
    columns: [
      { id: 'week', header: t.weekOf, nowrap: true, cell: (w) => formatDate(w.weekStart) },
      { id: 'count', header: t.expiring, cell: (w) => formatCountOrNone(w.count) },
      openColumn(hrefOf, (w) => formatDate(w.weekStart)),
    ],
    hrefAt: (_, index) => (weeks[index] ? hrefOf(weeks[index]) : null),
    empty: total === 0,
  };
}
