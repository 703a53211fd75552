// User lookups and the effects of removing things (kept in one place so that every
// handler that deletes or revokes frees activations the same way).
import { tables, type DeviceRow, type LicenseRow, type UserRow } from '../db.ts';
import { nowIso } from '../settings.ts';
import { recordQuotaSnapshot } from './licensing/quota-history.ts';

export function findUserByEmail(email: string): Readonly<UserRow> | undefined {
  const needle = email.trim().toLowerCase();
  return tables.users.all().find((u) => u.email.toLowerCase() === needle);
}

export function licensesOf(userId: string): Readonly<LicenseRow>[] {
  return tables.licenses.all().filter((l) => l.userId === userId);
}

/** The user's devices: those on the user's own licences. */
export function devicesOf(userId: string): Readonly<DeviceRow>[] {
  const licenseIds = new Set(licensesOf(userId).map((l) => l.id));
  return tables.devices.all().filter((d) => d.licenseId !== null && licenseIds.has(d.licenseId));
}

/** Turns the licence's ACTIVE devices to DEACTIVATED and sets its activations to 0. */
export function deactivateAllOn(license: Readonly<LicenseRow>): void {
  for (const device of tables.devices.all()) {
    if (device.licenseId === license.id && device.status === 'ACTIVE')
      tables.devices.patch(device.id, { status: 'DEACTIVATED' });
  }
  if (license.currentActivations !== 0)
    tables.licenses.patch(license.id, { currentActivations: 0, updatedAt: nowIso() });
}

/** Deletes a licence; its devices stay, unassigned (ACTIVE ones become DEACTIVATED). */
export function deleteLicenseCascade(license: Readonly<LicenseRow>): void {
  for (const device of tables.devices.all()) {
    if (device.licenseId === license.id) {
      tables.devices.patch(device.id, {
        licenseId: null,
        status: device.status === 'ACTIVE' ? 'DEACTIVATED' : device.status,
      });
    }
  }
  if (tables.licenseTerms.get(license.id)) tables.licenseTerms.remove(license.id);
  if (tables.licenseReferences.get(license.id)) tables.licenseReferences.remove(license.id);
  tables.licenses.remove(license.id);
  recordQuotaSnapshot();
}
