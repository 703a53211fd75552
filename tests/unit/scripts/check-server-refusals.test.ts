// @vitest-environment node
// npm run check-server against the mock over real HTTP: lists the browser pages, bad credentials,
// an account that is not an administrator, answers the console cannot read.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS } from '../../../src/api/catalog/extensions.ts';
import { type FetchLike } from '../../../scripts/check-server/check.ts';
import { PLAN } from '../../../scripts/check-server/plan.ts';
import { ADMIN, USER, start, check, callOf, serversEachTest } from './check-server-support.ts';

serversEachTest();

describe('checkServer', () => {
  it('a capabilities document without listQueries: no page asked of the licence and device lists, which the browser pages', async () => {
    const base = await start('full');
    const withoutListQueries: FetchLike = async (url, init) => {
      if (new URL(url).pathname !== '/api/capabilities') return globalThis.fetch(url, init);
      return Response.json({ extensions: EXTENSION_IDS.filter((id) => id !== 'listQueries') });
    };
    const { report, text } = await check(base, ADMIN, withoutListQueries);
    for (const id of ['listLicenses', 'listDevices'] as const) {
      expect(callOf(report, id).call, id).toBe(endpoints[id].method + ' ' + endpoints[id].path);
      expect(callOf(report, id).list, id).toMatchObject({ paged: null, browserPages: true });
    }
    // The contract pages the user list: its page is still asked for.
    expect(callOf(report, 'listUsers')).toMatchObject({
      call: 'GET /users?page=1&pageSize=10',
      list: { paged: true, browserPages: false },
    });
    expect(report.extensions.find((e) => e.id === 'listQueries')).toMatchObject({
      state: 'absent',
      evidence: 'not listed in the capabilities document',
    });
    expect(text).toContain('Lists paged in the browser: ライセンス一覧 (GET /licenses), デバイス一覧 (GET /devices)');
  });

  it('bad credentials: exit 1 with the reason, nothing else called', async () => {
    const { report, text } = await check(await start('full'), { email: ADMIN.email, password: 'Wrong-Password-42!' });
    expect(report.exitCode).toBe(1);
    expect(report.signIn).toMatchObject({ ok: false, status: 401 });
    expect(report.calls.map((c) => c.id)).toEqual(['login']);
    expect(text).toContain(`Sign-in failed as ${ADMIN.email}: the server refused the e-mail address or password (401)`);
  });

  it('an ordinary user: the administrators calls are reported not checked, its own are checked', async () => {
    const { report, text } = await check(await start('full'), USER);
    expect(report.exitCode).toBe(0);
    expect(report.signIn).toMatchObject({ ok: true, admin: false });
    const adminCalls = PLAN.filter((s) => endpoints[s.id].access === 'admin');
    expect(adminCalls.length).toBeGreaterThan(10);
    for (const step of adminCalls)
      expect(callOf(report, step.id), step.id).toMatchObject({
        outcome: 'skipped',
        note: 'not checked: the account is not an administrator',
      });
    // Its device and licence ids come from its own lists.
    expect(callOf(report, 'getDevice').outcome).toBe('ok');
    expect(callOf(report, 'getLicenseHistory').outcome).toBe('ok');
    expect(text).toContain(`Not an administrator: ${adminCalls.length} calls not checked`);
  });

  it('what the console cannot read fails the check; rows without an essential field are counted as left out', async () => {
    const base = await start('full');
    const altered: FetchLike = async (url, init) => {
      const response = await globalThis.fetch(url, init);
      const path = new URL(url).pathname;
      if (path === '/devices') return Response.json({ nothing: 'here' });
      if (path !== '/licenses') return response;
      const answer = (await response.json()) as { licenses: Record<string, unknown>[]; total: number };
      return Response.json({
        ...answer,
        licenses: answer.licenses.map((row, i) => (i < 2 ? { ...row, key: null } : row)),
      });
    };
    const { report, text } = await check(base, ADMIN, altered);
    expect(callOf(report, 'listDevices')).toMatchObject({
      outcome: 'unreadable',
      status: 200,
      note: expect.stringContaining('no list of rows'),
    });
    expect(callOf(report, 'listLicenses').list).toMatchObject({ rows: 8, leftOut: 2 });
    expect(report.exitCode).toBe(1);
    expect(text).toContain('Rows left out for lack of an essential field: GET /licenses 2');
    expect(text).toContain('GET /devices (200 UNREADABLE)');
  });
});
