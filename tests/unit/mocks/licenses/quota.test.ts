// Licences: the quota.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { licenses as licenseText } from '../../../../src/shared/messages/licensing/licenses.ts';
import { owner as ownerText } from '../../../../src/shared/messages/owner.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../../src/mocks/settings.ts';
import { apiError, databaseText, demoUserId, signIn } from '../_helpers.ts';
import { DAY } from './support.ts';

describe('quota', () => {
  it('in quota-exhausted, creation and re-activation are refused with quota_info', async () => {
    resetDatabase('quota-exhausted');
    await signIn('admin');
    const owner = await callApi('getMyOwner', {});
    if (!owner.exists) throw new Error('the scenario has an owner');
    const quota = await callApi('getQuota', { params: { id: owner.owner_id } });
    expect(quota).toMatchObject({
      license_quota_available: 0,
      license_quota_used: quota.license_quota_total,
      is_quota_expired: true,
    });

    const before = databaseText();
    const create = await apiError(
      callApi('createLicense', {
        body: {
          applicationId: tables.applications.all()[0]!.id,
          userId: demoUserId(),
          type: 'perpetual',
          maxActivations: 1,
        },
      }),
      409,
    );
    expect(create.code).toBe('QUOTA_EXCEEDED');
    expect(create.body).toMatchObject({ error: licenseText.quotaDefaultMessage, message: ownerText.quotaExhausted });
    expect(create.quotaInfo).toEqual({
      license_quota_total: 10,
      license_quota_used: 10,
      license_quota_available: 0,
      is_quota_expired: true,
    });

    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    const activate = await apiError(callApi('activateLicense', { params: { id: revoked.id } }), 409);
    expect(activate.quotaInfo).toEqual(create.quotaInfo);
    expect(databaseText()).toBe(before);

    // A sync refreshes the timestamp (no longer stale); revoking frees a slot for the other one.
    expect((await callApi('syncQuota', { params: { id: owner.owner_id } })).is_quota_expired).toBe(false);
    const active = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    await callApi('revokeLicense', { params: { id: active.id } });
    expect((await callApi('activateLicense', { params: { id: revoked.id } })).license.status).not.toBe('REVOKED');
  });

  it('counts ACTIVE and INACTIVE licences, expired ones included, not REVOKED', async () => {
    await signIn('admin');
    const ownerId = tables.owners.all()[0]!.id;
    const usage = await callApi('getLicenseUsage', { params: { id: ownerId } });
    const holding = tables.licenses.all().filter((l) => l.status === 'ACTIVE' || l.status === 'INACTIVE');
    expect(usage.license_quota_used).toBe(holding.length);
    expect(usage.license_quota_available).toBe(usage.license_quota_total - holding.length);
    expect(usage.applications_detail.reduce((n, a) => n + a.active_licenses, 0)).toBe(holding.length);
    expect(holding.some((l) => l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now())).toBe(true);
  });

  it('is stale after 24 hours without a sync', async () => {
    await signIn('admin');
    const ownerId = tables.owners.all()[0]!.id;
    expect((await callApi('getQuota', { params: { id: ownerId } })).is_quota_expired).toBe(false);
    configureMock({ nowOffsetMs: DAY });
    expect((await callApi('getQuota', { params: { id: ownerId } })).is_quota_expired).toBe(true);
  });

  it('deleting a licence frees its slot', async () => {
    resetDatabase('quota-exhausted');
    await signIn('admin');
    const victim = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    await callApi('deleteLicense', { params: { id: victim.id } });
    const res = await callApi('createLicense', {
      body: { applicationId: victim.applicationId, userId: demoUserId(), type: 'perpetual', maxActivations: 1 },
    });
    expect(res.license.status).toBe('ACTIVE');
  });
});
