// The optional list filters: licences by expiry window and activation use, devices by
// heartbeat age. Each answer is checked against the rows themselves, and bad values are
// refused in Japanese.
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { LICENSE_EXPIRY_WINDOW_DAYS } from '../../../src/shared/constants.ts';
import { nowMs } from '../../../src/mocks/settings.ts';
import { errorBody, raw, signIn } from './_helpers.ts';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;
async function expectRefusal(res: Promise<Awaited<ReturnType<typeof raw>>>, status: number) {
  expect(errorBody(await res, status).message).toMatch(JAPANESE);
}

const DAY = 24 * 60 * 60 * 1000;

describe('GET /licenses filters', () => {
  beforeEach(async () => {
    await signIn('admin');
  });

  it('expiry: within 7/30/90 days, expired, none — exactly the matching licences', async () => {
    const all = (await callApi('listLicenses', {})).licenses;
    const at = nowMs();
    for (const [filter, days] of Object.entries(LICENSE_EXPIRY_WINDOW_DAYS) as [
      'within7' | 'within30' | 'within90',
      number,
    ][]) {
      const got = (await callApi('listLicenses', { query: { expiry: filter } })).licenses.map((l) => l.id).sort();
      const want = all
        .filter(
          (l) => l.expiresAt !== null && Date.parse(l.expiresAt) >= at && Date.parse(l.expiresAt) <= at + days * DAY,
        )
        .map((l) => l.id)
        .sort();
      expect(got, filter).toEqual(want);
      if (filter === 'within90') expect(want.length).toBeGreaterThan(0);
    }
    const expired = (await callApi('listLicenses', { query: { expiry: 'expired' } })).licenses;
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((l) => l.expiresAt !== null && Date.parse(l.expiresAt) < at)).toBe(true);
    const none = (await callApi('listLicenses', { query: { expiry: 'none' } })).licenses;
    expect(none.length).toBe(all.filter((l) => l.expiresAt === null).length);
    expect(none.every((l) => l.expiresAt === null)).toBe(true);
  });

  it('activation: near (80 % or more) and full', async () => {
    const all = (await callApi('listLicenses', {})).licenses;
    const near = (await callApi('listLicenses', { query: { activation: 'near' } })).licenses;
    const full = (await callApi('listLicenses', { query: { activation: 'full' } })).licenses;
    expect(near.map((l) => l.id).sort()).toEqual(
      all
        .filter((l) => l.currentActivations * 100 >= l.maxActivations * 80)
        .map((l) => l.id)
        .sort(),
    );
    expect(full.map((l) => l.id).sort()).toEqual(
      all
        .filter((l) => l.currentActivations >= l.maxActivations)
        .map((l) => l.id)
        .sort(),
    );
    expect(full.length).toBeGreaterThan(0);
    expect(near.length).toBeGreaterThan(full.length);
  });

  it('combines with status, paging and the total', async () => {
    const res = await callApi('listLicenses', {
      query: { activation: 'near', status: 'ACTIVE', page: 1, pageSize: 2 },
    });
    expect(res.licenses.length).toBeLessThanOrEqual(2);
    expect(
      res.licenses.every((l) => l.status === 'ACTIVE' && l.currentActivations * 100 >= l.maxActivations * 80),
    ).toBe(true);
    expect(res.total).toBeGreaterThanOrEqual(res.licenses.length);
  });

  it('refuses an unknown value with a Japanese message', async () => {
    const { accessToken } = await signIn('admin');
    await expectRefusal(raw('GET', '/licenses?expiry=tomorrow', { token: accessToken }), 400);
    await expectRefusal(raw('GET', '/licenses?activation=half', { token: accessToken }), 400);
  });
});

describe('GET /devices heartbeat age', () => {
  it('returns the devices silent for longer than N hours, never-seen ones included', async () => {
    const { accessToken } = await signIn('admin');
    const all = (await callApi('listDevices', {})).devices;
    const at = nowMs();
    for (const hours of [1, 24, 24 * 7]) {
      const got = (await callApi('listDevices', { query: { heartbeatOlderThanHours: hours } })).devices
        .map((d) => d.id)
        .sort();
      const want = all
        .filter((d) => d.lastHeartbeat === null || Date.parse(d.lastHeartbeat) < at - hours * 3600_000)
        .map((d) => d.id)
        .sort();
      expect(got, `${hours} h`).toEqual(want);
    }
    await expectRefusal(raw('GET', '/devices?heartbeatOlderThanHours=0', { token: accessToken }), 400);
    await expectRefusal(raw('GET', '/devices?heartbeatOlderThanHours=abc', { token: accessToken }), 400);
  });
});
