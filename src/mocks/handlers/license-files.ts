// Licence files and offline activation (the `licenseFiles` extension, docs/licence-files.md):
// the settings and the public signing key, a checkout for a licence's device or a hardware id,
// an activation from the client software's request file, and the return of an offline device.
import { readActivationRequest, type ActivationRequest } from '../../api/schemas/licensing/license-file.ts';
import {
  DEFAULT_LICENSE_FILE_TTL_DAYS,
  LICENSE_FILE_TTL_DAYS,
  OFFLINE_REQUEST_CLOCK_SKEW_MS,
  OFFLINE_REQUEST_MAX_AGE_HOURS,
} from '../../shared/constants.ts';
import { activity } from '../../shared/messages/reports/activity.ts';
import { devices as deviceText } from '../../shared/messages/licensing/devices.ts';
import { licenseFiles as t } from '../../shared/messages/licensing/license-files.ts';
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { tables, type DeviceRow, type LicenseRow } from '../db.ts';
import { logActivity } from '../domain/reports/activity.ts';
import { badRequest, conflict, found, HttpError } from '../domain/errors.ts';
import {
  activateMachine,
  issueFile,
  nonceUsed,
  offlineUntil,
  requireUsable,
  signedFileText,
  signingKeyOf,
  signingKeyRow,
  unreturnedFiles,
} from '../domain/licensing/license-files.ts';
import { fill } from '../domain/text.ts';
import { toDevice } from '../domain/views.ts';
import { nowIso, nowMs } from '../settings.ts';
import { implement, later } from './define.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The request file's text as the client software wrote it, checked for form and age. */
export function readRequest(text: string, atMs: number): ActivationRequest {
  // The console's own reader: the same strict rules (duplicate members, nesting, size) as the dialog.
  const parsed = readActivationRequest(text);
  if (parsed.error !== null) throw new HttpError(400, parsed.error, { code: 'REQUEST_MALFORMED' });
  const created = Date.parse(parsed.request.createdAt);
  if (created - atMs > OFFLINE_REQUEST_CLOCK_SKEW_MS)
    throw new HttpError(400, t.requestFromFuture, { code: 'REQUEST_FROM_FUTURE' });
  if (atMs - created > OFFLINE_REQUEST_MAX_AGE_HOURS * HOUR_MS)
    throw conflict(t.requestExpired(OFFLINE_REQUEST_MAX_AGE_HOURS), 'REQUEST_EXPIRED');
  return parsed.request;
}

/** The licence the request names, if the caller may use it (a USER: their own; 404 otherwise, as for an unknown key). */
export function requestedLicense(request: ActivationRequest, user: { id: string; role: string }): Readonly<LicenseRow> {
  const license = tables.licenses.all().find((l) => l.key === request.licenseKey);
  if (!license || (user.role !== 'ADMIN' && license.userId !== user.id))
    throw new HttpError(404, licenseText.notFound, { code: 'NOT_FOUND' });
  return license;
}

/** What a file call answers once signed: the file's name and text, and its device as it is now. */
function fileAnswer(
  license: Readonly<LicenseRow>,
  device: Readonly<DeviceRow>,
  payload: Parameters<typeof signedFileText>[0],
) {
  const keyRow = signingKeyRow();
  const view = toDevice(device);
  return later(async () => ({
    fileName: `${license.key}.lic`,
    content: await signedFileText(payload, keyRow),
    device: view,
  }));
}

export const licenseFileImplementations = implement({
  getLicenseFileSettings: () => ({
    ttlDays: [...LICENSE_FILE_TTL_DAYS],
    defaultTtlDays: DEFAULT_LICENSE_FILE_TTL_DAYS,
    requestMaxAgeHours: OFFLINE_REQUEST_MAX_AGE_HOURS,
  }),

  getLicenseSigningKey: () => {
    const row = signingKeyRow();
    return later(async () => {
      const key = await signingKeyOf(row);
      return {
        keyId: key.keyId,
        algorithm: 'Ed25519' as const,
        publicKey: key.publicKey,
        fingerprint: key.fingerprint,
        createdAt: row.createdAt,
      };
    });
  },

  checkoutLicenseFile: ({ params, body, user }) => {
    const license = found(tables.licenses.get(params.id), licenseText.notFound);
    requireUsable(license);
    let device: Readonly<DeviceRow>;
    if (body.deviceId !== undefined) {
      device = found(tables.devices.get(body.deviceId), deviceText.notFound);
      if (device.licenseId !== license.id || device.status !== 'ACTIVE')
        throw conflict(t.deviceNotOnLicense, 'DEVICE_NOT_ON_LICENSE');
    } else {
      device = activateMachine(license, { hardwareId: body.hardwareId!, hostname: '', platform: '' }, user);
    }
    const payload = issueFile(tables.licenses.get(license.id)!, device, body.ttlDays, user);
    return fileAnswer(license, device, payload);
  },

  activateOffline: ({ body, user }) => {
    const request = readRequest(body.requestFile, nowMs());
    if (nonceUsed(request.nonce)) throw conflict(t.requestReplayed, 'REQUEST_REPLAYED');
    const license = requestedLicense(request, user);
    if (license.applicationId !== request.applicationId)
      throw conflict(t.requestOtherApplication, 'REQUEST_OTHER_APPLICATION');
    const device = activateMachine(license, request, user);
    const payload = issueFile(
      tables.licenses.get(license.id)!,
      device,
      body.ttlDays ?? DEFAULT_LICENSE_FILE_TTL_DAYS,
      user,
      request.nonce,
    );
    return fileAnswer(license, device, payload);
  },

  returnOfflineDevice: ({ params, body, user }) => {
    const device = found(tables.devices.get(params.id), deviceText.notFound);
    if (device.status !== 'ACTIVE') throw conflict(deviceText.notActive, 'DEVICE_NOT_ACTIVE');
    const files = unreturnedFiles(device);
    if (files.length === 0 || offlineUntil(device) === null) throw conflict(t.noFileToReturn, 'NO_LICENSE_FILE');
    if (!files.some((f) => f.returnCode === body.returnCode))
      throw badRequest(t.returnCodeMismatch, { returnCode: [t.returnCodeMismatch] });
    const at = nowIso();
    const license = device.licenseId === null ? undefined : tables.licenses.get(device.licenseId);
    if (license)
      tables.licenses.patch(license.id, {
        currentActivations: Math.max(0, license.currentActivations - 1),
        updatedAt: at,
      });
    for (const f of files) tables.licenseFiles.patch(f.id, { returnedAt: at });
    const next = tables.devices.patch(device.id, { status: 'DEACTIVATED' });
    logActivity(fill(activity.deviceReturnedOffline, { name: next.name }), {
      licenseId: next.licenseId,
      actorId: user.id,
    });
    return { device: toDevice(next) };
  },
});
