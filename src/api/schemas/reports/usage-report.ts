// 利用状況レポート (the `usageReport` extension, docs/product.md §10): per calendar month of the
// caller's zone and per application, what the licences and devices went through.
import * as z from 'zod';
import { essential } from '../reading.ts';
import type { Read } from '../../reading/read-types.ts';
import { USAGE_REPORT } from '../../../shared/constants.ts';
import { usageReport as t } from '../../../shared/messages/reports/usage-report.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';
import { count, rowId } from '../common.ts';
import { timeZoneName } from './trends.ts';

/** A calendar month, `yyyy-MM` (1900 to 2999). */
export const calendarMonth = z
  .string({ error: v.invalidValue })
  .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, { error: v.invalidValue });

/** Months since year 0 (`yyyy-MM` read as a count). */
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** Months from `from` to `to`, both counted (0 when `to` is before `from`). */
export function monthSpan(from: string, to: string): number {
  return Math.max(0, monthIndex(to) - monthIndex(from) + 1);
}

/** `yyyy-MM` of `n` months after `month` (before, n < 0). */
export function addMonths(month: string, n: number): string {
  const index = monthIndex(month) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** GET /api/reports/usage?from=2026-01&to=2026-06&tz=Asia/Tokyo (the last months up to this one when absent). */
export const usageReportQuerySchema = z
  .object({ from: calendarMonth.optional(), to: calendarMonth.optional(), tz: timeZoneName.optional() })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { path: ['to'], error: t.rangeReversed })
  .refine((q) => q.from === undefined || q.to === undefined || monthSpan(q.from, q.to) <= USAGE_REPORT.maxMonths, {
    path: ['to'],
    error: t.rangeTooLong(USAGE_REPORT.maxMonths),
  });
export type UsageReportQuery = z.output<typeof usageReportQuerySchema>;


/** One month's figures: the peak of devices ACTIVE at once, and what happened in it. */
export const usageFiguresSchema = z.object({
  month: essential(calendarMonth),
  peakActiveDevices: count,
  activations: count,
  deactivations: count,
  /** Calls refused for want of quota. */
  quotaRefusals: count,
  issued: count,
  expired: count,
  revoked: count,
});
/** A month's figures by name, in the schema's order: the report's table, its CSV and the mock list them so. */
export const USAGE_METRICS = usageFiguresSchema.keyof().exclude(['month']).options;
export type UsageMetric = (typeof USAGE_METRICS)[number];

export const usageReportSchema = z.object({
  from: calendarMonth,
  to: calendarMonth,
  timeZone: z.string(),
  /** Every application together, one entry per month, oldest first. */
  months: z.array(usageFiguresSchema),
  /** Each application's months, alike (what names no application, a refused issue or a device on no licence, counts in the totals only). */
  applications: z.array(
    z.object({ applicationId: rowId, applicationName: z.string(), months: z.array(usageFiguresSchema) }),
  ),
});
/** As the console reads it (lenient); `UsageReportWire` is the contract's form. */
export type UsageReport = Read<typeof usageReportSchema>;
export type UsageReportWire = z.infer<typeof usageReportSchema>;
export type UsageFigures = NonNullable<UsageReport['months']>[number];
