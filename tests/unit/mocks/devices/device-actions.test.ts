// Devices: deactivate, block, unblock, heartbeat and delete.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { devices as deviceText } from '../../../../src/shared/messages/licensing/devices.ts';
import { databaseDumpSchema, dumpDatabase, restoreDatabase, tables } from '../../../../src/mocks/db.ts';
import { apiError, ownership, signIn } from '../_helpers.ts';

describe('deactivate, block, unblock, heartbeat, delete', () => {
  it('deactivates only an ACTIVE device, freeing one activation', async () => {
    await signIn('user');
    const device = ownership().ownDevices.find((d) => d.status === 'ACTIVE')!;
    const license = tables.licenses.get(device.licenseId!)!;
    const res = await callApi('deactivateMyDevice', { params: { id: device.id } });
    expect(res.device.status).toBe('DEACTIVATED');
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations - 1);
    expect((await apiError(callApi('deactivateMyDevice', { params: { id: device.id } }), 409)).message).toBe(
      deviceText.notActive,
    );
    expect((await apiError(callApi('deactivateDevice', { params: { id: device.id }, body: {} }), 409)).message).toBe(
      deviceText.notActive,
    );
  });

  it('block: INACTIVE + blocked (frees an activation); again is 409; unblock: ACTIVE again on its seat; again is 409', async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => d.status === 'ACTIVE')!;
    const license = tables.licenses.get(device.licenseId!)!;
    const blocked = (await callApi('blockDevice', { params: { id: device.id } })).device;
    expect(blocked).toMatchObject({ status: 'INACTIVE', blocked: true });
    expect(tables.devices.get(device.id)!.blocked).toBe(true);
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations - 1);
    expect((await apiError(callApi('blockDevice', { params: { id: device.id } }), 409)).message).toBe(
      deviceText.alreadyBlocked,
    );
    expect((await apiError(callApi('heartbeatDevice', { params: { id: device.id }, body: {} }), 409)).message).toBe(
      deviceText.blocked,
    );
    expect((await callApi('unblockDevice', { params: { id: device.id } })).device).toMatchObject({
      status: 'ACTIVE',
      blocked: false,
    });
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations);
    expect((await apiError(callApi('unblockDevice', { params: { id: device.id } }), 409)).message).toBe(
      deviceText.notBlocked,
    );
  });

  it('unblock restores whatever status the device had before the block (REGISTERED, DEACTIVATED)', async () => {
    await signIn('admin');
    for (const status of ['REGISTERED', 'DEACTIVATED'] as const) {
      const device = tables.devices.all().find((d) => d.status === status && !d.blocked)!;
      await callApi('blockDevice', { params: { id: device.id } });
      expect((await callApi('unblockDevice', { params: { id: device.id } })).device.status).toBe(status);
    }
  });

  it('a device blocked while ACTIVE whose licence filled up meanwhile comes back INACTIVE, taking no seat', async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => d.status === 'ACTIVE')!;
    await callApi('blockDevice', { params: { id: device.id } });
    const license = tables.licenses.get(device.licenseId!)!;
    tables.licenses.patch(license.id, { maxActivations: license.currentActivations });
    expect((await callApi('unblockDevice', { params: { id: device.id } })).device).toMatchObject({
      status: 'INACTIVE',
      blocked: false,
    });
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations);
  });

  it('the status before the block is kept in the data: a restart (dump read back) still restores it', async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => d.status === 'ACTIVE')!;
    await callApi('blockDevice', { params: { id: device.id } });
    const text = JSON.stringify(dumpDatabase());
    restoreDatabase(databaseDumpSchema.parse(JSON.parse(text)));
    expect(tables.devices.get(device.id)).toMatchObject({ blocked: true, statusBeforeBlock: 'ACTIVE' });
    expect((await callApi('unblockDevice', { params: { id: device.id } })).device.status).toBe('ACTIVE');
  });

  it('a device blocked in a dump made before the mock remembered keeps its status when unblocked', async () => {
    await signIn('admin');
    const dump = dumpDatabase();
    const blocked = dump.tables.devices.find((d) => d.blocked)!;
    const older = {
      ...dump,
      tables: {
        ...dump.tables,
        devices: dump.tables.devices.map(({ statusBeforeBlock: _gone, ...rest }) => rest),
      },
    };
    restoreDatabase(databaseDumpSchema.parse(JSON.parse(JSON.stringify(older))));
    expect(tables.devices.get(blocked.id)!.statusBeforeBlock).toBeNull();
    expect((await callApi('unblockDevice', { params: { id: blocked.id } })).device.status).toBe(blocked.status);
  });

  it('heartbeat updates the timestamps and merges the metadata', async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => d.status === 'ACTIVE')!;
    const old = JSON.parse(device.metadataJson) as Record<string, unknown>;
    const res = await callApi('heartbeatDevice', {
      params: { id: device.id },
      body: { metadata: { ip: '10.0.0.9', battery: 80 } },
    });
    expect(res.device.metadata).toEqual({ ...old, ip: '10.0.0.9', battery: 80 });
    expect(Math.abs(Date.parse(res.device.lastHeartbeat!) - Date.now())).toBeLessThan(5000);
    expect(res.device.lastOnlineAt).toBe(res.device.lastHeartbeat);
  });

  it('deleting an ACTIVE device frees its activation', async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => d.status === 'ACTIVE')!;
    const license = tables.licenses.get(device.licenseId!)!;
    await callApi('deleteDevice', { params: { id: device.id } });
    expect(tables.devices.get(device.id)).toBeUndefined();
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations - 1);
    expect((await apiError(callApi('deleteDevice', { params: { id: device.id } }), 404)).message).toBe(
      deviceText.notFound,
    );
  });
});
