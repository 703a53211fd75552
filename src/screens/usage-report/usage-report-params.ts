// The report's view in the URL (?from=2026-06&to=2026-11&app=…): calendar months of the user's
// zone. A range is kept valid as it is chosen: moving one end past the other, or further than the
// longest range, moves the other end with it (no range the server would refuse is ever asked).
import { format } from 'date-fns';
import { addMonths, calendarMonth, monthSpan } from '../../api/schemas/reports/usage-report.ts';
import { USAGE_REPORT } from '../../shared/constants.ts';
import { usageReport as t } from '../../shared/messages/reports/usage-report.ts';

export const USAGE_REPORT_PATH = '/reports/usage';

export interface ReportRange {
  from: string;
  to: string;
}

/** This month in the user's zone, `yyyy-MM`. */
export const monthNow = (now: Date = new Date()): string => format(now, 'yyyy-MM');

/** 2026年11月 */
export const monthLabel = (month: string): string => t.monthLabel(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/** The months a picker offers, newest first. */
export function monthChoices(now: Date = new Date()): { label: string; value: string }[] {
  const last = monthNow(now);
  return Array.from({ length: USAGE_REPORT.monthChoices }, (_, i) => addMonths(last, -i)).map((value) => ({
    label: monthLabel(value),
    value,
  }));
}

const validMonth = (value: string | null): string | undefined =>
  value !== null && calendarMonth.safeParse(value).success ? value : undefined;

/** The range a URL asks for: the last months up to this one by default; a range given backwards read forwards. */
export function rangeOf(search: URLSearchParams, now: Date = new Date()): ReportRange {
  const to = validMonth(search.get('to')) ?? monthNow(now);
  const from = validMonth(search.get('from')) ?? addMonths(to, -(USAGE_REPORT.defaultMonths - 1));
  if (from > to) return clampFrom({ from: to, to: from });
  return clampFrom({ from, to });
}

/** Shortened from its start when longer than the server allows. */
const clampFrom = (r: ReportRange): ReportRange =>
  monthSpan(r.from, r.to) > USAGE_REPORT.maxMonths
    ? { from: addMonths(r.to, -(USAGE_REPORT.maxMonths - 1)), to: r.to }
    : r;
/** Shortened from its end when longer than the server allows. */
const clampTo = (r: ReportRange): ReportRange =>
  monthSpan(r.from, r.to) > USAGE_REPORT.maxMonths
    ? { from: r.from, to: addMonths(r.from, USAGE_REPORT.maxMonths - 1) }
    : r;

/** A new start: the end follows when the start passes it or the range grows too long. */
export const withFrom = (range: ReportRange, from: string): ReportRange =>
  clampTo({ from, to: from > range.to ? from : range.to });

/** A new end: the start follows when the end goes before it or the range grows too long. */
export const withTo = (range: ReportRange, to: string): ReportRange =>
  clampFrom({ from: to < range.from ? to : range.from, to });
