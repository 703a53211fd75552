// The mock's owner and billing provider.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { owner as ownerText } from '../../../../src/shared/messages/owner.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { apiError, errorBody, raw, signIn } from '../_helpers.ts';

describe('owner and billing provider', () => {
  it('without an owner: my-owner exists=false, billing lists 404 ownerRequired, quota 404', async () => {
    resetDatabase('empty');
    const { accessToken } = await signIn('admin');
    expect(await callApi('getMyOwner', {})).toEqual({ exists: false });
    for (const path of [
      '/api/subsclight/tenant-users',
      '/api/subsclight/product-settings',
      `/api/subsclight/product-settings/${tables.productSettings.all()[0]!.id}`,
    ]) {
      expect(errorBody(await raw('GET', path, { token: accessToken }), 404).message).toBe(ownerText.ownerRequired);
    }
    expect((await apiError(callApi('getQuota', { params: { id: 'nope' } }), 404)).message).toBe(ownerText.notFound);
    expect(
      (await apiError(callApi('updateMyOwner', { body: { subsclight_api_key: '', subsclight_site: 'site' } }), 404))
        .message,
    ).toBe(ownerText.notFound);
  });

  it('creating the owner links the billing side and adopts existing applications; a second is 409', async () => {
    resetDatabase('empty');
    await signIn('admin');
    await callApi('createMyApplication', {
      body: {
        name: 'アプリ',
        description: '説明',
        version: '1.0.0',
        subsclight_api_key: 'sl_live_0123456789',
        subsclight_site: 'site',
      },
    });
    const owner = await callApi('createMyOwner', {
      body: { subsclight_api_key: 'sl_live_abcdefghij', subsclight_site: 'my-shop' },
    });
    if (!owner.exists) throw new Error('owner expected');
    expect(owner.subsclight_api_key_masked).toBe('sl_l••••••••ghij');
    expect(JSON.stringify(await callApi('getMyOwner', {}))).not.toContain('sl_live_abcdefghij');
    const usage = await callApi('getLicenseUsage', { params: { id: owner.owner_id } });
    expect(usage).toMatchObject({ total_applications: 1, license_quota_used: 0, is_quota_expired: false });
    expect(usage.license_quota_available).toBe(usage.license_quota_total);
    expect((await callApi('listProductSettings', {})).product_settings.length).toBeGreaterThanOrEqual(3);
    const e = await apiError(
      callApi('createMyOwner', { body: { subsclight_api_key: 'sl_live_abcdefghij', subsclight_site: 'my-shop' } }),
      409,
    );
    expect(e.message).toBe(ownerText.alreadyExists);
  });

  it('an owner update keeps the key when blank and replaces it when given', async () => {
    await signIn('admin');
    const keyBefore = tables.owners.all()[0]!.apiKey;
    await callApi('updateMyOwner', { body: { subsclight_api_key: '', subsclight_site: 'renamed' } });
    expect(tables.owners.all()[0]).toMatchObject({ apiKey: keyBefore, site: 'renamed' });
    const res = await callApi('updateMyOwner', {
      body: { subsclight_api_key: 'sl_live_NEWKEY123456', subsclight_site: 'renamed' },
    });
    expect(res.exists && res.subsclight_api_key_masked).toBe('sl_l••••••••3456');
  });

  it('tenant users flag the ones already registered', async () => {
    await signIn('admin');
    const { users } = await callApi('listTenantUsers', {});
    const registered = new Set(tables.users.all().map((u) => u.email));
    expect(users.some((t) => t.is_duplicate)).toBe(true);
    expect(users.some((t) => !t.is_duplicate)).toBe(true);
    for (const t of users) expect(t.is_duplicate).toBe(registered.has(t.email));
  });

  it('product settings cover one-time and subscription, every interval unit and a null price', async () => {
    await signIn('admin');
    const { product_settings: list } = await callApi('listProductSettings', {});
    expect(list.some((p) => p.payment_type === 0)).toBe(true);
    expect(list.some((p) => p.payment_type !== 0)).toBe(true);
    expect(new Set(list.map((p) => p.cycle_interval_unit).filter(Boolean))).toEqual(
      new Set(['day', 'week', 'month', 'year']),
    );
    expect(list.some((p) => p.payment_type !== 0 && p.cycle_price === null)).toBe(true);
    expect((await apiError(callApi('getProductSetting', { params: { id: 'nope' } }), 404)).message).toBe(
      ownerText.productSettingNotFound,
    );
  });
});
