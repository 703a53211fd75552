// The licence lifecycle of the mock (extensions licenseLifecycle, entitlements, licensePolicies):
// what each call changes, what it refuses (with its Japanese reason and no data change), and
// what the audit log and the licence history say of it.
// Here: policies and features.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { termsFor } from '../../../../src/mocks/domain/licensing/terms.ts';
import { policies as policyText } from '../../../../src/shared/messages/licensing/policies.ts';
import { apiError, demoUserId, signIn } from '../_helpers.ts';
import { DAY, lastAudit, refusedUnchanged, signInAdminBeforeEach } from './support.ts';

signInAdminBeforeEach();

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
