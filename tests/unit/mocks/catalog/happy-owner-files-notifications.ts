// The happy path of each endpoint (callApi parses the response with the catalog's schema),
// here the quota, the owner, product settings, the audit log, licence files,
// notifications and the usage report.
import { expect } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { holdsWith, readLicenseFile, activationRequest, requestText } from '../../../support/license-files.ts';
import { demoUserId, licensedActiveDevice, licenseWithSeatLeft, offlineDevice, signIn } from '../_helpers.ts';
import { ownerId, type HappyPaths } from './support.ts';

export const ownerFilesNotificationsHappy = {
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
} satisfies Partial<HappyPaths>;
