// The happy path of each endpoint (callApi parses the response with the catalog's schema),
// here sign-in, capabilities, the dashboard and the profile.
import { expect } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { EXTENSION_IDS } from '../../../../src/api/catalog/extensions.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { ownership, signIn } from '../_helpers.ts';
import { type HappyPaths } from './support.ts';

export const authAndAccountHappy = {
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
} satisfies Partial<HappyPaths>;
