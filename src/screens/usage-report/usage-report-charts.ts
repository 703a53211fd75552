// The report's two charts (chart.js, as the dashboard's trends): the devices' month (the peak of
// ACTIVE devices as a line over activations, deactivations and refusals) and the licences' month
// (issued, expired, revoked). An unknown figure is a gap.
import type { UsageFigures, UsageMetric } from '../../api/schemas/reports/usage-report.ts';
import { usageReport as t } from '../../shared/messages/reports/usage-report.ts';
import { baseOptions, countAxes, type ChartTheme } from '../shared/charts/chart-theme.ts';
import { METRIC_HEADERS, monthCell } from './usage-report-figures.ts';

export interface ReportChartData {
  labels: string[];
  datasets: object[];
}

const series = (months: readonly UsageFigures[], metric: UsageMetric) => months.map((m) => m[metric]);
const bars = (months: readonly UsageFigures[], metric: UsageMetric, color: string) => ({
  label: METRIC_HEADERS[metric],
  data: series(months, metric),
  backgroundColor: color,
});

export function devicesChartData(months: readonly UsageFigures[], theme: ChartTheme): ReportChartData {
  return {
    labels: months.map(monthCell),
    datasets: [
      // Drawn over the bars: a line of its own type in the bar chart.
      {
        type: 'line',
        label: METRIC_HEADERS.peakActiveDevices,
        data: series(months, 'peakActiveDevices'),
        borderColor: theme.primary,
        backgroundColor: theme.primary,
        order: 0,
      },
      { ...bars(months, 'activations', theme.green), order: 1 },
      { ...bars(months, 'deactivations', theme.gray), order: 1 },
      { ...bars(months, 'quotaRefusals', theme.red), order: 1 },
    ],
  };
}

export function licensesChartData(months: readonly UsageFigures[], theme: ChartTheme): ReportChartData {
  return {
    labels: months.map(monthCell),
    datasets: [
      bars(months, 'issued', theme.primary),
      bars(months, 'expired', theme.orange),
      bars(months, 'revoked', theme.gray),
    ],
  };
}

export const reportChartOptions = (theme: ChartTheme) => ({
  ...baseOptions(theme),
  scales: countAxes(theme, t.axisMonth, t.axisCount),
});
