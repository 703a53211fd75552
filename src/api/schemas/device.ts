// Device entities and payloads (spec §3, §4, §7).
import * as z from 'zod';
import { id, isoDateTime, metadataSchema, nullableIsoDateTime, pageQuery } from './common.ts';
import { HEARTBEAT_AGE_MAX_HOURS } from '../../shared/constants.ts';
import { validation as v } from '../../shared/messages/validation.ts';

export const DEVICE_STATUSES = ['ACTIVE', 'INACTIVE', 'REGISTERED', 'DEACTIVATED'] as const;
export const deviceStatusSchema = z.enum(DEVICE_STATUSES, { error: v.statusInvalid });
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

/** Admin device (spec §3). */
export const deviceSchema = z.object({
  id,
  hardwareId: z.string(),
  name: z.string(),
  status: deviceStatusSchema,
  licenseId: id.nullable(),
  createdAt: isoDateTime,
  lastHeartbeat: nullableIsoDateTime,
  lastOnlineAt: nullableIsoDateTime,
  metadata: z.record(z.string(), z.unknown()),
});
export type Device = z.infer<typeof deviceSchema>;

export const DEVICE_SORT_FIELDS = ['id', 'hardwareId', 'name', 'status', 'licenseId', 'lastHeartbeat', 'createdAt'] as const;
export type DeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];
export const deviceListQuerySchema = pageQuery.extend({
  status: deviceStatusSchema.optional(),
  licenseId: id.optional(),
  /** Ours: devices whose last heartbeat is older than this many hours, or never came. */
  heartbeatOlderThanHours: z.coerce
    .number<string | number>({ error: v.invalidValue })
    .int({ error: v.invalidValue })
    .min(1, { error: v.invalidValue })
    .max(HEARTBEAT_AGE_MAX_HOURS, { error: v.invalidValue })
    .optional(),
  sortField: z.enum(DEVICE_SORT_FIELDS, { error: v.invalidValue }).optional(),
});
export type DeviceListQuery = z.input<typeof deviceListQuerySchema>;
export const deviceListResponseSchema = z.object({ devices: z.array(deviceSchema), total: z.number().int().min(0) });
export type DeviceListResponse = z.infer<typeof deviceListResponseSchema>;
export const deviceResponseSchema = z.object({ device: deviceSchema });

/** My devices (spec §3), snake_case as the spec names them. */
export const myDeviceSchema = z.object({
  device_id: id,
  hardware_id: z.string(),
  hostname: z.string(),
  platform: z.string(),
  status: deviceStatusSchema,
  last_heartbeat: nullableIsoDateTime,
  license_key: z.string().nullable(),
});
export type MyDevice = z.infer<typeof myDeviceSchema>;
export const myDeviceListResponseSchema = z.object({ devices: z.array(myDeviceSchema) });
export const myDeviceResponseSchema = z.object({ device: myDeviceSchema });

export const deviceHeartbeatPayloadSchema = z.object({ metadata: metadataSchema.optional() });
export const deviceActivatePayloadSchema = z.object({
  license_id: z.string({ error: v.licenseIdRequired }).min(1, { error: v.licenseIdRequired }).max(64),
  metadata: metadataSchema.optional(),
});
export const deviceDeactivatePayloadSchema = z.object({ metadata: metadataSchema.optional() });
