// The licence lifecycle of the mock (extensions licenseLifecycle, entitlements, licensePolicies):
// what each call changes, what it refuses (with its Japanese reason and no data change), and
// what the audit log and the licence history say of it.
// Here: アクティベーションのリセット and 譲渡.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { lifecycle as t } from '../../../../src/shared/messages/licensing/license-lifecycle.ts';
import { demoUserId, signIn } from '../_helpers.ts';
import { lastAudit, licenceWhere, activeSubscription, refusedUnchanged, signInAdminBeforeEach } from './support.ts';

signInAdminBeforeEach();

describe('アクティベーションのリセット', () => {
  it('deactivates every ACTIVE device of the licence at once and frees its slots', async () => {
    const license = licenceWhere((l) => l.currentActivations >= 2);
    const devices = tables.devices.all().filter((d) => d.licenseId === license.id && d.status === 'ACTIVE');
    const actions = await callApi('getLicenseActions', { params: { id: license.id } });
    expect(actions.resetActivations).toEqual({ allowed: true, reason: null, devices: devices.length });
    const res = await callApi('resetLicenseActivations', { params: { id: license.id } });
    expect(res).toMatchObject({
      deactivated: devices.length,
      license: { currentActivations: 0, availableActivations: license.maxActivations },
    });
    for (const d of devices) expect(tables.devices.get(d.id)!.status).toBe('DEACTIVATED');
    expect(lastAudit()).toMatchObject({
      action: 'resetLicenseActivations',
      detail: `${devices.length}台のデバイスを無効化`,
    });
    expect(await refusedUnchanged(() => callApi('resetLicenseActivations', { params: { id: license.id } }), 409)).toBe(
      t.resetNone,
    );
  });
});

describe('譲渡', () => {
  it('moves the licence to another user, optionally resetting it; the history names both holders for an admin only', async () => {
    const license = licenceWhere((l) => l.status === 'ACTIVE' && l.currentActivations > 0);
    const from = tables.users.get(license.userId)!;
    const user = await signIn('user');
    await signIn('admin');
    const res = await callApi('transferLicense', {
      params: { id: license.id },
      body: { userId: user.userId, resetActivations: true },
    });
    expect(res).toMatchObject({
      previousUserId: from.id,
      deactivated: license.currentActivations,
      license: { currentActivations: 0 },
    });
    expect(tables.licenses.get(license.id)!.userId).toBe(user.userId);
    const detail = `${from.email} → user@example.com（アクティベーション${license.currentActivations}件をリセット）`;
    expect(lastAudit()).toMatchObject({ action: 'transferLicense', detail });
    expect((await callApi('getLicenseHistory', { params: { id: license.id } })).entries[0]!.message).toBe(
      `ライセンスの譲渡（admin@example.com）: ${detail}`,
    );
    // The new holder reads what was done, not who held it before.
    await signIn('user');
    expect((await callApi('getLicenseHistory', { params: { id: license.id } })).entries[0]!.message).toBe(
      'ライセンスの譲渡',
    );
  });

  it('refuses a REVOKED licence and the holder it already has', async () => {
    const revoked = licenceWhere((l) => l.status === 'REVOKED');
    expect(
      await refusedUnchanged(
        () => callApi('transferLicense', { params: { id: revoked.id }, body: { userId: demoUserId() } }),
        409,
      ),
    ).toBe(t.transferRevoked);
    const license = activeSubscription();
    expect(
      await refusedUnchanged(
        () => callApi('transferLicense', { params: { id: license.id }, body: { userId: license.userId } }),
        409,
      ),
    ).toBe(t.transferSameUser);
    await refusedUnchanged(
      () => callApi('transferLicense', { params: { id: license.id }, body: { userId: 'nobody' } }),
      404,
    );
  });
});
