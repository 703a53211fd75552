// Licence files and offline activation in the mock (docs/licence-files.md).
// Here: offline activation from a request file, every refusal with nothing changed, a re-issue
// without a new seat.
import { describe, expect, it } from 'vitest';
import { tables } from '../../../../src/mocks/db.ts';
import { licenseFiles as t } from '../../../../src/shared/messages/licensing/license-files.ts';
import { licenses as licenseText } from '../../../../src/shared/messages/licensing/licenses.ts';
import { activationRequest, holdsWith, readLicenseFile, requestText } from '../../../support/license-files.ts';
import { demoUserId, licenseAtItsLimit, licenseWithSeatLeft, signIn } from '../_helpers.ts';
import { HOUR, answer, publicKey, admin, activate, refusedWithoutChange } from './support.ts';

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
    const full = licenseAtItsLimit();
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
