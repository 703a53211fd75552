// The `spec` profile through msw/node (the hosts select it in ../spec-profile-hosts.test.ts).
// Here: bare arrays where the contract names no envelope.
import { beforeEach, describe, expect, it } from 'vitest';
import { maskSecret } from '../../../../src/shared/format.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { ownership, raw } from '../_helpers.ts';
import { spec, keysOf, rows, ok, FIELDS, signInBoth } from './support.ts';

let admin: string;
let user: string;
beforeEach(async () => ({ admin, user } = await signInBoth()));

describe('lists', () => {
  beforeEach(spec);

  it('GET /licenses: every licence, newest first, as a bare array of the named fields', async () => {
    const list = rows(await raw('GET', '/licenses', { token: admin }));
    expect(list).toHaveLength(tables.licenses.count());
    expect(new Set(list.map((l) => l.id)).size).toBe(tables.licenses.count());
    for (const row of list) expect(keysOf(row)).toEqual(FIELDS.license);
    const issued = list.map((l) => String(l.issuedAt));
    expect(issued).toEqual([...issued].sort().reverse());
  });

  it('GET /devices: every device as a bare array of the named fields', async () => {
    const list = rows(await raw('GET', '/devices', { token: admin }));
    expect(list.map((d) => d.id).sort()).toEqual(
      tables.devices
        .all()
        .map((d) => d.id)
        .sort(),
    );
    for (const row of list) expect(keysOf(row)).toEqual(FIELDS.device);
  });

  it("a USER's own lists are bare arrays of the named fields", async () => {
    const { ownLicenses, ownDevices } = ownership();
    const my = rows(await raw('GET', '/api/my-licenses', { token: user }));
    expect(my.map((l) => l.id).sort()).toEqual(ownLicenses.map((l) => l.id).sort());
    for (const row of my) expect(keysOf(row)).toEqual(FIELDS.myLicense);
    const profile = rows(await raw('GET', '/licenses/user', { token: user }));
    expect(profile).toHaveLength(ownLicenses.length);
    for (const row of profile) expect(keysOf(row)).toEqual(FIELDS.profileLicense);
    const devices = rows(await raw('GET', '/api/my-devices', { token: user }));
    expect(devices.map((d) => d.device_id).sort()).toEqual(ownDevices.map((d) => d.id).sort());
    for (const row of devices) expect(keysOf(row)).toEqual(FIELDS.myDevice);
  });

  it('applications and product settings are bare arrays too; keys in lists stay masked', async () => {
    for (const path of ['/applications']) {
      const list = rows(await raw('GET', path, { token: admin }));
      expect(list, path).toHaveLength(tables.applications.count());
      for (const row of list) {
        expect(keysOf(row)).toEqual(FIELDS.application);
        expect(row.api_key).toBe(maskSecret(tables.applications.get(String(row.application_id))!.apiKey));
      }
    }
    const products = rows(await raw('GET', '/api/subsclight/product-settings', { token: admin }));
    expect(products).toHaveLength(tables.productSettings.count());
    for (const row of products) expect(keysOf(row)).toEqual(FIELDS.productSetting);
  });

  it('the envelopes the contract names stay: users, tenant users', async () => {
    const users = ok<{ users: unknown[]; total: number }>(await raw('GET', '/users', { token: admin }));
    expect(keysOf(users)).toEqual(['total', 'users']);
    for (const row of users.users) expect(keysOf(row)).toEqual(FIELDS.user);
    const tenants = ok<{ users: unknown[] }>(await raw('GET', '/api/subsclight/tenant-users', { token: admin }));
    expect(keysOf(tenants)).toEqual(['error', 'success', 'users']);
    expect(tenants.users).toHaveLength(tables.tenantUsers.count());
    for (const row of tenants.users) expect(keysOf(row)).toEqual(FIELDS.tenantUser);
  });
});
