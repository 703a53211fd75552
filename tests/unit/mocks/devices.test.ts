// Devices: who may reach which device (404, never 403, for someone else's), activation
// rules, deactivate/block/unblock/delete and the admin list.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { devices as deviceText } from '../../../src/shared/messages/licensing/devices.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licensing/licenses.ts';
import { databaseDumpSchema, dumpDatabase, restoreDatabase, tables } from '../../../src/mocks/db.ts';
import { apiError, databaseText, ownership, signIn } from './_helpers.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe("a USER and someone else's device", () => {
  // Every personal device call on someone else's device (404, data unchanged): roles.test.ts.

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

describe('activation', () => {
  it('sets ACTIVE, increments the licence and logs it', async () => {
    await signIn('user');
    const device = ownership().ownDevices.find((d) => d.status === 'REGISTERED')!;
    const license = tables.licenses.get(device.licenseId!)!;
    const res = await callApi('activateDevice', {
      params: { id: device.id },
      body: { license_id: license.id, metadata: { version: '9.9.9' } },
    });
    expect(res.device).toMatchObject({ status: 'ACTIVE', licenseId: license.id, metadata: { version: '9.9.9' } });
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations + 1);
    const dashboard = await callApi('getDashboard', {});
    expect(dashboard.recentActivities[0]).toMatchObject({
      licenseId: license.id,
      message: `デバイス「${device.name}」をライセンス ${license.key} でアクティベートしました`,
    });
  });

  it('refuses at the activation limit (409), leaving everything as it was', async () => {
    await signIn('admin');
    const full = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.currentActivations === l.maxActivations &&
          (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
      )!;
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    const before = databaseText();
    const e = await apiError(
      callApi('activateDevice', { params: { id: device.id }, body: { license_id: full.id } }),
      409,
    );
    expect(e.message).toBe(licenseText.activationLimitReached);
    expect(databaseText()).toBe(before);
  });

  it("refuses while the owner's quota is overdrawn (409 with the figures), leaving everything as it was", async () => {
    await signIn('admin');
    const license = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.currentActivations < l.maxActivations &&
          (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
      )!;
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    tables.owners.patch(tables.owners.all()[0]!.id, { quotaTotal: 1 });
    const before = databaseText();
    const e = await apiError(
      callApi('activateDevice', { params: { id: device.id }, body: { license_id: license.id } }),
      409,
    );
    expect(e.code).toBe('QUOTA_EXCEEDED');
    expect(e.body).toMatchObject({ quota_info: { license_quota_total: 1 } });
    expect(databaseText()).toBe(before);
  });

  it('refuses a revoked or expired licence (409), an unknown one (404)', async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    const expired = tables.licenses
      .all()
      .find((l) => l.status !== 'REVOKED' && l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now())!;
    for (const license of [revoked, expired]) {
      expect(
        (
          await apiError(
            callApi('activateDevice', { params: { id: device.id }, body: { license_id: license.id } }),
            409,
          )
        ).message,
      ).toBe(licenseText.licenseNotUsable);
    }
    expect(
      (await apiError(callApi('activateDevice', { params: { id: device.id }, body: { license_id: UNKNOWN } }), 404))
        .message,
    ).toBe(licenseText.notFound);
  });

  it("a USER cannot activate on someone else's licence (404)", async () => {
    await signIn('user');
    const device = ownership().ownDevices.find((d) => d.status === 'REGISTERED')!;
    const foreign = ownership().otherLicenses.find(
      (l) => l.status === 'ACTIVE' && l.currentActivations < l.maxActivations,
    )!;
    expect(
      (await apiError(callApi('activateDevice', { params: { id: device.id }, body: { license_id: foreign.id } }), 404))
        .message,
    ).toBe(licenseText.notFound);
  });

  it('refuses an already ACTIVE or a blocked device (409)', async () => {
    await signIn('admin');
    const active = tables.devices.all().find((d) => d.status === 'ACTIVE')!;
    const blocked = tables.devices.all().find((d) => d.blocked)!;
    const room = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.currentActivations < l.maxActivations &&
          (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
      )!;
    expect(
      (await apiError(callApi('activateDevice', { params: { id: active.id }, body: { license_id: room.id } }), 409))
        .message,
    ).toBe(deviceText.alreadyActive);
    expect(
      (await apiError(callApi('activateDevice', { params: { id: blocked.id }, body: { license_id: room.id } }), 409))
        .message,
    ).toBe(deviceText.blocked);
  });

  it('refuses an activation that names no licence (400), leaving the device as it was', async () => {
    await signIn('admin');
    const device = tables.devices.all().find((d) => d.status === 'DEACTIVATED' && !d.blocked)!;
    const before = { ...tables.devices.get(device.id)! };
    const e = await apiError(callApi('activateDevice', { params: { id: device.id }, body: { license_id: '' } }), 400);
    expect(e.message).toBeTruthy();
    expect(tables.devices.get(device.id)).toEqual(before);
  });

  it('the first activation of an INACTIVE licence makes it ACTIVE', async () => {
    await signIn('admin');
    const inactive = tables.licenses
      .all()
      .find((l) => l.status === 'INACTIVE' && (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()))!;
    const device = tables.devices.all().find((d) => d.status === 'REGISTERED' && !d.blocked)!;
    await callApi('activateDevice', { params: { id: device.id }, body: { license_id: inactive.id } });
    expect(tables.licenses.get(inactive.id)).toMatchObject({ status: 'ACTIVE', currentActivations: 1 });
  });
});

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
