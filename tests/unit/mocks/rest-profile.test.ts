// The `rest` profile through msw/node: the contract's calls answered the plain REST way (201 and
// the bare record on a create, 200 and the bare record on an update, 204 without a body on a
// delete, bare single records), refusals as {error, message} or problem+json, extensions absent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { configureMock, resetMockSettings } from '../../../src/mocks/settings.ts';
import { users as userText } from '../../../src/shared/messages/users.ts';
import { demoUserId, ownership, raw, signIn } from './_helpers.ts';

let admin: string;
beforeEach(async () => {
  admin = (await signIn('admin')).accessToken;
  configureMock({ profile: 'rest' });
});
afterEach(resetMockSettings);

const keys = (json: unknown) => Object.keys(json as object).sort();

describe('the rest profile', () => {
  it('creates with 201 and the bare record, updates with 200 and the bare record, deletes with 204 and no body', async () => {
    const created = await raw('POST', '/licenses', {
      token: admin,
      body: {
        applicationId: tables.applications.all()[0]!.id,
        userId: demoUserId(),
        type: 'perpetual',
        maxActivations: 2,
      },
    });
    expect(created.status).toBe(201);
    const license = created.json as { id: string; key: string };
    expect(license.key).toEqual(expect.any(String));
    const revoked = await raw('POST', `/licenses/${license.id}/revoke`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toMatchObject({ id: license.id, status: 'REVOKED' });
    const deleted = await raw('DELETE', `/licenses/${license.id}`, { token: admin });
    expect(deleted.status).toBe(204);
    expect(deleted.json).toBeNull();
    expect(tables.licenses.get(license.id)).toBeUndefined();
  });

  it('answers single records bare', async () => {
    const device = ownership().ownDevices[0]!;
    const got = await raw('GET', `/devices/${device.id}`, { token: admin });
    expect(got.json).toMatchObject({ id: device.id });
    expect(keys(got.json)).not.toContain('device');
    const mine = await raw('GET', '/api/my-application', { token: admin });
    expect(mine.json).toHaveProperty('application_id');
  });

  it('refuses a duplicate e-mail with 409 problem+json naming the field, and others as {error, message}', async () => {
    const taken = await raw('POST', '/users', {
      token: admin,
      body: {
        email: 'user@example.com',
        password: 'Str0ng!pass',
        role: 'USER',
        userType: 'INDEPENDENT',
        tenantId: null,
        subsclight_customer_id: null,
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.headers.get('content-type')).toContain('application/problem+json');
    expect(taken.json).toMatchObject({
      title: 'Conflict',
      status: 409,
      detail: userText.emailTaken,
      errors: [{ pointer: '#/email', detail: userText.emailTaken }],
    });
    const missing = await raw('DELETE', '/users/no-such-user', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: 'Not Found', message: expect.any(String) });
  });

  it('has no extension calls', async () => {
    expect((await raw('GET', '/api/audit-log', { token: admin })).status).toBe(404);
  });
});
