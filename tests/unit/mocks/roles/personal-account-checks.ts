// Personal calls on the account, the dashboard, the caller's licences and notifications: each
// returns only the caller's data.
import { expect } from 'vitest';
import { tables } from '../../../../src/mocks/db.ts';
import { devicesOf, licensesOf } from '../../../../src/mocks/domain/users.ts';
import { raw } from '../_helpers.ts';
import { json, sorted, type PersonalChecks } from './support.ts';

export const accountChecks = {
  logout: async (me) => {
    json(await raw('POST', '/auth/logout', { token: me.accessToken }));
    expect((await raw('GET', '/auth/verify', { token: me.accessToken })).status).toBe(401);
    expect((await raw('GET', '/auth/verify', { token: me.other.accessToken })).status).toBe(200);
  },
  verify: async (me) => {
    expect(json<{ user: { id: string } }>(await raw('GET', '/auth/verify', { token: me.accessToken })).user.id).toBe(
      me.userId,
    );
  },
  getDashboard: async (me) => {
    const d = json<{
      stats: { totalLicenses: number; totalDevices: number; totalUsers: number };
      recentActivities: Array<{ licenseId: string | null }>;
    }>(await raw('GET', '/api/dashboard', { token: me.accessToken }));
    expect(d.stats).toMatchObject({
      totalLicenses: licensesOf(me.userId).length,
      totalDevices: devicesOf(me.userId).length,
      totalUsers: 1,
    });
    const mine = new Set(licensesOf(me.userId).map((l) => l.id));
    for (const a of d.recentActivities)
      if (a.licenseId !== null) expect(mine.has(a.licenseId), `activity on licence ${a.licenseId}`).toBe(true);
  },
  getStats: async (me) => {
    const s = json<{ licenses: { total: number }; devices: { total: number; active: number } }>(
      await raw('GET', '/api/stats', { token: me.accessToken }),
    );
    expect(s.licenses.total).toBe(licensesOf(me.userId).length);
    expect(s.devices).toEqual({
      total: devicesOf(me.userId).length,
      active: devicesOf(me.userId).filter((d) => d.status === 'ACTIVE').length,
    });
  },
  getProfile: async (me) => {
    const p = json<{ id: string; email: string }>(await raw('GET', '/api/profile', { token: me.accessToken }));
    expect(p).toMatchObject({ id: me.userId, email: tables.users.get(me.userId)!.email });
  },
  updateProfile: async (me) => {
    const others = JSON.stringify(tables.users.all().filter((u) => u.id !== me.userId));
    const p = json<{ id: string }>(
      await raw('PUT', '/api/profile', { token: me.accessToken, body: { family_name: '検証', given_name: '太郎' } }),
    );
    expect(p.id).toBe(me.userId);
    expect(tables.users.get(me.userId)!.displayName).toBe('検証 太郎');
    expect(JSON.stringify(tables.users.all().filter((u) => u.id !== me.userId))).toBe(others);
  },
  listUserLicenses: async (me) => {
    const r = json<{ licenses: Array<{ id: string }> }>(await raw('GET', '/licenses/user', { token: me.accessToken }));
    expect(sorted(r.licenses.map((l) => l.id))).toEqual(sorted(licensesOf(me.userId).map((l) => l.id)));
  },
  listMyLicenses: async (me) => {
    const r = json<{ licenses: Array<{ id: string }> }>(
      await raw('GET', '/api/my-licenses', { token: me.accessToken }),
    );
    expect(sorted(r.licenses.map((l) => l.id))).toEqual(sorted(licensesOf(me.userId).map((l) => l.id)));
  },

  getNotifications: async (me) => {
    // An ordinary user hears of their own licences' expiries, and of nothing else.
    const n = json<{ items: Array<{ kind: string; license: { id: string } | null }> }>(
      await raw('GET', '/api/notifications?staleAfterHours=1', { token: me.accessToken }),
    );
    const own = new Set(licensesOf(me.userId).map((l) => l.id));
    for (const item of n.items) expect([item.kind, own.has(item.license?.id ?? '')]).toEqual(['licenseExpiring', true]);
  },
  markNotificationsRead: async (me) => {
    const id = `license-expiring:${licensesOf(me.userId)[0]!.id}:probe`;
    expect(
      json<{ read: number }>(
        await raw('POST', '/api/notifications/read', { token: me.accessToken, body: { ids: [id] } }),
      ).read,
    ).toBe(1);
    // Read for the caller only.
    expect(
      json<{ read: number }>(
        await raw('POST', '/api/notifications/read', { token: me.other.accessToken, body: { ids: [id] } }),
      ).read,
    ).toBe(1);
    expect(
      json<{ read: number }>(
        await raw('POST', '/api/notifications/read', { token: me.accessToken, body: { ids: [id] } }),
      ).read,
    ).toBe(0);
  },
  updateNotificationSettings: async (me) => {
    const window = async (token: string) =>
      json<{ expiryWindowDays: number }>(await raw('GET', '/api/notifications', { token })).expiryWindowDays;
    const others = await window(me.other.accessToken);
    const mine = (await window(me.accessToken)) === 7 ? 90 : 7;
    json(await raw('PUT', '/api/notifications/settings', { token: me.accessToken, body: { expiryWindowDays: mine } }));
    expect(await window(me.accessToken)).toBe(mine);
    expect(await window(me.other.accessToken)).toBe(others);
  },
} satisfies Partial<PersonalChecks>;
