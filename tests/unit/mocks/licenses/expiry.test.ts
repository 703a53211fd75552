// Licences: how the mock reads expiry.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { configureMock } from '../../../../src/mocks/settings.ts';
import { signIn } from '../_helpers.ts';
import { DAY, inDays } from './support.ts';

describe('expiry', () => {
  it('reads a past expiresAt as EXPIRED in every response, without a write', async () => {
    configureMock({ accessTokenTtlMs: 30 * DAY }); // the clock moves 8 days below
    await signIn('admin');
    const license = tables.licenses
      .all()
      .find(
        (l) =>
          l.status === 'ACTIVE' &&
          l.expiresAt !== null &&
          Date.parse(l.expiresAt) - Date.now() < 8 * DAY &&
          Date.parse(l.expiresAt) > Date.now(),
      )!;
    expect(license).toBeDefined();
    const before = (await callApi('listLicenses', { query: { search: license.key } })).licenses[0]!;
    expect(before.status).toBe('ACTIVE');
    configureMock({ nowOffsetMs: 8 * DAY });
    const after = (await callApi('listLicenses', { query: { search: license.key } })).licenses[0]!;
    expect(after.status).toBe('EXPIRED');
    expect(tables.licenses.get(license.id)!.status).toBe('ACTIVE');
    const userId = license.userId;
    // The holder sees it expired too.
    tables.users.patch(userId, { email: 'holder@example.jp' });
    await signIn({ email: 'holder@example.jp', password: 'Password123!' });
    expect((await callApi('listMyLicenses', {})).licenses.find((l) => l.id === license.id)!.status).toBe('EXPIRED');
    expect((await callApi('listUserLicenses', {})).licenses.find((l) => l.id === license.id)!.status).toBe('expired');
  });

  it('an expiry update moves a licence back to usable and sets its type', async () => {
    await signIn('admin');
    const expired = tables.licenses
      .all()
      .find((l) => l.status !== 'REVOKED' && l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now())!;
    const res = await callApi('updateLicense', { params: { id: expired.id }, body: { expiresAt: inDays(30) } });
    expect(res.license.status).not.toBe('EXPIRED');
    expect(res.license.type).toBe('subscription');
    const perpetual = await callApi('updateLicense', { params: { id: expired.id }, body: { expiresAt: null } });
    expect(perpetual.license).toMatchObject({ expiresAt: null, type: 'perpetual' });
  });
});
