// The licence-status breakdown as a doughnut; a slice opens the licence list of that status.
// A count the server did not send is no slice and '-' in the table.
import type { Dashboard } from '../../../api/schemas/reports/dashboard.ts';
import type { LicenseStatus } from '../../../api/schemas/licensing/license.ts';
import { formatCountOrNone, percentOf } from '../../../shared/format.ts';
import { common } from '../../../shared/messages/common.ts';
import { licenseStatusLabels } from '../../../shared/messages/licensing/licenses.ts';
import { trends as t } from '../../../shared/messages/reports/trends.ts';
import { licenseListHref } from '../../shared/list-urls/license-list-params.ts';
import { baseOptions, type ChartTheme } from '../../shared/charts/chart-theme.ts';
import { openColumn, sumKnown, type ChartSpec } from './chart-spec.tsx';

type Slice = NonNullable<Dashboard['licenseStatuses']>[number];

export function statusChart(statuses: readonly Slice[], theme: ChartTheme): ChartSpec<Slice> {
  const colour: Record<LicenseStatus, string> = {
    ACTIVE: theme.green,
    INACTIVE: theme.gray,
    EXPIRED: theme.orange,
    REVOKED: theme.red,
  };
  const total = sumKnown(statuses.map((s) => s.count));
  const known = statuses.flatMap((s) => (s.count === null ? [] : [{ status: s.status, count: s.count }]));
  const largest = known.reduce<(typeof known)[number] | null>(
    (best, s) => (!best || s.count > best.count ? s : best),
    null,
  );
  const hrefOf = (s: Slice) => licenseListHref({ status: s.status });
  return {
    type: 'doughnut',
    data: {
      labels: statuses.map((s) => licenseStatusLabels[s.status]),
      datasets: [
        { label: t.count, data: statuses.map((s) => s.count), backgroundColor: statuses.map((s) => colour[s.status]) },
      ],
    },
    options: { ...baseOptions(theme), cutout: '55%' },
    summary: largest ? t.statusSummary(total, licenseStatusLabels[largest.status], largest.count) : '',
    rows: statuses,
    rowKey: (s) => s.status,
    columns: [
      { id: 'status', header: t.status, cell: (s) => licenseStatusLabels[s.status] },
      { id: 'count', header: t.count, cell: (s) => formatCountOrNone(s.count) },
      { id: 'share', header: t.share, cell: (s) => (s.count === null ? common.none : `${percentOf(s.count, total)}%`) },
      openColumn(hrefOf, (s) => licenseStatusLabels[s.status]),
    ],
    hrefAt: (_, index) => (statuses[index] ? hrefOf(statuses[index]) : null),
    empty: total === 0,
  };
}
