import type { MyDevice } from '../../api/schemas/licensing/device.ts';
import { TRUNCATE } from '../../shared/constants.ts';
import { truncate } from '../../shared/format.ts';

export const shortDeviceId = (d: Pick<MyDevice, 'device_id'>) => truncate(d.device_id, TRUNCATE.myDeviceId);

/** How a device is named in buttons and the confirmation: its hostname, else its short id. */
export const deviceName = (d: Pick<MyDevice, 'device_id' | 'hostname'>) => d.hostname || shortDeviceId(d);
