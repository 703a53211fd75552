// Periods a licence runs for or is extended by (a policy's duration, 延長): days, months or
// years added on the calendar of the date given, so a month from 31 January is the last day of
// February and a day of daylight saving keeps its time. The browser passes a local Date (the
// user's zone); the mock a date in the zone the call names, so both reach the same instant.
import { addDays, addMonths, addYears } from 'date-fns';

export const DURATION_UNITS = ['day', 'month', 'year'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface Period {
  readonly value: number;
  readonly unit: DurationUnit;
}

/** The longest period of each unit a policy or an extension may name (ten years). */
export const MAX_PERIOD: Readonly<Record<DurationUnit, number>> = { day: 3650, month: 120, year: 10 };

/** `date` moved on by `period`, on `date`'s own calendar (a TZDate stays in its zone). */
export function addPeriod<D extends Date>(date: D, period: Period): D {
  if (period.unit === 'day') return addDays(date, period.value);
  if (period.unit === 'month') return addMonths(date, period.value);
  return addYears(date, period.value);
}

/** What an extension counts from: the current expiry, or now when it has already passed. */
export function extensionBaseMs(expiresAt: string, nowMs: number): number {
  return Math.max(Date.parse(expiresAt), nowMs);
}

/** Whether a period is within the limits above. */
export const isPeriodWithinLimit = (period: Period): boolean => Number.isInteger(period.value) && period.value >= 1 && period.value <= MAX_PERIOD[period.unit];
