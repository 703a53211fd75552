// The report's figures as the screen reads them: the months of the chosen scope (every
// application, or one), the columns of its table and CSV, and the range's totals. A figure the
// server did not send is unknown ('-'), never 0.
import {
  USAGE_METRICS,
  type UsageFigures,
  type UsageMetric,
  type UsageReport,
} from '../../api/schemas/reports/usage-report.ts';
import { usageReport as t } from '../../shared/messages/reports/usage-report.ts';
import type { CsvColumn } from '../shared/list/export/csv.ts';
import { monthLabel } from './usage-report-params.ts';

/** Every application together. */
export const ALL_APPLICATIONS = '';

export interface ReportScope {
  /** The application's id, or ALL_APPLICATIONS. */
  id: string;
  name: string;
  months: readonly UsageFigures[];
}

/** The applications the report names, for the picker (every application first). */
export const scopeChoices = (report: UsageReport | undefined) => [
  { label: t.allApplications, value: ALL_APPLICATIONS },
  ...(report?.applications ?? []).flatMap((a) =>
    a.applicationId ? [{ label: a.applicationName ?? a.applicationId, value: a.applicationId }] : [],
  ),
];

/** The months of the chosen application; every application's when it is not in the report. */
export function scopeOf(report: UsageReport, applicationId: string): ReportScope {
  const app =
    applicationId === ALL_APPLICATIONS
      ? undefined
      : report.applications?.find((a) => a.applicationId === applicationId);
  if (app) return { id: applicationId, name: app.applicationName ?? applicationId, months: app.months ?? [] };
  return { id: ALL_APPLICATIONS, name: t.allApplications, months: report.months ?? [] };
}

/** The table's and the CSV's columns, in one order. */
export const METRIC_HEADERS: Readonly<Record<UsageMetric, string>> = {
  peakActiveDevices: t.peakActiveDevices,
  activations: t.activations,
  deactivations: t.deactivations,
  quotaRefusals: t.quotaRefusals,
  issued: t.issued,
  expired: t.expired,
  revoked: t.revoked,
};

export const usageCsvColumns = (scope: string): CsvColumn<UsageFigures>[] => [
  { header: t.applicationLabel, value: () => scope },
  { header: t.month, value: (m) => m.month },
  ...USAGE_METRICS.map((metric) => ({ header: METRIC_HEADERS[metric], value: (m: UsageFigures) => m[metric] ?? '' })),
];

/** The range's totals: the events summed, the devices' peak the largest of its months. */
export function totalsOf(months: readonly UsageFigures[]) {
  const sum = (metric: UsageMetric) => months.reduce((n, m) => n + (m[metric] ?? 0), 0);
  return {
    months: months.length,
    peak: months.reduce((best, m) => Math.max(best, m.peakActiveDevices ?? 0), 0),
    activations: sum('activations'),
    issued: sum('issued'),
    quotaRefusals: sum('quotaRefusals'),
    /** Whether either chart has anything to draw. */
    anyDevices: (['peakActiveDevices', 'activations', 'deactivations', 'quotaRefusals'] as const).some(
      (metric) => sum(metric) > 0,
    ),
    anyLicenses: (['issued', 'expired', 'revoked'] as const).some((metric) => sum(metric) > 0),
  };
}

export const monthCell = (m: UsageFigures) => monthLabel(m.month);
