// Licence files (docs/licence-files.md): a machine activated on a licence without calling in,
// the file that tells it so, and its return. The writes run in the call's transaction; the
// signature (WebCrypto, asynchronous) is made after it, from the payload fixed here.
import { LICENSE_FILE_FORMAT, type LicenseFilePayload } from '../../../api/schemas/licensing/license-file.ts';
import { fromBase64 } from '../../../shared/license-file/base64.ts';
import { signCanonical, signingKeyFromSeed, type SigningKey } from '../../../shared/license-file/ed25519.ts';
import { activity } from '../../../shared/messages/reports/activity.ts';
import { devices as deviceText } from '../../../shared/messages/licensing/devices.ts';
import { licenseFiles as t } from '../../../shared/messages/licensing/license-files.ts';
import { licenses as licenseText } from '../../../shared/messages/licensing/licenses.ts';
import {
  tables,
  type DeviceRow,
  type LicenseFileRow,
  type LicenseRow,
  type SigningKeyRow,
  type UserRow,
} from '../../db.ts';
import { nowIso, nowMs } from '../../settings.ts';
import { logActivity } from '../reports/activity.ts';
import { conflict } from '../errors.ts';
import { newId, newReturnCode } from '../ids.ts';
import { requireQuotaNotOverdrawn } from './quota.ts';
import { fill } from '../text.ts';
import { effectiveLicenseStatus } from '../views.ts';

export { offlineUntil, unreturnedFiles } from '../views.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A machine as its request file (or the admin) names it. */
export interface Machine {
  hardwareId: string;
  hostname: string;
  platform: string;
}

export function signingKeyRow(): Readonly<SigningKeyRow> {
  const row = tables.signingKeys.all()[0];
  if (!row) throw conflict(t.noSigningKey, 'NO_SIGNING_KEY');
  return row;
}

const imported = new Map<string, Promise<SigningKey>>();

/** The row's key in WebCrypto's form, imported once per seed. */
export function signingKeyOf(row: Readonly<SigningKeyRow>): Promise<SigningKey> {
  let key = imported.get(row.privateSeed);
  if (!key) {
    key = signingKeyFromSeed(fromBase64(row.privateSeed) ?? new Uint8Array());
    imported.set(row.privateSeed, key);
  }
  return key;
}

/** Refuses a licence a machine may not be activated on now (the same refusals as the device's own call). */
export function requireUsable(license: Readonly<LicenseRow>): void {
  const status = effectiveLicenseStatus(license, nowMs());
  if (status !== 'ACTIVE' && status !== 'INACTIVE') throw conflict(licenseText.licenseNotUsable, 'LICENSE_NOT_USABLE');
}

/** One more machine on the licence: refused while the owner's quota is overdrawn, or at its activation limit. */
function requireSeat(license: Readonly<LicenseRow>): void {
  requireQuotaNotOverdrawn(license);
  if (license.currentActivations >= license.maxActivations)
    throw conflict(licenseText.activationLimitReached, 'ACTIVATION_LIMIT_REACHED');
}

/** The device with this hardware id the caller may use: on this licence first, then any other of theirs or unassigned. */
function deviceOfMachine(
  license: Readonly<LicenseRow>,
  hardwareId: string,
  actor: Readonly<UserRow>,
): Readonly<DeviceRow> | undefined {
  const same = tables.devices.all().filter((d) => d.hardwareId === hardwareId);
  const reachable = (d: Readonly<DeviceRow>) =>
    actor.role === 'ADMIN' || d.licenseId === null || tables.licenses.get(d.licenseId)?.userId === actor.id;
  return same.find((d) => d.licenseId === license.id) ?? same.find(reachable);
}

/** The machine's device, ACTIVE on the licence: already (no new seat) or now, created if it was never seen. */
export function activateMachine(
  license: Readonly<LicenseRow>,
  machine: Machine,
  actor: Readonly<UserRow>,
): Readonly<DeviceRow> {
  requireUsable(license);
  const existing = deviceOfMachine(license, machine.hardwareId, actor);
  if (existing?.blocked) throw conflict(deviceText.blocked, 'DEVICE_BLOCKED');
  if (existing?.status === 'ACTIVE' && existing.licenseId === license.id) return existing;
  if (existing?.status === 'ACTIVE') throw conflict(t.activeElsewhere, 'DEVICE_ACTIVE_ELSEWHERE');
  requireSeat(license);
  const at = nowIso();
  const metadata = { ...(existing ? (JSON.parse(existing.metadataJson) as object) : {}), activation: 'offline' };
  const device = existing
    ? tables.devices.patch(existing.id, {
        status: 'ACTIVE',
        licenseId: license.id,
        metadataJson: JSON.stringify(metadata),
      })
    : tables.devices.insert({
        id: newId(),
        hardwareId: machine.hardwareId,
        name: machine.hostname || machine.hardwareId,
        hostname: machine.hostname,
        platform: machine.platform,
        status: 'ACTIVE',
        licenseId: license.id,
        metadataJson: JSON.stringify(metadata),
        lastHeartbeat: null,
        lastOnlineAt: null,
        createdAt: at,
        blocked: false,
        statusBeforeBlock: null,
      });
  // The first activation of an issued-but-unused (INACTIVE) licence makes it ACTIVE, as online.
  tables.licenses.patch(license.id, {
    currentActivations: license.currentActivations + 1,
    status: 'ACTIVE',
    updatedAt: at,
  });
  tables.activations.insert({ id: newId(), deviceId: device.id, licenseId: license.id, activatedAt: at });
  logActivity(fill(activity.deviceActivatedOffline, { name: device.name, key: license.key }), {
    licenseId: license.id,
    actorId: actor.id,
  });
  return device;
}

/** Records a file for an ACTIVE device of the licence; its payload is what will be signed. */
export function issueFile(
  license: Readonly<LicenseRow>,
  device: Readonly<DeviceRow>,
  ttlDays: number,
  actor: Readonly<UserRow>,
  requestNonce: string | null = null,
): LicenseFilePayload {
  if (device.status !== 'ACTIVE' || device.licenseId !== license.id)
    throw conflict(t.deviceNotOnLicense, 'DEVICE_NOT_ON_LICENSE');
  const issuedMs = nowMs();
  const licenseEnd = license.expiresAt === null ? Infinity : Date.parse(license.expiresAt);
  const row: LicenseFileRow = {
    id: newId(),
    licenseId: license.id,
    deviceId: device.id,
    hardwareId: device.hardwareId,
    issuedAt: new Date(issuedMs).toISOString(),
    expiresAt: new Date(Math.min(issuedMs + ttlDays * DAY_MS, licenseEnd)).toISOString(),
    ttlDays,
    returnCode: newReturnCode(),
    requestNonce,
    issuedBy: actor.id,
    returnedAt: null,
  };
  tables.licenseFiles.insert(row);
  logActivity(fill(activity.licenseFileIssued, { key: license.key, name: device.name, days: String(ttlDays) }), {
    licenseId: license.id,
    actorId: actor.id,
  });
  const app = tables.applications.get(license.applicationId);
  return {
    fileId: row.id,
    license: {
      id: license.id,
      key: license.key,
      type: license.type,
      maxActivations: license.maxActivations,
      expiresAt: license.expiresAt,
    },
    application: { id: license.applicationId, name: app?.name ?? '' },
    device: { id: device.id, hardwareId: device.hardwareId, name: device.name },
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    ttlDays,
    returnCode: row.returnCode,
  };
}

/** The `.lic` text: the document, signed, laid out for a person to read. */
export async function signedFileText(payload: LicenseFilePayload, keyRow: Readonly<SigningKeyRow>): Promise<string> {
  const key = await signingKeyOf(keyRow);
  const unsigned = { format: LICENSE_FILE_FORMAT, payload };
  const signature = { algorithm: 'Ed25519', keyId: key.keyId, value: await signCanonical(unsigned, key.privateKey) };
  return `${JSON.stringify({ ...unsigned, signature }, null, 2)}\n`;
}

/** Whether a request with this nonce was answered already. */
export const nonceUsed = (nonce: string) => tables.licenseFiles.all().some((f) => f.requestNonce === nonce);
