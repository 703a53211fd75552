// Users, applications, owner, billing provider, dashboard and profile.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { applications as appText } from '../../../src/shared/messages/applications.ts';
import { owner as ownerText } from '../../../src/shared/messages/owner.ts';
import { users as userText } from '../../../src/shared/messages/users.ts';
import { tables } from '../../../src/mocks/db.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { apiError, databaseText, demoAdminId, demoUserId, errorBody, ownership, raw, signIn } from './_helpers.ts';

describe('users', () => {
  it('lists 10 per page with a role filter and a search over name, e-mail and id', async () => {
    await signIn('admin');
    const p1 = await callApi('listUsers', { query: { page: 1, pageSize: 10 } });
    expect(p1.users).toHaveLength(10);
    expect(p1.total).toBeGreaterThan(20); // 3+ pages
    const admins = await callApi('listUsers', { query: { role: 'ADMIN' } });
    expect(admins.users.map((u) => u.email)).toContain('admin@example.com');
    expect(admins.users.every((u) => u.role === 'ADMIN')).toBe(true);
    expect((await callApi('listUsers', { query: { role: '' } })).total).toBe(tables.users.count());
    expect((await callApi('listUsers', { query: { search: 'USER@EXAMPLE' } })).users.map((u) => u.email)).toEqual([
      'user@example.com',
    ]);
    const someone = tables.users.all()[10]!;
    expect((await callApi('listUsers', { query: { search: someone.displayName } })).users.map((u) => u.id)).toContain(
      someone.id,
    );
    expect((await callApi('listUsers', { query: { search: someone.id.slice(0, 13) } })).users.map((u) => u.id)).toEqual(
      [someone.id],
    );
  });

  it('refuses a taken e-mail (409), case-insensitively', async () => {
    await signIn('admin');
    const before = databaseText();
    const e = await apiError(
      callApi('createUser', {
        body: {
          email: 'User@Example.com',
          password: 'Valid123!',
          role: 'USER',
          userType: 'INDEPENDENT',
          tenantId: null,
          subsclight_customer_id: null,
        },
      }),
      409,
    );
    expect(e.message).toBe(userText.emailTaken);
    expect(databaseText()).toBe(before);
  });

  it('creates a tenant-linked user from a tenant user, who can then sign in; the tenant user becomes a duplicate', async () => {
    await signIn('admin');
    const { users } = await callApi('listTenantUsers', {});
    const fresh = users.find((t) => !t.is_duplicate)!;
    const res = await callApi('createUser', {
      body: {
        email: fresh.email,
        password: 'Tenant123!',
        role: 'USER',
        userType: 'SUBSCLIGHT_LINKED',
        tenantId: 'tenant-main',
        subsclight_customer_id: fresh.id,
      },
    });
    expect(res.user).toMatchObject({
      email: fresh.email,
      userType: 'SUBSCLIGHT_LINKED',
      subsclight_customer_id: fresh.id,
    });
    expect((await callApi('listTenantUsers', {})).users.find((t) => t.id === fresh.id)!.is_duplicate).toBe(true);
    await signIn({ email: fresh.email, password: 'Tenant123!' });
    expect((await callApi('getProfile', {})).display_name).toBe(fresh.display_name);
    await signIn('admin');
    const e = await apiError(
      callApi('createUser', {
        body: {
          email: 'ghost@example.jp',
          password: 'Tenant123!',
          role: 'USER',
          userType: 'SUBSCLIGHT_LINKED',
          tenantId: null,
          subsclight_customer_id: 'cus_unknown',
        },
      }),
      400,
    );
    expect(e.message).toBe(userText.tenantUserUnknown);
  });

  it('an admin cannot delete or demote themself (409); others can be edited and deleted', async () => {
    await signIn('admin');
    const me = demoAdminId();
    const before = databaseText();
    expect((await apiError(callApi('deleteUser', { params: { id: me } }), 409)).message).toBe(
      userText.cannotDeleteSelf,
    );
    expect(
      (
        await apiError(
          callApi('updateUser', {
            params: { id: me },
            body: { username: 'admin', email: 'admin@example.com', role: 'USER' },
          }),
          409,
        )
      ).message,
    ).toBe(userText.cannotDemoteSelf);
    expect(databaseText()).toBe(before);
    // Editing other fields of oneself is fine.
    expect(
      (
        await callApi('updateUser', {
          params: { id: me },
          body: { username: 'boss', email: 'admin@example.com', role: 'ADMIN' },
        })
      ).user.username,
    ).toBe('boss');
    // Another user's e-mail is taken.
    expect(
      (
        await apiError(
          callApi('updateUser', {
            params: { id: demoUserId() },
            body: { username: 'x', email: 'admin@example.com', role: 'USER' },
          }),
          409,
        )
      ).message,
    ).toBe(userText.emailTaken);
  });

  it('deleting a user removes their licences (freeing their devices) and their sessions', async () => {
    const user = await signIn('user');
    await signIn('admin');
    const { ownLicenses, ownDevices } = ownership();
    await callApi('deleteUser', { params: { id: user.userId } });
    for (const l of ownLicenses) expect(tables.licenses.get(l.id)).toBeUndefined();
    for (const d of ownDevices) expect(tables.devices.get(d.id)).toMatchObject({ licenseId: null });
    expect(tables.sessions.all().some((s) => s.userId === user.userId)).toBe(false);
    expect((await apiError(callApi('getUser', { params: { id: user.userId } }), 404)).message).toBe(userText.notFound);
  });
});

describe('applications', () => {
  it('masks both keys, the internal and the billing one (the whole key: reveal.test.ts)', async () => {
    await signIn('admin');
    const { application } = await callApi('getMyApplication', {});
    const row = tables.applications.get(application.application_id)!;
    expect(application.api_key).toBe(`${row.apiKey.slice(0, 4)}••••••••${row.apiKey.slice(-4)}`);
    expect(application.subsclight_api_key).toBe(
      `${row.billingApiKey!.slice(0, 4)}••••••••${row.billingApiKey!.slice(-4)}`,
    );
    const list = JSON.stringify(await callApi('listMyApplications', {}));
    expect(list).not.toContain(row.billingApiKey!);
    expect(list).not.toContain(row.apiKey);
  });

  it('my application: 404 when none, 409 on a second setup', async () => {
    resetDatabase('empty');
    await signIn('admin');
    expect((await apiError(callApi('getMyApplication', {}), 404)).message).toBe(appText.notFound);
    expect(
      (
        await apiError(
          callApi('updateMyApplication', {
            body: { name: 'アプリ', description: '説明', version: '1.0.0', subsclight_site: 'site' },
          }),
          404,
        )
      ).message,
    ).toBe(appText.notFound);
    const body = {
      name: 'アプリ',
      description: '説明',
      version: '1.0.0',
      subsclight_api_key: 'sl_live_0123456789',
      subsclight_site: 'site',
    };
    await callApi('createMyApplication', { body });
    expect((await apiError(callApi('createMyApplication', { body }), 409)).message).toBe(appText.alreadyExists);
    expect((await callApi('getMyApplication', {})).application.name).toBe('アプリ');
  });

  it('an application with licences cannot be deleted (409); an unknown one is 404', async () => {
    await signIn('admin');
    const app = tables.applications.all()[0]!;
    expect((await apiError(callApi('deleteApplication', { params: { id: app.id } }), 409)).message).toBe(
      appText.hasLicenses,
    );
    expect((await apiError(callApi('getApplication', { params: { id: 'nope' } }), 404)).message).toBe(appText.notFound);
  });

  it('lists with a status filter, search and paging', async () => {
    await signIn('admin');
    const suspended = await callApi('listApplications', { query: { status: 'suspended' } });
    expect(suspended.total).toBe(1);
    expect((await callApi('listApplications', { query: { search: 'cad' } })).applications.map((a) => a.name)).toEqual([
      'CADビューア Pro',
    ]);
    expect((await callApi('listApplications', { query: { page: 2, pageSize: 3 } })).applications).toHaveLength(
      tables.applications.count() - 3,
    );
  });

  it('create from product: 404 for an unknown product setting or without an owner; key prefix from the product', async () => {
    await signIn('admin');
    const payload = {
      name: 'テスト App',
      description: 'テスト用のアプリケーションです',
      version: '1.0.0',
      product_setting_id: 'nope',
      product_setting_name: 'なし',
    };
    expect((await apiError(callApi('createApplicationFromProduct', { body: payload }), 404)).message).toBe(
      ownerText.productSettingNotFound,
    );
    const product = tables.productSettings.all().find((p) => p.prefix === 'WEEK')!;
    const { application } = await callApi('createApplicationFromProduct', {
      body: { ...payload, product_setting_id: product.id, product_setting_name: product.name },
    });
    const { license } = await callApi('createLicense', {
      body: { applicationId: application.application_id, userId: demoUserId(), type: 'perpetual', maxActivations: 1 },
    });
    expect(license.key.startsWith('WEEK-')).toBe(true);
    resetDatabase('empty');
    await signIn('admin');
    const product2 = tables.productSettings.all()[0]!;
    expect(
      (
        await apiError(
          callApi('createApplicationFromProduct', { body: { ...payload, product_setting_id: product2.id } }),
          404,
        )
      ).message,
    ).toBe(ownerText.ownerRequired);
  });
});

describe('owner and billing provider', () => {
  it('without an owner: my-owner exists=false, billing lists 404 ownerRequired, quota 404', async () => {
    resetDatabase('empty');
    const { accessToken } = await signIn('admin');
    expect(await callApi('getMyOwner', {})).toEqual({ exists: false });
    for (const path of [
      '/api/subsclight/tenant-users',
      '/api/subsclight/product-settings',
      `/api/subsclight/product-settings/${tables.productSettings.all()[0]!.id}`,
    ]) {
      expect(errorBody(await raw('GET', path, { token: accessToken }), 404).message).toBe(ownerText.ownerRequired);
    }
    expect((await apiError(callApi('getQuota', { params: { id: 'nope' } }), 404)).message).toBe(ownerText.notFound);
    expect(
      (await apiError(callApi('updateMyOwner', { body: { subsclight_api_key: '', subsclight_site: 'site' } }), 404))
        .message,
    ).toBe(ownerText.notFound);
  });

  it('creating the owner links the billing side and adopts existing applications; a second is 409', async () => {
    resetDatabase('empty');
    await signIn('admin');
    await callApi('createMyApplication', {
      body: {
        name: 'アプリ',
        description: '説明',
        version: '1.0.0',
        subsclight_api_key: 'sl_live_0123456789',
        subsclight_site: 'site',
      },
    });
    const owner = await callApi('createMyOwner', {
      body: { subsclight_api_key: 'sl_live_abcdefghij', subsclight_site: 'my-shop' },
    });
    if (!owner.exists) throw new Error('owner expected');
    expect(owner.subsclight_api_key_masked).toBe('sl_l••••••••ghij');
    expect(JSON.stringify(await callApi('getMyOwner', {}))).not.toContain('sl_live_abcdefghij');
    const usage = await callApi('getLicenseUsage', { params: { id: owner.owner_id } });
    expect(usage).toMatchObject({ total_applications: 1, license_quota_used: 0, is_quota_expired: false });
    expect(usage.license_quota_available).toBe(usage.license_quota_total);
    expect((await callApi('listProductSettings', {})).product_settings.length).toBeGreaterThanOrEqual(3);
    const e = await apiError(
      callApi('createMyOwner', { body: { subsclight_api_key: 'sl_live_abcdefghij', subsclight_site: 'my-shop' } }),
      409,
    );
    expect(e.message).toBe(ownerText.alreadyExists);
  });

  it('an owner update keeps the key when blank and replaces it when given', async () => {
    await signIn('admin');
    const keyBefore = tables.owners.all()[0]!.apiKey;
    await callApi('updateMyOwner', { body: { subsclight_api_key: '', subsclight_site: 'renamed' } });
    expect(tables.owners.all()[0]).toMatchObject({ apiKey: keyBefore, site: 'renamed' });
    const res = await callApi('updateMyOwner', {
      body: { subsclight_api_key: 'sl_live_NEWKEY123456', subsclight_site: 'renamed' },
    });
    expect(res.exists && res.subsclight_api_key_masked).toBe('sl_l••••••••3456');
  });

  it('tenant users flag the ones already registered', async () => {
    await signIn('admin');
    const { users } = await callApi('listTenantUsers', {});
    const registered = new Set(tables.users.all().map((u) => u.email));
    expect(users.some((t) => t.is_duplicate)).toBe(true);
    expect(users.some((t) => !t.is_duplicate)).toBe(true);
    for (const t of users) expect(t.is_duplicate).toBe(registered.has(t.email));
  });

  it('product settings cover one-time and subscription, every interval unit and a null price', async () => {
    await signIn('admin');
    const { product_settings: list } = await callApi('listProductSettings', {});
    expect(list.some((p) => p.payment_type === 0)).toBe(true);
    expect(list.some((p) => p.payment_type !== 0)).toBe(true);
    expect(new Set(list.map((p) => p.cycle_interval_unit).filter(Boolean))).toEqual(
      new Set(['day', 'week', 'month', 'year']),
    );
    expect(list.some((p) => p.payment_type !== 0 && p.cycle_price === null)).toBe(true);
    expect((await apiError(callApi('getProductSetting', { params: { id: 'nope' } }), 404)).message).toBe(
      ownerText.productSettingNotFound,
    );
  });
});

describe('dashboard, stats and profile', () => {
  it('an ADMIN sees everything; a USER their own figures', async () => {
    await signIn('admin');
    const all = await callApi('getDashboard', {});
    expect(all.stats).toEqual({
      totalLicenses: tables.licenses.count(),
      activeLicenses: all.licenseStatuses.find((s) => s.status === 'ACTIVE')!.count,
      totalUsers: tables.users.count(),
      totalDevices: tables.devices.count(),
    });
    expect(all.licenseStatuses.map((s) => s.status)).toEqual(['ACTIVE', 'INACTIVE', 'EXPIRED', 'REVOKED']);
    expect(all.licenseStatuses.reduce((n, s) => n + s.count, 0)).toBe(tables.licenses.count());
    await signIn('user');
    const mine = await callApi('getDashboard', {});
    const { ownLicenses, ownDevices } = ownership();
    expect(mine.stats).toMatchObject({
      totalLicenses: ownLicenses.length,
      totalUsers: 1,
      totalDevices: ownDevices.length,
    });
    const ownIds = new Set(ownLicenses.map((l) => l.id));
    for (const a of mine.recentActivities) {
      const row = tables.activities.get(a.id)!;
      expect(row.actorId === demoUserId() || (row.licenseId !== null && ownIds.has(row.licenseId))).toBe(true);
    }
    const stats = await callApi('getStats', {});
    expect(stats.devices).toEqual({
      total: ownDevices.length,
      active: ownDevices.filter((d) => d.status === 'ACTIVE').length,
    });
    expect(stats.applications.total).toBe(new Set(ownLicenses.map((l) => l.applicationId)).size);
  });

  it('recent activity: newest first, at most 10, each change appends a Japanese entry', async () => {
    await signIn('admin');
    const before = await callApi('getDashboard', {});
    expect(before.recentActivities).toHaveLength(10);
    const times = before.recentActivities.map((a) => a.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    const license = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    await callApi('revokeLicense', { params: { id: license.id } });
    const device = tables.devices.all().find((d) => !d.blocked)!;
    await callApi('blockDevice', { params: { id: device.id } });
    const after = await callApi('getDashboard', {});
    expect(after.recentActivities.slice(0, 2).map((a) => a.message)).toEqual([
      `デバイス「${device.name}」をブロックしました`,
      `ライセンス ${license.key} を無効化しました`,
    ]);
    expect(after.recentActivities[1]!.licenseId).toBe(license.id);
    expect(after.recentActivities).toHaveLength(10);
  });

  it('profile update sets family, given and display names', async () => {
    await signIn('user');
    await callApi('updateProfile', { body: { family_name: ' 佐藤 ', given_name: '花子' } });
    expect(await callApi('getProfile', {})).toMatchObject({
      family_name: '佐藤',
      given_name: '花子',
      display_name: '佐藤 花子',
    });
    expect((await callApi('verify', {})).user.display_name).toBe('佐藤 花子');
  });
});
