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
export const isPeriodWithinLimit = (period: Period): boolean =>
  Number.isInteger(period.value) && period.value >= 1 && period.value <= MAX_PERIOD[period.unit];

/** What 延長 would do: by a period on the browser's calendar, or to a chosen instant. */
export type ExtensionChoice =
  { readonly kind: 'period'; readonly period: Period } | { readonly kind: 'until'; readonly until: string };

export interface ExtensionPreview {
  /** Counted from the current expiry (false: it has passed, counted from now). */
  readonly fromExpiry: boolean;
  readonly fromMs: number;
  readonly untilMs: number;
  /** The new expiry comes after what it counts from (an extension, not a shortening). */
  readonly valid: boolean;
  /** It has expired and will be usable again. */
  readonly reactivates: boolean;
}

/** The preview of an extension of a licence expiring at `expiresAt`, seen at `atMs`. */
export function previewExtension(expiresAt: string, choice: ExtensionChoice, atMs: number): ExtensionPreview {
  const fromMs = extensionBaseMs(expiresAt, atMs);
  const fromExpiry = Date.parse(expiresAt) > atMs;
  const untilMs =
    choice.kind === 'period' ? addPeriod(new Date(fromMs), choice.period).getTime() : Date.parse(choice.until);
  const valid = untilMs > fromMs;
  return { fromExpiry, fromMs, untilMs, valid, reactivates: valid && !fromExpiry };
}
