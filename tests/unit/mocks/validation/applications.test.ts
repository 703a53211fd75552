// The validation of docs/product.md §5 as the mock enforces it: 400 with the Japanese message of
// the first failing rule as `error`/`message`, and every failure under `fields`. A refusal changes
// nothing.
// Here: applications, and creation from a product with its stricter bounds.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { validation as v } from '../../../../src/shared/messages/forms/validation.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { signIn } from '../_helpers.ts';
import { refused } from './support.ts';

describe('applications (my application setup and edit, admin payloads)', () => {
  const setup = (overrides: Record<string, unknown>) =>
    callApi('createMyApplication', {
      body: {
        name: 'アプリ',
        description: '説明',
        version: '1.0.0',
        subsclight_api_key: 'sl_live_0123456789',
        subsclight_site: 'my-site',
        ...overrides,
      } as never,
    });

  it.each([
    ['name', '', v.appNameRequired],
    ['name', 'a', v.appNameMin],
    ['name', 'あ'.repeat(101), v.appNameMax],
    ['description', '', v.appDescriptionRequired],
    ['description', 'x'.repeat(1001), v.appDescriptionMax],
    ['version', '', v.versionRequired],
    ['version', '1.0', v.versionFormat],
    ['version', 'v1.0.0', v.versionFormat],
    ['subsclight_site', '', v.siteIdRequired],
    ['subsclight_site', 'my site!', v.siteIdFormat],
    ['subsclight_api_key', '', v.billingApiKeyRequired],
    ['subsclight_api_key', 'short', v.apiKeyMin],
  ])('setup: %s = %j', async (field, value, message) => {
    resetDatabase('empty');
    await signIn('admin');
    await refused(() => setup({ [field]: value }), message, field);
  });

  it('edit: a blank billing key keeps the current one, a short one is refused', async () => {
    await signIn('admin');
    const body = { name: 'アプリ', description: '説明', version: '1.2.3', subsclight_site: 'demo-shop' };
    const app = [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;
    const keyBefore = app.billingApiKey;
    await callApi('updateMyApplication', { body: { ...body, subsclight_api_key: '  ' } });
    expect(tables.applications.get(app.id)!.billingApiKey).toBe(keyBefore);
    await refused(
      () => callApi('updateMyApplication', { body: { ...body, subsclight_api_key: 'short' } }),
      v.apiKeyMin,
      'subsclight_api_key',
    );
  });

  it('admin create uses the same name/description/version rules', async () => {
    await signIn('admin');
    await refused(
      () => callApi('createApplication', { body: { name: 'アプリ', description: '説明', version: '1.0' } }),
      v.versionFormat,
      'version',
    );
  });
});

describe('create from product (stricter bounds)', () => {
  const body = (overrides: Record<string, unknown>) => {
    const product = tables.productSettings.all()[0]!;
    return {
      name: 'スタンダード App',
      description: 'スタンダードプランのライセンス管理アプリケーション',
      version: '1.0.0',
      product_setting_id: product.id,
      product_setting_name: product.name,
      ...overrides,
    };
  };
  it.each([
    ['name', 'ab', v.productAppNameMin],
    ['name', 'x'.repeat(101), v.productAppNameMax],
    ['description', '短い説明', v.productDescriptionMin],
    ['description', 'x'.repeat(501), v.productDescriptionMax],
    ['version', '1.0', v.productVersionFormat],
  ])('%s = %j', async (field, value, message) => {
    await signIn('admin');
    await refused(
      () => callApi('createApplicationFromProduct', { body: body({ [field]: value }) as never }),
      message,
      field,
    );
  });
});
