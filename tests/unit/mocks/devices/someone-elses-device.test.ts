// Devices: a USER reaching someone else's device gets 404, never 403.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { devices as deviceText } from '../../../../src/shared/messages/licensing/devices.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { apiError, ownership, signIn } from '../_helpers.ts';

describe("a USER and someone else's device", () => {
  // Every personal device call on someone else's device (404, data unchanged): ../roles/personal-calls.test.ts.

  it('lets an ADMIN reach any device', async () => {
    await signIn('admin');
    const other = ownership().otherDevices[0]!;
    expect((await callApi('getDevice', { params: { id: other.id } })).device.id).toBe(other.id);
  });

  it("my-devices is the caller's only, for an ADMIN too", async () => {
    await signIn('user');
    const mine = await callApi('listMyDevices', {});
    expect(mine.devices.map((d) => d.device_id).sort()).toEqual(
      ownership()
        .ownDevices.map((d) => d.id)
        .sort(),
    );
    expect(mine.devices.length).toBeGreaterThanOrEqual(2);
    expect(mine.devices.some((d) => d.status === 'ACTIVE')).toBe(true);
    const active = mine.devices.find((d) => d.status === 'ACTIVE')!;
    const license = tables.licenses.get(tables.devices.get(active.device_id)!.licenseId!)!;
    expect(active.license_key).toBe(license.key);
    await signIn('admin');
    expect((await callApi('listMyDevices', {})).devices).toEqual([]);
    const e = await apiError(callApi('deactivateMyDevice', { params: { id: active.device_id } }), 404);
    expect(e.message).toBe(deviceText.notFound);
  });
});
