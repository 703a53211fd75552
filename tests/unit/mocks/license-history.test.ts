// GET /api/dashboard?licenseId=…: that licence's history from the audit log (issue 21); without
// the parameter the spec's call is unchanged.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { LICENSE_HISTORY_LIMIT } from '../../../src/shared/constants.ts';
import { auditRows, tables } from '../../../src/mocks/db.ts';
import { RECENT_ACTIVITY_LIMIT } from '../../../src/mocks/domain/activity.ts';
import { DEMO_ACCOUNTS } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { raw, signIn } from './_helpers.ts';

async function createRevokeActivateUpdateDelete() {
  const app = tables.applications.all().find((a) => a.status === 'active')!;
  const holder = tables.users.all().find((u) => u.role === 'USER')!;
  const { license } = await callApi('createLicense', {
    body: { applicationId: app.id, userId: holder.id, type: 'perpetual', maxActivations: 2, startDate: null, endDate: null, expiresAt: null },
  });
  configureMock({ nowOffsetMs: 60_000 });
  await callApi('revokeLicense', { params: { id: license.id } });
  configureMock({ nowOffsetMs: 120_000 });
  await callApi('activateLicense', { params: { id: license.id } });
  configureMock({ nowOffsetMs: 180_000 });
  await callApi('updateLicense', { params: { id: license.id }, body: { expiresAt: '2099-01-01T00:00:00.000Z' } });
  return license;
}

describe('licence history through the dashboard call', () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it('records creation, revoke, activate and expiry change, and answers them newest first', async () => {
    const license = await createRevokeActivateUpdateDelete();
    const { recentActivities } = await callApi('getDashboard', { query: { licenseId: license.id } });
    const by = DEMO_ACCOUNTS.admin.email;
    expect(recentActivities.map((a) => a.message)).toEqual([`ライセンス有効期限の更新（${by}）`, `ライセンス有効化（${by}）`, `ライセンス無効化（${by}）`, `ライセンス発行（${by}）`]);
    expect(recentActivities.every((a) => a.licenseId === license.id)).toBe(true);
    // Deleting it is recorded too.
    await callApi('deleteLicense', { params: { id: license.id } });
    const after = await callApi('getDashboard', { query: { licenseId: license.id } });
    expect(after.recentActivities[0]!.message).toBe(`ライセンス削除（${DEMO_ACCOUNTS.admin.email}）`);
  });

  it('without licenseId the spec’s call is unchanged: the newest entries of everything', async () => {
    await createRevokeActivateUpdateDelete();
    const { recentActivities, stats } = await callApi('getDashboard', {});
    expect(recentActivities).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(new Set(recentActivities.map((a) => a.licenseId ?? null)).size).toBeGreaterThan(0);
    expect(stats.totalLicenses).toBe(tables.licenses.count());
  });

  it(`caps one licence's history at ${LICENSE_HISTORY_LIMIT} entries`, async () => {
    const license = await createRevokeActivateUpdateDelete();
    for (let i = 0; i < LICENSE_HISTORY_LIMIT; i++) {
      await callApi('updateLicense', { params: { id: license.id }, body: { expiresAt: `2099-01-01T00:${String(i % 60).padStart(2, '0')}:00.000Z` } });
    }
    const { recentActivities } = await callApi('getDashboard', { query: { licenseId: license.id } });
    expect(recentActivities).toHaveLength(LICENSE_HISTORY_LIMIT);
  });

  it("a USER gets their own licence's history and nothing of anyone else's", async () => {
    const others = tables.licenses.all().find((l) => tables.users.get(l.userId)?.email !== DEMO_ACCOUNTS.user.email)!;
    await signIn('user');
    const { licenses } = await callApi('listMyLicenses', {});
    const own = licenses[0]!.id;
    const mine = await callApi('getDashboard', { query: { licenseId: own } });
    expect(mine.recentActivities.every((a) => a.licenseId === own)).toBe(true);
    expect(mine.recentActivities).toHaveLength(Math.min(LICENSE_HISTORY_LIMIT, auditRows().filter((a) => a.licenseId === own).length));
    // The holder sees what was done, not who did it.
    expect(mine.recentActivities.some((a) => a.message.includes('@'))).toBe(false);
    const theirs = await callApi('getDashboard', { query: { licenseId: others.id } });
    expect(theirs.recentActivities).toEqual([]);
  });

  it('refuses a malformed licenseId with a Japanese 400', async () => {
    const session = await signIn('admin');
    const res = await raw('GET', `/api/dashboard?licenseId=${'x'.repeat(65)}`, { token: session.accessToken });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });
});
