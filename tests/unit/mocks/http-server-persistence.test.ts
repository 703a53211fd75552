// The HTTP mock's data file (npm run mock-server): a restart keeps the developer's changes,
// a scenario starts over, and neither a damaged file nor an interrupted save loses data.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables, transaction } from '../../../src/mocks/db.ts';
import { SAVE_COALESCE_MS } from '../../../src/mocks/hosts/data-file.ts';
import { startHttpServer, type RunningHttpServer } from '../../../src/mocks/hosts/http-server.ts';
import { parseSnapshot, type Snapshot } from '../../../src/mocks/hosts/snapshot.ts';
import { DEMO_ACCOUNTS, resetDatabase, type ScenarioName } from '../../../src/mocks/scenarios/index.ts';
import { passLoopbackThrough, raw } from './_helpers.ts';

let dir: string;
let file: string;
const running: RunningHttpServer[] = [];

beforeEach(async () => {
  passLoopbackThrough();
  dir = await mkdtemp(join(tmpdir(), 'mock-data-'));
  file = join(dir, 'db.json');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((host) => host.close()));
  await rm(dir, { recursive: true, force: true });
});

async function start(options: { scenario?: ScenarioName; log?: boolean } = {}): Promise<RunningHttpServer> {
  const host = await startHttpServer({
    port: 0,
    host: '127.0.0.1',
    log: options.log ?? false,
    dataFile: file,
    scenario: options.scenario,
  });
  running.push(host);
  return host;
}

/** Closes the server (its last save) and empties the memory, as a new process would start. */
async function stop(host: RunningHttpServer): Promise<void> {
  running.splice(running.indexOf(host), 1);
  await host.close();
  resetDatabase('empty');
}

const saved = async (path = file): Promise<Snapshot> => parseSnapshot(await readFile(path, 'utf8'));
const savedLicenseIds = async () => (await saved()).dump!.tables.licenses.map((l) => l.id);

async function signInAdmin(base: string): Promise<string> {
  const res = await raw('POST', '/api/auth/login', {
    base,
    body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  });
  expect(res.status).toBe(200);
  return (res.json as { access_token: string }).access_token;
}

/** Issues a licence over HTTP, the ids taken from the API as the console does. */
async function createLicense(base: string, token: string, maxActivations = 7): Promise<{ id: string; key: string }> {
  const apps = (await raw('GET', '/api/applications/for-license', { base, token })).json as {
    applications: { id: string }[];
  };
  const users = (await raw('GET', '/users?role=USER', { base, token })).json as { users: { id: string }[] };
  const res = await raw('POST', '/licenses', {
    base,
    token,
    body: { applicationId: apps.applications[0]!.id, userId: users.users[0]!.id, type: 'perpetual', maxActivations },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return (res.json as { license: { id: string; key: string } }).license;
}

async function findLicense(base: string, token: string, key: string) {
  const res = await raw('GET', `/licenses?search=${encodeURIComponent(key)}`, { base, token });
  expect(res.status).toBe(200);
  return (res.json as { licenses: { id: string; maxActivations: number }[] }).licenses;
}

describe('the data file', () => {
  it('a restart keeps a created licence, and the session; the start-up line says where the data came from', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const first = await start({ log: true });
    expect(log).toHaveBeenLastCalledWith(
      expect.stringContaining(`scenario: demo (no saved data yet), saved to ${file}`),
    );
    const token = await signInAdmin(first.url);
    const license = await createLicense(first.url, token);
    await stop(first);

    const second = await start({ log: true });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining(`data: ${file}`));
    expect(await findLicense(second.url, token, license.key)).toEqual([
      expect.objectContaining({ id: license.id, maxActivations: 7 }),
    ]);
  });

  it('saves after a change without waiting for the close, and a burst of changes in one write', async () => {
    const host = await start();
    const token = await signInAdmin(host.url);
    await vi.waitFor(async () => expect((await saved()).dump!.tables.sessions).toHaveLength(1), {
      timeout: 5000,
      interval: 50,
    });
    const rename = vi.spyOn(fs, 'renameSync');
    const apps = (await raw('GET', '/api/applications/for-license', { base: host.url, token })).json as {
      applications: { id: string }[];
    };
    const userId = tables.users.all().find((u) => u.email === DEMO_ACCOUNTS.user.email)!.id;
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        raw('POST', '/licenses', {
          base: host.url,
          token,
          body: { applicationId: apps.applications[0]!.id, userId, type: 'perpetual', maxActivations: n },
        }),
      ),
    );
    const ids = burst.map((res) => (res.json as { license: { id: string } }).license.id);
    await vi.waitFor(async () => expect(await savedLicenseIds()).toEqual(expect.arrayContaining(ids)), {
      timeout: 5000,
      interval: 50,
    });
    await new Promise((resolve) => setTimeout(resolve, SAVE_COALESCE_MS * 2));
    expect(rename).toHaveBeenCalledOnce();
  });

  it('closing saves a change the coalescing window still held', async () => {
    const host = await start();
    const first = tables.licenses.all()[0]!;
    tables.licenses.patch(first.id, { maxActivations: 42 }); // no request: no save scheduled
    await stop(host);
    expect((await saved()).dump!.tables.licenses.find((l) => l.id === first.id)?.maxActivations).toBe(42);
  });

  it('an explicit scenario (MOCK_SCENARIO) starts over and overwrites the file', async () => {
    const first = await start();
    const license = await createLicense(first.url, await signInAdmin(first.url));
    await stop(first);
    expect(await savedLicenseIds()).toContain(license.id);

    const second = await start({ scenario: 'quota-exhausted' });
    expect(await findLicense(second.url, await signInAdmin(second.url), license.key)).toEqual([]);
    const snapshot = await saved();
    expect(snapshot.scenario).toBe('quota-exhausted');
    expect(snapshot.dump!.tables.licenses.map((l) => l.id)).not.toContain(license.id);
  });

  it('POST /__mock/reset starts over, and the file says so at once', async () => {
    const host = await start();
    await createLicense(host.url, await signInAdmin(host.url));
    const reset = await raw('POST', '/__mock/reset', { base: host.url, body: { scenario: 'empty' } });
    expect(reset.status).toBe(200);
    const snapshot = await saved();
    expect(snapshot.scenario).toBe('empty');
    expect(snapshot.dump!.tables.licenses).toEqual([]);
    expect(snapshot.dump!.tables.users).toHaveLength(2);
  });

  it('a refused request (403, 400) or a rolled-back change leaves the saved data as it was; the audit log keeps the refusals', async () => {
    const host = await start();
    const admin = await signInAdmin(host.url);
    const user = (
      (
        await raw('POST', '/api/auth/login', {
          base: host.url,
          body: { email: DEMO_ACCOUNTS.user.email, password: DEMO_ACCOUNTS.user.password },
        })
      ).json as { access_token: string }
    ).access_token;
    await vi.waitFor(async () => expect((await saved()).dump!.tables.sessions).toHaveLength(2), {
      timeout: 5000,
      interval: 50,
    });
    const before = (await saved()).dump!;

    expect((await raw('GET', '/users', { base: host.url, token: user })).status).toBe(403);
    expect((await raw('POST', '/licenses', { base: host.url, token: admin, body: { type: 'perpetual' } })).status).toBe(
      400,
    );
    // A change undone by its transaction, as a refusal after a write is: the data is as saved.
    const first = tables.licenses.all()[0]!;
    expect(() =>
      transaction(() => {
        tables.licenses.patch(first.id, { maxActivations: first.maxActivations + 1 });
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect((await raw('GET', '/users', { base: host.url, token: user })).status).toBe(403);
    await stop(host);

    const after = (await saved()).dump!;
    expect(after.tables).toEqual(before.tables);
    // What was refused is recorded, and nothing else.
    const recorded = after.auditLog!.slice(before.auditLog!.length);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.every((entry) => entry.result === 'refused')).toBe(true);
  });
});

describe('a damaged or interrupted file', () => {
  it.each([
    ['truncated', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['of another version', (text: string) => text.replace('"version":1', '"version":99')],
    [
      'with a malformed dump',
      (text: string) => text.replace(/"licenses":\[/, '"licenses":{"oops":[').replace(/\],"devices"/, ']},"devices"'),
    ],
  ])('a file %s is moved aside with a message, and the server starts on demo', async (_name, damage) => {
    const first = await start();
    const license = await createLicense(first.url, await signInAdmin(first.url));
    await stop(first);
    const damaged = damage(await readFile(file, 'utf8'));
    await writeFile(file, damaged);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const second = await start();
    const aside = (await readdir(dir)).filter((name) => name.startsWith('db.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(dir, aside[0]!), 'utf8')).toBe(damaged);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(
        new RegExp(`${file} is unreadable .*moved it to ${join(dir, aside[0]!)} and seeded the demo scenario`),
      ),
    );
    const token = await signInAdmin(second.url);
    expect(await findLicense(second.url, token, license.key)).toEqual([]);
    expect(tables.licenses.count()).toBe(60);
    expect((await saved()).scenario).toBe('demo');
  });

  it('a file cut short by hand still yields its bytes in the moved-aside copy', async () => {
    await stop(await start());
    const full = await readFile(file);
    await truncate(file, 100);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start();
    const aside = (await readdir(dir)).find((name) => name.startsWith('db.json.corrupt-'))!;
    expect(await readFile(join(dir, aside))).toEqual(full.subarray(0, 100));
  });

  it('a save that never reached its rename leaves the previous save whole; the next change saves', async () => {
    const host = await start();
    const token = await signInAdmin(host.url);
    await vi.waitFor(async () => expect((await saved()).dump!.tables.sessions).toHaveLength(1), {
      timeout: 5000,
      interval: 50,
    });
    const previous = await readFile(file, 'utf8');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO' });
    });

    const license = await createLicense(host.url, token);
    await vi.waitFor(
      () =>
        expect(error).toHaveBeenCalledWith(
          expect.stringContaining(`could not save the data to ${file}`),
          expect.any(Error),
        ),
      { timeout: 5000, interval: 50 },
    );
    expect(await readFile(file, 'utf8')).toBe(previous);
    // The half-done save is the temp file beside it, never the data file.
    expect(fs.existsSync(`${file}.tmp`)).toBe(true);

    expect((await raw('GET', '/api/applications/for-license', { base: host.url, token })).status).toBe(200);
    await vi.waitFor(async () => expect(await savedLicenseIds()).toContain(license.id), {
      timeout: 5000,
      interval: 50,
    });
    expect(fs.existsSync(`${file}.tmp`)).toBe(false);
  });

  it('a half-written temp file left by a crash is ignored: the data file loads', async () => {
    const first = await start();
    const license = await createLicense(first.url, await signInAdmin(first.url));
    await stop(first);
    const whole = await readFile(file, 'utf8');
    await writeFile(`${file}.tmp`, whole.slice(0, 500));

    const second = await start();
    expect(await findLicense(second.url, await signInAdmin(second.url), license.key)).toHaveLength(1);
    expect(await readdir(dir)).not.toContainEqual(expect.stringMatching(/corrupt/));
  });
});

describe('npm run mock-server (the script, in its own process)', () => {
  const script = join(process.cwd(), 'src/mocks/hosts/http-server.ts');
  let child: ChildProcess | null = null;
  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child = null;
  });

  /** Starts the script on a free port and resolves with its URL once it listens. */
  function launch(env: Record<string, string>): Promise<string> {
    const proc = spawn(process.execPath, [script], {
      env: { ...process.env, PORT: '0', MOCK_SCENARIO: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    return new Promise((resolve, reject) => {
      let out = '';
      proc.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      proc.once('exit', (code) => reject(new Error(`the mock exited (${code}): ${out}`)));
    });
  }

  function interrupt(): Promise<number | null> {
    const proc = child!;
    return new Promise((resolve) => {
      proc.once('exit', (code) => resolve(code));
      proc.kill('SIGINT');
    });
  }

  it(
    'Ctrl-C saves the last change before the process ends; the next start serves it',
    { timeout: 120_000 },
    async () => {
      const base = await launch({ MOCK_DATA_FILE: file });
      const token = await signInAdmin(base);
      const license = await createLicense(base, token, 9);
      expect(await interrupt()).toBe(0);
      expect(await savedLicenseIds()).toContain(license.id);

      resetDatabase('empty');
      const next = await start();
      expect(await findLicense(next.url, token, license.key)).toEqual([expect.objectContaining({ maxActivations: 9 })]);
    },
  );
});
