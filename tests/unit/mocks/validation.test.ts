// The validation of docs/product.md §5 as the mock enforces it: 400 with the Japanese message of
// the first failing rule as `error`/`message`, and every failure under `fields`. A refusal changes
// nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { tables } from '../../../src/mocks/db.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { apiError, databaseText, demoUserId, errorBody, raw, signIn } from './_helpers.ts';

/** Expects a 400 whose message is `message` (and `field` to list it); the database unchanged. */
async function refused(call: () => Promise<unknown>, message: string, field?: string) {
  const before = databaseText();
  const e = await apiError(call(), 400);
  expect(e.message).toBe(message);
  expect(e.body?.error).toBe(message);
  if (field) expect(e.fields?.[field]).toContain(message);
  expect(databaseText()).toBe(before);
  return e;
}

const newUser = (overrides: Record<string, unknown>) =>
  callApi('createUser', {
    body: {
      email: 'valid@example.jp',
      password: 'Valid123!',
      role: 'USER',
      userType: 'INDEPENDENT',
      tenantId: null,
      subsclight_customer_id: null,
      ...overrides,
    } as never,
  });

describe('passwords (user creation): rules in order, failures joined by newlines', () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it.each([
    ['', [v.passwordRequired]],
    ['abc', [v.passwordMinLength, v.passwordNeedsUpper, v.passwordNeedsDigit, v.passwordNeedsSymbol]],
    ['abcdefgh', [v.passwordNeedsUpper, v.passwordNeedsDigit, v.passwordNeedsSymbol]],
    ['ABCDEFG1!', [v.passwordNeedsLower]],
    ['Ab1 défg!', [v.passwordInvalidChars]],
    [
      'パスワード',
      [
        v.passwordMinLength,
        v.passwordInvalidChars,
        v.passwordNeedsUpper,
        v.passwordNeedsLower,
        v.passwordNeedsDigit,
        v.passwordNeedsSymbol,
      ],
    ],
    ['Abcdefgh1', [v.passwordNeedsSymbol]],
  ])('%j', async (password, messages) => {
    await refused(() => newUser({ password }), messages.join('\n'), 'password');
  });

  it('accepts a password that meets every rule', async () => {
    expect((await newUser({ password: 'Abcdef1!' })).user.email).toBe('valid@example.jp');
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['', v.emailRequired],
    ['   ', v.emailRequired],
    ['plainaddress', v.emailFormat],
    ['a@b', v.emailFormat],
    ['a b@example.com', v.emailFormat],
    ['a@exa mple.com', v.emailFormat],
  ])('%j', async (email, message) => {
    await signIn('admin');
    await refused(() => newUser({ email }), message, 'email');
  });
});

describe('the licence form', () => {
  beforeEach(async () => {
    await signIn('admin');
  });
  const app = () => tables.applications.all()[0]!.id;
  const base = () => ({
    applicationId: app(),
    userId: demoUserId(),
    type: 'subscription',
    maxActivations: 1,
    startDate: null,
    endDate: null,
  });

  it.each([
    ['applicationId', '', v.applicationRequired],
    ['userId', '', v.userRequired],
    ['type', undefined, v.licenseTypeRequired],
    ['type', 'forever', v.licenseTypeRequired],
    ['maxActivations', undefined, v.maxActivationsRequired],
    ['maxActivations', 0, v.maxActivationsMin],
    ['maxActivations', 1.5, v.maxActivationsInteger],
    ['endDate', 'tomorrow', v.dateInvalid],
  ])('%s = %j', async (field, value, message) => {
    await refused(() => callApi('createLicense', { body: { ...base(), [field]: value } as never }), message, field);
  });

  it('reports the fields in the form order; the first one is the message', async () => {
    const e = await refused(() => callApi('createLicense', { body: {} as never }), v.applicationRequired);
    expect(Object.keys(e.fields ?? {})).toEqual(['applicationId', 'userId', 'type', 'maxActivations']);
    expect(e.fields).toMatchObject({
      userId: [v.userRequired],
      type: [v.licenseTypeRequired],
      maxActivations: [v.maxActivationsRequired],
    });
  });

  it('refuses an end date before the start date', async () => {
    const start = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await refused(
      () => callApi('createLicense', { body: { ...base(), startDate: start, endDate: end } as never }),
      v.endBeforeStart,
      'endDate',
    );
  });

  it('refuses a malformed expiry on update', async () => {
    const id = tables.licenses.all()[0]!.id;
    await refused(() => callApi('updateLicense', { params: { id }, body: { expiresAt: '2025-13-45' } }), v.dateInvalid);
  });
});

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

describe('owner form', () => {
  it.each([
    ['subsclight_site', '', v.siteIdRequired],
    ['subsclight_site', 'ab', v.siteIdMin],
    ['subsclight_site', 'bad/site', v.siteIdFormat],
    ['subsclight_api_key', '', v.billingApiKeyRequired],
    ['subsclight_api_key', '123456789', v.apiKeyMin],
  ])('create: %s = %j', async (field, value, message) => {
    resetDatabase('empty');
    await signIn('admin');
    await refused(
      () =>
        callApi('createMyOwner', {
          body: { subsclight_api_key: 'sl_live_0123456789', subsclight_site: 'shop', [field]: value },
        }),
      message,
      field,
    );
  });

  it('update applies the site rules too; a blank key is allowed', async () => {
    await signIn('admin');
    await refused(
      () => callApi('updateMyOwner', { body: { subsclight_api_key: '', subsclight_site: 'ab' } }),
      v.siteIdMin,
      'subsclight_site',
    );
    expect((await callApi('updateMyOwner', { body: { subsclight_api_key: '', subsclight_site: 'abc' } })).exists).toBe(
      true,
    );
  });
});

describe('profile edit', () => {
  it.each([
    [{ family_name: '', given_name: '太郎' }, v.familyNameRequired, 'family_name'],
    [{ family_name: '   ', given_name: '太郎' }, v.familyNameRequired, 'family_name'],
    [{ family_name: '山田', given_name: '' }, v.givenNameRequired, 'given_name'],
    [{ family_name: '山田', given_name: 'あ'.repeat(51) }, v.nameTooLong, 'given_name'],
  ])('%j', async (body, message, field) => {
    await signIn('user');
    await refused(() => callApi('updateProfile', { body }), message, field);
  });
});

describe('user edit, login and queries', () => {
  it('user edit: username required, role must be ADMIN or USER', async () => {
    await signIn('admin');
    const id = demoUserId();
    await refused(
      () => callApi('updateUser', { params: { id }, body: { username: ' ', email: 'user@example.com', role: 'USER' } }),
      v.usernameRequired,
      'username',
    );
    await refused(
      () =>
        callApi('updateUser', {
          params: { id },
          body: { username: 'x', email: 'user@example.com', role: 'OWNER' as never },
        }),
      v.roleInvalid,
      'role',
    );
  });

  it('login: both fields required', async () => {
    expect(errorBody(await raw('POST', '/api/auth/login', { body: { email: '', password: 'x' } }), 400).message).toBe(
      v.emailRequired,
    );
    expect(errorBody(await raw('POST', '/api/auth/login', { body: { email: 'a@b.c' } }), 400).message).toBe(
      v.passwordRequired,
    );
  });

  it('list queries: page size, status and sort field are checked', async () => {
    const { accessToken } = await signIn('admin');
    expect(errorBody(await raw('GET', '/licenses?pageSize=1000', { token: accessToken }), 400).message).toBe(
      v.pageSizeInvalid,
    );
    expect(errorBody(await raw('GET', '/licenses?page=0', { token: accessToken }), 400).message).toBe(v.pageInvalid);
    expect(errorBody(await raw('GET', '/licenses?status=LOST', { token: accessToken }), 400).message).toBe(
      v.statusInvalid,
    );
    expect(errorBody(await raw('GET', '/devices?sortField=password', { token: accessToken }), 400).message).toBe(
      v.invalidValue,
    );
    expect(errorBody(await raw('GET', `/users?search=${'x'.repeat(101)}`, { token: accessToken }), 400).message).toBe(
      v.searchTooLong,
    );
  });

  it('device metadata must be a JSON object', async () => {
    const { accessToken } = await signIn('admin');
    const id = tables.devices.all()[0]!.id;
    const body = errorBody(
      await raw('POST', `/devices/${id}/heartbeat`, { token: accessToken, body: { metadata: [1, 2] } }),
      400,
    );
    expect(body.message).toBe(v.metadataInvalid);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['{not json', v.invalidBody],
    ['null', v.invalidBody],
    ['[1,2]', v.invalidBody],
    ['"text"', v.invalidBody],
  ])('%s', async (rawBody, message) => {
    const { accessToken } = await signIn('admin');
    const before = databaseText();
    const res = await raw('POST', '/licenses', { token: accessToken, rawBody });
    expect(errorBody(res, 400)).toMatchObject({ error: message, message });
    expect(databaseText()).toBe(before);
  });

  it('answers a wrongly typed field in Japanese', async () => {
    const { accessToken } = await signIn('admin');
    const product = tables.productSettings.all()[0]!;
    const res = await raw('POST', '/api/applications/create-from-product', {
      token: accessToken,
      body: {
        name: 'テスト App',
        description: 'テスト用の説明文です。',
        version: '1.0.0',
        product_setting_id: product.id,
        product_setting_name: 42,
      },
    });
    expect(errorBody(res, 400)).toMatchObject({
      message: v.invalidValue,
      fields: { product_setting_name: [v.invalidValue] },
    });
    const missing = await raw('POST', '/api/applications/create-from-product', {
      token: accessToken,
      body: {
        name: 'テスト App',
        description: 'テスト用の説明文です。',
        version: '1.0.0',
        product_setting_id: product.id,
      },
    });
    expect(errorBody(missing, 400)).toMatchObject({
      message: v.fieldRequired,
      fields: { product_setting_name: [v.fieldRequired] },
    });
  });
});
