// @vitest-environment node
// npm run check-server against the mock over real HTTP: the full profile (our server), the spec
// profile (a licence server with the contract only), a helper at the server's own path, a broken
// contract call, a missing extension.
import { describe, expect, it } from 'vitest';
import { EXTENSION_IDS } from '../../../src/api/catalog/extensions.ts';
import { checkServer, type FetchLike } from '../../../scripts/check-server/check.ts';
import { PLAN } from '../../../scripts/check-server/plan.ts';
import { raw } from '../mocks/_helpers.ts';
import { ADMIN, start, check, callOf, stateOf, serversEachTest } from './check-server-support.ts';

serversEachTest();

describe('checkServer', () => {
  it('full profile: every call read, every extension present, nothing left out, every list paged by the server', async () => {
    const { report, text } = await check(await start('full'), ADMIN);
    expect(report.exitCode).toBe(0);
    expect(report.failures).toEqual([]);
    expect(report.signIn).toMatchObject({ ok: true, admin: true, role: 'ADMIN' });
    const made = report.calls.filter((c) => c.outcome !== 'skipped');
    expect(made.map((c) => c.id).sort()).toEqual([...PLAN.map((s) => s.id), 'login', 'logout'].sort());
    for (const c of made) expect(c.outcome, c.call).toBe('ok');
    expect(report.extensions.map((e) => e.state)).toEqual(EXTENSION_IDS.map(() => 'present'));
    const lists = made.filter((c) => c.list);
    expect(lists.length).toBeGreaterThanOrEqual(10);
    for (const c of lists) expect(c.list!.leftOut, c.call).toBe(0);
    for (const id of ['listLicenses', 'listDevices', 'listUsers'] as const)
      expect(callOf(report, id).list).toMatchObject({
        form: { bare: false },
        total: true,
        paged: true,
        browserPages: false,
      });
    expect(made.flatMap((c) => c.fallbacks)).toEqual([]);
    // The demo's few applications cannot show whether the server pages; its licences can.
    const applications = callOf(report, 'listApplications').list!;
    expect(applications.totalRows).toBeLessThanOrEqual(10);
    expect(text).toContain(`only ${applications.totalRows} in all: too few to tell whether it pages`);
    expect(callOf(report, 'listLicenses').list!.totalRows).toBeGreaterThan(10);
    expect(text.match(/too few to tell/g)).toHaveLength(1);
    expect(text).toContain('Lists paged in the browser: none');
    expect(text).toMatch(/Result: OK: every call of the contract that was made \(\d+\) answered and was read\./);
  });

  it('spec profile: the contract complete, every extension absent (those of POSTs unknown), bare lists paged in the browser, fallbacks named', async () => {
    const { report, text } = await check(await start('spec'), ADMIN);
    expect(report.exitCode).toBe(0);
    expect(report.failures).toEqual([]);
    expect(stateOf(report)).toEqual({
      ...Object.fromEntries(EXTENSION_IDS.map((id) => [id, 'absent'])),
      keyReveal: 'unknown',
      applicationFromProduct: 'unknown',
      licenseReferences: 'unknown',
      bulkLicenseCreate: 'unknown',
    });
    expect(report.extensions.find((e) => e.id === 'keyReveal')!.evidence).toContain('POSTs');
    for (const id of ['listLicenses', 'listDevices'] as const) {
      const list = callOf(report, id).list!;
      expect(list, id).toMatchObject({ form: { bare: true }, total: false, paged: false, browserPages: true });
      expect(list.rows, id).toBeGreaterThan(10);
    }
    expect(callOf(report, 'listUsers').list).toMatchObject({ total: true, paged: true, browserPages: false });
    const licences = callOf(report, 'listLicenses');
    const rows = licences.list!.rows;
    expect(licences.fallbacks).toEqual([
      { field: 'type', count: rows, of: rows },
      { field: 'userId', count: rows, of: rows },
    ]);
    for (const id of [
      'getDashboardTrends',
      'listAuditLog',
      'previewStaleDevices',
      'getLicenseHistory',
      'getCapabilities',
    ] as const)
      expect(callOf(report, id), id).toMatchObject({ outcome: 'missing', status: 404 });
    expect(text).toContain(
      `shown as fallbacks (null or missing): type (${rows}/${rows} rows), userId (${rows}/${rows} rows)`,
    );
    expect(text).toContain('Lists paged in the browser: ライセンス一覧 (GET /licenses), デバイス一覧 (GET /devices)');
    expect(text).toContain('Result: OK');
  });

  it("a helper mapped to the server's own path (config.json's paths) is checked there, and never at ours", async () => {
    const base = await start('full');
    const asked: string[] = [];
    // The server keeps the helper at /v2/apps: ours answers it there.
    const serverWithItsOwnPath: FetchLike = async (url, init) => {
      const at = new URL(url);
      asked.push(at.pathname);
      if (at.pathname === '/api/my-applications') return new Response('Not Found', { status: 404 });
      if (at.pathname === '/v2/apps') at.pathname = '/api/my-applications';
      return globalThis.fetch(at.href, init);
    };
    const report = await checkServer({
      baseUrl: base,
      ...ADMIN,
      fetch: serverWithItsOwnPath,
      paths: { myApplications: '/v2/apps' },
    });
    expect(callOf(report, 'listMyApplications')).toMatchObject({ outcome: 'ok', status: 200 });
    expect(callOf(report, 'listMyApplications').call).toContain('/v2/apps');
    expect(asked).toContain('/v2/apps');
    expect(asked).not.toContain('/api/my-applications');
    expect(report.exitCode).toBe(0);
  });

  it('a contract call that is missing fails the check by name; the call that needed its id is skipped with the reason', async () => {
    const base = await start('full');
    expect(
      (
        await raw('POST', '/__mock/config', {
          base,
          body: { faults: [{ pathPattern: '^/devices$', status: 404, method: 'GET' }] },
        })
      ).status,
    ).toBe(200);
    const { report, text } = await check(base, ADMIN);
    expect(report.exitCode).toBe(1);
    expect(report.failures.map((f) => f.call)).toEqual(['GET /devices?page=1&pageSize=10']);
    expect(callOf(report, 'listDevices')).toMatchObject({ outcome: 'missing', status: 404 });
    expect(callOf(report, 'getDevice')).toMatchObject({
      outcome: 'skipped',
      note: expect.stringContaining('no device id to use'),
    });
    expect(text).toContain(
      'Result: FAILED: 1 call of the contract did not answer readably: GET /devices (404 MISSING)',
    );
  });

  it('an extension that is missing never fails the check', async () => {
    const base = await start('full');
    await raw('POST', '/__mock/config', {
      base,
      body: { faults: [{ pathPattern: '^/api/audit-log$', status: 501, method: 'GET' }] },
    });
    const { report } = await check(base, ADMIN);
    expect(callOf(report, 'listAuditLog')).toMatchObject({ outcome: 'missing', status: 501 });
    expect(report.exitCode).toBe(0);
    // The console takes the 501 over the document: the 操作履歴 menu entry goes.
    expect(report.extensions.find((e) => e.id === 'auditLog')).toMatchObject({
      state: 'absent',
      evidence: 'listed in the capabilities document, but GET /api/audit-log answered 501',
    });
  });
});
