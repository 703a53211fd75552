// The licence lifecycle of the mock (extensions licenseLifecycle, entitlements, licensePolicies):
// what each call changes, what it refuses (with its Japanese reason and no data change), and
// what the audit log and the licence history say of it.
// Here: 最大アクティベーション数.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { lifecycle as t } from '../../../../src/shared/messages/licensing/license-lifecycle.ts';
import { lastAudit, licenceWhere, refusedUnchanged, signInAdminBeforeEach } from './support.ts';

signInAdminBeforeEach();

describe('最大アクティベーション数', () => {
  it('never below the current activations; a REVOKED licence keeps its own', async () => {
    const license = licenceWhere((l) => l.status === 'ACTIVE' && l.currentActivations >= 2);
    expect(
      await refusedUnchanged(
        () =>
          callApi('updateLicenseMaxActivations', {
            params: { id: license.id },
            body: { maxActivations: license.currentActivations - 1 },
          }),
        409,
      ),
    ).toBe(t.maxBelowCurrent(license.currentActivations));
    const res = await callApi('updateLicenseMaxActivations', {
      params: { id: license.id },
      body: { maxActivations: license.currentActivations },
    });
    expect(res.license.availableActivations).toBe(0);
    expect(lastAudit().detail).toBe(
      `最大アクティベーション数 ${license.maxActivations} → ${license.currentActivations}`,
    );
    const revoked = licenceWhere((l) => l.status === 'REVOKED');
    expect(
      await refusedUnchanged(
        () => callApi('updateLicenseMaxActivations', { params: { id: revoked.id }, body: { maxActivations: 9 } }),
        409,
      ),
    ).toBe(t.maxRevoked);
    const actions = await callApi('getLicenseActions', { params: { id: revoked.id } });
    expect(actions).toMatchObject({
      extend: { allowed: false, reason: t.extendRevoked },
      transfer: { allowed: false },
      maxActivations: { allowed: false },
    });
  });
});
