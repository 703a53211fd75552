// Licence files and offline activation in the mock (docs/licence-files.md).
// Here: a checkout for a device or a hardware id.
import { describe, expect, it } from 'vitest';
import { tables } from '../../../../src/mocks/db.ts';
import { licenseFiles as t } from '../../../../src/shared/messages/licensing/license-files.ts';
import { licenses as licenseText } from '../../../../src/shared/messages/licensing/licenses.ts';
import { holdsWith, readLicenseFile } from '../../../support/license-files.ts';
import { licenseAtItsLimit, licensedActiveDevice, licenseWithSeatLeft, raw } from '../_helpers.ts';
import { DAY, answer, publicKey, admin, refusedWithoutChange } from './support.ts';

describe('checking out a licence file', () => {
  it('for an active device of the licence: signed, named after the key, capped by the licence expiry', async () => {
    const token = await admin();
    const device = licensedActiveDevice();
    const license = tables.licenses.get(device.licenseId!)!;
    const res = answer(
      await raw('POST', `/licenses/${license.id}/license-file`, { token, body: { deviceId: device.id, ttlDays: 365 } }),
    );
    expect(res.fileName).toBe(`${license.key}.lic`);
    const file = readLicenseFile(res.content);
    expect(file.payload.expiresAt <= (license.expiresAt ?? '9999')).toBe(true);
    expect(Date.parse(file.payload.expiresAt) - Date.parse(file.payload.issuedAt)).toBeLessThanOrEqual(365 * DAY);
    expect(await holdsWith(res.content, await publicKey(token))).toBe(true);
    expect(res.device.offlineUntil).toBe(file.payload.expiresAt);
    // A second checkout for the same device holds no new seat.
    const seats = tables.licenses.get(license.id)!.currentActivations;
    answer(
      await raw('POST', `/licenses/${license.id}/license-file`, { token, body: { deviceId: device.id, ttlDays: 1 } }),
    );
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(seats);
    expect(tables.licenseFiles.all().filter((f) => f.deviceId === device.id)).toHaveLength(2);
  });

  it('for a hardware id never seen: the machine is activated on the licence (one seat)', async () => {
    const token = await admin();
    const license = licenseWithSeatLeft();
    const res = answer(
      await raw('POST', `/licenses/${license.id}/license-file`, {
        token,
        body: { hardwareId: 'HW-NEW-MACHINE-01', ttlDays: 7 },
      }),
    );
    expect(res.device).toMatchObject({ hardwareId: 'HW-NEW-MACHINE-01', status: 'ACTIVE', licenseId: license.id });
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations + 1);
  });

  it('is refused for a device not active on the licence, a revoked licence, or a full one, changing nothing', async () => {
    const token = await admin();
    const device = licensedActiveDevice();
    const other = tables.licenses.all().find((l) => l.id !== device.licenseId && l.status === 'ACTIVE')!;
    await refusedWithoutChange(
      () => raw('POST', `/licenses/${other.id}/license-file`, { token, body: { deviceId: device.id, ttlDays: 7 } }),
      409,
      'DEVICE_NOT_ON_LICENSE',
      t.deviceNotOnLicense,
    );
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    await refusedWithoutChange(
      () => raw('POST', `/licenses/${revoked.id}/license-file`, { token, body: { hardwareId: 'HW-X', ttlDays: 7 } }),
      409,
      'LICENSE_NOT_USABLE',
      licenseText.licenseNotUsable,
    );
    const full = licenseAtItsLimit();
    await refusedWithoutChange(
      () => raw('POST', `/licenses/${full.id}/license-file`, { token, body: { hardwareId: 'HW-Y', ttlDays: 7 } }),
      409,
      'ACTIVATION_LIMIT_REACHED',
      licenseText.activationLimitReached,
    );
    await refusedWithoutChange(
      () => raw('POST', `/licenses/${full.id}/license-file`, { token, body: { ttlDays: 7 } }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
