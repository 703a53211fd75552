// Devices: the admin list and actions, the device-side calls (heartbeat, activate,
// deactivate) and the caller's own devices. A USER reaches only devices on their own
// licences; anything else answers 404, exactly like an unknown id.
import { activity } from '../../shared/messages/reports/activity.ts';
import { devices as deviceText } from '../../shared/messages/licensing/devices.ts';
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { tables, type DeviceRow, type LicenseRow, type UserRow } from '../db.ts';
import type { DeviceStatus } from '../../api/schemas/licensing/device.ts';
import { logActivity } from '../domain/reports/activity.ts';
import { conflict, HttpError, notFound } from '../domain/errors.ts';
import { newId } from '../domain/ids.ts';
import { heartbeatOlderThan } from '../../shared/list-filters.ts';
import { createTableList } from '../domain/lists.ts';
import { DEVICE_SORT } from '../../api/schemas/list-sorts.ts';
import { fill } from '../domain/text.ts';
import { requireQuotaNotOverdrawn } from '../domain/licensing/quota.ts';
import { checkInOf, graceEndsAt } from '../domain/licensing/terms.ts';
import { devicesOf } from '../domain/users.ts';
import { effectiveLicenseStatus, parseMetadata, toDevice, toMyDevice } from '../domain/views.ts';
import { nowIso, nowMs } from '../settings.ts';
import { implement } from './define.ts';

function isOwnDevice(device: Readonly<DeviceRow>, user: Readonly<UserRow>): boolean {
  if (device.licenseId === null) return false;
  return tables.licenses.get(device.licenseId)?.userId === user.id;
}

/** The device if the caller may reach it: any for an ADMIN, own ones for everyone else. */
function reachableDevice(id: string, user: Readonly<UserRow>, ownOnly = user.role !== 'ADMIN'): Readonly<DeviceRow> {
  const device = tables.devices.get(id);
  if (!device || (ownOnly && !isOwnDevice(device, user))) throw notFound(deviceText.notFound);
  return device;
}

function mergedMetadata(device: Readonly<DeviceRow>, metadata: Record<string, unknown> | undefined): string {
  return metadata === undefined
    ? device.metadataJson
    : JSON.stringify({ ...parseMetadata(device.metadataJson), ...metadata });
}

/** ACTIVE -> DEACTIVATED, freeing one activation of its licence. */
function deactivate(
  device: Readonly<DeviceRow>,
  metadata: Record<string, unknown> | undefined,
  actor: Readonly<UserRow>,
): Readonly<DeviceRow> {
  if (device.status !== 'ACTIVE') throw conflict(deviceText.notActive, 'DEVICE_NOT_ACTIVE');
  releaseActivation(device);
  const next = tables.devices.patch(device.id, {
    status: 'DEACTIVATED',
    metadataJson: mergedMetadata(device, metadata),
  });
  logActivity(fill(activity.deviceDeactivated, { name: next.name }), { licenseId: next.licenseId, actorId: actor.id });
  return next;
}

function releaseActivation(device: Readonly<DeviceRow>): void {
  if (device.status !== 'ACTIVE' || device.licenseId === null) return;
  const license = tables.licenses.get(device.licenseId);
  if (license)
    tables.licenses.patch(license.id, {
      currentActivations: Math.max(0, license.currentActivations - 1),
      updatedAt: nowIso(),
    });
}

/** Refuses (409) a licence that cannot take one more device: not usable, quota overdrawn, or full. */
function requireSeat(license: Readonly<LicenseRow>): void {
  const status = effectiveLicenseStatus(license, nowMs());
  // An expired licence still works within its policy's grace period.
  const grace = graceEndsAt(license);
  const inGrace = status === 'EXPIRED' && grace !== null && Date.parse(grace) > nowMs();
  if (status !== 'ACTIVE' && status !== 'INACTIVE' && !inGrace)
    throw conflict(licenseText.licenseNotUsable, 'LICENSE_NOT_USABLE');
  requireQuotaNotOverdrawn(license);
  if (license.currentActivations >= license.maxActivations)
    throw conflict(licenseText.activationLimitReached, 'ACTIVATION_LIMIT_REACHED');
}

function hasSeat(license: Readonly<LicenseRow>): boolean {
  try {
    requireSeat(license);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** One more device on the licence; the first on an issued-but-unused (INACTIVE) one makes it ACTIVE. */
function takeSeat(license: Readonly<LicenseRow>, at: string): void {
  tables.licenses.patch(license.id, {
    currentActivations: license.currentActivations + 1,
    status: 'ACTIVE',
    updatedAt: at,
  });
}

/**
 * What ブロック解除 makes of a device: the status it had before the block. One that was ACTIVE
 * takes its seat again when its licence still has one, else comes back INACTIVE (有効化 can
 * follow); one blocked before the mock remembered (null) keeps its status.
 */
function unblockedStatus(device: Readonly<DeviceRow>): DeviceStatus {
  const before = device.statusBeforeBlock;
  if (before === null) return device.status;
  if (before !== 'ACTIVE') return before;
  const license = device.licenseId === null ? undefined : tables.licenses.get(device.licenseId);
  if (!license || !hasSeat(license)) return 'INACTIVE';
  takeSeat(license, nowIso());
  return 'ACTIVE';
}

const listDeviceRows = createTableList(() => tables.devices.all(), {
  search: ['id', 'hardwareId', 'name', 'hostname', 'platform', 'licenseId'],
  sort: DEVICE_SORT,
});

export const deviceImplementations = implement({
  listDevices: ({ query }) => {
    const at = nowMs();
    const { rows, total } = listDeviceRows(
      query,
      [query.sortField ?? 'createdAt', query.sortOrder ?? (query.sortField ? 'asc' : 'desc')],
      query.status || query.licenseId || query.heartbeatOlderThanHours !== undefined,
      (d) =>
        (!query.status || d.status === query.status) &&
        (!query.licenseId || d.licenseId === query.licenseId) &&
        heartbeatOlderThan(d, query.heartbeatOlderThanHours, at),
    );
    return { devices: rows.map(toDevice), total };
  },

  getDevice: ({ params, user }) => ({ device: toDevice(reachableDevice(params.id, user)) }),

  heartbeatDevice: ({ params, body, user }) => {
    const device = reachableDevice(params.id, user);
    if (device.blocked) throw conflict(deviceText.blocked, 'DEVICE_BLOCKED');
    const at = nowIso();
    const next = tables.devices.patch(device.id, {
      lastHeartbeat: at,
      lastOnlineAt: at,
      metadataJson: mergedMetadata(device, body.metadata),
    });
    return { device: toDevice(next), ...checkInOf(next.licenseId) };
  },

  activateDevice: ({ params, body, user }) => {
    const device = reachableDevice(params.id, user);
    if (device.blocked) throw conflict(deviceText.blocked, 'DEVICE_BLOCKED');
    if (device.status === 'ACTIVE') throw conflict(deviceText.alreadyActive, 'DEVICE_ALREADY_ACTIVE');
    const license = tables.licenses.get(body.license_id);
    if (!license || (user.role !== 'ADMIN' && license.userId !== user.id)) throw notFound(licenseText.notFound);
    requireSeat(license);
    const at = nowIso();
    takeSeat(license, at);
    const next = tables.devices.patch(device.id, {
      status: 'ACTIVE',
      licenseId: license.id,
      lastOnlineAt: at,
      metadataJson: mergedMetadata(device, body.metadata),
    });
    tables.activations.insert({ id: newId(), deviceId: next.id, licenseId: license.id, activatedAt: at });
    logActivity(fill(activity.deviceActivated, { name: next.name, key: license.key }), {
      licenseId: license.id,
      actorId: user.id,
    });
    return { device: toDevice(next), ...checkInOf(license.id) };
  },

  deactivateDevice: ({ params, body, user }) => ({
    device: toDevice(deactivate(reachableDevice(params.id, user), body.metadata, user)),
  }),

  blockDevice: ({ params, user }) => {
    const device = reachableDevice(params.id, user);
    if (device.blocked) throw conflict(deviceText.alreadyBlocked, 'DEVICE_ALREADY_BLOCKED');
    releaseActivation(device);
    const next = tables.devices.patch(device.id, {
      status: 'INACTIVE',
      blocked: true,
      statusBeforeBlock: device.status,
    });
    logActivity(fill(activity.deviceBlocked, { name: next.name }), { licenseId: next.licenseId, actorId: user.id });
    return { device: toDevice(next) };
  },

  unblockDevice: ({ params, user }) => {
    const device = reachableDevice(params.id, user);
    if (!device.blocked) throw conflict(deviceText.notBlocked, 'DEVICE_NOT_BLOCKED');
    const next = tables.devices.patch(device.id, {
      status: unblockedStatus(device),
      blocked: false,
      statusBeforeBlock: null,
    });
    logActivity(fill(activity.deviceUnblocked, { name: next.name }), { licenseId: next.licenseId, actorId: user.id });
    return { device: toDevice(next) };
  },

  deleteDevice: ({ params, user }) => {
    const device = reachableDevice(params.id, user);
    releaseActivation(device);
    tables.devices.remove(device.id);
    logActivity(fill(activity.deviceDeleted, { name: device.name }), { licenseId: device.licenseId, actorId: user.id });
    return { success: true as const };
  },

  listMyDevices: ({ user }) => ({ devices: devicesOf(user.id).map(toMyDevice) }),

  deactivateMyDevice: ({ params, user }) => ({
    device: toMyDevice(deactivate(reachableDevice(params.id, user, true), undefined, user)),
  }),
});
