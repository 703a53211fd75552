// お知らせ's expiry window and the usage report's months are the user's calendar: the window ends
// with the Nth day after today, as the licence list's filter; a month starts at local midnight on
// its first day. Runs in Asia/Tokyo and America/Los_Angeles (vitest.zones.config.ts).
import { addDays, endOfDay, format, startOfMonth, subMinutes, addMinutes } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { signIn } from '../mocks/_helpers.ts';
import { tables } from '../../../src/mocks/db.ts';
import { userTimeZone } from '../../../src/shared/time-zone.ts';

const zone = userTimeZone();

/** A copy of a licence that holds a slot, issued and expiring at these instants. */
function licenceAt(id: string, issuedAt: Date, expiresAt: Date | null) {
  const template = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
  tables.licenses.insert({
    ...template,
    id,
    key: id.toUpperCase(),
    issuedAt: issuedAt.toISOString(),
    updatedAt: issuedAt.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
  });
}

describe(`in ${zone}`, () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it('a licence expiring late on the 7th day after today is within 7 days; one just after midnight is not', async () => {
    const lastInstant = endOfDay(addDays(new Date(), 7));
    licenceAt('edge-in', new Date(), subMinutes(lastInstant, 30));
    licenceAt('edge-out', new Date(), addMinutes(lastInstant, 31));
    await callApi('updateNotificationSettings', { body: { expiryWindowDays: 7 } });
    const items = (await callApi('getNotifications', { query: { tz: zone } })).items.map((i) => i.license?.id);
    expect(items).toContain('edge-in');
    expect(items).not.toContain('edge-out');
  });

  it('a licence issued at 23:30 on a month’s last day counts in that month, one at 00:30 on the 1st in the next', async () => {
    const firstOfThisMonth = startOfMonth(new Date());
    const lastMonth = format(subMinutes(firstOfThisMonth, 1), 'yyyy-MM');
    const thisMonth = format(firstOfThisMonth, 'yyyy-MM');
    const issuedIn = async () => {
      const r = await callApi('getUsageReport', { query: { from: lastMonth, to: thisMonth, tz: zone } });
      return r.months.map((m) => [m.month, m.issued]);
    };
    const before = await issuedIn();
    licenceAt('late', subMinutes(firstOfThisMonth, 30), null);
    licenceAt('early', addMinutes(firstOfThisMonth, 30), null);
    const after = await issuedIn();
    expect(after).toEqual([
      [lastMonth, Number(before[0]![1]) + 1],
      [thisMonth, Number(before[1]![1]) + 1],
    ]);
  });
});
