// Personal calls on one licence and on devices: someone else's answers 404, never 403.
import { expect } from 'vitest';
import { licenses as licenseText } from '../../../../src/shared/messages/licensing/licenses.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { effectiveCodes } from '../../../../src/mocks/domain/licensing/terms.ts';
import { devicesOf, licensesOf } from '../../../../src/mocks/domain/users.ts';
import { databaseText, errorBody, raw } from '../_helpers.ts';
import { activationRequest, requestText } from '../../../support/license-files.ts';
import { json, sorted, foreignDevice404, foreignLicense404, ownActiveDevice, type PersonalChecks } from './support.ts';

export const licenceAndDeviceChecks = {
  getLicenseHistory: async (me) => {
    const own = licensesOf(me.userId);
    const ownIds = new Set(own.map((l) => l.id));
    let entries = 0;
    for (const license of own) {
      const r = json<{ entries: Array<{ licenseId?: string | null; message: string }> }>(
        await raw('GET', `/api/licenses/${license.id}/history`, { token: me.accessToken }),
      );
      expect(r.entries.every((e) => e.licenseId === license.id)).toBe(true);
      // The holder reads what was done, not who did it.
      expect(r.entries.some((e) => e.message.includes('@'))).toBe(false);
      entries += r.entries.length;
    }
    expect(entries, 'the seeded history of own licences').toBeGreaterThan(0);
    // Someone else's licence, and an unknown one, are not found (never 403), and nothing changes.
    const before = databaseText();
    const foreign = [
      ...tables.licenses
        .all()
        .filter((l) => !ownIds.has(l.id))
        .slice(0, 3)
        .map((l) => l.id),
      '00000000-0000-4000-8000-000000000000',
    ];
    for (const id of foreign) {
      expect(
        errorBody(await raw('GET', `/api/licenses/${id}/history`, { token: me.accessToken }), 404).message,
        id,
      ).toBe(licenseText.notFound);
    }
    expect(databaseText()).toBe(before);
  },
  getLicensePolicy: async (me) => {
    const own = licensesOf(me.userId);
    for (const license of own) {
      const r = json<{ policy: { id: string } | null }>(
        await raw('GET', `/api/licenses/${license.id}/policy`, { token: me.accessToken }),
      );
      expect(r.policy?.id ?? null).toBe(tables.licenseTerms.get(license.id)?.policyId ?? null);
    }
    await foreignLicense404(me, (id) => `/api/licenses/${id}/policy`);
  },
  getLicenseEntitlements: async (me) => {
    for (const license of licensesOf(me.userId)) {
      const r = json<{ entitlements: Array<{ code: string }> }>(
        await raw('GET', `/api/licenses/${license.id}/entitlements`, { token: me.accessToken }),
      );
      expect(r.entitlements.map((e) => e.code).sort()).toEqual(
        effectiveCodes(tables.licenseTerms.get(license.id)).sort(),
      );
    }
    await foreignLicense404(me, (id) => `/api/licenses/${id}/entitlements`);
  },
  listMyDevices: async (me) => {
    const r = json<{ devices: Array<{ device_id: string }> }>(
      await raw('GET', '/api/my-devices', { token: me.accessToken }),
    );
    expect(sorted(r.devices.map((d) => d.device_id))).toEqual(sorted(devicesOf(me.userId).map((d) => d.id)));
  },
  getDevice: async (me) => {
    const own = devicesOf(me.userId)[0]!;
    expect(
      json<{ device: { id: string } }>(await raw('GET', `/devices/${own.id}`, { token: me.accessToken })).device.id,
    ).toBe(own.id);
    await foreignDevice404(me, 'GET', (id) => `/devices/${id}`);
  },
  heartbeatDevice: async (me) => {
    await foreignDevice404(me, 'POST', (id) => `/devices/${id}/heartbeat`, { metadata: { probe: 1 } });
    const own = ownActiveDevice(me.userId)!;
    expect(
      json<{ device: { id: string } }>(
        await raw('POST', `/devices/${own.id}/heartbeat`, { token: me.accessToken, body: {} }),
      ).device.id,
    ).toBe(own.id);
  },
  activateDevice: async (me) => {
    const ownLicense = licensesOf(me.userId)[0]!;
    await foreignDevice404(me, 'POST', (id) => `/devices/${id}/activate`, { license_id: ownLicense.id });
    // Someone else's licence on one's own device is not found either.
    const foreignLicense = tables.licenses.all().find((l) => l.userId !== me.userId)!;
    const ownDevice = devicesOf(me.userId).find((d) => d.status !== 'ACTIVE' && !d.blocked) ?? devicesOf(me.userId)[0]!;
    const before = databaseText();
    const res = await raw('POST', `/devices/${ownDevice.id}/activate`, {
      token: me.accessToken,
      body: { license_id: foreignLicense.id },
    });
    expect([404, 409]).toContain(res.status);
    expect(databaseText()).toBe(before);
  },
  deactivateDevice: async (me) => {
    await foreignDevice404(me, 'POST', (id) => `/devices/${id}/deactivate`, {});
  },
  getLicenseFileSettings: async (me) => {
    expect(
      json<{ defaultTtlDays: number }>(await raw('GET', '/api/license-files/settings', { token: me.accessToken }))
        .defaultTtlDays,
    ).toBeGreaterThan(0);
  },
  activateOffline: async (me) => {
    // Someone else's licence, and an unknown key, are not found (never 403), and nothing changes.
    const before = databaseText();
    const foreign = tables.licenses
      .all()
      .filter((l) => l.userId !== me.userId && l.status === 'ACTIVE')
      .slice(0, 2);
    for (const license of [...foreign, { key: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', applicationId: foreign[0]!.applicationId }]) {
      const requestFile = requestText(
        activationRequest({ licenseKey: license.key, applicationId: license.applicationId }),
      );
      expect(
        errorBody(await raw('POST', '/api/offline-activations', { token: me.accessToken, body: { requestFile } }), 404)
          .message,
        license.key,
      ).toBe(licenseText.notFound);
    }
    expect(databaseText()).toBe(before);
    // One's own licence with an activation left: the machine is activated on it.
    const own = licensesOf(me.userId).find(
      (l) =>
        l.status === 'ACTIVE' &&
        l.currentActivations < l.maxActivations &&
        (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
    );
    if (!own) return;
    const requestFile = requestText(activationRequest({ licenseKey: own.key, applicationId: own.applicationId }));
    const res = json<{ device: { licenseId: string; status: string } }>(
      await raw('POST', '/api/offline-activations', { token: me.accessToken, body: { requestFile } }),
    );
    expect(res.device).toMatchObject({ licenseId: own.id, status: 'ACTIVE' });
  },
  deactivateMyDevice: async (me) => {
    await foreignDevice404(me, 'POST', (id) => `/api/my-devices/${id}/deactivate`);
    const own = ownActiveDevice(me.userId);
    if (own)
      expect(
        json<{ device: { device_id: string } }>(
          await raw('POST', `/api/my-devices/${own.id}/deactivate`, { token: me.accessToken }),
        ).device.device_id,
      ).toBe(own.id);
  },
} satisfies Partial<PersonalChecks>;
