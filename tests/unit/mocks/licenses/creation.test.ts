// Licences: creation.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { licenses as licenseText } from '../../../../src/shared/messages/licensing/licenses.ts';
import { applications as appText } from '../../../../src/shared/messages/applications.ts';
import { users as userText } from '../../../../src/shared/messages/users.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { apiError, demoUserId, signIn } from '../_helpers.ts';
import { DAY, inDays } from './support.ts';

describe('creation', () => {
  const body = () => ({
    applicationId: tables.applications.all()[0]!.id,
    userId: demoUserId(),
    type: 'perpetual' as const,
    maxActivations: 3,
    startDate: null,
    endDate: inDays(10),
  });

  it('a perpetual licence has no expiry; a subscription without end date gets 365 days', async () => {
    await signIn('admin');
    const perpetual = await callApi('createLicense', { body: body() });
    expect(perpetual.license).toMatchObject({
      type: 'perpetual',
      expiresAt: null,
      status: 'ACTIVE',
      userName: '田中 花子',
    });
    const sub = await callApi('createLicense', { body: { ...body(), type: 'subscription', endDate: null } });
    expect(Math.round((Date.parse(sub.license.expiresAt!) - Date.now()) / DAY)).toBe(365);
  });

  it('uses the product prefix of the application in the key', async () => {
    await signIn('admin');
    const app = tables.applications.all().find((a) => a.keyPrefix === 'STD')!;
    const res = await callApi('createLicense', { body: { ...body(), applicationId: app.id } });
    expect(res.license.key).toMatch(/^STD-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('404 for an unknown application or user', async () => {
    await signIn('admin');
    expect(
      (await apiError(callApi('createLicense', { body: { ...body(), applicationId: 'nope' } }), 404)).message,
    ).toBe(appText.notFound);
    expect((await apiError(callApi('createLicense', { body: { ...body(), userId: 'nope' } }), 404)).message).toBe(
      userText.notFound,
    );
  });

  it('needs an owner (409 with a clear message)', async () => {
    resetDatabase('empty');
    await signIn('admin');
    const { application } = await callApi('createApplication', {
      body: { name: 'アプリ', description: '説明', version: '1.0.0' },
    });
    const e = await apiError(
      callApi('createLicense', { body: { ...body(), applicationId: application.application_id } }),
      409,
    );
    expect(e.message).toBe(licenseText.ownerRequired);
    expect(e.code).toBe('OWNER_REQUIRED');
  });

  it('shows on the holder side and in the activity log', async () => {
    await signIn('admin');
    const { license } = await callApi('createLicense', { body: body() });
    const dashboard = await callApi('getDashboard', {});
    expect(dashboard.recentActivities[0]).toMatchObject({
      message: `ライセンス ${license.key} を発行しました`,
      licenseId: license.id,
    });
    await signIn('user');
    expect((await callApi('listMyLicenses', {})).licenses.map((l) => l.id)).toContain(license.id);
  });
});
