// One chart of the report in a card: its heading, the chart (or why there is none), and the
// canvas named for what it shows; the figures are in the report's table below it.
import { useId } from 'react';
import { LightCard } from '../../ui/light/card.tsx';
import { usageReport as t } from '../../shared/messages/reports/usage-report.ts';
import { ChartCanvas } from '../shared/charts/chart-canvas.tsx';
import type { ReportChartData } from './usage-report-charts.ts';

export interface ReportChartProps {
  title: string;
  scope: string;
  data: ReportChartData;
  options: object;
  empty: boolean;
}

export function ReportChart({ title, scope, data, options, empty }: ReportChartProps) {
  const headingId = useId();
  return (
    <LightCard className="usage-report-chart">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="card-heading mt-0 mb-2">
          {title}
        </h2>
        {empty ? (
          <p className="text-color-secondary">{t.empty}</p>
        ) : (
          <ChartCanvas type="bar" data={data} options={options} label={t.chartLabel(title, scope)} height="16rem" />
        )}
      </section>
    </LightCard>
  );
}
