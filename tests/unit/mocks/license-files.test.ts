// Licence files and offline activation in the mock (docs/licence-files.md): a checkout for a
// device or a hardware id, every refusal of a request file with nothing changed, a re-issue
// without a new seat, the return of an offline device, and the history and audit log of each.
import { describe, expect, it } from 'vitest';
import { auditRows, tables } from '../../../src/mocks/db.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { licenseFiles as t } from '../../../src/shared/messages/licensing/license-files.ts';
import { licenses as licenseText } from '../../../src/shared/messages/licensing/licenses.ts';
import { activationRequest, holdsWith, readLicenseFile, requestText } from '../../support/license-files.ts';
import {
  databaseText,
  demoUserId,
  errorBody,
  licensedActiveDevice,
  licenseWithSeatLeft,
  raw,
  signIn,
  type RawResponse,
} from './_helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface FileAnswer {
  fileName: string;
  content: string;
  device: { id: string; hardwareId: string; status: string; licenseId: string; offlineUntil?: string };
}
const answer = (res: RawResponse): FileAnswer => {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as FileAnswer;
};
const publicKey = async (token: string) =>
  ((await raw('GET', '/api/license-files/signing-key', { token })).json as { publicKey: string }).publicKey;

async function admin() {
  return (await signIn('admin')).accessToken;
}

const activate = (token: string, requestFile: string, ttlDays?: number) =>
  raw('POST', '/api/offline-activations', { token, body: { requestFile, ...(ttlDays ? { ttlDays } : {}) } });

/** Asserts a refusal with its code and text, and that nothing at all changed. */
async function refusedWithoutChange(call: () => Promise<RawResponse>, status: number, code: string, message?: string) {
  const before = databaseText();
  const res = await call();
  const body = errorBody(res, status);
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
  expect(databaseText()).toBe(before);
  return body;
}

describe('checking out a licence file', () => {
  it('for an active device of the licence: signed, named after the key, capped by the licence expiry', async () => {
    const token = await admin();
    const device = licensedActiveDevice();
    const license = tables.licenses.get(device.licenseId!)!;
    const res = answer(
      await raw('POST', `/licenses/${license.id}/license-file`, { token, body: { deviceId: device.id, ttlDays: 365 } }),
    );
    expect(res.fileName).toBe(`${license.key}.lic`);
    const file = readLicenseFile(res.content);
    expect(file.payload.expiresAt <= (license.expiresAt ?? '9999')).toBe(true);
    expect(Date.parse(file.payload.expiresAt) - Date.parse(file.payload.issuedAt)).toBeLessThanOrEqual(365 * DAY);
    expect(await holdsWith(res.content, await publicKey(token))).toBe(true);
    expect(res.device.offlineUntil).toBe(file.payload.expiresAt);
    // A second checkout for the same device holds no new seat.
    const seats = tables.licenses.get(license.id)!.currentActivations;
    answer(
      await raw('POST', `/licenses/${license.id}/license-file`, { token, body: { deviceId: device.id, ttlDays: 1 } }),
    );
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(seats);
    expect(tables.licenseFiles.all().filter((f) => f.deviceId === device.id)).toHaveLength(2);
  });

  it('for a hardware id never seen: the machine is activated on the licence (one seat)', async () => {
    const token = await admin();
    const license = licenseWithSeatLeft();
    const res = answer(
      await raw('POST', `/licenses/${license.id}/license-file`, {
        token,
        body: { hardwareId: 'HW-NEW-MACHINE-01', ttlDays: 7 },
      }),
    );
    expect(res.device).toMatchObject({ hardwareId: 'HW-NEW-MACHINE-01', status: 'ACTIVE', licenseId: license.id });
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations + 1);
  });

  it('is refused for a device not active on the licence, a revoked licence, or a full one, changing nothing', async () => {
    const token = await admin();
    const device = licensedActiveDevice();
    const other = tables.licenses.all().find((l) => l.id !== device.licenseId && l.status === 'ACTIVE')!;
    await refusedWithoutChange(
      () => raw('POST', `/licenses/${other.id}/license-file`, { token, body: { deviceId: device.id, ttlDays: 7 } }),
      409,
      'DEVICE_NOT_ON_LICENSE',
      t.deviceNotOnLicense,
    );
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    await refusedWithoutChange(
      () => raw('POST', `/licenses/${revoked.id}/license-file`, { token, body: { hardwareId: 'HW-X', ttlDays: 7 } }),
      409,
      'LICENSE_NOT_USABLE',
      licenseText.licenseNotUsable,
    );
    const full = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.currentActivations >= l.maxActivations &&
          (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
      )!;
    await refusedWithoutChange(
      () => raw('POST', `/licenses/${full.id}/license-file`, { token, body: { hardwareId: 'HW-Y', ttlDays: 7 } }),
      409,
      'ACTIVATION_LIMIT_REACHED',
      licenseText.activationLimitReached,
    );
    await refusedWithoutChange(
      () => raw('POST', `/licenses/${full.id}/license-file`, { token, body: { ttlDays: 7 } }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('offline activation from a request file', () => {
  it('activates the machine on the licence, answers a signed file, and uses the nonce', async () => {
    const token = await admin();
    const license = licenseWithSeatLeft();
    const request = activationRequest({ licenseKey: license.key, applicationId: license.applicationId });
    const res = answer(await activate(token, requestText(request), 90));
    const file = readLicenseFile(res.content);
    expect(file.payload).toMatchObject({
      license: { key: license.key },
      device: { hardwareId: request.hardwareId, name: request.hostname },
      ttlDays: 90,
    });
    expect(await holdsWith(res.content, await publicKey(token))).toBe(true);
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations + 1);
    expect(tables.licenseFiles.all().find((f) => f.id === file.payload.fileId)).toMatchObject({
      requestNonce: request.nonce,
      returnCode: file.payload.returnCode,
    });
    // The same file again is a replay.
    await refusedWithoutChange(() => activate(token, requestText(request)), 409, 'REQUEST_REPLAYED', t.requestReplayed);
    // A new request from the same machine re-issues its file without another seat.
    answer(await activate(token, requestText({ ...request, nonce: `${request.nonce}-again` })));
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(license.currentActivations + 1);
  });

  it('refuses a malformed, expired, future, foreign or unusable request with a clear message, changing nothing', async () => {
    const token = await admin();
    const license = licenseWithSeatLeft();
    const fresh = () => activationRequest({ licenseKey: license.key, applicationId: license.applicationId });
    for (const text of [
      'not json',
      '{}',
      JSON.stringify({ ...fresh(), format: 'activation-request/9' }),
      JSON.stringify({ ...fresh(), nonce: 'short' }),
      JSON.stringify({ ...fresh(), hardwareId: '' }),
    ]) {
      await refusedWithoutChange(() => activate(token, text), 400, 'REQUEST_MALFORMED', t.requestMalformed);
    }
    const old = { ...fresh(), createdAt: new Date(Date.now() - 73 * HOUR).toISOString() };
    await refusedWithoutChange(() => activate(token, requestText(old)), 409, 'REQUEST_EXPIRED', t.requestExpired(72));
    const ahead = { ...fresh(), createdAt: new Date(Date.now() + HOUR).toISOString() };
    await refusedWithoutChange(
      () => activate(token, requestText(ahead)),
      400,
      'REQUEST_FROM_FUTURE',
      t.requestFromFuture,
    );
    const otherApp = tables.applications.all().find((a) => a.id !== license.applicationId)!;
    await refusedWithoutChange(
      () => activate(token, requestText({ ...fresh(), applicationId: otherApp.id })),
      409,
      'REQUEST_OTHER_APPLICATION',
      t.requestOtherApplication,
    );
    await refusedWithoutChange(
      () => activate(token, requestText({ ...fresh(), licenseKey: 'NONE-NONE-NONE-NONE' })),
      404,
      'NOT_FOUND',
      licenseText.notFound,
    );
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    await refusedWithoutChange(
      () =>
        activate(
          token,
          requestText(activationRequest({ licenseKey: revoked.key, applicationId: revoked.applicationId })),
        ),
      409,
      'LICENSE_NOT_USABLE',
    );
    // A refused request's nonce stays unused: the same file is read again once the reason is gone.
    expect(tables.licenseFiles.count()).toBe(0);
  });

  it('refuses at the activation limit, and while the owner’s quota is overdrawn (with its figures)', async () => {
    const token = await admin();
    const full = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.currentActivations >= l.maxActivations &&
          (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now()),
      )!;
    await refusedWithoutChange(
      () =>
        activate(token, requestText(activationRequest({ licenseKey: full.key, applicationId: full.applicationId }))),
      409,
      'ACTIVATION_LIMIT_REACHED',
      licenseText.activationLimitReached,
    );
    const license = licenseWithSeatLeft();
    const owner = tables.owners.all()[0]!;
    tables.owners.patch(owner.id, { quotaTotal: 5 });
    const body = await refusedWithoutChange(
      () =>
        activate(
          token,
          requestText(activationRequest({ licenseKey: license.key, applicationId: license.applicationId })),
        ),
      409,
      'QUOTA_EXCEEDED',
    );
    expect(body.quota_info).toMatchObject({ license_quota_total: 5 });
  });

  it('refuses a machine that is blocked, or active on another licence', async () => {
    const token = await admin();
    const license = licenseWithSeatLeft();
    const blocked = tables.devices.all().find((d) => d.blocked)!;
    await refusedWithoutChange(
      () =>
        activate(
          token,
          requestText(
            activationRequest({
              licenseKey: license.key,
              applicationId: license.applicationId,
              hardwareId: blocked.hardwareId,
            }),
          ),
        ),
      409,
      'DEVICE_BLOCKED',
    );
    const elsewhere = tables.devices
      .all()
      .find((d) => d.status === 'ACTIVE' && d.licenseId !== license.id && !d.blocked)!;
    await refusedWithoutChange(
      () =>
        activate(
          token,
          requestText(
            activationRequest({
              licenseKey: license.key,
              applicationId: license.applicationId,
              hardwareId: elsewhere.hardwareId,
            }),
          ),
        ),
      409,
      'DEVICE_ACTIVE_ELSEWHERE',
      t.activeElsewhere,
    );
  });

  it('a USER activates a machine on their own licence only', async () => {
    const { accessToken } = await signIn('user');
    const own = licenseWithSeatLeft(demoUserId());
    answer(
      await activate(
        accessToken,
        requestText(activationRequest({ licenseKey: own.key, applicationId: own.applicationId })),
      ),
    );
    const foreign = licenseWithSeatLeft(
      tables.users
        .all()
        .find(
          (u) =>
            u.role === 'USER' &&
            u.id !== demoUserId() &&
            tables.licenses
              .all()
              .some((l) => l.userId === u.id && l.status === 'ACTIVE' && l.currentActivations < l.maxActivations),
        )!.id,
    );
    await refusedWithoutChange(
      () =>
        activate(
          accessToken,
          requestText(activationRequest({ licenseKey: foreign.key, applicationId: foreign.applicationId })),
        ),
      404,
      'NOT_FOUND',
      licenseText.notFound,
    );
  });
});

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
