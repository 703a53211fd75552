// The reveal calls (the `keyReveal` extension): only these two ADMIN-only POSTs answer a whole key
// (my application's internal or billing key, the owner's billing key): who may ask, what they
// answer, and that asking changes nothing. No other call answers one: secrets.test.ts.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { applications as appText } from '../../../src/shared/messages/applications.ts';
import { auth as authText } from '../../../src/shared/messages/auth.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { owner as ownerText } from '../../../src/shared/messages/owner.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { tables } from '../../../src/mocks/db.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { apiError, databaseText, errorBody, raw, signIn } from './_helpers.ts';

const APP_REVEAL = '/api/my-application/keys/reveal';
const OWNER_REVEAL = '/api/my-owner/key/reveal';

/** My application: the owner's first application (oldest first). */
const myApp = () => [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;
const owner = () => tables.owners.all()[0]!;

describe('an ADMIN gets the whole key, exactly as stored', () => {
  it('my application: the internal and the billing key', async () => {
    const { accessToken: token } = await signIn('admin');
    const before = databaseText();
    const internal = await raw('POST', APP_REVEAL, { token, body: { which: 'internal' } });
    const billing = await raw('POST', APP_REVEAL, { token, body: { which: 'billing' } });
    expect(internal.json).toEqual({ key: myApp().apiKey });
    expect(billing.json).toEqual({ key: myApp().billingApiKey });
    expect(myApp().billingApiKey).toMatch(/^sl_app_/);
    // Nothing keeps the answer on the way.
    for (const res of [internal, billing]) expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(databaseText()).toBe(before);
  });

  it("the owner's billing key", async () => {
    const { accessToken: token } = await signIn('admin');
    const before = databaseText();
    const res = await raw('POST', OWNER_REVEAL, { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ subsclight_api_key: owner().apiKey });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(databaseText()).toBe(before);
  });

  it('the key of now: after a new key is saved or regenerated, the reveal answers the new one', async () => {
    await signIn('admin');
    await callApi('updateMyOwner', {
      body: { subsclight_api_key: 'sl_live_NEW_OWNER_KEY_01', subsclight_site: owner().site },
    });
    expect(await callApi('revealMyOwnerKey', {})).toEqual({ subsclight_api_key: 'sl_live_NEW_OWNER_KEY_01' });
    const app = myApp();
    await callApi('updateMyApplication', {
      body: {
        name: app.name,
        description: app.description,
        version: app.version!,
        subsclight_site: app.billingSite!,
        subsclight_api_key: 'sl_live_NEW_APP_KEY_002',
      },
    });
    expect(await callApi('revealMyApplicationKey', { body: { which: 'billing' } })).toEqual({
      key: 'sl_live_NEW_APP_KEY_002',
    });
    const oldInternal = myApp().apiKey;
    await callApi('regenerateApplicationKey', { params: { id: app.id } });
    const { key } = await callApi('revealMyApplicationKey', { body: { which: 'internal' } });
    expect(key).not.toBe(oldInternal);
    expect(key).toBe(myApp().apiKey);
  });
});

describe('who may ask: ADMIN only', () => {
  const asks = [
    ['POST', APP_REVEAL, { which: 'internal' }],
    ['POST', APP_REVEAL, { which: 'billing' }],
    ['POST', OWNER_REVEAL, undefined],
  ] as const;
  const keys = () => [myApp().apiKey, myApp().billingApiKey!, owner().apiKey];

  it('a USER gets 403 and no key; nothing changes', async () => {
    const { accessToken: token } = await signIn('user');
    const before = databaseText();
    for (const [method, path, body] of asks) {
      const res = await raw(method, path, { token, body });
      expect(errorBody(res, 403)).toMatchObject({ message: common.forbidden, code: 'FORBIDDEN' });
      for (const key of keys()) expect(JSON.stringify(res.json)).not.toContain(key);
    }
    expect(databaseText()).toBe(before);
  });

  it('without a token, or with a forged one, 401 and no key; nothing changes', async () => {
    const before = databaseText();
    for (const token of [null, 'mock-at-forged']) {
      for (const [method, path, body] of asks) {
        const res = await raw(method, path, { token, body });
        expect(errorBody(res, 401).message).toBe(authText.unauthenticated);
        for (const key of keys()) expect(JSON.stringify(res.json)).not.toContain(key);
      }
    }
    expect(databaseText()).toBe(before);
  });

  it('a USER through the real client: the refusal carries the Japanese text', async () => {
    await signIn('user');
    expect((await apiError(callApi('revealMyApplicationKey', { body: { which: 'internal' } }), 403)).message).toBe(
      common.forbidden,
    );
    expect((await apiError(callApi('revealMyOwnerKey', {}), 403)).message).toBe(common.forbidden);
  });
});

describe('nothing to reveal: 404 with a Japanese text', () => {
  it('no application, no owner', async () => {
    resetDatabase('empty');
    await signIn('admin');
    const before = databaseText();
    for (const which of ['internal', 'billing'] as const) {
      expect((await apiError(callApi('revealMyApplicationKey', { body: { which } }), 404)).message).toBe(
        appText.notFound,
      );
    }
    expect((await apiError(callApi('revealMyOwnerKey', {}), 404)).message).toBe(ownerText.notFound);
    expect(databaseText()).toBe(before);
  });

  it('an application without a billing key: the internal key only', async () => {
    resetDatabase('empty');
    await signIn('admin');
    // An application made in the admin list has no billing link; being the only one, it is mine.
    await callApi('createApplication', { body: { name: '請求なしアプリ', description: '説明です', version: '1.0.0' } });
    expect(myApp().billingApiKey).toBeNull();
    expect((await apiError(callApi('revealMyApplicationKey', { body: { which: 'billing' } }), 404)).message).toBe(
      appText.billingKeyNotSet,
    );
    expect(await callApi('revealMyApplicationKey', { body: { which: 'internal' } })).toEqual({ key: myApp().apiKey });
  });
});

describe('the request is validated with the catalog schema', () => {
  it('which is internal or billing; anything else is a 400 and no key', async () => {
    const { accessToken: token } = await signIn('admin');
    const before = databaseText();
    const cases: Array<[unknown, string]> = [
      [{}, v.keyKindInvalid],
      [{ which: null }, v.keyKindInvalid],
      [{ which: 'owner' }, v.keyKindInvalid],
      [{ which: 'INTERNAL' }, v.keyKindInvalid],
      [{ which: ['internal'] }, v.keyKindInvalid],
      ['internal', v.invalidBody],
    ];
    for (const [body, message] of cases) {
      const res = await raw('POST', APP_REVEAL, { token, body });
      expect(errorBody(res, 400).message, JSON.stringify(body)).toBe(message);
      expect(JSON.stringify(res.json)).not.toContain(myApp().apiKey);
    }
    expect(databaseText()).toBe(before);
  });
});
