// The `spec` profile through msw/node (the hosts select it in ../spec-profile-hosts.test.ts).
// Here: objects keep the named fields only.
import { beforeEach, describe, expect, it } from 'vitest';
import { maskSecret } from '../../../../src/shared/format.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { demoUserId, ownership, raw, signIn } from '../_helpers.ts';
import { spec, keysOf, ok, FIELDS, signInBoth } from './support.ts';

let admin: string;
let user: string;
beforeEach(async () => ({ admin, user } = await signInBoth()));

describe('objects keep the named fields only', () => {
  beforeEach(spec);

  it('the dashboard: cards, statuses, and activities without licenseId', async () => {
    const d = ok<{ stats: object; licenseStatuses: object[]; recentActivities: object[] }>(
      await raw('GET', '/api/dashboard', { token: admin }),
    );
    expect(keysOf(d)).toEqual(['licenseStatuses', 'recentActivities', 'stats']);
    expect(keysOf(d.stats)).toEqual(['activeLicenses', 'totalDevices', 'totalLicenses', 'totalUsers']);
    expect(d.recentActivities.length).toBeGreaterThan(0);
    for (const a of d.recentActivities) expect(keysOf(a)).toEqual(['id', 'message', 'timestamp']);
    for (const s of d.licenseStatuses) expect(keysOf(s)).toEqual(['count', 'status']);
  });

  it('write answers are the changed record, bare (the contract names no envelope), its fields projected', async () => {
    const license = ownership().otherLicenses.find((l) => l.status !== 'REVOKED')!;
    const revoked = ok<object>(await raw('POST', `/licenses/${license.id}/revoke`, { token: admin }));
    expect(keysOf(revoked)).toEqual(FIELDS.license);
    const created = ok<object>(
      await raw('POST', '/licenses', {
        token: admin,
        body: {
          applicationId: tables.applications.all()[0]!.id,
          userId: demoUserId(),
          type: 'perpetual',
          maxActivations: 2,
        },
      }),
      201,
    );
    expect(keysOf(created)).toEqual(FIELDS.license);
    const device = ownership().ownDevices.find((d) => d.status === 'ACTIVE')!;
    const deactivated = ok<object>(await raw('POST', `/api/my-devices/${device.id}/deactivate`, { token: user }));
    expect(keysOf(deactivated)).toEqual(FIELDS.myDevice);
    // A single record read keeps the envelope the console has always read.
    expect(keysOf(ok(await raw('GET', `/devices/${device.id}`, { token: admin })))).toEqual(['device']);
  });

  it('quota answers are the quota info; usage and owner as named', async () => {
    const owner = tables.owners.all()[0]!;
    expect(keysOf(ok(await raw('GET', `/api/license-quota/${owner.id}`, { token: admin })))).toEqual(FIELDS.quotaInfo);
    expect(keysOf(ok(await raw('POST', `/api/license-quota/${owner.id}/sync`, { token: admin })))).toEqual(
      FIELDS.quotaInfo,
    );
    const mine = ok<Record<string, unknown>>(await raw('GET', '/api/my-owner', { token: admin }));
    expect(keysOf(mine)).toEqual(['exists', 'owner_id', 'subsclight_api_key_masked', 'subsclight_site', 'updated_at']);
    expect(mine.subsclight_api_key_masked).toBe(maskSecret(owner.apiKey));
  });

  it('my application comes with its whole keys (a contract server has no reveal call)', async () => {
    const got = ok<{ application: Record<string, unknown> }>(await raw('GET', '/api/my-application', { token: admin }));
    const row = tables.applications.get(String(got.application.application_id))!;
    expect(keysOf(got.application)).toEqual(FIELDS.application);
    expect(got.application).toMatchObject({ api_key: row.apiKey, subsclight_api_key: row.billingApiKey });
    const body = {
      name: '更新アプリ',
      description: '更新',
      version: '2.5.0',
      subsclight_site: 'demo-shop',
      subsclight_api_key: 'sl_live_newkey123456',
    };
    const updated = ok<Record<string, unknown>>(await raw('PUT', '/api/my-application', { token: admin, body }));
    expect(updated).toMatchObject({ api_key: row.apiKey, subsclight_api_key: 'sl_live_newkey123456' });
    resetDatabase('empty');
    const { accessToken } = await signIn('admin');
    const setup = {
      name: '初期アプリ',
      description: '初期設定',
      version: '1.0.0',
      subsclight_api_key: 'sl_live_abcdefghijkl',
      subsclight_site: 'my-site',
    };
    const createdApp = ok<Record<string, unknown>>(
      await raw('POST', '/api/my-application', { token: accessToken, body: setup }),
      201,
    );
    expect(createdApp.subsclight_api_key).toBe('sl_live_abcdefghijkl');
    expect(createdApp.api_key).toBe(tables.applications.all()[0]!.apiKey);
  });
});
