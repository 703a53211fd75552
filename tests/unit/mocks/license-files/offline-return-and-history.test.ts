// Licence files and offline activation in the mock (docs/licence-files.md).
// Here: the return of an offline device, and the history and audit log of each call.
import { describe, expect, it } from 'vitest';
import { auditRows, tables } from '../../../../src/mocks/db.ts';
import { configureMock } from '../../../../src/mocks/settings.ts';
import { licenseFiles as t } from '../../../../src/shared/messages/licensing/license-files.ts';
import { activationRequest, readLicenseFile, requestText } from '../../../support/license-files.ts';
import { licensedActiveDevice, licenseWithSeatLeft, raw } from '../_helpers.ts';
import { answer, admin, activate, refusedWithoutChange } from './support.ts';

describe('returning an offline device', () => {
  it('frees the seat with the return code the file carries; a wrong or used code changes nothing', async () => {
    const token = await admin();
    const license = licenseWithSeatLeft();
    const res = answer(
      await activate(
        token,
        requestText(activationRequest({ licenseKey: license.key, applicationId: license.applicationId })),
      ),
    );
    const { returnCode } = readLicenseFile(res.content).payload;
    const path = `/devices/${res.device.id}/offline-return`;
    await refusedWithoutChange(
      () => raw('POST', path, { token, body: { returnCode: 'AAAA-BBBB-CCCC-DDDD' } }),
      400,
      'VALIDATION_ERROR',
      t.returnCodeMismatch,
    );
    const returned = raw('POST', path, { token, body: { returnCode: returnCode.replace(/-/g, '').toLowerCase() } });
    expect(((await returned).json as { device: { status: string } }).device.status).toBe('DEACTIVATED');
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations);
    await refusedWithoutChange(() => raw('POST', path, { token, body: { returnCode } }), 409, 'DEVICE_NOT_ACTIVE');
  });

  it('refuses a device that never had a licence file', async () => {
    const token = await admin();
    const device = licensedActiveDevice();
    await refusedWithoutChange(
      () => raw('POST', `/devices/${device.id}/offline-return`, { token, body: { returnCode: 'AAAA-BBBB-CCCC-DDDD' } }),
      409,
      'NO_LICENSE_FILE',
      t.noFileToReturn,
    );
  });
});

describe('the audit log and the licence history', () => {
  it('record each call, a refusal with its reason, in Japanese', async () => {
    const token = await admin();
    configureMock({ nowOffsetMs: 60_000 });
    const license = licenseWithSeatLeft();
    const request = activationRequest({ licenseKey: license.key, applicationId: license.applicationId });
    const res = answer(await activate(token, requestText(request)));
    await activate(token, requestText(request));
    await raw('POST', `/licenses/${license.id}/license-file`, { token, body: { deviceId: res.device.id, ttlDays: 7 } });
    await raw('POST', `/devices/${res.device.id}/offline-return`, {
      token,
      body: { returnCode: readLicenseFile(res.content).payload.returnCode },
    });
    const mine = auditRows()
      .filter((r) => r.licenseId === license.id)
      .slice(-4)
      .map((r) => [r.action, r.result, r.reason]);
    expect(mine).toEqual([
      ['activateOffline', 'done', null],
      ['activateOffline', 'refused', t.requestReplayed],
      ['checkoutLicenseFile', 'done', null],
      ['returnOfflineDevice', 'done', null],
    ]);
    const history = (await raw('GET', `/api/licenses/${license.id}/history`, { token })).json as {
      entries: Array<{ message: string }>;
    };
    expect(history.entries.slice(0, 4).map((e) => e.message)).toEqual([
      `オフライン返却（admin@example.com）: デバイス「${request.hostname}」`,
      `ライセンスファイルの発行（admin@example.com）`,
      `オフラインアクティベーション（admin@example.com）: デバイス「${request.hostname}」 — 拒否: ${t.requestReplayed}`,
      `オフラインアクティベーション（admin@example.com）: デバイス「${request.hostname}」`,
    ]);
  });
});
