// The mock's applications: list, create, edit, delete and their refusals.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { applications as appText } from '../../../../src/shared/messages/applications.ts';
import { owner as ownerText } from '../../../../src/shared/messages/owner.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { apiError, demoUserId, signIn } from '../_helpers.ts';

describe('applications', () => {
  it('masks both keys, the internal and the billing one (the whole key: reveal.test.ts)', async () => {
    await signIn('admin');
    const { application } = await callApi('getMyApplication', {});
    const row = tables.applications.get(application.application_id)!;
    expect(application.api_key).toBe(`${row.apiKey.slice(0, 4)}••••••••${row.apiKey.slice(-4)}`);
    expect(application.subsclight_api_key).toBe(
      `${row.billingApiKey!.slice(0, 4)}••••••••${row.billingApiKey!.slice(-4)}`,
    );
    const list = JSON.stringify(await callApi('listMyApplications', {}));
    expect(list).not.toContain(row.billingApiKey!);
    expect(list).not.toContain(row.apiKey);
  });

  it('my application: 404 when none, 409 on a second setup', async () => {
    resetDatabase('empty');
    await signIn('admin');
    expect((await apiError(callApi('getMyApplication', {}), 404)).message).toBe(appText.notFound);
    expect(
      (
        await apiError(
          callApi('updateMyApplication', {
            body: { name: 'アプリ', description: '説明', version: '1.0.0', subsclight_site: 'site' },
          }),
          404,
        )
      ).message,
    ).toBe(appText.notFound);
    const body = {
      name: 'アプリ',
      description: '説明',
      version: '1.0.0',
      subsclight_api_key: 'sl_live_0123456789',
      subsclight_site: 'site',
    };
    await callApi('createMyApplication', { body });
    expect((await apiError(callApi('createMyApplication', { body }), 409)).message).toBe(appText.alreadyExists);
    expect((await callApi('getMyApplication', {})).application.name).toBe('アプリ');
  });

  it('an application with licences cannot be deleted (409); an unknown one is 404', async () => {
    await signIn('admin');
    const app = tables.applications.all()[0]!;
    expect((await apiError(callApi('deleteApplication', { params: { id: app.id } }), 409)).message).toBe(
      appText.hasLicenses,
    );
    expect((await apiError(callApi('getApplication', { params: { id: 'nope' } }), 404)).message).toBe(appText.notFound);
  });

  it('lists with a status filter, search and paging', async () => {
    await signIn('admin');
    const suspended = await callApi('listApplications', { query: { status: 'suspended' } });
    expect(suspended.total).toBe(1);
    expect((await callApi('listApplications', { query: { search: 'cad' } })).applications.map((a) => a.name)).toEqual([
      'CADビューア Pro',
    ]);
    expect((await callApi('listApplications', { query: { page: 2, pageSize: 3 } })).applications).toHaveLength(
      tables.applications.count() - 3,
    );
  });

  it('create from product: 404 for an unknown product setting or without an owner; key prefix from the product', async () => {
    await signIn('admin');
    const payload = {
      name: 'テスト App',
      description: 'テスト用のアプリケーションです',
      version: '1.0.0',
      product_setting_id: 'nope',
      product_setting_name: 'なし',
    };
    expect((await apiError(callApi('createApplicationFromProduct', { body: payload }), 404)).message).toBe(
      ownerText.productSettingNotFound,
    );
    const product = tables.productSettings.all().find((p) => p.prefix === 'WEEK')!;
    const { application } = await callApi('createApplicationFromProduct', {
      body: { ...payload, product_setting_id: product.id, product_setting_name: product.name },
    });
    const { license } = await callApi('createLicense', {
      body: { applicationId: application.application_id, userId: demoUserId(), type: 'perpetual', maxActivations: 1 },
    });
    expect(license.key.startsWith('WEEK-')).toBe(true);
    resetDatabase('empty');
    await signIn('admin');
    const product2 = tables.productSettings.all()[0]!;
    expect(
      (
        await apiError(
          callApi('createApplicationFromProduct', { body: { ...payload, product_setting_id: product2.id } }),
          404,
        )
      ).message,
    ).toBe(ownerText.ownerRequired);
  });
});
