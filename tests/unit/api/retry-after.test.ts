// Retry-After as the client reads it, and the sign-in error text built from it.
import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from '../../../src/api/client/errors.ts';
import { httpError } from '../../../src/api/client/error-reasons.ts';
import { loginErrorMessage } from '../../../src/machines/auth/auth-user.ts';
import { auth as authText } from '../../../src/shared/messages/auth.ts';

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates; ignores anything else', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('600', now)).toBe(600);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:02:30 GMT', now)).toBe(150);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    for (const junk of [null, undefined, '', 'soon', '-5', '1.5']) expect(parseRetryAfter(junk, now)).toBeUndefined();
  });

  it('is kept on the ApiError of a refusal', () => {
    const body = JSON.stringify({
      error: authText.tooManyAttempts,
      message: authText.tooManyAttempts,
      code: 'TOO_MANY_ATTEMPTS',
    });
    const error = httpError(429, body, new Headers({ 'Retry-After': '125' }));
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 125, message: authText.tooManyAttempts });
    expect(httpError(429, body).retryAfterSeconds).toBeUndefined();
  });
});

describe('the sign-in error text', () => {
  const refusal = (status: number, retryAfterSeconds?: number) =>
    new ApiError({
      status,
      kind: 'http',
      message: 'm',
      body: { error: authText.tooManyAttempts, message: authText.tooManyAttempts },
      retryAfterSeconds,
    });

  it('names the wait in whole minutes, rounded up, on a 429 with Retry-After', () => {
    expect(loginErrorMessage(refusal(429, 600))).toBe(
      'ログインの試行回数が上限に達しました。約10分後に再度お試しください。',
    );
    expect(loginErrorMessage(refusal(429, 61))).toBe(authText.tooManyAttemptsWait(2));
    expect(loginErrorMessage(refusal(429, 1))).toBe(authText.tooManyAttemptsWait(1));
  });

  it("otherwise the server's text, else the fallback (docs/product.md §8)", () => {
    expect(loginErrorMessage(refusal(429))).toBe(authText.tooManyAttempts);
    expect(loginErrorMessage(refusal(429, 0))).toBe(authText.tooManyAttempts);
    expect(loginErrorMessage(refusal(401, 600))).toBe(authText.tooManyAttempts);
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(authText.loginFailed);
  });
});
