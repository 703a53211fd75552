// The licence lifecycle of the mock (extensions licenseLifecycle, entitlements, licensePolicies):
// what each call changes, what it refuses (with its Japanese reason and no data change), and
// what the audit log and the licence history say of it.
// Here: 延長.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { lifecycle as t } from '../../../../src/shared/messages/licensing/license-lifecycle.ts';
import {
  DAY,
  lastAudit,
  licenceWhere,
  activeSubscription,
  refusedUnchanged,
  signInAdminBeforeEach,
} from './support.ts';

signInAdminBeforeEach();

describe('延長 (POST /api/licenses/:id/extend)', () => {
  it('by a month on the calendar of the zone it names, from the current expiry', async () => {
    const license = activeSubscription();
    tables.licenses.patch(license.id, { expiresAt: '2099-01-31T14:59:59.999Z' }); // 31 January, end of the day in Tokyo
    const res = await callApi('extendLicense', {
      params: { id: license.id },
      body: { by: { value: 1, unit: 'month' }, timeZone: 'Asia/Tokyo' },
    });
    expect(res.license.expiresAt).toBe('2099-02-28T14:59:59.999Z');
    expect(res).toMatchObject({ previousExpiresAt: '2099-01-31T14:59:59.999Z', reactivated: false });
    expect(lastAudit()).toMatchObject({
      action: 'extendLicense',
      objectLabel: license.key,
      result: 'done',
      detail: '有効期限 2099/01/31 → 2099/02/28',
    });
  });

  it('an EXPIRED licence counts from now and is usable again, and says so', async () => {
    const expired = licenceWhere(
      (l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now(),
    );
    const res = await callApi('extendLicense', {
      params: { id: expired.id },
      body: { by: { value: 30, unit: 'day' } },
    });
    expect(res.reactivated).toBe(true);
    expect(res.license.status).toBe('ACTIVE');
    expect(Math.abs(Date.parse(res.license.expiresAt!) - (Date.now() + 30 * DAY))).toBeLessThan(2 * 60 * 60 * 1000);
    expect(lastAudit().detail).toContain('（期限切れから有効に戻りました）');
    const { entries } = await callApi('getLicenseHistory', { params: { id: expired.id } });
    expect(entries[0]!.message).toMatch(
      /^ライセンスの延長（admin@example\.com）: 有効期限 .* → .*（期限切れから有効に戻りました）$/,
    );
  });

  it('to a chosen instant, which must come after the expiry (or after now)', async () => {
    const license = activeSubscription();
    const until = new Date(Date.parse(license.expiresAt!) + 3 * DAY).toISOString();
    expect((await callApi('extendLicense', { params: { id: license.id }, body: { until } })).license.expiresAt).toBe(
      until,
    );
    const earlier = new Date(Date.parse(until) - DAY).toISOString();
    expect(
      await refusedUnchanged(
        () => callApi('extendLicense', { params: { id: license.id }, body: { until: earlier } }),
        400,
      ),
    ).toBe(t.extendNotLater);
  });

  it('refuses a REVOKED or a perpetual licence, and a call naming neither a period nor a day', async () => {
    const revoked = licenceWhere((l) => l.status === 'REVOKED');
    expect(
      await refusedUnchanged(
        () => callApi('extendLicense', { params: { id: revoked.id }, body: { by: { value: 1, unit: 'year' } } }),
        409,
      ),
    ).toBe(t.extendRevoked);
    expect(lastAudit()).toMatchObject({
      action: 'extendLicense',
      result: 'refused',
      reason: t.extendRevoked,
      detail: null,
    });
    const perpetual = licenceWhere((l) => l.status === 'ACTIVE' && l.expiresAt === null);
    expect(
      await refusedUnchanged(
        () => callApi('extendLicense', { params: { id: perpetual.id }, body: { by: { value: 1, unit: 'year' } } }),
        409,
      ),
    ).toBe(t.extendPerpetual);
    await refusedUnchanged(() => callApi('extendLicense', { params: { id: perpetual.id }, body: {} }), 400);
  });
});
