// The counts of My devices (docs/product.md §2): total, active, inactive, registered. A deactivated
// device counts only in the total, as does one whose status the server did not send.
import type { MyDevice } from '../../api/schemas/licensing/device.ts';

export interface MyDeviceCounts {
  total: number;
  active: number;
  inactive: number;
  registered: number;
}

export function countMyDevices(devices: readonly Pick<MyDevice, 'status'>[]): MyDeviceCounts {
  return {
    total: devices.length,
    active: devices.filter((d) => d.status === 'ACTIVE').length,
    inactive: devices.filter((d) => d.status === 'INACTIVE').length,
    registered: devices.filter((d) => d.status === 'REGISTERED').length,
  };
}
