// ACTIVE devices by heartbeat age: how many are silent longer than each threshold (the stale
// count at that threshold); the admin's threshold is highlighted, a bar opens the device
// list's stale preset for its threshold. A threshold the server did not name is left out.
import type { Trends } from '../../../api/schemas/reports/trends.ts';
import { formatCountOrNone } from '../../../shared/format.ts';
import { deviceHealth, trends as t } from '../../../shared/messages/reports/trends.ts';
import { staleDevicesHref } from '../../shared/list-urls/device-list-params.ts';
import { baseOptions, countAxes, type ChartTheme } from '../../shared/charts/chart-theme.ts';
import { openColumn, type ChartSpec } from './chart-spec.tsx';

type Heartbeat = NonNullable<Trends['heartbeat']>;
export type Bucket = NonNullable<Heartbeat['staleByThreshold']>[number] & { hours: number };

/** The buckets of the answer that name their threshold. */
export const bucketsOf = (heartbeat: Trends['heartbeat'] | undefined): Bucket[] =>
  (heartbeat?.staleByThreshold ?? []).flatMap((b) => (b.hours === null ? [] : [{ ...b, hours: b.hours }]));

export function heartbeatChart(trends: Trends, chosenHours: number, theme: ChartTheme): ChartSpec<Bucket> {
  const buckets = bucketsOf(trends.heartbeat);
  const active = trends.heartbeat?.activeDevices ?? null;
  const chosen = buckets.find((b) => b.hours === chosenHours);
  const hrefOf = (b: Bucket) => staleDevicesHref(b.hours);
  return {
    type: 'bar',
    data: {
      labels: buckets.map((b) => deviceHealth.threshold(b.hours)),
      datasets: [
        {
          label: t.devices,
          data: buckets.map((b) => b.count),
          backgroundColor: buckets.map((b) => (b.hours === chosenHours ? theme.red : theme.gray)),
        },
      ],
    },
    options: {
      ...baseOptions(theme),
      plugins: { ...baseOptions(theme).plugins, legend: { display: false } },
      scales: countAxes(theme, t.heartbeatAge, t.axisDevices),
    },
    summary: t.heartbeatSummary(active, chosenHours, chosen?.count ?? null),
    rows: buckets,
    rowKey: (b) => String(b.hours),
    columns: [
      { id: 'age', header: t.heartbeatAge, cell: (b) => deviceHealth.threshold(b.hours) },
      { id: 'count', header: t.devices, cell: (b) => formatCountOrNone(b.count) },
      openColumn(hrefOf, (b) => deviceHealth.threshold(b.hours)),
    ],
    hrefAt: (_, index) => (buckets[index] ? hrefOf(buckets[index]) : null),
    empty: active === 0 || !buckets.some((b) => b.count !== null),
  };
}
