// @vitest-environment node
// npm run check-server against the mock over real HTTP: the full profile (our server), the spec
// profile (a licence server with the contract only), a broken contract call, bad credentials,
// an account that is not an administrator, answers the console cannot read, and the CLI itself.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS, EXTENSIONS } from '../../../src/api/catalog/extensions.ts';
import { startHttpServer, type RunningHttpServer } from '../../../src/mocks/hosts/http-server.ts';
import { DEMO_ACCOUNTS } from '../../../src/mocks/scenarios/index.ts';
import { checkServer, type FetchLike } from '../../../scripts/check-server/check.ts';
import { PLAN, UNSENT_WRITES } from '../../../scripts/check-server/plan.ts';
import { displayWidth, formatReport, table } from '../../../scripts/check-server/report.ts';
import type { CallCheck, Report } from '../../../scripts/check-server/types.ts';
import { passLoopbackThrough, raw } from '../mocks/_helpers.ts';

const ADMIN = DEMO_ACCOUNTS.admin;
const USER = DEMO_ACCOUNTS.user;

const running: RunningHttpServer[] = [];
async function start(profile: 'full' | 'spec' = 'full'): Promise<string> {
  const host = await startHttpServer({ port: 0, host: '127.0.0.1', log: false, profile });
  running.push(host);
  return host.url;
}
beforeEach(passLoopbackThrough);
afterEach(async () => {
  await Promise.all(running.splice(0).map((host) => host.close()));
});

/** The global fetch, keeping every access token the server handed out (none may reach the report). */
function tokenKeeper(): { fetch: FetchLike; tokens: string[] } {
  const tokens: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    const response = await globalThis.fetch(url, init);
    if (new URL(url).pathname === '/api/auth/login' && response.ok)
      tokens.push(((await response.clone().json()) as { access_token: string }).access_token);
    return response;
  };
  return { fetch, tokens };
}

/** Runs the check and asserts that neither the password nor a token is in the report or its text. */
async function check(
  baseUrl: string,
  account: { email: string; password: string },
  fetch?: FetchLike,
): Promise<{ report: Report; text: string }> {
  const keeper = tokenKeeper();
  const report = await checkServer({ baseUrl, ...account, fetch: fetch ?? keeper.fetch });
  const text = formatReport(report);
  for (const secret of [account.password, ...keeper.tokens]) {
    expect(text).not.toContain(secret);
    expect(JSON.stringify(report)).not.toContain(secret);
  }
  return { report, text };
}

const callOf = (report: Report, id: EndpointId): CallCheck => {
  const found = report.calls.find((c) => c.id === id);
  if (!found) throw new Error(`no row for ${id}`);
  return found;
};
const stateOf = (report: Report) => Object.fromEntries(report.extensions.map((e) => [e.id, e.state]));

describe('the plan', () => {
  it('makes every GET of the catalog, and reports every extension call that changes something unsent', () => {
    const gets = Object.entries(endpoints)
      .filter(([, def]) => def.method === 'GET')
      .map(([id]) => id);
    expect(PLAN.map((step) => step.id).sort()).toEqual(gets.sort());
    const extensionWrites = EXTENSION_IDS.flatMap((ext) => EXTENSIONS[ext].calls).filter(
      (id) => endpoints[id].method !== 'GET',
    );
    expect([...UNSENT_WRITES].sort()).toEqual(extensionWrites.sort());
  });
});

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

describe('the report', () => {
  it('aligns columns by display width, Japanese counting two', () => {
    expect(displayWidth('ライセンス一覧')).toBe(14);
    const lines = table([
      ['ライセンス', 'a'],
      ['ab', 'b'],
    ]);
    expect(lines.map((line) => displayWidth(line.slice(0, line.length - 1)))).toEqual([14, 14]);
  });
});

describe('npm run check-server (the CLI, in its own process)', () => {
  const script = join(process.cwd(), 'scripts/check-server.ts');
  function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, CHECK_SERVER_EMAIL: '', CHECK_SERVER_PASSWORD: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
  }

  it('exits 0 against the spec profile with the report, the password nowhere in it', { timeout: 60_000 }, async () => {
    const base = await start('spec');
    const { code, out } = await run([base], { CHECK_SERVER_EMAIL: ADMIN.email, CHECK_SERVER_PASSWORD: ADMIN.password });
    expect(out).toContain(`check-server: ${base}`);
    expect(out).toMatch(/GET \/licenses\?page=1&pageSize=10 +contract +200 +read +ライセンス一覧/);
    expect(out).toContain('Result: OK');
    expect(out).not.toContain(ADMIN.password);
    expect(code, out).toBe(0);
  });

  it('exits 1 on bad credentials, saying so', { timeout: 60_000 }, async () => {
    const base = await start('full');
    const { code, out } = await run([base], {
      CHECK_SERVER_EMAIL: ADMIN.email,
      CHECK_SERVER_PASSWORD: 'Wrong-Password-42!',
    });
    expect(out).toContain('the server refused the e-mail address or password (401)');
    expect(out).not.toContain('Wrong-Password-42!');
    expect(code).toBe(1);
  });

  it(
    'exits 2 without a base URL, with a bad one, or without an account off a terminal',
    { timeout: 60_000 },
    async () => {
      const account = { CHECK_SERVER_EMAIL: ADMIN.email, CHECK_SERVER_PASSWORD: ADMIN.password };
      const none = await run([], account);
      expect(none.out).toContain('no base URL given');
      expect(none.code).toBe(2);
      const bad = await run(['ftp://licence.example.com'], account);
      expect(bad.out).toContain('is not an absolute http:// or https:// URL');
      expect(bad.code).toBe(2);
      const anonymous = await run(['http://127.0.0.1:9']);
      expect(anonymous.out).toContain('set CHECK_SERVER_EMAIL and CHECK_SERVER_PASSWORD');
      expect(anonymous.code).toBe(2);
    },
  );
});

describe('--writes', () => {
  it('creates, changes and deletes a licence and a user, reporting each answer and whether the console reads it', async () => {
    const base = await start('spec');
    const { report, text } = await checkServerWith(base, true);
    expect(report.writes!.map((w) => w.id)).toEqual([
      'createLicense',
      'updateLicense',
      'deleteLicense',
      'createUser',
      'updateUser',
      'deleteUser',
    ]);
    for (const w of report.writes!) {
      expect(w.status, w.id).toBeGreaterThanOrEqual(200);
      expect(w.status, w.id).toBeLessThan(300);
      expect(w.body, w.id).toMatch(/record under|other JSON|no body|bare record/);
      expect(w.seen, w.id).toBe(true);
    }
    // The spec profile answers a write with the bare record, as the contract names no envelope.
    expect(report.writes![0]!.body).toBe('bare record');
    expect(text).toContain('Writes (--writes');
    expect(text).toMatch(/POST \/licenses\s+201\s+bare record\s+success\s+shows the change/);
  });

  it('without --writes nothing but the sign-in, the sign-out and GETs is sent', async () => {
    const base = await start('spec');
    const methods: string[] = [];
    const fetch: FetchLike = (url, init) => {
      methods.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
      return globalThis.fetch(url, init);
    };
    const { report } = await check(base, ADMIN, fetch);
    expect(report.writes).toBeNull();
    expect(methods.filter((m) => !m.startsWith('GET '))).toEqual(['POST /api/auth/login', 'POST /auth/logout']);
  });
});

async function checkServerWith(baseUrl: string, writes: boolean) {
  const report = await checkServer({ baseUrl, ...ADMIN, writes });
  return { report, text: formatReport(report) };
}
