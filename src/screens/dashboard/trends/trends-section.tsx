// The admin dashboard's trends (the `trends` extension, absent on a server without it): device
// health, the charts and the status doughnut. The dashboard's lazily loaded chunk, so the chart
// library comes with it only (docs/adr/0036-dashboard-trends-on-chart-js.md).
import { useId, useMemo, useState } from 'react';
import { isAbsent } from '../../../api/client/errors.ts';
import type { Dashboard } from '../../../api/schemas/reports/dashboard.ts';
import type { TrendDays } from '../../../api/schemas/reports/trends.ts';
import { useDashboardTrends } from '../../../api/resources/reports/trends.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import { TREND_DAY_CHOICES } from '../../../shared/constants.ts';
import { trends as t } from '../../../shared/messages/reports/trends.ts';
import { useStaleThreshold } from '../../shared/state/use-stale-threshold.ts';
import { ChartPanel, type PanelStatus } from './chart-panel.tsx';
import { readChartTheme } from '../../shared/charts/chart-theme.ts';
import { dailyChart } from './daily-chart.ts';
import { DeviceHealthCard } from './device-health-card.tsx';
import { expiryChart } from './expiry-chart.ts';
import { heartbeatChart } from './heartbeat-chart.ts';
import { quotaChart } from './quota-chart.ts';
import { statusChart } from './status-chart.ts';
import { ChoiceButtons } from '../../shared/form/choice-buttons.tsx';

const RANGE_OPTIONS = TREND_DAY_CHOICES.map((days) => ({ label: t.rangeOption(days), value: days }));
const noop = () => {};

/** The licence-status doughnut (the dashboard already has the figures). */
export function StatusDoughnut({ statuses }: { statuses: NonNullable<Dashboard['licenseStatuses']> }) {
  const spec = useMemo(() => statusChart(statuses, readChartTheme()), [statuses]);
  return <ChartPanel title={t.statusTitle} status="ready" onRetry={noop} spec={spec} />;
}

export function TrendsSection() {
  const headingId = useId();
  const [days, setDays] = useState<TrendDays>(TREND_DAY_CHOICES[0]);
  const [hours, setHours] = useStaleThreshold();
  const offered = useExtension('trends') !== 'absent';
  const query = useDashboardTrends(days, offered);
  const { data, refetch } = query;
  const status: PanelStatus = query.isError ? 'error' : query.isPending ? 'pending' : 'ready';
  const retry = useMemo(() => () => void refetch(), [refetch]);
  const [theme] = useState(readChartTheme);
  const daily = useMemo(() => data && dailyChart(data, theme, days), [data, theme, days]);
  const expiries = useMemo(() => data && expiryChart(data, theme), [data, theme]);
  const quota = useMemo(() => data && quotaChart(data, theme), [data, theme]);
  const heartbeat = useMemo(() => data && heartbeatChart(data, hours, theme), [data, hours, theme]);

  if (!offered || isAbsent(query.error)) return null;
  return (
    <section aria-labelledby={headingId} className="dashboard-trends mt-4">
      <div className="flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id={headingId} className="card-heading m-0">
          {t.sectionTitle}
        </h2>
        <div className="flex align-items-center gap-2">
          <ChoiceButtons label={t.rangeLabel} value={days} options={RANGE_OPTIONS} onChange={setDays} />
        </div>
      </div>
      <DeviceHealthCard status={status} onRetry={retry} heartbeat={data?.heartbeat} hours={hours} onHours={setHours} />
      <div
        className="dashboard-charts"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(24rem, 100%), 1fr))', gap: '1rem' }}
      >
        <ChartPanel title={t.dailyTitle} status={status} onRetry={retry} spec={daily} />
        <ChartPanel title={t.expiryTitle} status={status} onRetry={retry} spec={expiries} />
        <ChartPanel title={t.quotaTitle} status={status} onRetry={retry} spec={quota} />
        <ChartPanel title={t.heartbeatTitle} status={status} onRetry={retry} spec={heartbeat} />
      </div>
    </section>
  );
}
