// What the data-file tests share: a temporary data file per test, the HTTP mock started and
// stopped on it, and calls to sign in and to create and find a licence.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { startHttpServer, type RunningHttpServer } from '../../../../src/mocks/hosts/http-server.ts';
import { parseSnapshot, type Snapshot } from '../../../../src/mocks/hosts/snapshot.ts';
import { DEMO_ACCOUNTS, resetDatabase, type ScenarioName } from '../../../../src/mocks/scenarios/index.ts';
import { passLoopbackThrough, raw } from '../_helpers.ts';

export let dir: string;
export let file: string;
export const running: RunningHttpServer[] = [];

export async function start(options: { scenario?: ScenarioName; log?: boolean } = {}): Promise<RunningHttpServer> {
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
export async function stop(host: RunningHttpServer): Promise<void> {
  running.splice(running.indexOf(host), 1);
  await host.close();
  resetDatabase('empty');
}

export const saved = async (path = file): Promise<Snapshot> => parseSnapshot(await readFile(path, 'utf8'));
export const savedLicenseIds = async () => (await saved()).dump!.tables.licenses.map((l) => l.id);

export async function signInAdmin(base: string): Promise<string> {
  const res = await raw('POST', '/api/auth/login', {
    base,
    body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  });
  expect(res.status).toBe(200);
  return (res.json as { access_token: string }).access_token;
}

/** Issues a licence over HTTP, the ids taken from the API as the console does. */
export async function createLicense(
  base: string,
  token: string,
  maxActivations = 7,
): Promise<{ id: string; key: string }> {
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

export async function findLicense(base: string, token: string, key: string) {
  const res = await raw('GET', `/licenses?search=${encodeURIComponent(key)}`, { base, token });
  expect(res.status).toBe(200);
  return (res.json as { licenses: { id: string; maxActivations: number }[] }).licenses;
}

/** A fresh folder and data file for each test; the servers closed and the folder removed after it. */
export function dataFileHooks(): void {
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
}
