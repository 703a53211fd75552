// Device health: a device is stale when it is ACTIVE and its last heartbeat is older than the
// threshold (or never came). The dashboard counts them, the clean-up previews deactivating them.
import type { StaleDevicesPreviewWire as StaleDevicesPreview } from '../../../api/schemas/reports/trends.ts';
import { tables, type DeviceRow } from '../../db.ts';
import { heartbeatOlderThan } from '../../../shared/list-filters.ts';

export function isStale(device: Pick<DeviceRow, 'status' | 'lastHeartbeat'>, hours: number, atMs: number): boolean {
  return device.status === 'ACTIVE' && heartbeatOlderThan(device, hours, atMs);
}

/** The stale devices, the longest silent first, and the licences each deactivation frees a slot on. */
export function staleDevicesPreview(hours: number, atMs: number): StaleDevicesPreview {
  const stale = tables.devices
    .all()
    .filter((d) => isStale(d, hours, atMs))
    .sort((a, b) => (a.lastHeartbeat ?? '').localeCompare(b.lastHeartbeat ?? '') || a.name.localeCompare(b.name, 'ja'));
  const freed = new Map<string, number>();
  for (const d of stale) if (d.licenseId) freed.set(d.licenseId, (freed.get(d.licenseId) ?? 0) + 1);
  const licenses = [...freed.entries()]
    .map(([id, n]) => ({ license: tables.licenses.get(id), n }))
    .filter((e) => e.license !== undefined)
    .map(({ license, n }) => ({
      id: license!.id,
      key: license!.key,
      freed: Math.min(n, license!.currentActivations),
      currentActivations: license!.currentActivations,
      maxActivations: license!.maxActivations,
    }))
    .sort((a, b) => b.freed - a.freed || a.key.localeCompare(b.key));
  return {
    devices: stale.map((d) => ({ id: d.id, name: d.name, licenseId: d.licenseId, lastHeartbeat: d.lastHeartbeat })),
    licenses,
  };
}
