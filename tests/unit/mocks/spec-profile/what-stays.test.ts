// The `spec` profile through msw/node (the hosts select it in ../spec-profile-hosts.test.ts).
// Here: validation, roles and the data's safety stay.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '../../../../src/api/catalog/endpoints.ts';
import { auditRows, tables } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { databaseText, errorBody, ownership, raw, signIn } from '../_helpers.ts';
import { ids, extensionCalls, spec, ok, signInBoth } from './support.ts';

let admin: string;
let user: string;
beforeEach(async () => ({ admin, user } = await signInBoth()));

describe('what stays as it is', () => {
  beforeEach(spec);

  it('roles, validation and quota refusals answer as in full, and no refusal changes the data', async () => {
    const before = databaseText();
    expect(errorBody(await raw('GET', '/licenses', { token: user }), 403).code).toBe('FORBIDDEN');
    expect(errorBody(await raw('GET', '/api/dashboard', { token: null }), 401).code).toBe('UNAUTHENTICATED');
    const bad = errorBody(
      await raw('POST', '/licenses', {
        token: admin,
        body: { applicationId: '', userId: '', type: 'forever', maxActivations: 0 },
      }),
      400,
    );
    expect(bad.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    const someoneElses = ownership().otherDevices.find((d) => d.status === 'ACTIVE')!;
    errorBody(await raw('POST', `/api/my-devices/${someoneElses.id}/deactivate`, { token: user }), 404);
    expect(databaseText()).toBe(before);

    resetDatabase('quota-exhausted');
    const { accessToken } = await signIn('admin');
    const holder = tables.users.all().find((u) => u.role === 'USER')!;
    const exhausted = databaseText();
    const refused = errorBody(
      await raw('POST', '/licenses', {
        token: accessToken,
        body: {
          applicationId: tables.applications.all()[0]!.id,
          userId: holder.id,
          type: 'perpetual',
          maxActivations: 1,
        },
      }),
      409,
    );
    expect(refused.quota_info).toMatchObject({ license_quota_available: 0 });
    expect(databaseText()).toBe(exhausted);
  });

  it('every contract call refused to a USER (403) or without a token (401) changes nothing', async () => {
    const before = databaseText();
    for (const id of ids.filter((i) => !extensionCalls.includes(i) && endpoints[i].access !== 'public')) {
      const path = buildPath(endpoints[id].path, { id: tables.licenses.all()[0]!.id });
      const body = endpoints[id].method === 'GET' ? undefined : {};
      expect((await raw(endpoints[id].method, path, { token: null, body })).status, id).toBe(401);
      if (endpoints[id].access === 'admin')
        expect((await raw(endpoints[id].method, path, { token: user, body })).status, id).toBe(403);
    }
    expect(databaseText()).toBe(before);
  });

  it('changes are recorded in the audit log as in full', async () => {
    const license = tables.licenses.all().find((l) => l.status !== 'REVOKED')!;
    ok(await raw('POST', `/licenses/${license.id}/revoke`, { token: admin }));
    expect(auditRows().at(-1)).toMatchObject({ action: 'revokeLicense', objectId: license.id, result: 'done' });
    errorBody(await raw('POST', `/licenses/${license.id}/revoke`, { token: admin }), 409);
    expect(auditRows().at(-1)).toMatchObject({ action: 'revokeLicense', objectId: license.id, result: 'refused' });
  });
});
