// Device entities and payloads (docs/product.md §3, §4, §7).
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import {
  count,
  id,
  isoDateTime,
  metadataSchema,
  nullableIsoDateTime,
  pageQuery,
  queryWhole,
  rowId,
} from '../common.ts';
import { HEARTBEAT_AGE_MAX_HOURS } from '../../../shared/constants.ts';
import { DEVICE_SORT } from '../list-sorts.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

export const DEVICE_STATUSES = ['ACTIVE', 'INACTIVE', 'REGISTERED', 'DEACTIVATED'] as const;
export const deviceStatusSchema = z.enum(DEVICE_STATUSES, { error: v.statusInvalid });
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

/** Admin device (docs/product.md §3). */
export const deviceSchema = z.object({
  id: rowId,
  hardwareId: z.string(),
  name: z.string(),
  status: deviceStatusSchema,
  licenseId: id.nullable(),
  createdAt: isoDateTime,
  lastHeartbeat: nullableIsoDateTime,
  lastOnlineAt: nullableIsoDateTime,
  metadata: z.record(z.string(), z.unknown()),
  /** Ours (licence files): the device runs offline on a licence file until then; absent otherwise. */
  offlineUntil: isoDateTime.optional(),
  /** Ours: whether an admin blocked it (POST /devices/{id}/block); absent on a server that does not say. */
  blocked: z.boolean().optional(),
});
/** As the console reads it (lenient); `DeviceWire` is the contract's form. */
export type Device = Read<typeof deviceSchema>;
export type DeviceWire = z.infer<typeof deviceSchema>;

export const DEVICE_SORT_FIELDS = DEVICE_SORT.all;
export type DeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];
export const deviceListQuerySchema = pageQuery.extend({
  status: deviceStatusSchema.optional(),
  licenseId: id.optional(),
  /** Ours: devices whose last heartbeat is older than this many hours, or never came. */
  heartbeatOlderThanHours: queryWhole(v.invalidValue, HEARTBEAT_AGE_MAX_HOURS),
  sortField: z.enum(DEVICE_SORT_FIELDS, { error: v.invalidValue }).optional(),
});
export type DeviceListQuery = z.output<typeof deviceListQuerySchema>;
export const deviceListResponseSchema = z.object({ devices: z.array(deviceSchema), total: count });
export const deviceResponseSchema = z.object({ device: deviceSchema });

/** My devices (docs/product.md §3), snake_case as the contract names them. */
export const myDeviceSchema = z.object({
  device_id: rowId,
  hardware_id: z.string(),
  hostname: z.string(),
  platform: z.string(),
  status: deviceStatusSchema,
  last_heartbeat: nullableIsoDateTime,
  license_key: z.string().nullable(),
});
/** As the console reads it (lenient); `MyDeviceWire` is the contract's form. */
export type MyDevice = Read<typeof myDeviceSchema>;
export type MyDeviceWire = z.infer<typeof myDeviceSchema>;
export const myDeviceListResponseSchema = z.object({ devices: z.array(myDeviceSchema) });
export const myDeviceResponseSchema = z.object({ device: myDeviceSchema });

export const deviceHeartbeatPayloadSchema = z.object({ metadata: metadataSchema.optional() });
export const deviceActivatePayloadSchema = z.object({
  license_id: z.string({ error: v.licenseIdRequired }).min(1, { error: v.licenseIdRequired }).max(64),
  metadata: metadataSchema.optional(),
});
export const deviceDeactivatePayloadSchema = z.object({ metadata: metadataSchema.optional() });
