// Display formatting (docs/product.md §9): dates through date-fns with the ja locale, masks,
// truncation, yen.
import { format, isValid, parseISO } from 'date-fns';
import { ja } from 'date-fns/locale';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  JAPANESE_DATE_FORMAT,
  MASK_VISIBLE_HEAD,
  MASK_VISIBLE_TAIL,
  SHORT_DATE_TIME_FORMAT,
} from './constants.ts';
import { formattedDatesCache } from './formatted-dates.ts';

const NONE = '-';

/** A full ISO date-time with Z or an offset, as the server sends: the engine's own parser
 *  reads it exactly, and faster than parseISO, which a list page calls for every date cell. A
 *  date-only or offset-less text goes through parseISO (local time, as date-fns defines). */
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = typeof value === 'string' ? (ZONED_DATE_TIME.test(value) ? new Date(value) : parseISO(value)) : value;
  return isValid(d) ? d : null;
}

/** Formatted ISO strings kept per pattern: a list page formats the same timestamps on every render. */
const CACHE_LIMIT = 2000;

function formatWith(pattern: string) {
  const cache = formattedDatesCache();
  return (value: string | Date | null | undefined, fallback: string = NONE): string => {
    if (typeof value === 'string' && value !== '') {
      const hit = cache.get(value);
      if (hit !== undefined) return hit;
    }
    const d = toDate(value);
    if (!d) return fallback;
    const text = format(d, pattern, { locale: ja });
    if (typeof value === 'string') {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(value, text);
    }
    return text;
  };
}

/** yyyy/MM/dd HH:mm */
export const formatDateTime = formatWith(DATE_TIME_FORMAT);
/** yyyy/MM/dd */
export const formatDate = formatWith(DATE_FORMAT);
/** MM/dd HH:mm */
export const formatShortDateTime = formatWith(SHORT_DATE_TIME_FORMAT);
/** yyyy年MM月dd日 */
export const formatJapaneseDate = formatWith(JAPANESE_DATE_FORMAT);

export function isPast(value: string | null | undefined, now: Date = new Date()): boolean {
  const d = toDate(value);
  return d !== null && d.getTime() < now.getTime();
}

const MASK = '••••••••';

/**
 * Keeps the first 4 and last 4 characters (docs/product.md §9). A short value is hidden
 * entirely, and the mask never tells its length. The mock server masks with the same function.
 */
export function maskSecret(value: string | null | undefined): string {
  if (!value) return NONE;
  if (value.length <= MASK_VISIBLE_HEAD + MASK_VISIBLE_TAIL) return MASK;
  return `${value.slice(0, MASK_VISIBLE_HEAD)}${MASK}${value.slice(-MASK_VISIBLE_TAIL)}`;
}

export function truncate(value: string | null | undefined, length: number): string {
  if (!value) return NONE;
  // The ellipsis says the value goes on: nobody takes the shown part for the whole key.
  return value.length > length ? `${value.slice(0, length)}…` : value;
}

/** A text or number cell: the value, or the fallback when the server did not send it. */
export function orNone(value: string | number | null | undefined, fallback: string = NONE): string {
  return value === null || value === undefined || value === '' ? fallback : String(value);
}

/** 'used / max' where either may be unknown ('- / 3'). */
export const usedOfMax = (used: number | null | undefined, max: number | null | undefined): string =>
  `${orNone(used)} / ${orNone(max)}`;

export { formatCount, formatCountOrNone } from './format-count.ts';

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
/** Yen with thousands separators; '-' when null. */
export function formatYen(value: number | null | undefined): string {
  return value === null || value === undefined ? NONE : yen.format(value);
}

/** Whole percent of used/total, 0 when total is 0. */
export function percentOf(used: number, total: number): number {
  if (total <= 0) return used > 0 ? 100 : 0;
  return Math.round((used / total) * 100);
}

/** A local datetime value (yyyy-MM-ddTHH:mm) as an ISO string, or null when empty/invalid. */
export function localDateTimeToIso(value: Date | string | null | undefined): string | null {
  const d = typeof value === 'string' ? toDate(value) : (value ?? null);
  return d && isValid(d) ? d.toISOString() : null;
}
