// The mock's dashboard, stats and profile.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { demoUserId, ownership, signIn } from '../_helpers.ts';

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
