// Every endpoint of the catalog, through the real client: the happy path (callApi parses the
// response with the catalog's schema). Who may call what: roles.test.ts.
// The tables below are keyed by EndpointId, so a new endpoint fails to compile until it has
// a case here, and the first test fails at run time if the catalog and the table differ.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS } from '../../../src/api/catalog/extensions.ts';
import { tables } from '../../../src/mocks/db.ts';
import { maskSecret } from '../../../src/shared/format.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { holdsWith, readLicenseFile, activationRequest, requestText } from '../../support/license-files.ts';
import { demoUserId, licensedActiveDevice, licenseWithSeatLeft, offlineDevice, ownership, signIn } from './_helpers.ts';

const KEY_PATTERN = /^([A-Z]+-)?[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

const ownerId = () => tables.owners.all()[0]!.id;
const firstApp = () => [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;
const activeLicense = () =>
  tables.licenses
    .all()
    .find((l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) > Date.now())!;
const ownActiveDevice = () => ownership().ownDevices.find((d) => d.status === 'ACTIVE')!;

const happy: Record<EndpointId, () => Promise<void>> = {
  login: async () => {
    const res = await callApi('login', { body: { email: 'admin@example.com', password: 'Admin123!' } });
    expect(res.user.role).toBe('ADMIN');
  },
  register: async () => {
    const res = await callApi('register', {
      body: { email: 'new.person@example.jp', password: 'Newpass1!', family_name: '新井', given_name: '次郎' },
    });
    expect(res.user).toMatchObject({ email: 'new.person@example.jp', role: 'USER', display_name: '新井 次郎' });
  },
  logout: async () => {
    await signIn('user');
    expect(await callApi('logout', {})).toEqual({ success: true });
  },
  refresh: async () => {
    const s = await signIn('user');
    const res = await callApi('refresh', { body: { refreshToken: s.refreshToken } });
    expect(res.token).not.toBe(s.accessToken);
    expect(res.refreshToken).not.toBe(s.refreshToken);
  },
  verify: async () => {
    await signIn('user');
    expect((await callApi('verify', {})).user.email).toBe('user@example.com');
  },
  getCapabilities: async () => {
    // Public: no session. The mock has every extension of the registry.
    const res = await callApi('getCapabilities', {});
    expect([...res.extensions].sort()).toEqual([...EXTENSION_IDS].sort());
  },
  getDashboard: async () => {
    await signIn('admin');
    const res = await callApi('getDashboard', {});
    expect(res.stats.totalLicenses).toBe(tables.licenses.count());
  },
  getDashboardTrends: async () => {
    await signIn('admin');
    const res = await callApi('getDashboardTrends', { query: { days: 90 } });
    expect(res.daily).toHaveLength(90);
  },
  previewStaleDevices: async () => {
    await signIn('admin');
    const res = await callApi('previewStaleDevices', { query: { olderThanHours: 24 } });
    expect(res.devices.length).toBeGreaterThan(0);
  },
  getStats: async () => {
    await signIn('user');
    const res = await callApi('getStats', {});
    expect(res.licenses.total).toBe(ownership().ownLicenses.length);
  },
  getProfile: async () => {
    await signIn('user');
    expect(await callApi('getProfile', {})).toMatchObject({
      email: 'user@example.com',
      family_name: '田中',
      given_name: '花子',
      display_name: '田中 花子',
    });
  },
  updateProfile: async () => {
    await signIn('user');
    const res = await callApi('updateProfile', { body: { family_name: '田中', given_name: '次郎' } });
    expect(res).toMatchObject({ family_name: '田中', given_name: '次郎', display_name: '田中 次郎' });
  },
  listLicenses: async () => {
    await signIn('admin');
    const res = await callApi('listLicenses', { query: { page: 1, pageSize: 10 } });
    expect(res.licenses).toHaveLength(10);
    expect(res.total).toBe(tables.licenses.count());
  },
  createLicense: async () => {
    await signIn('admin');
    const res = await callApi('createLicense', {
      body: {
        applicationId: firstApp().id,
        userId: demoUserId(),
        type: 'subscription',
        maxActivations: 2,
        startDate: null,
        endDate: new Date(Date.now() + 86_400_000 * 30).toISOString(),
      },
    });
    expect(res.license).toMatchObject({
      status: 'ACTIVE',
      type: 'subscription',
      currentActivations: 0,
      maxActivations: 2,
      availableActivations: 2,
    });
    expect(res.license.key).toMatch(KEY_PATTERN);
  },
  findLicensesByReference: async () => {
    await signIn('admin');
    const issued = await callApi('createLicense', {
      body: {
        applicationId: firstApp().id,
        userId: demoUserId(),
        type: 'perpetual',
        maxActivations: 1,
        reference: 'PO-7',
      },
    });
    const res = await callApi('findLicensesByReference', { body: { references: ['PO-7', 'PO-8'] } });
    expect(res.licenses).toEqual([
      expect.objectContaining({ reference: 'PO-7', licenseId: issued.license.id, key: issued.license.key }),
    ]);
  },
  createLicensesBulk: async () => {
    await signIn('admin');
    const row = { applicationId: firstApp().id, userId: demoUserId(), type: 'perpetual' as const, maxActivations: 1 };
    const res = await callApi('createLicensesBulk', { body: { licenses: [row, { ...row, userId: 'no-such-user' }] } });
    expect(res.results[0]).toMatchObject({ license: { status: 'ACTIVE', type: 'perpetual' } });
    expect(res.results[1]).toMatchObject({ error: { message: expect.any(String) } });
  },
  revokeLicense: async () => {
    await signIn('admin');
    const res = await callApi('revokeLicense', { params: { id: activeLicense().id } });
    expect(res.license.status).toBe('REVOKED');
  },
  activateLicense: async () => {
    await signIn('admin');
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    expect((await callApi('activateLicense', { params: { id: revoked.id } })).license.status).not.toBe('REVOKED');
  },
  updateLicense: async () => {
    await signIn('admin');
    const expiresAt = new Date(Date.now() + 86_400_000 * 400).toISOString();
    const res = await callApi('updateLicense', { params: { id: activeLicense().id }, body: { expiresAt } });
    expect(res.license.expiresAt).toBe(expiresAt);
  },
  deleteLicense: async () => {
    await signIn('admin');
    const id = activeLicense().id;
    expect(await callApi('deleteLicense', { params: { id } })).toEqual({ success: true });
    expect(tables.licenses.get(id)).toBeUndefined();
  },
  listUserLicenses: async () => {
    await signIn('user');
    expect((await callApi('listUserLicenses', {})).licenses).toHaveLength(ownership().ownLicenses.length);
  },
  listMyLicenses: async () => {
    await signIn('user');
    expect((await callApi('listMyLicenses', {})).licenses.map((l) => l.id).sort()).toEqual(
      ownership()
        .ownLicenses.map((l) => l.id)
        .sort(),
    );
  },
  getLicenseHistory: async () => {
    await signIn('admin');
    const license = activeLicense();
    // A minute on, so the change is the newest entry whatever the seed wrote last.
    configureMock({ nowOffsetMs: 60_000 });
    await callApi('updateLicense', {
      params: { id: license.id },
      body: { expiresAt: new Date(Date.now() + 86_400_000 * 500).toISOString() },
    });
    const res = await callApi('getLicenseHistory', { params: { id: license.id } });
    expect(res.entries[0]).toMatchObject({
      message: 'ライセンス有効期限の更新（admin@example.com）',
      licenseId: license.id,
    });
  },
  getLicensePolicy: async () => {
    await signIn('user');
    const own = ownership().ownLicenses[0]!;
    const res = await callApi('getLicensePolicy', { params: { id: own.id } });
    expect(res.policy).toMatchObject({ id: tables.licenseTerms.get(own.id)!.policyId, deleted: false });
  },
  getLicenseEntitlements: async () => {
    await signIn('user');
    const res = await callApi('getLicenseEntitlements', { params: { id: ownership().ownLicenses[0]!.id } });
    expect(res.entitlements?.map((e) => [e.code, e.source])).toEqual([
      ['BASIC', 'policy'],
      ['EXPORT_CSV', 'policy'],
      ['PRIORITY_SUPPORT', 'grant'],
    ]);
  },
  updateLicenseEntitlements: async () => {
    await signIn('admin');
    const id = ownership().ownLicenses[0]!.id;
    const res = await callApi('updateLicenseEntitlements', {
      params: { id },
      body: { entitlements: ['BASIC', 'API_ACCESS'] },
    });
    expect(res.entitlements?.map((e) => [e.code, e.source])).toEqual([
      ['BASIC', 'policy'],
      ['API_ACCESS', 'grant'],
    ]);
    expect(res.removed?.map((e) => e.code)).toEqual(['EXPORT_CSV']);
  },
  getLicenseActions: async () => {
    await signIn('admin');
    const res = await callApi('getLicenseActions', { params: { id: activeLicense().id } });
    expect(res.extend).toEqual({ allowed: true, reason: null });
  },
  extendLicense: async () => {
    await signIn('admin');
    const license = activeLicense();
    const res = await callApi('extendLicense', {
      params: { id: license.id },
      body: { by: { value: 1, unit: 'year' }, timeZone: 'Asia/Tokyo' },
    });
    expect(Date.parse(res.license.expiresAt!) - Date.parse(license.expiresAt!)).toBeGreaterThanOrEqual(
      365 * 86_400_000,
    );
    expect(res).toMatchObject({ previousExpiresAt: license.expiresAt, reactivated: false });
  },
  resetLicenseActivations: async () => {
    await signIn('admin');
    const license = tables.licenses.all().find((l) => l.currentActivations > 1)!;
    const res = await callApi('resetLicenseActivations', { params: { id: license.id } });
    expect(res).toMatchObject({ deactivated: license.currentActivations, license: { currentActivations: 0 } });
  },
  transferLicense: async () => {
    await signIn('admin');
    const license = tables.licenses.all().find((l) => l.status === 'ACTIVE' && l.userId !== demoUserId())!;
    const res = await callApi('transferLicense', { params: { id: license.id }, body: { userId: demoUserId() } });
    expect(res).toMatchObject({ previousUserId: license.userId, license: { userId: demoUserId() } });
  },
  updateLicenseMaxActivations: async () => {
    await signIn('admin');
    const res = await callApi('updateLicenseMaxActivations', {
      params: { id: activeLicense().id },
      body: { maxActivations: 7 },
    });
    expect(res.license.maxActivations).toBe(7);
  },
  listLicensePolicies: async () => {
    await signIn('admin');
    const res = await callApi('listLicensePolicies', { query: { applicationId: firstApp().id } });
    expect(res.policies.map((p) => p.name)).toEqual(['スタンダード（年間）', 'プロフェッショナル（年間）', '買い切り']);
    expect(res.policies.filter((p) => p.isDefault)).toHaveLength(1);
  },
  createLicensePolicy: async () => {
    await signIn('admin');
    const res = await callApi('createLicensePolicy', {
      body: {
        applicationId: firstApp().id,
        name: '月額',
        type: 'subscription',
        durationValue: '１',
        durationUnit: 'month',
        maxActivations: 2,
        entitlements: ['basic'],
      },
    });
    expect(res.policy).toMatchObject({
      name: '月額',
      durationValue: 1,
      durationUnit: 'month',
      entitlements: ['BASIC'],
      isDefault: false,
      licenseCount: 0,
    });
  },
  updateLicensePolicy: async () => {
    await signIn('admin');
    const policy = tables.licensePolicies.all()[0]!;
    const res = await callApi('updateLicensePolicy', {
      params: { id: policy.id },
      body: { name: '改名', type: 'perpetual', durationValue: 3, durationUnit: 'year', maxActivations: 9 },
    });
    expect(res.policy).toMatchObject({ name: '改名', type: 'perpetual', durationValue: null, maxActivations: 9 });
  },
  deleteLicensePolicy: async () => {
    await signIn('admin');
    const policy = tables.licensePolicies.all()[0]!;
    expect(await callApi('deleteLicensePolicy', { params: { id: policy.id } })).toEqual({ success: true });
    expect(tables.licensePolicies.get(policy.id)).toBeUndefined();
  },
  listEntitlements: async () => {
    await signIn('admin');
    const res = await callApi('listEntitlements', { params: { id: firstApp().id } });
    expect(res.entitlements.map((e) => e.code)).toContain('EXPORT_PDF');
  },
  createEntitlement: async () => {
    await signIn('admin');
    const res = await callApi('createEntitlement', {
      params: { id: firstApp().id },
      body: { code: 'ｏｆｆｌｉｎｅ_mode', name: 'オフライン利用' },
    });
    expect(res.entitlement).toMatchObject({ code: 'OFFLINE_MODE', name: 'オフライン利用', description: '' });
  },
  listDevices: async () => {
    await signIn('admin');
    const res = await callApi('listDevices', {});
    expect(res.total).toBe(tables.devices.count());
    expect(res.devices).toHaveLength(tables.devices.count());
  },
  getDevice: async () => {
    await signIn('user');
    const device = ownActiveDevice();
    expect((await callApi('getDevice', { params: { id: device.id } })).device.id).toBe(device.id);
  },
  heartbeatDevice: async () => {
    await signIn('user');
    const res = await callApi('heartbeatDevice', {
      params: { id: ownActiveDevice().id },
      body: { metadata: { cpuLoad: 0.5 } },
    });
    expect(res.device.metadata).toMatchObject({ cpuLoad: 0.5, os: expect.any(String) });
    expect(res.device.lastHeartbeat).not.toBeNull();
  },
  activateDevice: async () => {
    await signIn('user');
    const device = ownership().ownDevices.find((d) => d.status === 'REGISTERED')!;
    const res = await callApi('activateDevice', { params: { id: device.id }, body: { license_id: device.licenseId! } });
    expect(res.device.status).toBe('ACTIVE');
  },
  deactivateDevice: async () => {
    await signIn('user');
    expect((await callApi('deactivateDevice', { params: { id: ownActiveDevice().id }, body: {} })).device.status).toBe(
      'DEACTIVATED',
    );
  },
  blockDevice: async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => !d.blocked)!;
    expect((await callApi('blockDevice', { params: { id: device.id } })).device.status).toBe('INACTIVE');
  },
  unblockDevice: async () => {
    await signIn('admin');
    // A seeded block has no earlier status to give back: the device keeps its own.
    const device = tables.devices.all().find((d) => d.blocked && d.statusBeforeBlock === null)!;
    expect((await callApi('unblockDevice', { params: { id: device.id } })).device).toMatchObject({
      status: device.status,
      blocked: false,
    });
  },
  deleteDevice: async () => {
    await signIn('admin');
    const device = tables.devices.all()[5]!;
    expect(await callApi('deleteDevice', { params: { id: device.id } })).toEqual({ success: true });
  },
  listMyDevices: async () => {
    await signIn('user');
    expect((await callApi('listMyDevices', {})).devices).toHaveLength(ownership().ownDevices.length);
  },
  deactivateMyDevice: async () => {
    await signIn('user');
    expect((await callApi('deactivateMyDevice', { params: { id: ownActiveDevice().id } })).device.status).toBe(
      'DEACTIVATED',
    );
  },
  listUsers: async () => {
    await signIn('admin');
    const res = await callApi('listUsers', { query: { role: 'USER' } });
    expect(res.users.every((u) => u.role === 'USER')).toBe(true);
    expect(res.total).toBe(tables.users.all().filter((u) => u.role === 'USER').length);
  },
  getUser: async () => {
    await signIn('admin');
    expect((await callApi('getUser', { params: { id: demoUserId() } })).user.email).toBe('user@example.com');
  },
  createUser: async () => {
    await signIn('admin');
    const res = await callApi('createUser', {
      body: {
        email: 'created@example.jp',
        password: 'Created1!',
        role: 'USER',
        userType: 'INDEPENDENT',
        tenantId: null,
        subsclight_customer_id: null,
      },
    });
    expect(res.user).toMatchObject({ email: 'created@example.jp', role: 'USER' });
  },
  updateUser: async () => {
    await signIn('admin');
    const res = await callApi('updateUser', {
      params: { id: demoUserId() },
      body: { username: 'hanako', email: 'user@example.com', role: 'USER' },
    });
    expect(res.user.username).toBe('hanako');
  },
  deleteUser: async () => {
    await signIn('admin');
    expect(await callApi('deleteUser', { params: { id: demoUserId() } })).toEqual({ success: true });
  },
  listApplications: async () => {
    await signIn('admin');
    expect((await callApi('listApplications', {})).total).toBe(tables.applications.count());
  },
  createApplication: async () => {
    await signIn('admin');
    const res = await callApi('createApplication', {
      body: { name: '新規アプリ', description: '説明です', version: '1.0.0' },
    });
    expect(res.application).toMatchObject({ name: '新規アプリ', status: 'active' });
  },
  getApplication: async () => {
    await signIn('admin');
    expect((await callApi('getApplication', { params: { id: firstApp().id } })).application.application_id).toBe(
      firstApp().id,
    );
  },
  updateApplication: async () => {
    await signIn('admin');
    const res = await callApi('updateApplication', {
      params: { id: firstApp().id },
      body: { name: '改名アプリ', description: '新しい説明', version: '2.0.0', status: 'inactive' },
    });
    expect(res.application).toMatchObject({ name: '改名アプリ', version: '2.0.0', status: 'inactive' });
  },
  deleteApplication: async () => {
    await signIn('admin');
    const { application } = await callApi('createApplication', {
      body: { name: '消すアプリ', description: '説明です', version: '1.0.0' },
    });
    expect(await callApi('deleteApplication', { params: { id: application.application_id } })).toEqual({
      success: true,
    });
  },
  regenerateApplicationKey: async () => {
    await signIn('admin');
    const before = firstApp().apiKey;
    const { application } = await callApi('regenerateApplicationKey', { params: { id: firstApp().id } });
    expect(firstApp().apiKey).not.toBe(before);
    // The new key leaves masked, like every key outside the reveal calls.
    expect(application.api_key).toBe(maskSecret(firstApp().apiKey));
  },
  listApplicationsForLicense: async () => {
    await signIn('admin');
    expect((await callApi('listApplicationsForLicense', {})).applications).toHaveLength(tables.applications.count());
  },
  getMyApplication: async () => {
    await signIn('admin');
    expect((await callApi('getMyApplication', {})).application.application_id).toBe(firstApp().id);
  },
  createMyApplication: async () => {
    resetDatabase('empty');
    await signIn('admin');
    const res = await callApi('createMyApplication', {
      body: {
        name: '初期アプリ',
        description: '初期設定',
        version: '1.0.0',
        subsclight_api_key: 'sl_live_abcdefghijkl',
        subsclight_site: 'my-site',
      },
    });
    expect(res.application).toMatchObject({ subsclight_api_key: 'sl_l••••••••ijkl', subsclight_site: 'my-site' });
  },
  updateMyApplication: async () => {
    await signIn('admin');
    const res = await callApi('updateMyApplication', {
      body: {
        name: '更新アプリ',
        description: '更新',
        version: '2.5.0',
        subsclight_site: 'demo-shop',
        subsclight_api_key: '',
      },
    });
    expect(res.application.name).toBe('更新アプリ');
  },
  revealMyApplicationKey: async () => {
    await signIn('admin');
    expect(await callApi('revealMyApplicationKey', { body: { which: 'internal' } })).toEqual({
      key: firstApp().apiKey,
    });
    expect(await callApi('revealMyApplicationKey', { body: { which: 'billing' } })).toEqual({
      key: firstApp().billingApiKey,
    });
  },
  listMyApplications: async () => {
    await signIn('admin');
    expect((await callApi('listMyApplications', {})).applications).toHaveLength(tables.applications.count());
  },
  createApplicationFromProduct: async () => {
    await signIn('admin');
    const product = tables.productSettings.all()[0]!;
    const res = await callApi('createApplicationFromProduct', {
      body: {
        name: `${product.name} App`,
        description: `${product.name}のライセンス管理アプリケーション`,
        version: '1.0.0',
        product_setting_id: product.id,
        product_setting_name: product.name,
      },
    });
    expect(res.application).toMatchObject({ status: 'active', product_setting_name: product.name });
  },
  getQuota: async () => {
    await signIn('admin');
    const res = await callApi('getQuota', { params: { id: ownerId() } });
    expect(res.license_quota_total).toBe(100);
  },
  syncQuota: async () => {
    await signIn('admin');
    const res = await callApi('syncQuota', { params: { id: ownerId() } });
    expect(Date.now() - Date.parse(res.last_updated!)).toBeLessThan(5000);
  },
  getLicenseUsage: async () => {
    await signIn('admin');
    const res = await callApi('getLicenseUsage', { params: { id: ownerId() } });
    expect(res.total_applications).toBe(tables.applications.count());
  },
  getMyOwner: async () => {
    await signIn('admin');
    expect(await callApi('getMyOwner', {})).toMatchObject({
      exists: true,
      owner_id: ownerId(),
      subsclight_site: 'demo-shop',
    });
  },
  createMyOwner: async () => {
    resetDatabase('empty');
    await signIn('admin');
    const res = await callApi('createMyOwner', {
      body: { subsclight_api_key: 'sl_live_0123456789', subsclight_site: 'new-site' },
    });
    expect(res).toMatchObject({
      exists: true,
      subsclight_site: 'new-site',
      subsclight_api_key_masked: 'sl_l••••••••6789',
    });
  },
  updateMyOwner: async () => {
    await signIn('admin');
    const res = await callApi('updateMyOwner', { body: { subsclight_api_key: '', subsclight_site: 'renamed-site' } });
    expect(res).toMatchObject({ exists: true, subsclight_site: 'renamed-site' });
  },
  revealMyOwnerKey: async () => {
    await signIn('admin');
    expect(await callApi('revealMyOwnerKey', {})).toEqual({ subsclight_api_key: tables.owners.all()[0]!.apiKey });
  },
  listTenantUsers: async () => {
    await signIn('admin');
    const res = await callApi('listTenantUsers', {});
    expect(res.success).toBe(true);
    expect(res.users).toHaveLength(tables.tenantUsers.count());
  },
  listProductSettings: async () => {
    await signIn('admin');
    expect((await callApi('listProductSettings', {})).product_settings).toHaveLength(tables.productSettings.count());
  },
  getProductSetting: async () => {
    await signIn('admin');
    const product = tables.productSettings.all()[2]!;
    expect((await callApi('getProductSetting', { params: { id: product.id } })).product_setting.name).toBe(
      product.name,
    );
  },
  listAuditLog: async () => {
    await signIn('admin');
    const res = await callApi('listAuditLog', { query: { page: 1, pageSize: 10, sortField: 'at', sortOrder: 'desc' } });
    expect(res.entries).toHaveLength(10);
    // The sign-in just made is the newest entry.
    expect(res.entries[0]).toMatchObject({
      action: 'login',
      result: 'done',
      actor: { email: 'admin@example.com', role: 'ADMIN' },
    });
  },
  getLicenseFileSettings: async () => {
    await signIn('user');
    expect(await callApi('getLicenseFileSettings', {})).toEqual({
      ttlDays: [1, 7, 30, 90, 365],
      defaultTtlDays: 30,
      requestMaxAgeHours: 72,
    });
  },
  getLicenseSigningKey: async () => {
    await signIn('admin');
    const key = await callApi('getLicenseSigningKey', {});
    expect(key).toMatchObject({
      algorithm: 'Ed25519',
      keyId: expect.stringMatching(/^[0-9a-f]{16}$/),
      publicKey: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
    });
    expect(key.fingerprint.replace(/ /g, '').toLowerCase().startsWith(key.keyId)).toBe(true);
  },
  checkoutLicenseFile: async () => {
    await signIn('admin');
    const device = licensedActiveDevice();
    const license = tables.licenses.get(device.licenseId!)!;
    const res = await callApi('checkoutLicenseFile', {
      params: { id: license.id },
      body: { deviceId: device.id, ttlDays: 7 },
    });
    expect(res.fileName).toBe(`${license.key}.lic`);
    const file = readLicenseFile(res.content);
    expect(file.payload).toMatchObject({
      license: { id: license.id, key: license.key },
      device: { id: device.id, hardwareId: device.hardwareId },
      ttlDays: 7,
    });
    expect(await holdsWith(res.content, (await callApi('getLicenseSigningKey', {})).publicKey)).toBe(true);
  },
  activateOffline: async () => {
    await signIn('user');
    const license = licenseWithSeatLeft(demoUserId());
    const request = activationRequest({ licenseKey: license.key, applicationId: license.applicationId });
    const res = await callApi('activateOffline', { body: { requestFile: requestText(request) } });
    expect(res.device).toMatchObject({
      hardwareId: request.hardwareId,
      name: request.hostname,
      status: 'ACTIVE',
      licenseId: license.id,
    });
    expect(readLicenseFile(res.content).payload.device.hardwareId).toBe(request.hardwareId);
  },
  returnOfflineDevice: async () => {
    await signIn('admin');
    const { deviceId, returnCode } = offlineDevice();
    const res = await callApi('returnOfflineDevice', {
      params: { id: deviceId },
      body: { returnCode: returnCode.toLowerCase() },
    });
    expect(res.device).toMatchObject({ id: deviceId, status: 'DEACTIVATED' });
    expect(res.device.offlineUntil).toBeUndefined();
  },
  getNotifications: async () => {
    await signIn('admin');
    const res = await callApi('getNotifications', { query: { tz: 'Asia/Tokyo', staleAfterHours: 24 } });
    expect(res).toMatchObject({ expiryWindowDays: 30, staleAfterHours: 24, unread: res.total });
    expect(new Set(res.items.map((i) => i.kind))).toEqual(new Set(['licenseExpiring', 'deviceSilent']));
  },
  markNotificationsRead: async () => {
    await signIn('admin');
    const [first] = (await callApi('getNotifications', {})).items;
    expect(await callApi('markNotificationsRead', { body: { ids: [first!.id] } })).toEqual({ read: 1 });
    expect((await callApi('getNotifications', {})).items.find((i) => i.id === first!.id)?.read).toBe(true);
  },
  updateNotificationSettings: async () => {
    await signIn('admin');
    expect(await callApi('updateNotificationSettings', { body: { expiryWindowDays: 90 } })).toEqual({
      expiryWindowDays: 90,
    });
    expect((await callApi('getNotifications', {})).expiryWindowDays).toBe(90);
  },
  getUsageReport: async () => {
    await signIn('admin');
    const res = await callApi('getUsageReport', { query: { from: '2026-01', to: '2026-03', tz: 'Asia/Tokyo' } });
    expect(res.months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(res.applications).toHaveLength(tables.applications.count());
  },
};

const ids = Object.keys(endpoints) as EndpointId[];

describe('the catalog', () => {
  it('has a happy-path case for every endpoint and nothing else', () => {
    expect(Object.keys(happy).sort()).toEqual([...ids].sort());
  });
});

describe('happy paths (the response passes the catalog schema)', () => {
  it.each(ids)('%s', async (id) => {
    await happy[id]();
  });
});

// Who may call what (401, 403, own data only): roles.test.ts.
