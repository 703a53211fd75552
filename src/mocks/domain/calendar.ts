// The calendar days of a time zone, for the trend series: a bar of "the 20th" counts what
// happened on the 20th where the admin is (the trends query names the browser's zone; the
// console's home zone when it names none), the same day the audit log's date filter means.
// A day is not always 24 hours long (daylight saving), so days are found by their starts.

export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface ZoneCalendar {
  /** Epoch ms of the start of the day that holds `atMs`. */
  dayStart(atMs: number): number;
  /** The start of the day `n` days after (or before, n < 0) the day that holds `atMs`. */
  addDays(atMs: number, n: number): number;
  /** `yyyy-MM-dd` of the day that holds `atMs`. */
  label(atMs: number): string;
}

export function zoneCalendar(timeZone: string): ZoneCalendar {
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  /** The zone's wall clock at `atMs` minus UTC, ms. */
  const offsetAt = (atMs: number): number => {
    const at: Record<string, number> = {};
    for (const { type, value } of clock.formatToParts(atMs)) at[type] = Number(value);
    const wholeSecond = Math.floor(atMs / 1000) * 1000;
    return Date.UTC(at.year!, at.month! - 1, at.day!, at.hour!, at.minute!, at.second!) - wholeSecond;
  };
  const dayStart = (atMs: number): number => {
    const wallMidnight = Math.floor((atMs + offsetAt(atMs)) / DAY_MS) * DAY_MS;
    // Midnight's own offset: the clock may have changed between midnight and `atMs`.
    return wallMidnight - offsetAt(wallMidnight - offsetAt(atMs));
  };
  return {
    dayStart,
    // Noon of the day wanted is inside it whatever the clock changes of the days between.
    addDays: (atMs, n) => dayStart(dayStart(atMs) + n * DAY_MS + 12 * HOUR_MS),
    label: (atMs) => new Date(atMs + offsetAt(atMs)).toISOString().slice(0, 10),
  };
}

/** The starts of `count` consecutive days from the day `first` days from today (0: today), and the end of the last. */
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
