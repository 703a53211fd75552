// The happy path of each endpoint (callApi parses the response with the catalog's schema),
// here devices, users and applications.
import { expect } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { maskSecret } from '../../../../src/shared/format.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { demoUserId, ownership, signIn } from '../_helpers.ts';
import { firstApp, ownActiveDevice, type HappyPaths } from './support.ts';

export const devicesUsersApplicationsHappy = {
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
} satisfies Partial<HappyPaths>;
