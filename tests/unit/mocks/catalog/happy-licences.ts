// The happy path of each endpoint (callApi parses the response with the catalog's schema),
// here licences, their lifecycle, policies and entitlements.
import { expect } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { configureMock } from '../../../../src/mocks/settings.ts';
import { demoUserId, ownership, signIn } from '../_helpers.ts';
import { KEY_PATTERN, firstApp, activeLicense, type HappyPaths } from './support.ts';

export const licenceHappy = {
  listLicenses: async () => {
    await signIn('admin');
    const res = await callApi('listLicenses', { query: { page: 1, pageSize: 10 } });
    expect(res.licenses).toHaveLength(10);
    expect(res.total).toBe(tables.licenses.count());
  },
  createLicense: async () => {
    await signIn('admin');
    const res = await callApi('createLicense', {
      body: {
        applicationId: firstApp().id,
        userId: demoUserId(),
        type: 'subscription',
        maxActivations: 2,
        startDate: null,
        endDate: new Date(Date.now() + 86_400_000 * 30).toISOString(),
      },
    });
    expect(res.license).toMatchObject({
      status: 'ACTIVE',
      type: 'subscription',
      currentActivations: 0,
      maxActivations: 2,
      availableActivations: 2,
    });
    expect(res.license.key).toMatch(KEY_PATTERN);
  },
  findLicensesByReference: async () => {
    await signIn('admin');
    const issued = await callApi('createLicense', {
      body: {
        applicationId: firstApp().id,
        userId: demoUserId(),
        type: 'perpetual',
        maxActivations: 1,
        reference: 'PO-7',
      },
    });
    const res = await callApi('findLicensesByReference', { body: { references: ['PO-7', 'PO-8'] } });
    expect(res.licenses).toEqual([
      expect.objectContaining({ reference: 'PO-7', licenseId: issued.license.id, key: issued.license.key }),
    ]);
  },
  createLicensesBulk: async () => {
    await signIn('admin');
    const row = { applicationId: firstApp().id, userId: demoUserId(), type: 'perpetual' as const, maxActivations: 1 };
    const res = await callApi('createLicensesBulk', { body: { licenses: [row, { ...row, userId: 'no-such-user' }] } });
    expect(res.results[0]).toMatchObject({ license: { status: 'ACTIVE', type: 'perpetual' } });
    expect(res.results[1]).toMatchObject({ error: { message: expect.any(String) } });
  },
  revokeLicense: async () => {
    await signIn('admin');
    const res = await callApi('revokeLicense', { params: { id: activeLicense().id } });
    expect(res.license.status).toBe('REVOKED');
  },
  activateLicense: async () => {
    await signIn('admin');
    const revoked = tables.licenses.all().find((l) => l.status === 'REVOKED')!;
    expect((await callApi('activateLicense', { params: { id: revoked.id } })).license.status).not.toBe('REVOKED');
  },
  updateLicense: async () => {
    await signIn('admin');
    const expiresAt = new Date(Date.now() + 86_400_000 * 400).toISOString();
    const res = await callApi('updateLicense', { params: { id: activeLicense().id }, body: { expiresAt } });
    expect(res.license.expiresAt).toBe(expiresAt);
  },
  deleteLicense: async () => {
    await signIn('admin');
    const id = activeLicense().id;
    expect(await callApi('deleteLicense', { params: { id } })).toEqual({ success: true });
    expect(tables.licenses.get(id)).toBeUndefined();
  },
  listUserLicenses: async () => {
    await signIn('user');
    expect((await callApi('listUserLicenses', {})).licenses).toHaveLength(ownership().ownLicenses.length);
  },
  listMyLicenses: async () => {
    await signIn('user');
    expect((await callApi('listMyLicenses', {})).licenses.map((l) => l.id).sort()).toEqual(
      ownership()
        .ownLicenses.map((l) => l.id)
        .sort(),
    );
  },
  getLicenseHistory: async () => {
    await signIn('admin');
    const license = activeLicense();
    // A minute on, so the change is the newest entry whatever the seed wrote last.
    configureMock({ nowOffsetMs: 60_000 });
    await callApi('updateLicense', {
      params: { id: license.id },
      body: { expiresAt: new Date(Date.now() + 86_400_000 * 500).toISOString() },
    });
    const res = await callApi('getLicenseHistory', { params: { id: license.id } });
    expect(res.entries[0]).toMatchObject({
      message: 'ライセンス有効期限の更新（admin@example.com）',
      licenseId: license.id,
    });
  },
  getLicensePolicy: async () => {
    await signIn('user');
    const own = ownership().ownLicenses[0]!;
    const res = await callApi('getLicensePolicy', { params: { id: own.id } });
    expect(res.policy).toMatchObject({ id: tables.licenseTerms.get(own.id)!.policyId, deleted: false });
  },
  getLicenseEntitlements: async () => {
    await signIn('user');
    const res = await callApi('getLicenseEntitlements', { params: { id: ownership().ownLicenses[0]!.id } });
    expect(res.entitlements?.map((e) => [e.code, e.source])).toEqual([
      ['BASIC', 'policy'],
      ['EXPORT_CSV', 'policy'],
      ['PRIORITY_SUPPORT', 'grant'],
    ]);
  },
  updateLicenseEntitlements: async () => {
    await signIn('admin');
    const id = ownership().ownLicenses[0]!.id;
    const res = await callApi('updateLicenseEntitlements', {
      params: { id },
      body: { entitlements: ['BASIC', 'API_ACCESS'] },
    });
    expect(res.entitlements?.map((e) => [e.code, e.source])).toEqual([
      ['BASIC', 'policy'],
      ['API_ACCESS', 'grant'],
    ]);
    expect(res.removed?.map((e) => e.code)).toEqual(['EXPORT_CSV']);
  },
  getLicenseActions: async () => {
    await signIn('admin');
    const res = await callApi('getLicenseActions', { params: { id: activeLicense().id } });
    expect(res.extend).toEqual({ allowed: true, reason: null });
  },
  extendLicense: async () => {
    await signIn('admin');
    const license = activeLicense();
    const res = await callApi('extendLicense', {
      params: { id: license.id },
      body: { by: { value: 1, unit: 'year' }, timeZone: 'Asia/Tokyo' },
    });
    expect(Date.parse(res.license.expiresAt!) - Date.parse(license.expiresAt!)).toBeGreaterThanOrEqual(
      365 * 86_400_000,
    );
    expect(res).toMatchObject({ previousExpiresAt: license.expiresAt, reactivated: false });
  },
  resetLicenseActivations: async () => {
    await signIn('admin');
    const license = tables.licenses.all().find((l) => l.currentActivations > 1)!;
    const res = await callApi('resetLicenseActivations', { params: { id: license.id } });
    expect(res).toMatchObject({ deactivated: license.currentActivations, license: { currentActivations: 0 } });
  },
  transferLicense: async () => {
    await signIn('admin');
    const license = tables.licenses.all().find((l) => l.status === 'ACTIVE' && l.userId !== demoUserId())!;
    const res = await callApi('transferLicense', { params: { id: license.id }, body: { userId: demoUserId() } });
    expect(res).toMatchObject({ previousUserId: license.userId, license: { userId: demoUserId() } });
  },
  updateLicenseMaxActivations: async () => {
    await signIn('admin');
    const res = await callApi('updateLicenseMaxActivations', {
      params: { id: activeLicense().id },
      body: { maxActivations: 7 },
    });
    expect(res.license.maxActivations).toBe(7);
  },
  listLicensePolicies: async () => {
    await signIn('admin');
    const res = await callApi('listLicensePolicies', { query: { applicationId: firstApp().id } });
    expect(res.policies.map((p) => p.name)).toEqual(['スタンダード（年間）', 'プロフェッショナル（年間）', '買い切り']);
    expect(res.policies.filter((p) => p.isDefault)).toHaveLength(1);
  },
  createLicensePolicy: async () => {
    await signIn('admin');
    const res = await callApi('createLicensePolicy', {
      body: {
        applicationId: firstApp().id,
        name: '月額',
        type: 'subscription',
        durationValue: '１',
        durationUnit: 'month',
        maxActivations: 2,
        entitlements: ['basic'],
      },
    });
    expect(res.policy).toMatchObject({
      name: '月額',
      durationValue: 1,
      durationUnit: 'month',
      entitlements: ['BASIC'],
      isDefault: false,
      licenseCount: 0,
    });
  },
  updateLicensePolicy: async () => {
    await signIn('admin');
    const policy = tables.licensePolicies.all()[0]!;
    const res = await callApi('updateLicensePolicy', {
      params: { id: policy.id },
      body: { name: '改名', type: 'perpetual', durationValue: 3, durationUnit: 'year', maxActivations: 9 },
    });
    expect(res.policy).toMatchObject({ name: '改名', type: 'perpetual', durationValue: null, maxActivations: 9 });
  },
  deleteLicensePolicy: async () => {
    await signIn('admin');
    const policy = tables.licensePolicies.all()[0]!;
    expect(await callApi('deleteLicensePolicy', { params: { id: policy.id } })).toEqual({ success: true });
    expect(tables.licensePolicies.get(policy.id)).toBeUndefined();
  },
  listEntitlements: async () => {
    await signIn('admin');
    const res = await callApi('listEntitlements', { params: { id: firstApp().id } });
    expect(res.entitlements.map((e) => e.code)).toContain('EXPORT_PDF');
  },
  createEntitlement: async () => {
    await signIn('admin');
    const res = await callApi('createEntitlement', {
      params: { id: firstApp().id },
      body: { code: 'ｏｆｆｌｉｎｅ_mode', name: 'オフライン利用' },
    });
    expect(res.entitlement).toMatchObject({ code: 'OFFLINE_MODE', name: 'オフライン利用', description: '' });
  },
} satisfies Partial<HappyPaths>;
