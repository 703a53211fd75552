// Selecting the `spec` profile in each host: the HTTP host (its option, MOCK_PROFILE for the
// script, POST /__mock/config, GET /__mock/health) and the browser host (?profile=, kept across
// reloads). What the profile answers: spec-profile/.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_IDS, EXTENSIONS } from '../../../src/api/catalog/extensions.ts';
import { tables } from '../../../src/mocks/db.ts';
import { CAPABILITY_MEMORY_PREFIX } from '../../../src/shared/constants.ts';
import {
  PROFILE_KEY,
  prepareBrowserMock,
  startupLine,
  type BrowserEnvironment,
} from '../../../src/mocks/hosts/browser.ts';
import { optionsFromEnv, startHttpServer, type RunningHttpServer } from '../../../src/mocks/hosts/http-server.ts';
import { DEMO_ACCOUNTS } from '../../../src/mocks/scenarios/index.ts';
import { mockSettings, resetMockSettings } from '../../../src/mocks/settings.ts';
import { extensionCall, passLoopbackThrough, raw, signIn } from './_helpers.ts';

const extensionCalls = EXTENSION_IDS.flatMap((ext) => EXTENSIONS[ext].calls);

async function adminToken(base: string): Promise<string> {
  const res = await raw('POST', '/api/auth/login', {
    base,
    body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  });
  expect(res.status).toBe(200);
  return (res.json as { access_token: string }).access_token;
}

describe('the HTTP host', () => {
  const running: RunningHttpServer[] = [];
  const start = async (profile?: 'full' | 'spec') => {
    const host = await startHttpServer({ port: 0, host: '127.0.0.1', log: false, profile });
    running.push(host);
    return host.url;
  };
  beforeEach(passLoopbackThrough);
  afterEach(async () => {
    await Promise.all(running.splice(0).map((host) => host.close()));
  });

  it('profile: spec answers every extension call exactly as an unknown route, and contract lists bare', async () => {
    const base = await start('spec');
    expect((await raw('GET', '/__mock/health', { base })).json).toMatchObject({
      profile: 'spec',
      settings: { profile: 'spec' },
    });
    const token = await adminToken(base);
    const unknown = await raw('GET', '/no/such/route', { base, token });
    expect(unknown.status).toBe(404);
    for (const id of extensionCalls) {
      const res = await extensionCall(id, token, base);
      expect(res.status, id).toBe(404);
      expect(res.json, id).toEqual(unknown.json);
    }
    const licenses = await raw('GET', '/licenses?page=1&pageSize=5&sortField=key', { base, token });
    expect(Array.isArray(licenses.json)).toBe(true);
    expect(licenses.json).toHaveLength(tables.licenses.count());
    for (const row of licenses.json as object[]) expect(row).not.toHaveProperty('userId');
    for (const row of licenses.json as object[]) expect(row).toHaveProperty('userName');
    const users = await raw('GET', '/users?page=2&pageSize=10', { base, token });
    expect(users.json).toMatchObject({ total: tables.users.count(), users: expect.any(Array) });
    expect((users.json as { users: unknown[] }).users).toHaveLength(10);
  });

  it('is full without the option: every extension call answers', async () => {
    const base = await start();
    expect((await raw('GET', '/__mock/health', { base })).json).toMatchObject({ profile: 'full' });
    expect((await raw('GET', '/api/capabilities', { base })).json).toEqual({ extensions: [...EXTENSION_IDS] });
    const token = await adminToken(base);
    for (const id of extensionCalls) expect([200, 201], id).toContain((await extensionCall(id, token, base)).status);
  });

  it('POST /__mock/config {profile} switches it both ways, and refuses an unknown one', async () => {
    const base = await start();
    const token = await adminToken(base);
    const config = (profile: string) => raw('POST', '/__mock/config', { base, body: { profile } });
    expect((await config('spec')).json).toMatchObject({ profile: 'spec' });
    expect((await raw('GET', '/api/capabilities', { base })).status).toBe(404);
    expect(Array.isArray((await raw('GET', '/api/my-licenses', { base, token })).json)).toBe(true);
    expect((await config('full')).json).toMatchObject({ profile: 'full' });
    expect((await raw('GET', '/api/capabilities', { base })).status).toBe(200);
    expect((await raw('GET', '/api/my-licenses', { base, token })).json).toMatchObject({ licenses: expect.any(Array) });
    const refused = await config('SPEC');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('profile');
    expect((await raw('GET', '/__mock/health', { base })).json).toMatchObject({ profile: 'full' });
  });

  it('MOCK_PROFILE becomes the option; an unknown value is refused by name', () => {
    expect(optionsFromEnv({ MOCK_PROFILE: 'spec' })).toMatchObject({ profile: 'spec', port: 8000 });
    expect(optionsFromEnv({ MOCK_PROFILE: '' }).profile).toBeUndefined();
    expect(optionsFromEnv({}).profile).toBeUndefined();
    expect(() => optionsFromEnv({ MOCK_PROFILE: 'strict' })).toThrow(
      /MOCK_PROFILE must be one of full, spec, rest; got strict/,
    );
  });
});

describe('npm run mock-server with MOCK_PROFILE (the script, in its own process)', () => {
  const script = join(process.cwd(), 'src/mocks/hosts/http-server.ts');
  let child: ChildProcess | null = null;
  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child = null;
  });

  /** Starts the script on a free port; resolves with its URL and start-up output once it listens, or its exit. */
  function launch(env: Record<string, string>): Promise<{ url: string | null; out: string; code: number | null }> {
    const proc = spawn(process.execPath, [script], {
      env: { ...process.env, PORT: '0', MOCK_SCENARIO: '', MOCK_DATA_FILE: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    return new Promise((resolve) => {
      let out = '';
      proc.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+).*\n/.exec(out);
        if (match) resolve({ url: match[1]!, out, code: null });
      });
      proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      proc.once('exit', (code) => resolve({ url: null, out, code }));
    });
  }

  it('MOCK_PROFILE=spec starts the spec profile and says so', { timeout: 60_000 }, async () => {
    passLoopbackThrough();
    const { url, out } = await launch({ MOCK_PROFILE: 'spec' });
    expect(url, out).not.toBeNull();
    expect(out).toContain('profile: spec');
    expect((await raw('GET', '/__mock/health', { base: url! })).json).toMatchObject({ profile: 'spec' });
    expect((await raw('GET', '/api/capabilities', { base: url! })).status).toBe(404);
  });

  it('an unknown MOCK_PROFILE stops the script with the reason', { timeout: 60_000 }, async () => {
    const { url, out, code } = await launch({ MOCK_PROFILE: 'strict' });
    expect(url).toBeNull();
    expect(code).toBe(1);
    expect(out).toContain('MOCK_PROFILE must be one of full, spec, rest');
  });
});

describe('the browser host', () => {
  function environment(href: string) {
    const replaceState = vi.fn();
    const env: BrowserEnvironment = {
      location: { href },
      history: { state: null, replaceState },
      storage: localStorage,
    };
    return { env, replaceState };
  }
  /** A reload: the page's settings are gone, the storage stays. */
  const reload = (href: string) => {
    resetMockSettings();
    return prepareBrowserMock(environment(href).env);
  };
  afterEach(() => vi.restoreAllMocks());

  it('?profile=spec selects it, keeps it across reloads, and leaves the address', async () => {
    const { env, replaceState } = environment('http://localhost:1234/licenses?tab=2&profile=spec#top');
    expect(prepareBrowserMock(env).profile).toBe('spec');
    expect(mockSettings.profile).toBe('spec');
    expect(localStorage.getItem(PROFILE_KEY)).toBe('spec');
    expect(replaceState).toHaveBeenCalledExactlyOnceWith(null, '', '/licenses?tab=2#top');
    const { accessToken } = await signIn('admin');
    expect((await raw('GET', '/api/capabilities')).status).toBe(404);
    expect(Array.isArray((await raw('GET', '/licenses', { token: accessToken })).json)).toBe(true);

    expect(reload('http://localhost:1234/licenses').profile).toBe('spec');
    expect(mockSettings.profile).toBe('spec');
    expect((await raw('GET', '/api/capabilities')).status).toBe(404);
  });

  it('?profile=rest selects the rest profile: a delete answers 204 without a body', async () => {
    const { env } = environment('http://localhost:1234/devices?profile=rest');
    expect(prepareBrowserMock(env).profile).toBe('rest');
    expect(mockSettings.profile).toBe('rest');
    const { accessToken } = await signIn('admin');
    const device = (await raw('GET', '/devices', { token: accessToken })).json as Array<{ id: string }>;
    const deleted = await raw('DELETE', `/devices/${device[0]!.id}`, { token: accessToken });
    expect(deleted.status).toBe(204);
    expect(deleted.json).toBeNull();
  });

  it('a change of profile makes the console forget what it learned of the extensions (another server); a reload does not', () => {
    const learned = `${CAPABILITY_MEMORY_PREFIX}https://api.example.test`;
    sessionStorage.setItem(learned, '{}');
    sessionStorage.setItem('other', 'kept');
    reload('http://localhost:1234/');
    expect(sessionStorage.getItem(learned)).toBe('{}');
    reload('http://localhost:1234/?profile=spec');
    expect(sessionStorage.getItem(learned)).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('?profile=full switches back, for the next reloads too', async () => {
    reload('http://localhost:1234/?profile=spec');
    expect(reload('http://localhost:1234/?profile=full').profile).toBe('full');
    expect(localStorage.getItem(PROFILE_KEY)).toBe('full');
    expect(reload('http://localhost:1234/').profile).toBe('full');
    expect((await raw('GET', '/api/capabilities')).status).toBe(200);
  });

  it('an unknown ?profile is ignored with a warning (the stored one holds) and removed; ?scenario goes with it', () => {
    reload('http://localhost:1234/?profile=spec');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { env, replaceState } = environment('http://localhost:1234/devices?profile=strict&scenario=empty&latency=5');
    resetMockSettings();
    const prepared = prepareBrowserMock(env);
    expect(prepared).toMatchObject({ profile: 'spec', scenario: 'empty', latencyMs: 5 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown profile "strict"'));
    expect(replaceState).toHaveBeenCalledExactlyOnceWith(null, '', '/devices?latency=5');
  });

  it('is full when nothing is stored, and the start-up line names the profile', () => {
    const prepared = prepareBrowserMock(environment('http://localhost:1234/').env);
    expect(prepared.profile).toBe('full');
    expect(startupLine(prepared, 'http://api.test')).toBe(
      '[mock] API at http://api.test mocked in the browser (default: demo); profile full',
    );
    expect(startupLine({ ...prepared, profile: 'spec', latencyMs: 30 }, 'http://api.test')).toContain(
      '; profile spec; latency 30 ms',
    );
  });
});
