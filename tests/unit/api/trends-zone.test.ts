// The trends are the calendar days of a zone, so they are cached per zone: the same range read
// again after the browser's zone changed (a laptop that travelled, a changed setting) is asked
// for anew, in the new zone, rather than shown from the old zone's days.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testApiClient } from '../../support/api.ts';
import { recordRequests } from '../../support/record-requests.ts';
import { signIn } from '../mocks/_helpers.ts';
import { createQueryClient } from '../../../src/api/client/query-client.ts';
import { getDashboardTrendsQueryOptions } from '../../../src/api/resources/reports/trends.ts';

const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;

/** The browser reports `zone` as its own from now on. */
function browserZone(zone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

describe('the trends query', () => {
  beforeEach(async () => {
    await signIn('admin');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the same range again when the zone changed, with the new zone; not when it did not', async () => {
    const sent = recordRequests('GET', '/api/dashboard/trends');
    const api = testApiClient();
    const queries = createQueryClient({ retry: false });

    browserZone('Asia/Tokyo');
    const tokyo = await queries.fetchQuery(getDashboardTrendsQueryOptions(api, 30));
    await queries.fetchQuery(getDashboardTrendsQueryOptions(api, 30));
    expect(sent.map((r) => r.query.get('tz'))).toEqual(['Asia/Tokyo']);

    browserZone('America/Los_Angeles');
    const losAngeles = await queries.fetchQuery(getDashboardTrendsQueryOptions(api, 30));
    expect(sent.map((r) => r.query.get('tz'))).toEqual(['Asia/Tokyo', 'America/Los_Angeles']);
    expect(losAngeles).not.toBe(tokyo);
  });
});
