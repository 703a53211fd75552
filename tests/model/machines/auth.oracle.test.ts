// The auth machine against its expectation (auth.expected.ts). The stored token the session
// check reads is the model's `tokenStored` (the flow runs `authModel`).
import { describe, expect, it } from 'vitest';
import { loginErrorMessage, toClientUser } from '../../../src/machines/auth/auth-user.ts';
import { describeOracle } from '../support/oracle.ts';
import { expectation, SIGN_IN_TEXTS } from './auth.expected.ts';
import { adminUser } from './auth.fixtures.ts';

describeOracle(expectation);

describe('what a refused sign-in shows', () => {
  it.each(SIGN_IN_TEXTS)('%s', (_what, error, text) => expect(loginErrorMessage(error)).toBe(text));

  it('a user the server sends without a role reads as an ordinary user', () => {
    expect(toClientUser({ ...adminUser, role: undefined as never }).role).toBe('');
    expect(toClientUser(adminUser).role).toBe('admin');
  });
});
