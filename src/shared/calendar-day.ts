// Dates the user picks or types are days of their own calendar (the browser's time zone).
// An end or expiry date means the end of that day (23:59:59.999 local), a start date its
// beginning; on the wire both are ISO instants (docs/product.md §5: "sent as an ISO string"), so
// the server needs no zone. Typed dates are read in the forms Japanese users write them.
import { addDays, endOfDay, format, isValid, parse, parseISO, startOfDay } from 'date-fns';
import { toAsciiForm } from './ascii-form.ts';
import { DATE_FORMAT } from './constants.ts';

/**
 * The forms a typed date may take, after its ASCII form ('２０２６／１２／３１' → '2026/12/31'),
 * each with what a text in that form must hold: a text is parsed only in the forms it can be in
 * (date-fns's parse is the costly part of an import's row check).
 */
const TYPED_DATE_FORMATS = [
  ['yyyy/M/d', /\//],
  ['yyyy-M-d', /-/],
  ['yyyy年M月d日', /年/],
  ['yyyy.M.d', /\./],
  ['yyyyMMdd', /^\d+$/],
] as const;

/**
 * The local calendar day a typed text names (its start, local midnight), or null:
 * '2026/12/31', '2026-12-31', '２０２６/１２/３１', '2026年12月31日' (spaces ignored).
 * Impossible days ('2026/02/30') are null.
 */
export function parseCalendarDay(text: string): Date | null {
  const ascii = toAsciiForm(text).replace(/\s+/g, '');
  if (ascii === '') return null;
  for (const [pattern, holds] of TYPED_DATE_FORMATS) {
    if (!holds.test(ascii)) continue;
    const day = parse(ascii, pattern, new Date(2000, 0, 1));
    if (isValid(day) && day.getFullYear() >= 1000) return day;
  }
  return null;
}

/** The ISO instant at the end of a local calendar day (an end or expiry date). */
export const endOfCalendarDay = (day: Date): string => endOfDay(day).toISOString();
/** The ISO instant at the start of a local calendar day (a start date). */
export const startOfCalendarDay = (day: Date): string => startOfDay(day).toISOString();

/** An ISO instant shown as its local calendar day (yyyy/MM/dd); '' when empty or invalid. */
export function calendarDayText(iso: string | null | undefined): string {
  const d = iso ? parseISO(iso) : null;
  return d && isValid(d) ? format(d, DATE_FORMAT) : '';
}

/** The last instant of the calendar day `days` after today's (an expiry window "within N days"). */
export const windowEnd = (days: number, now: Date): string => endOfDay(addDays(now, days)).toISOString();
