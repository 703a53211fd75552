// The calendar days of a time zone, for the trend series: a bar of "the 20th" counts what
// happened on the 20th where the admin is (the trends query names the browser's zone; the
// console's home zone when it names none), the same day the audit log's date filter means.
// A day is not always 24 hours long (daylight saving), so days are found by their starts.
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';

export interface ZoneCalendar {
  /** Epoch ms of the start of the day that holds `atMs`. */
  dayStart(atMs: number): number;
  /** The start of the day `n` days after (or before, n < 0) the day that holds `atMs`. */
  addDays(atMs: number, n: number): number;
  /** `yyyy-MM-dd` of the day that holds `atMs`. */
  label(atMs: number): string;
}

/** date-fns' calendar arithmetic on dates in `timeZone` (@date-fns/tz). */
export function zoneCalendar(timeZone: string): ZoneCalendar {
  const inZone = (atMs: number) => new TZDate(atMs, timeZone);
  return {
    dayStart: (atMs) => startOfDay(inZone(atMs)).getTime(),
    addDays: (atMs, n) => startOfDay(addDays(inZone(atMs), n)).getTime(),
    label: (atMs) => format(inZone(atMs), 'yyyy-MM-dd'),
  };
}

/** The starts of `count` consecutive periods of `step` days, the first `first` days from today's (0: today), and the end of the last. */
export function dayStarts(calendar: ZoneCalendar, atMs: number, first: number, count: number, step = 1): number[] {
  return Array.from({ length: count + 1 }, (_, i) => calendar.addDays(atMs, first + i * step));
}

/** Which of the periods between consecutive `starts` holds `ms` (-1: none). */
export function periodOf(starts: readonly number[], ms: number): number {
  if (!(ms >= starts[0]! && ms < starts[starts.length - 1]!)) return -1;
  let lo = 0;
  let hi = starts.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= ms) lo = mid;
    else hi = mid;
  }
  return lo;
}
