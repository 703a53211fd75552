// The server's reason in a refusal, whatever shape it comes in (src/api/client/error-reasons.ts): the
// reason shown beside the screen's own text, and the fields it names put next to those fields.
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../src/api/client/error-reasons.ts';
import { messageOf } from '../../../src/api/client/errors.ts';

const REASON = 'このメールアドレスは既に登録されています';
const refusal = (body: unknown, status = 409) => httpError(status, JSON.stringify(body));

describe('the reason of a 4xx', () => {
  it.each([
    ['ours', { error: REASON, message: REASON, code: 'EMAIL_TAKEN' }],
    ['{error, message} with a code as error', { error: 'Conflict', message: REASON }],
    ['{error} alone', { error: REASON }],
    ['{message} alone', { message: REASON }],
    ['{detail}', { detail: REASON }],
    ['problem+json', { type: 'about:blank', title: 'Conflict', status: 409, detail: REASON }],
    ['errors[] of texts', { errors: [REASON] }],
    ['errors[] of objects', { error: 'EMAIL_TAKEN', errors: [{ field: 'email', message: REASON }] }],
  ])('reads %s', (_shape, body) => {
    expect(messageOf(refusal(body), '失敗')).toBe(REASON);
  });

  it('a reason in English is shown when nothing better is there; a bare code or status name is not a reason', () => {
    expect(messageOf(refusal({ error: 'Conflict', message: 'Email already taken' }), '失敗')).toBe(
      'Email already taken',
    );
    expect(messageOf(refusal({ error: 'Conflict' }), '失敗')).toBe('失敗');
    expect(messageOf(refusal({ error: 'EMAIL_TAKEN', message: 'Conflict' }), '失敗')).toBe('失敗');
    expect(messageOf(refusal('just text'), '失敗')).toBe('失敗');
    expect(messageOf(httpError(409, '<html>Conflict</html>'), '失敗')).toBe('失敗');
  });

  it('names the fields the server named: errors[] with field or pointer, errors as a map, FastAPI detail[]', () => {
    expect(refusal({ title: 'Conflict', errors: [{ pointer: '#/email', detail: REASON }] }).fields).toEqual({
      email: [REASON],
    });
    expect(refusal({ message: 'invalid', errors: { email: [REASON], password: 'too short' } }, 422).fields).toEqual({
      email: [REASON],
      password: ['too short'],
    });
    expect(refusal({ detail: [{ loc: ['body', 'email'], msg: REASON, type: 'value_error' }] }, 422).fields).toEqual({
      email: [REASON],
    });
    expect(refusal({ detail: [{ loc: ['body', 'email'], msg: REASON }] }, 422).message).toBe(REASON);
  });

  it('keeps the quota figures of a refusal for want of quota', () => {
    const quota = {
      license_quota_total: 3,
      license_quota_used: 3,
      license_quota_available: 0,
      is_quota_expired: false,
    };
    expect(refusal({ error: 'ライセンス枠が不足しています', quota_info: quota }).quotaInfo).toEqual(quota);
  });
});
