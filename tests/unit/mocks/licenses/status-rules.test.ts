// Licences: the status rules.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { licenses as licenseText } from '../../../../src/shared/messages/licensing/licenses.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { apiError, databaseText, signIn } from '../_helpers.ts';

describe('status rules', () => {
  it('revoking a REVOKED licence is a 409; activating a non-REVOKED one too', async () => {
    await signIn('admin');
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    const active = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    const before = databaseText();
    expect((await apiError(callApi('revokeLicense', { params: { id: revoked.id } }), 409)).message).toBe(
      licenseText.alreadyRevoked,
    );
    expect((await apiError(callApi('activateLicense', { params: { id: active.id } }), 409)).message).toBe(
      licenseText.notRevoked,
    );
    expect(databaseText()).toBe(before);
  });

  it('revoking deactivates the licence devices and frees its activations and quota slot', async () => {
    await signIn('admin');
    const license = tables.licenses.all().find((l) => l.status === 'ACTIVE' && l.currentActivations > 0)!;
    const ownerId = tables.owners.all()[0]!.id;
    const quotaBefore = await callApi('getQuota', { params: { id: ownerId } });
    const res = await callApi('revokeLicense', { params: { id: license.id } });
    expect(res.license).toMatchObject({ status: 'REVOKED', currentActivations: 0 });
    expect(tables.devices.all().filter((d) => d.licenseId === license.id && d.status === 'ACTIVE')).toHaveLength(0);
    const quotaAfter = await callApi('getQuota', { params: { id: ownerId } });
    expect(quotaAfter.license_quota_used).toBe(quotaBefore.license_quota_used - 1);
    await callApi('activateLicense', { params: { id: license.id } });
    expect((await callApi('getQuota', { params: { id: ownerId } })).license_quota_used).toBe(
      quotaBefore.license_quota_used,
    );
  });

  it('404 for unknown licences', async () => {
    await signIn('admin');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const call of [
      () => callApi('revokeLicense', { params: { id } }),
      () => callApi('activateLicense', { params: { id } }),
      () => callApi('updateLicense', { params: { id }, body: { expiresAt: null } }),
      () => callApi('deleteLicense', { params: { id } }),
    ]) {
      expect((await apiError(call(), 404)).message).toBe(licenseText.notFound);
    }
  });
});
