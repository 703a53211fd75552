// GET /api/licenses/:id/history: that licence's history from the audit log (an extension of
// its own); the dashboard call is the contract's, whatever query it is sent.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { issuePerpetualLicence } from '../../support/issue-licence.ts';
import { LICENSE_HISTORY_LIMIT } from '../../../src/shared/constants.ts';
import { auditRows, tables } from '../../../src/mocks/db.ts';
import { RECENT_ACTIVITY_LIMIT } from '../../../src/mocks/domain/reports/activity.ts';
import { DEMO_ACCOUNTS } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licensing/licenses.ts';
import { databaseText, errorBody, raw, signIn } from './_helpers.ts';

async function createRevokeActivateUpdateDelete() {
  const license = await issuePerpetualLicence();
  configureMock({ nowOffsetMs: 60_000 });
  await callApi('revokeLicense', { params: { id: license.id } });
  configureMock({ nowOffsetMs: 120_000 });
  await callApi('activateLicense', { params: { id: license.id } });
  configureMock({ nowOffsetMs: 180_000 });
  await callApi('updateLicense', { params: { id: license.id }, body: { expiresAt: '2099-01-01T00:00:00.000Z' } });
  return license;
}

describe('licence history (GET /api/licenses/:id/history)', () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it('records creation, revoke, activate and expiry change, and answers them newest first', async () => {
    const license = await createRevokeActivateUpdateDelete();
    const { entries } = await callApi('getLicenseHistory', { params: { id: license.id } });
    const by = DEMO_ACCOUNTS.admin.email;
    expect(entries.map((a) => a.message)).toEqual([
      `ライセンス有効期限の更新（${by}）`,
      `ライセンス有効化（${by}）`,
      `ライセンス無効化（${by}）`,
      `ライセンス発行（${by}）`,
    ]);
    expect(entries.every((a) => a.licenseId === license.id)).toBe(true);
    // Deleting it is recorded in the audit log; the licence itself is gone, so its history call is a 404 like any unknown id.
    await callApi('deleteLicense', { params: { id: license.id } });
    const log = await callApi('listAuditLog', { query: { licenseId: license.id, sortField: 'at', sortOrder: 'desc' } });
    expect(log.entries[0]).toMatchObject({ action: 'deleteLicense', result: 'done' });
    const { accessToken } = await signIn('admin');
    expect(
      errorBody(await raw('GET', `/api/licenses/${license.id}/history`, { token: accessToken }), 404).message,
    ).toBe(licenseText.notFound);
  });

  it('the dashboard ignores a licenseId (the former query parameter): the newest entries of everything', async () => {
    const license = await createRevokeActivateUpdateDelete();
    const { accessToken } = await signIn('admin');
    const res = await raw('GET', `/api/dashboard?licenseId=${license.id}`, { token: accessToken });
    expect(res.status).toBe(200);
    const { recentActivities, stats } = res.json as {
      recentActivities: Array<{ licenseId?: string | null }>;
      stats: { totalLicenses: number };
    };
    expect(recentActivities).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(recentActivities.some((a) => a.licenseId !== license.id)).toBe(true);
    expect(stats.totalLicenses).toBe(tables.licenses.count());
  });

  it(`caps one licence's history at ${LICENSE_HISTORY_LIMIT} entries`, async () => {
    const license = await createRevokeActivateUpdateDelete();
    for (let i = 0; i < LICENSE_HISTORY_LIMIT; i++) {
      await callApi('updateLicense', {
        params: { id: license.id },
        body: { expiresAt: `2099-01-01T00:${String(i % 60).padStart(2, '0')}:00.000Z` },
      });
    }
    const { entries } = await callApi('getLicenseHistory', { params: { id: license.id } });
    expect(entries).toHaveLength(LICENSE_HISTORY_LIMIT);
  });

  it("a USER gets their own licence's history and a 404 for anyone else's", async () => {
    const others = tables.licenses.all().find((l) => tables.users.get(l.userId)?.email !== DEMO_ACCOUNTS.user.email)!;
    const session = await signIn('user');
    const { licenses } = await callApi('listMyLicenses', {});
    const own = licenses[0]!.id;
    const mine = await callApi('getLicenseHistory', { params: { id: own } });
    expect(mine.entries.every((a) => a.licenseId === own)).toBe(true);
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries).toHaveLength(
      Math.min(LICENSE_HISTORY_LIMIT, auditRows().filter((a) => a.licenseId === own).length),
    );
    // The holder sees what was done, not who did it.
    expect(mine.entries.some((a) => a.message.includes('@'))).toBe(false);
    const before = databaseText();
    const theirs = errorBody(
      await raw('GET', `/api/licenses/${others.id}/history`, { token: session.accessToken }),
      404,
    );
    expect(theirs.message).toBe(licenseText.notFound);
    expect(databaseText()).toBe(before);
  });

  it('answers a malformed id as not found, in Japanese', async () => {
    const session = await signIn('admin');
    const body = errorBody(
      await raw('GET', `/api/licenses/${'x'.repeat(65)}/history`, { token: session.accessToken }),
      404,
    );
    expect(body.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });
});
