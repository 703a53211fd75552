// The mock's list search is Japanese-aware (src/shared/search-fold.ts): width, kana, case
// and key dashes do not matter, on licences, devices and users alike.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { tables } from '../../../src/mocks/db.ts';
import { signIn } from './_helpers.ts';

/** A user named テストユーザー, holding one licence, made through the API. */
async function seedTestUser() {
  const { user } = await callApi('createUser', {
    body: {
      email: 'tester@example.com',
      password: 'Tester123!',
      role: 'USER',
      userType: 'INDEPENDENT',
      tenantId: null,
      subsclight_customer_id: null,
    },
  });
  await callApi('updateUser', {
    params: { id: user.id },
    body: { username: 'テストユーザー', email: 'tester@example.com', role: 'USER' },
  });
  const app = tables.applications.all()[0]!;
  const { license } = await callApi('createLicense', {
    body: {
      applicationId: app.id,
      userId: user.id,
      type: 'perpetual',
      maxActivations: 3,
      startDate: null,
      endDate: null,
      expiresAt: null,
    },
  });
  return { userId: user.id, license };
}

describe('mock search: Japanese-aware', () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it.each(['ﾃｽﾄ', 'てすと', 'テスト', 'ﾃｽﾄﾕｰｻﾞｰ', 'てすとゆーざー'])(
    'users: %s finds テストユーザー',
    async (search) => {
      const { userId } = await seedTestUser();
      const { users } = await callApi('listUsers', { query: { search } });
      expect(users.map((u) => u.id)).toContain(userId);
    },
  );

  it.each(['ﾃｽﾄ', 'てすと'])('licences: %s finds the licence of テストユーザー', async (search) => {
    const { license } = await seedTestUser();
    const { licenses, total } = await callApi('listLicenses', { query: { search, page: 1, pageSize: 25 } });
    expect(licenses.map((l) => l.id)).toContain(license.id);
    expect(total).toBe(1);
  });

  it('licences: full-width letters and any dash find the key', async () => {
    const key = tables.licenses.all()[0]!.key; // e.g. STD-ABCD-EFGH-…
    const [a, b] = key.split('-');
    const fullWidth = `${a}－${b}`.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const search of [`${a}–${b}`, `${a}—${b}`, `${a}ー${b}`.toLowerCase(), fullWidth]) {
      const { licenses } = await callApi('listLicenses', { query: { search } });
      expect(
        licenses.map((l) => l.key),
        search,
      ).toContain(key);
    }
  });

  it('licences: a katakana application name is found in hiragana and half-width', async () => {
    const named = tables.licenses
      .all()
      .filter((l) => tables.applications.get(l.applicationId)?.name === 'ライセンス認証クライアント').length;
    expect(named).toBeGreaterThan(0);
    for (const search of ['らいせんす', 'ﾗｲｾﾝｽ']) {
      const { total } = await callApi('listLicenses', { query: { search, page: 1, pageSize: 1 } });
      expect(total, search).toBeGreaterThanOrEqual(named);
    }
  });

  it('devices: ﾃﾞｻﾞｲﾝ finds デザイン用Mac; a search that matches nothing finds nothing', async () => {
    const { devices } = await callApi('listDevices', { query: { search: 'ﾃﾞｻﾞｲﾝ' } });
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((d) => d.name.includes('デザイン'))).toBe(true);
    const none = await callApi('listDevices', { query: { search: 'ﾃﾞｻﾞｲﾝﾅｲ' } });
    expect(none.total).toBe(0);
  });

  it('an edited row is searched by its new text (the folded text is per row version)', async () => {
    const { userId } = await seedTestUser();
    expect((await callApi('listUsers', { query: { search: 'ﾃｽﾄ' } })).users.map((u) => u.id)).toContain(userId);
    await callApi('updateUser', {
      params: { id: userId },
      body: { username: 'サンプル', email: 'tester@example.com', role: 'USER' },
    });
    expect((await callApi('listUsers', { query: { search: 'ﾃｽﾄ' } })).users.map((u) => u.id)).not.toContain(userId);
    expect((await callApi('listUsers', { query: { search: 'さんぷる' } })).users.map((u) => u.id)).toContain(userId);
  });
});
