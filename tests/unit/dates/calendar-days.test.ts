// Dates as days of the user's calendar (src/shared/calendar-day.ts). This file runs twice: in
// Asia/Tokyo with the rest of the suite, and in America/Los_Angeles (vitest.zones.config.ts),
// where a local day and its UTC date differ in the other direction.
import { addDays, format, startOfDay } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { signIn } from '../mocks/_helpers.ts';
import {
  calendarDayText,
  endOfCalendarDay,
  parseCalendarDay,
  startOfCalendarDay,
} from '../../../src/shared/calendar-day.ts';
import { formatDate, formatDateTime } from '../../../src/shared/format.ts';
import {
  licenseFilterQuery,
  licenseListParamsSchema,
} from '../../../src/screens/shared/list-urls/license-list-params.ts';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`calendar days in ${zone}`, () => {
  it.each([
    '2026/12/31',
    '2026-12-31',
    '２０２６/１２/３１',
    '２０２６／１２／３１',
    '2026年12月31日',
    '２０２６年１２月３１日',
    ' 2026/12/31　',
  ])('%s is 31 December 2026, local', (typed) => {
    const day = parseCalendarDay(typed)!;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours(), day.getMinutes()]).toEqual([
      2026, 11, 31, 0, 0,
    ]);
  });

  it.each(['', '2026/02/30', '2026/13/01', '31/12/2026', 'あした', '2026年12月'])('%s names no day', (typed) => {
    expect(parseCalendarDay(typed)).toBeNull();
  });

  it('an end date is the last instant of that local day, shown as that day wherever the browser is', () => {
    const iso = endOfCalendarDay(parseCalendarDay('2026/12/31')!);
    const end = new Date(iso);
    expect([
      end.getFullYear(),
      end.getMonth(),
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
      end.getSeconds(),
      end.getMilliseconds(),
    ]).toEqual([2026, 11, 31, 23, 59, 59, 999]);
    // The wire carries the instant (UTC): in Tokyo the day ends at 14:59:59.999Z, in Los Angeles the next UTC day.
    expect(iso).toBe(
      zone === 'Asia/Tokyo'
        ? '2026-12-31T14:59:59.999Z'
        : zone === 'America/Los_Angeles'
          ? '2027-01-01T07:59:59.999Z'
          : iso,
    );
    expect(calendarDayText(iso)).toBe('2026/12/31');
    expect(formatDate(iso)).toBe('2026/12/31');
    expect(formatDateTime(iso)).toBe('2026/12/31 23:59');
    expect(calendarDayText(startOfCalendarDay(parseCalendarDay('2026-01-01')!))).toBe('2026/01/01');
  });
});

describe(`expiry windows count calendar days in ${zone}`, () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it("'within 7 days' takes a licence ending on the 7th day after today and not one from the 8th", async () => {
    const [inside, outside] = (await callApi('listLicenses', { query: { page: 1, pageSize: 2 } })).licenses;
    const today = startOfDay(new Date());
    await callApi('updateLicense', {
      params: { id: inside!.id },
      body: { expiresAt: endOfCalendarDay(addDays(today, 7)) },
    });
    await callApi('updateLicense', {
      params: { id: outside!.id },
      body: { expiresAt: startOfCalendarDay(addDays(today, 8)) },
    });
    const query = licenseFilterQuery(licenseListParamsSchema.parse({ expiry: 'within7' }));
    const found = (await callApi('listLicenses', { query: { ...query, pageSize: 100 } })).licenses.map((l) => l.id);
    expect(found, `until ${format(new Date(query.expiryUntil!), 'yyyy/MM/dd HH:mm')}`).toContain(inside!.id);
    expect(found).not.toContain(outside!.id);
  });
});
