// The trends' calendar (src/mocks/domain/calendar.ts): where the days of a time zone start,
// daylight-saving days of 23 and 25 hours and zones off the whole hour included.
import { describe, expect, it } from 'vitest';
import { dayStarts, periodOf, zoneCalendar } from '../../../src/mocks/domain/calendar.ts';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('zoneCalendar', () => {
  it('starts a Tokyo day at 15:00 UTC the day before and names it by its Tokyo date', () => {
    const tokyo = zoneCalendar('Asia/Tokyo');
    expect(tokyo.dayStart(at('2026-11-26T03:00:00Z'))).toBe(at('2026-11-25T15:00:00Z'));
    expect(tokyo.dayStart(at('2026-11-25T15:00:00Z'))).toBe(at('2026-11-25T15:00:00Z'));
    expect(tokyo.dayStart(at('2026-11-25T14:59:59.999Z'))).toBe(at('2026-11-24T15:00:00Z'));
    expect(tokyo.label(at('2026-11-25T15:00:00Z'))).toBe('2026-11-26');
    expect(tokyo.label(at('2026-11-25T14:59:59Z'))).toBe('2026-11-25');
  });

  it('follows Los Angeles through daylight saving: 23 hours on 8 March, 25 on 1 November 2026', () => {
    const la = zoneCalendar('America/Los_Angeles');
    const march8 = la.dayStart(at('2026-03-08T20:00:00Z'));
    expect(march8).toBe(at('2026-03-08T08:00:00Z'));
    expect(la.addDays(march8, 1) - march8).toBe(23 * HOUR);
    const november1 = la.dayStart(at('2026-11-01T20:00:00Z'));
    expect(november1).toBe(at('2026-11-01T07:00:00Z'));
    expect(la.addDays(november1, 1) - november1).toBe(25 * HOUR);
    expect(la.label(la.addDays(november1, 1))).toBe('2026-11-02');
    expect(la.addDays(at('2026-11-02T12:00:00Z'), -1)).toBe(november1);
  });

  it('starts the day of a zone off the whole hour (Kathmandu, UTC+5:45) at its own midnight', () => {
    const kathmandu = zoneCalendar('Asia/Kathmandu');
    expect(kathmandu.dayStart(at('2026-11-26T00:00:00Z'))).toBe(at('2026-11-25T18:15:00Z'));
    expect(kathmandu.label(at('2026-11-25T18:15:00Z'))).toBe('2026-11-26');
  });

  it('lays out consecutive days and weeks and finds the one that holds an instant', () => {
    const tokyo = zoneCalendar('Asia/Tokyo');
    const now = at('2026-11-26T03:00:00Z');
    const days = dayStarts(tokyo, now, -2, 3);
    expect(days.map((d) => tokyo.label(d))).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(periodOf(days, now)).toBe(2);
    expect(periodOf(days, days[0]!)).toBe(0);
    expect(periodOf(days, days[0]! - 1)).toBe(-1);
    expect(periodOf(days, days[3]!)).toBe(-1);
    expect(periodOf(days, Number.NaN)).toBe(-1);
    const weeks = dayStarts(tokyo, now, 0, 2, 7);
    expect(weeks.map((d) => tokyo.label(d))).toEqual(['2026-11-26', '2026-12-03', '2026-12-10']);
  });
});
