// Dates on screen (docs/product.md §9): the server's ISO date-times shown in the console's time
// zone (Asia/Tokyo in the tests), whichever parser reads them, and the fallback for no value.
import fc from 'fast-check';
import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../src/shared/format.ts';
import { DATE_TIME_FORMAT } from '../../../src/shared/constants.ts';

describe('formatDateTime', () => {
  it('shows UTC and offset date-times in local time', () => {
    expect(formatDateTime('2026-03-01T15:30:00Z')).toBe('2026/03/02 00:30');
    expect(formatDateTime('2026-03-01T15:30:00.123456Z')).toBe('2026/03/02 00:30');
    expect(formatDateTime('2026-03-02T00:30:00+09:00')).toBe('2026/03/02 00:30');
    expect(formatDateTime('2026-03-01T10:30-05:00')).toBe('2026/03/02 00:30');
  });

  it('reads a date-only or offset-less text as local time, as date-fns does', () => {
    expect(formatDateTime('2026-03-02')).toBe('2026/03/02 00:00');
    expect(formatDateTime('2026-03-02T08:15:00')).toBe('2026/03/02 08:15');
    expect(formatDate('2026-03-02')).toBe('2026/03/02');
  });

  it('falls back for nothing or nonsense, and gives the same text on every call', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('', '未設定')).toBe('未設定');
    expect(formatDateTime('not a date', '不明')).toBe('不明');
    expect(formatDateTime('2026-13-45T99:00:00Z', '不明')).toBe('不明');
    const once = formatDateTime('2025-12-31T23:59:59Z');
    expect(formatDateTime('2025-12-31T23:59:59Z')).toBe(once);
  });

  it('agrees with date-fns parseISO on any instant, in UTC or with an offset', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.integer({ min: -12, max: 14 }),
        (date, offsetHours) => {
          const utc = date.toISOString();
          const shifted = new Date(date.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 19);
          const sign = offsetHours < 0 ? '-' : '+';
          const withOffset = `${shifted}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
          const expected = format(parseISO(utc), DATE_TIME_FORMAT);
          expect(formatDateTime(utc)).toBe(expected);
          expect(formatDateTime(withOffset)).toBe(format(parseISO(withOffset), DATE_TIME_FORMAT));
        },
      ),
      { numRuns: 300 },
    );
  });
});
