// The device list's view in the URL (?status=ACTIVE&license=…&silent=24…) and the server
// query it stands for (its page added by the list: pageOf).
import type * as z from 'zod';
import { DEVICE_SORT_FIELDS, DEVICE_STATUSES, type DeviceListQuery } from '../../../api/schemas/licensing/device.ts';
import { HEARTBEAT_AGE_CHOICES_HOURS } from '../../../shared/constants.ts';
import {
  listHref,
  listParamsSchema,
  optionalChoice,
  optionalEnum,
  optionalText,
  searchAndOrder,
} from '../list/use-server-list.ts';

export const deviceListParamsSchema = listParamsSchema(DEVICE_SORT_FIELDS, {
  status: optionalEnum(DEVICE_STATUSES),
  license: optionalText(),
  silent: optionalChoice(HEARTBEAT_AGE_CHOICES_HOURS),
});
export type DeviceListParams = z.infer<typeof deviceListParamsSchema>;

export const deviceFilterQuery = (p: DeviceListParams): DeviceListQuery => ({
  ...searchAndOrder(p),
  status: p.status,
  licenseId: p.license,
  heartbeatOlderThanHours: p.silent,
});

export const DEVICE_LIST_PATH = '/devices';

/** The device list opened on these filters. */
export const deviceListHref = (filters: Partial<Pick<DeviceListParams, 'status' | 'license' | 'silent'>>) =>
  listHref(DEVICE_LIST_PATH, filters);

/** Device health's stale preset: ACTIVE devices silent for longer than the threshold. */
export const staleDevicesHref = (hours: number) => deviceListHref({ status: 'ACTIVE', silent: hours });
