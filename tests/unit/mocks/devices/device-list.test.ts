// Devices: the admin list (GET /devices).
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { signIn } from '../_helpers.ts';

describe('GET /devices', () => {
  it('has all four statuses with metadata, filters, searches, sorts and pages', async () => {
    await signIn('admin');
    for (const status of ['ACTIVE', 'INACTIVE', 'REGISTERED', 'DEACTIVATED'] as const) {
      const res = await callApi('listDevices', { query: { status } });
      expect(res.total).toBeGreaterThan(0);
      expect(res.devices.every((d) => d.status === status)).toBe(true);
    }
    const all = await callApi('listDevices', {});
    expect(
      all.devices.every(
        (d) =>
          typeof d.metadata.os === 'string' &&
          typeof d.metadata.ip === 'string' &&
          typeof d.metadata.version === 'string',
      ),
    ).toBe(true);
    const licenseId = all.devices.find((d) => d.licenseId)!.licenseId!;
    const byLicense = await callApi('listDevices', { query: { licenseId } });
    expect(byLicense.devices.every((d) => d.licenseId === licenseId)).toBe(true);
    const target = all.devices[3]!;
    expect(
      (await callApi('listDevices', { query: { search: target.hardwareId.toLowerCase() } })).devices.map((d) => d.id),
    ).toContain(target.id);
    const names = (await callApi('listDevices', { query: { sortField: 'name', sortOrder: 'asc' } })).devices.map((d) =>
      d.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    const page = await callApi('listDevices', { query: { page: 2, pageSize: 10 } });
    expect(page.devices.map((d) => d.id)).toEqual(all.devices.slice(10, 20).map((d) => d.id));
  });
});
