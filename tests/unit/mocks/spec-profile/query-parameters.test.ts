// The `spec` profile through msw/node (the hosts select it in ../spec-profile-hosts.test.ts).
// Here: extension parameters ignored.
import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATION_ID_HEADER } from '../../../../src/shared/constants.ts';
import { auditRows, tables } from '../../../../src/mocks/db.ts';
import { errorBody, raw } from '../_helpers.ts';
import { spec, rows, ok, signInBoth } from './support.ts';

let admin: string;
beforeEach(async () => ({ admin } = await signInBoth()));

describe('query parameters', () => {
  const LICENSE_QUERY =
    '?page=2&pageSize=5&search=zzz&sortField=key&sortOrder=asc&status=REVOKED&type=perpetual&expiry=within7&activation=full';
  const JUNK_QUERY =
    '?page=abc&pageSize=0&sortField=password&status=LOST&heartbeatOlderThanHours=NaN&expiryUntil=yesterday';

  it('the extension parameters of /licenses and /devices are ignored, whatever their values', async () => {
    // In full they page, filter and are validated.
    expect(
      ok<{ licenses: unknown[] }>(await raw('GET', `/licenses${LICENSE_QUERY}`, { token: admin })).licenses.length,
    ).toBeLessThan(5);
    expect((await raw('GET', `/licenses${JUNK_QUERY}`, { token: admin })).status).toBe(400);
    spec();
    const plainLicenses = rows(await raw('GET', '/licenses', { token: admin }));
    expect(rows(await raw('GET', `/licenses${LICENSE_QUERY}`, { token: admin }))).toEqual(plainLicenses);
    expect(rows(await raw('GET', `/licenses${JUNK_QUERY}`, { token: admin }))).toEqual(plainLicenses);
    const plainDevices = rows(await raw('GET', '/devices', { token: admin }));
    const licenseId = tables.devices.all().find((d) => d.licenseId)!.licenseId!;
    expect(
      rows(
        await raw(
          'GET',
          `/devices?page=3&pageSize=2&status=ACTIVE&licenseId=${licenseId}&sortField=name&heartbeatOlderThanHours=24`,
          { token: admin },
        ),
      ),
    ).toEqual(plainDevices);
    expect(rows(await raw('GET', `/devices${JUNK_QUERY}`, { token: admin }))).toEqual(plainDevices);
  });

  it('GET /users keeps the paging, role and search of the contract and ignores sorting and the type filter', async () => {
    spec();
    const all = tables.users.all();
    const page2 = ok<{ users: Array<{ id: string }>; total: number }>(
      await raw('GET', '/users?page=2&pageSize=10', { token: admin }),
    );
    expect(page2.total).toBe(all.length);
    expect(page2.users).toHaveLength(10);
    const page1 = ok<{ users: Array<{ id: string }> }>(await raw('GET', '/users?page=1&pageSize=10', { token: admin }));
    expect(page1.users.map((u) => u.id)).not.toEqual(page2.users.map((u) => u.id));
    const usersOnly = ok<{ users: Array<{ role: string }>; total: number }>(
      await raw('GET', '/users?role=USER&pageSize=100', { token: admin }),
    );
    expect(usersOnly.total).toBe(all.filter((u) => u.role === 'USER').length);
    expect(usersOnly.users.every((u) => u.role === 'USER')).toBe(true);
    const found = ok<{ users: Array<{ email: string }>; total: number }>(
      await raw('GET', '/users?search=user%40example.com', { token: admin }),
    );
    expect(found.users.map((u) => u.email)).toContain('user@example.com');
    expect(found.total).toBeLessThan(all.length);
    // Sorting and the type filter are extensions: the answer is the plain one.
    const plain = ok(await raw('GET', '/users?page=1&pageSize=10', { token: admin }));
    expect(ok(await raw('GET', '/users?page=1&pageSize=10&sortField=email&sortOrder=desc', { token: admin }))).toEqual(
      plain,
    );
    expect(
      ok(
        await raw('GET', '/users?page=1&pageSize=10&userType=SUBSCLIGHT_LINKED&sortField=passwordHash', {
          token: admin,
        }),
      ),
    ).toEqual(plain);
    // The contract's own parameters are still checked.
    errorBody(await raw('GET', '/users?page=0', { token: admin }), 400);
  });

  it('the extension header X-Operation-Id is ignored in spec, refused when malformed in full', async () => {
    const license = tables.licenses.all().find((l) => l.status !== 'REVOKED')!;
    const headers = { [OPERATION_ID_HEADER]: 'a b c' };
    errorBody(await raw('POST', `/licenses/${license.id}/revoke`, { token: admin, headers }), 400);
    spec();
    expect((await raw('POST', `/licenses/${license.id}/revoke`, { token: admin, headers })).status).toBe(200);
    expect(auditRows().at(-1)).toMatchObject({ action: 'revokeLicense', result: 'done', operationId: null });
  });
});
