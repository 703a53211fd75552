// Devices: the activation rules of the mock.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { devices as deviceText } from '../../../../src/shared/messages/licensing/devices.ts';
import { licenses as licenseText } from '../../../../src/shared/messages/licensing/licenses.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { apiError, databaseText, ownership, signIn } from '../_helpers.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('activation', () => {
  it('sets ACTIVE, increments the licence and logs it', async () => {
    await signIn('user');
    const device = ownership().ownDevices.find((d) => d.status === 'REGISTERED')!;
    const license = tables.licenses.get(device.licenseId!)!;
    const res = await callApi('activateDevice', {
      params: { id: device.id },
      body: { license_id: license.id, metadata: { version: '9.9.9' } },
    });
    expect(res.device).toMatchObject({ status: 'ACTIVE', licenseId: license.id, metadata: { version: '9.9.9' } });
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations + 1);
    const dashboard = await callApi('getDashboard', {});
    expect(dashboard.recentActivities[0]).toMatchObject({
      licenseId: license.id,
      message: `デバイス「${device.name}」をライセンス ${license.key} でアクティベートしました`,
    });
  });

  it('refuses at the activation limit (409), leaving everything as it was', async () => {
    await signIn('admin');
    const full = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.currentActivations === l.maxActivations &&
          (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
      )!;
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    const before = databaseText();
    const e = await apiError(
      callApi('activateDevice', { params: { id: device.id }, body: { license_id: full.id } }),
      409,
    );
    expect(e.message).toBe(licenseText.activationLimitReached);
    expect(databaseText()).toBe(before);
  });

  it("refuses while the owner's quota is overdrawn (409 with the figures), leaving everything as it was", async () => {
    await signIn('admin');
    const license = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.currentActivations < l.maxActivations &&
          (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
      )!;
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    tables.owners.patch(tables.owners.all()[0]!.id, { quotaTotal: 1 });
    const before = databaseText();
    const e = await apiError(
      callApi('activateDevice', { params: { id: device.id }, body: { license_id: license.id } }),
      409,
    );
    expect(e.code).toBe('QUOTA_EXCEEDED');
    expect(e.body).toMatchObject({ quota_info: { license_quota_total: 1 } });
    expect(databaseText()).toBe(before);
  });

  it('refuses a revoked or expired licence (409), an unknown one (404)', async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    const expired = tables.licenses
      .all()
      .find((l) => l.status !== 'REVOKED' && l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now())!;
    for (const license of [revoked, expired]) {
      expect(
        (
          await apiError(
            callApi('activateDevice', { params: { id: device.id }, body: { license_id: license.id } }),
            409,
          )
        ).message,
      ).toBe(licenseText.licenseNotUsable);
    }
    expect(
      (await apiError(callApi('activateDevice', { params: { id: device.id }, body: { license_id: UNKNOWN } }), 404))
        .message,
    ).toBe(licenseText.notFound);
  });

  it("a USER cannot activate on someone else's licence (404)", async () => {
    await signIn('user');
    const device = ownership().ownDevices.find((d) => d.status === 'REGISTERED')!;
    const foreign = ownership().otherLicenses.find(
      (l) => l.status === 'ACTIVE' && l.currentActivations < l.maxActivations,
    )!;
    expect(
      (await apiError(callApi('activateDevice', { params: { id: device.id }, body: { license_id: foreign.id } }), 404))
        .message,
    ).toBe(licenseText.notFound);
  });

  it('refuses an already ACTIVE or a blocked device (409)', async () => {
    await signIn('admin');
    const active = tables.devices.all().find((d) => d.status === 'ACTIVE')!;
    const blocked = tables.devices.all().find((d) => d.blocked)!;
    const room = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.currentActivations < l.maxActivations &&
          (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
      )!;
    expect(
      (await apiError(callApi('activateDevice', { params: { id: active.id }, body: { license_id: room.id } }), 409))
        .message,
    ).toBe(deviceText.alreadyActive);
    expect(
      (await apiError(callApi('activateDevice', { params: { id: blocked.id }, body: { license_id: room.id } }), 409))
        .message,
    ).toBe(deviceText.blocked);
  });

  it('refuses an activation that names no licence (400), leaving the device as it was', async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => d.status === 'DEACTIVATED' && !d.blocked)!;
    const before = { ...tables.devices.get(device.id)! };
    const e = await apiError(callApi('activateDevice', { params: { id: device.id }, body: { license_id: '' } }), 400);
    expect(e.message).toBeTruthy();
    expect(tables.devices.get(device.id)).toEqual(before);
  });

  it('the first activation of an INACTIVE licence makes it ACTIVE', async () => {
    await signIn('admin');
    const inactive = tables.licenses
      .all()
      .find((l) => l.status === 'INACTIVE' && (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()))!;
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    await callApi('activateDevice', { params: { id: device.id }, body: { license_id: inactive.id } });
    expect(tables.licenses.get(inactive.id)).toMatchObject({ status: 'ACTIVE', currentActivations: 1 });
  });
});
