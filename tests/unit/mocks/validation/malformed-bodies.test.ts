// The validation of docs/product.md §5 as the mock enforces it: 400 with the Japanese message of
// the first failing rule as `error`/`message`, and every failure under `fields`. A refusal changes
// nothing.
// Here: malformed bodies.
import { describe, expect, it } from 'vitest';
import { validation as v } from '../../../../src/shared/messages/forms/validation.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { databaseText, errorBody, raw, signIn } from '../_helpers.ts';

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
