// The validation of docs/product.md §5 as the mock enforces it: 400 with the Japanese message of
// the first failing rule as `error`/`message`, and every failure under `fields`. A refusal changes
// nothing.
// Here: the owner form, the profile, user edit, login and queries.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { validation as v } from '../../../../src/shared/messages/forms/validation.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { demoUserId, errorBody, raw, signIn } from '../_helpers.ts';
import { refused } from './support.ts';

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
