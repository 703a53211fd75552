// The licence lifecycle of the mock (extensions licenseLifecycle, entitlements, licensePolicies):
// what each call changes, what it refuses (with its Japanese reason and no data change), and
// what the audit log and the licence history say of it.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { auditRows, tables } from '../../../src/mocks/db.ts';
import { termsFor } from '../../../src/mocks/domain/licensing/terms.ts';
import { lifecycle as t } from '../../../src/shared/messages/licensing/license-lifecycle.ts';
import { policies as policyText } from '../../../src/shared/messages/licensing/policies.ts';
import { apiError, databaseText, demoUserId, signIn } from './_helpers.ts';

const DAY = 86_400_000;
const lastAudit = () => auditRows().at(-1)!;

/** A licence of someone but the demo user, in a given state. */
function licenceWhere(match: (l: ReturnType<typeof tables.licenses.all>[number]) => boolean) {
  const found = tables.licenses.all().find((l) => l.userId !== demoUserId() && match(l));
  if (!found) throw new Error('no such licence in the demo scenario');
  return found;
}
const activeSubscription = () =>
  licenceWhere((l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) > Date.now() + 10 * DAY);

/** The call's refusal, and that it changed nothing. */
async function refusedUnchanged(call: () => Promise<unknown>, status: number) {
  const before = databaseText();
  const error = await apiError(call(), status);
  expect(databaseText()).toBe(before);
  return error.message;
}

beforeEach(async () => {
  await signIn('admin');
});

describe('延長 (POST /api/licenses/:id/extend)', () => {
  it('by a month on the calendar of the zone it names, from the current expiry', async () => {
    const license = activeSubscription();
    tables.licenses.patch(license.id, { expiresAt: '2099-01-31T14:59:59.999Z' }); // 31 January, end of the day in Tokyo
    const res = await callApi('extendLicense', {
      params: { id: license.id },
      body: { by: { value: 1, unit: 'month' }, timeZone: 'Asia/Tokyo' },
    });
    expect(res.license.expiresAt).toBe('2099-02-28T14:59:59.999Z');
    expect(res).toMatchObject({ previousExpiresAt: '2099-01-31T14:59:59.999Z', reactivated: false });
    expect(lastAudit()).toMatchObject({
      action: 'extendLicense',
      objectLabel: license.key,
      result: 'done',
      detail: '有効期限 2099/01/31 → 2099/02/28',
    });
  });

  it('an EXPIRED licence counts from now and is usable again, and says so', async () => {
    const expired = licenceWhere(
      (l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now(),
    );
    const res = await callApi('extendLicense', {
      params: { id: expired.id },
      body: { by: { value: 30, unit: 'day' } },
    });
    expect(res.reactivated).toBe(true);
    expect(res.license.status).toBe('ACTIVE');
    expect(Math.abs(Date.parse(res.license.expiresAt!) - (Date.now() + 30 * DAY))).toBeLessThan(2 * 60 * 60 * 1000);
    expect(lastAudit().detail).toContain('（期限切れから有効に戻りました）');
    const { entries } = await callApi('getLicenseHistory', { params: { id: expired.id } });
    expect(entries[0]!.message).toMatch(
      /^ライセンスの延長（admin@example\.com）: 有効期限 .* → .*（期限切れから有効に戻りました）$/,
    );
  });

  it('to a chosen instant, which must come after the expiry (or after now)', async () => {
    const license = activeSubscription();
    const until = new Date(Date.parse(license.expiresAt!) + 3 * DAY).toISOString();
    expect((await callApi('extendLicense', { params: { id: license.id }, body: { until } })).license.expiresAt).toBe(
      until,
    );
    const earlier = new Date(Date.parse(until) - DAY).toISOString();
    expect(
      await refusedUnchanged(
        () => callApi('extendLicense', { params: { id: license.id }, body: { until: earlier } }),
        400,
      ),
    ).toBe(t.extendNotLater);
  });

  it('refuses a REVOKED or a perpetual licence, and a call naming neither a period nor a day', async () => {
    const revoked = licenceWhere((l) => l.status === 'REVOKED');
    expect(
      await refusedUnchanged(
        () => callApi('extendLicense', { params: { id: revoked.id }, body: { by: { value: 1, unit: 'year' } } }),
        409,
      ),
    ).toBe(t.extendRevoked);
    expect(lastAudit()).toMatchObject({
      action: 'extendLicense',
      result: 'refused',
      reason: t.extendRevoked,
      detail: null,
    });
    const perpetual = licenceWhere((l) => l.status === 'ACTIVE' && l.expiresAt === null);
    expect(
      await refusedUnchanged(
        () => callApi('extendLicense', { params: { id: perpetual.id }, body: { by: { value: 1, unit: 'year' } } }),
        409,
      ),
    ).toBe(t.extendPerpetual);
    await refusedUnchanged(() => callApi('extendLicense', { params: { id: perpetual.id }, body: {} }), 400);
  });
});

describe('アクティベーションのリセット', () => {
  it('deactivates every ACTIVE device of the licence at once and frees its slots', async () => {
    const license = licenceWhere((l) => l.currentActivations >= 2);
    const devices = tables.devices.all().filter((d) => d.licenseId === license.id && d.status === 'ACTIVE');
    const actions = await callApi('getLicenseActions', { params: { id: license.id } });
    expect(actions.resetActivations).toEqual({ allowed: true, reason: null, devices: devices.length });
    const res = await callApi('resetLicenseActivations', { params: { id: license.id } });
    expect(res).toMatchObject({
      deactivated: devices.length,
      license: { currentActivations: 0, availableActivations: license.maxActivations },
    });
    for (const d of devices) expect(tables.devices.get(d.id)!.status).toBe('DEACTIVATED');
    expect(lastAudit()).toMatchObject({
      action: 'resetLicenseActivations',
      detail: `${devices.length}台のデバイスを無効化`,
    });
    expect(await refusedUnchanged(() => callApi('resetLicenseActivations', { params: { id: license.id } }), 409)).toBe(
      t.resetNone,
    );
  });
});

describe('譲渡', () => {
  it('moves the licence to another user, optionally resetting it; the history names both holders for an admin only', async () => {
    const license = licenceWhere((l) => l.status === 'ACTIVE' && l.currentActivations > 0);
    const from = tables.users.get(license.userId)!;
    const user = await signIn('user');
    await signIn('admin');
    const res = await callApi('transferLicense', {
      params: { id: license.id },
      body: { userId: user.userId, resetActivations: true },
    });
    expect(res).toMatchObject({
      previousUserId: from.id,
      deactivated: license.currentActivations,
      license: { currentActivations: 0 },
    });
    expect(tables.licenses.get(license.id)!.userId).toBe(user.userId);
    const detail = `${from.email} → user@example.com（アクティベーション${license.currentActivations}件をリセット）`;
    expect(lastAudit()).toMatchObject({ action: 'transferLicense', detail });
    expect((await callApi('getLicenseHistory', { params: { id: license.id } })).entries[0]!.message).toBe(
      `ライセンスの譲渡（admin@example.com）: ${detail}`,
    );
    // The new holder reads what was done, not who held it before.
    await signIn('user');
    expect((await callApi('getLicenseHistory', { params: { id: license.id } })).entries[0]!.message).toBe(
      'ライセンスの譲渡',
    );
  });

  it('refuses a REVOKED licence and the holder it already has', async () => {
    const revoked = licenceWhere((l) => l.status === 'REVOKED');
    expect(
      await refusedUnchanged(
        () => callApi('transferLicense', { params: { id: revoked.id }, body: { userId: demoUserId() } }),
        409,
      ),
    ).toBe(t.transferRevoked);
    const license = activeSubscription();
    expect(
      await refusedUnchanged(
        () => callApi('transferLicense', { params: { id: license.id }, body: { userId: license.userId } }),
        409,
      ),
    ).toBe(t.transferSameUser);
    await refusedUnchanged(
      () => callApi('transferLicense', { params: { id: license.id }, body: { userId: 'nobody' } }),
      404,
    );
  });
});

describe('最大アクティベーション数', () => {
  it('never below the current activations; a REVOKED licence keeps its own', async () => {
    const license = licenceWhere((l) => l.status === 'ACTIVE' && l.currentActivations >= 2);
    expect(
      await refusedUnchanged(
        () =>
          callApi('updateLicenseMaxActivations', {
            params: { id: license.id },
            body: { maxActivations: license.currentActivations - 1 },
          }),
        409,
      ),
    ).toBe(t.maxBelowCurrent(license.currentActivations));
    const res = await callApi('updateLicenseMaxActivations', {
      params: { id: license.id },
      body: { maxActivations: license.currentActivations },
    });
    expect(res.license.availableActivations).toBe(0);
    expect(lastAudit().detail).toBe(
      `最大アクティベーション数 ${license.maxActivations} → ${license.currentActivations}`,
    );
    const revoked = licenceWhere((l) => l.status === 'REVOKED');
    expect(
      await refusedUnchanged(
        () => callApi('updateLicenseMaxActivations', { params: { id: revoked.id }, body: { maxActivations: 9 } }),
        409,
      ),
    ).toBe(t.maxRevoked);
    const actions = await callApi('getLicenseActions', { params: { id: revoked.id } });
    expect(actions).toMatchObject({
      extend: { allowed: false, reason: t.extendRevoked },
      transfer: { allowed: false },
      maxActivations: { allowed: false },
    });
  });
});

describe('policies and features', () => {
  const app = () => tables.applications.all()[0]!;

  it('a licence issued from a policy keeps what it took when the policy changes or goes', async () => {
    const policy = tables.licensePolicies
      .all()
      .find((p) => p.applicationId === app().id && p.name === 'プロフェッショナル（年間）')!;
    const { license } = await callApi('createLicense', {
      body: {
        applicationId: app().id,
        userId: demoUserId(),
        type: 'subscription',
        maxActivations: 5,
        endDate: new Date(Date.now() + 365 * DAY).toISOString(),
        policyId: policy.id,
        entitlements: ['BASIC', 'EXPORT_PDF', 'MULTI_USER'],
      },
    });
    expect(lastAudit()).toMatchObject({ action: 'createLicense', detail: 'ポリシー「プロフェッショナル（年間）」' });
    const features = async () =>
      (await callApi('getLicenseEntitlements', { params: { id: license.id } })).entitlements?.map(
        (e) => `${e.code}:${e.source}`,
      );
    expect(await features()).toEqual(['BASIC:policy', 'EXPORT_PDF:policy', 'MULTI_USER:grant']);
    expect(
      (await callApi('getLicenseEntitlements', { params: { id: license.id } })).removed?.map((e) => e.code),
    ).toEqual(['EXPORT_CSV', 'CLOUD_SYNC', 'API_ACCESS']);
    await callApi('updateLicensePolicy', {
      params: { id: policy.id },
      body: {
        name: '新プロ',
        type: 'subscription',
        durationValue: 6,
        durationUnit: 'month',
        maxActivations: 1,
        entitlements: [],
      },
    });
    expect(await features()).toEqual(['BASIC:policy', 'EXPORT_PDF:policy', 'MULTI_USER:grant']);
    expect((await callApi('getLicensePolicy', { params: { id: license.id } })).policy).toMatchObject({
      name: 'プロフェッショナル（年間）',
      durationValue: 1,
      durationUnit: 'year',
      deleted: false,
    });
    await callApi('deleteLicensePolicy', { params: { id: policy.id } });
    expect((await callApi('getLicensePolicy', { params: { id: license.id } })).policy).toMatchObject({
      name: 'プロフェッショナル（年間）',
      deleted: true,
    });
    expect(await features()).toEqual(['BASIC:policy', 'EXPORT_PDF:policy', 'MULTI_USER:grant']);
  });

  it('refuses a policy of another application and features outside the catalogue', async () => {
    const otherPolicy = tables.licensePolicies.all().find((p) => p.applicationId !== app().id)!;
    const body = { applicationId: app().id, userId: demoUserId(), type: 'perpetual' as const, maxActivations: 1 };
    expect(
      await refusedUnchanged(() => callApi('createLicense', { body: { ...body, policyId: otherPolicy.id } }), 409),
    ).toBe(policyText.otherApplication);
    const error = await apiError(
      callApi('createLicense', { body: { ...body, entitlements: ['BASIC', 'TELEPORT'] } }),
      400,
    );
    expect(error.fields?.entitlements).toEqual([policyText.unknownEntitlements('TELEPORT')]);
  });

  it('one-off grants and removals follow from the features asked for; the device is told them', async () => {
    const user = await signIn('user');
    const device = tables.devices
      .all()
      .find((d) => d.status === 'ACTIVE' && tables.licenses.get(d.licenseId ?? '')?.userId === user.userId)!;
    const before = await callApi('heartbeatDevice', { params: { id: device.id }, body: {} });
    expect(before).toMatchObject({
      entitlements: ['BASIC', 'EXPORT_CSV', 'PRIORITY_SUPPORT'],
      heartbeatWindowHours: 72,
    });
    await signIn('admin');
    await callApi('updateLicenseEntitlements', {
      params: { id: device.licenseId! },
      body: { entitlements: ['BASIC', 'CLOUD_SYNC'] },
    });
    expect(lastAudit()).toMatchObject({
      action: 'updateLicenseEntitlements',
      detail: '付与: CLOUD_SYNC / 除外: EXPORT_CSV, PRIORITY_SUPPORT',
    });
    await signIn('user');
    expect((await callApi('heartbeatDevice', { params: { id: device.id }, body: {} })).entitlements).toEqual([
      'BASIC',
      'CLOUD_SYNC',
    ]);
  });

  it('an expired licence still activates a device within its policy’s grace period', async () => {
    const user = await signIn('user');
    const device = tables.devices
      .all()
      .find((d) => d.status === 'REGISTERED' && tables.licenses.get(d.licenseId ?? '')?.userId === user.userId)!;
    const license = tables.licenses.get(device.licenseId!)!;
    tables.licenses.patch(license.id, { expiresAt: new Date(Date.now() - DAY).toISOString(), currentActivations: 0 });
    if (tables.licenseTerms.get(license.id)) tables.licenseTerms.patch(license.id, { gracePeriodDays: 7 });
    else tables.licenseTerms.insert({ ...termsFor(license.id, null, []), gracePeriodDays: 7 });
    const res = await callApi('activateDevice', { params: { id: device.id }, body: { license_id: license.id } });
    expect(res.device.status).toBe('ACTIVE');
    expect(Date.parse(res.graceEndsAt!)).toBeGreaterThan(Date.now());
    // Past the grace period: refused as any expired licence is.
    await callApi('deactivateDevice', { params: { id: device.id }, body: {} });
    tables.licenses.patch(license.id, { expiresAt: new Date(Date.now() - 8 * DAY).toISOString() });
    await apiError(callApi('activateDevice', { params: { id: device.id }, body: { license_id: license.id } }), 409);
  });

  it('names are unique per application; the first policy is its default and one default is kept', async () => {
    const fresh = await callApi('createApplication', {
      body: { name: '新アプリ', description: '説明', version: '1.0.0' },
    });
    const appId = fresh.application.application_id;
    await callApi('createEntitlement', { params: { id: appId }, body: { code: 'BASIC', name: '基本機能' } });
    expect(
      await refusedUnchanged(
        () => callApi('createEntitlement', { params: { id: appId }, body: { code: 'basic', name: '重複' } }),
        409,
      ),
    ).toBe(policyText.entitlementCodeTaken);
    const base = { applicationId: appId, type: 'perpetual' as const, maxActivations: 1 };
    const first = (await callApi('createLicensePolicy', { body: { ...base, name: '最初' } })).policy;
    expect(first.isDefault).toBe(true);
    expect(
      await refusedUnchanged(() => callApi('createLicensePolicy', { body: { ...base, name: ' 最初 ' } }), 409),
    ).toBe(policyText.nameTaken);
    const second = (await callApi('createLicensePolicy', { body: { ...base, name: '二番目', isDefault: true } }))
      .policy;
    const { policies } = await callApi('listLicensePolicies', { query: { applicationId: appId } });
    expect(policies.map((p) => [p.id, p.isDefault])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const error = await apiError(
      callApi('createLicensePolicy', { body: { ...base, name: '期間なし', type: 'subscription' } }),
      400,
    );
    expect(error.fields?.durationValue).toEqual(['サブスクリプションのポリシーには期間が必須です']);
  });
});
