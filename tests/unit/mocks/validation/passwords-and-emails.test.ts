// The validation of docs/product.md §5 as the mock enforces it: 400 with the Japanese message of
// the first failing rule as `error`/`message`, and every failure under `fields`. A refusal changes
// nothing.
// Here: passwords (rules in order) and e-mail addresses.
import { beforeEach, describe, expect, it } from 'vitest';
import { validation as v } from '../../../../src/shared/messages/forms/validation.ts';
import { signIn } from '../_helpers.ts';
import { refused, newUser } from './support.ts';

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
