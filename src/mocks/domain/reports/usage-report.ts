// 利用状況レポート: per calendar month of a zone and per application, read from what the database
// records: licences' issue, expiry and revocation, the activations, and the audit log's
// deactivations, releases and refusals for want of quota. One pass over each, fast at `large`.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { UsageReportWire as UsageReport } from '../../../api/schemas/reports/usage-report.ts';
import { monthSpan, USAGE_METRICS, type UsageMetric as Metric } from '../../../api/schemas/reports/usage-report.ts';
import { isQuotaRefusal } from '../../audit/refusals.ts';
import { auditRows, tables } from '../../db.ts';
import { periodOf } from '../calendar.ts';
import { activeSpans, sweepPeaks } from './usage-peaks.ts';

export type Series = Record<Metric, number[]>;

const DEACTIVATIONS: ReadonlySet<string> = new Set(['deactivateDevice', 'deactivateMyDevice']);

/** `yyyy-MM` of the month that holds `atMs` in `timeZone`. */
export const monthOf = (atMs: number, timeZone: string): string => format(new TZDate(atMs, timeZone), 'yyyy-MM');

/** The starts of the months from `from` to `to` in `timeZone`, and the end of the last. */
export function monthStarts(from: string, to: string, timeZone: string): number[] {
  const year = Number(from.slice(0, 4));
  const month = Number(from.slice(5, 7)) - 1;
  return Array.from({ length: monthSpan(from, to) + 1 }, (_, i) => new TZDate(year, month + i, 1, timeZone).getTime());
}

const emptySeries = (months: number): Series =>
  Object.fromEntries(USAGE_METRICS.map((m) => [m, new Array<number>(months).fill(0)])) as Series;

/** Adds to the totals, and to the application's series when it is known. */
function tally(total: Series, byApp: ReadonlyMap<string, Series>) {
  return (metric: Metric, index: number, applicationId: string | null | undefined) => {
    if (index < 0) return;
    total[metric][index]! += 1;
    const app = applicationId ? byApp.get(applicationId) : undefined;
    if (app) app[metric][index]! += 1;
  };
}

export function usageReport(from: string, to: string, timeZone: string, atMs: number): UsageReport {
  const starts = monthStarts(from, to, timeZone);
  const months = starts.length - 1;
  const total = emptySeries(months);
  const applications = tables.applications.all();
  const byApp = new Map(applications.map((a) => [a.id, emptySeries(months)]));
  const add = tally(total, byApp);
  const monthAt = (iso: string) => {
    const ms = Date.parse(iso);
    return ms <= atMs ? periodOf(starts, ms) : -1;
  };

  const appOfLicence = new Map<string, string>();
  for (const l of tables.licenses.all()) {
    appOfLicence.set(l.id, l.applicationId);
    add('issued', monthAt(l.issuedAt), l.applicationId);
    if (l.status === 'REVOKED') add('revoked', monthAt(l.updatedAt), l.applicationId);
    // Expired: its expiry passed while it was not revoked.
    if (l.expiresAt !== null && (l.status !== 'REVOKED' || l.updatedAt > l.expiresAt))
      add('expired', monthAt(l.expiresAt), l.applicationId);
  }
  for (const a of tables.activations.all()) add('activations', monthAt(a.activatedAt), appOfLicence.get(a.licenseId));
  for (const row of auditRows()) {
    if (row.items !== null) continue;
    if (row.result === 'done' && DEACTIVATIONS.has(row.action))
      add('deactivations', monthAt(row.at), appOfLicence.get(row.licenseId ?? ''));
    else if (isQuotaRefusal(row)) add('quotaRefusals', monthAt(row.at), appOfLicence.get(row.licenseId ?? ''));
  }
  sweepPeaks(activeSpans(appOfLicence, atMs), starts, atMs, total.peakActiveDevices, byApp);

  const labels = starts.slice(0, -1).map((start) => monthOf(start, timeZone));
  const figures = (series: Series) =>
    labels.map(
      (month, i) =>
        ({
          month,
          ...Object.fromEntries(USAGE_METRICS.map((m) => [m, series[m][i]!])),
        }) as UsageReport['months'][number],
    );
  return {
    from,
    to,
    timeZone,
    months: figures(total),
    applications: applications.map((a) => ({
      applicationId: a.id,
      applicationName: a.name,
      months: figures(byApp.get(a.id)!),
    })),
  };
}
