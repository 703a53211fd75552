// The HTTP mock's throughput on a paged list call, beside json-server serving the same rows.
// Both on loopback; autocannon (programmatic) in this process, each server in its own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/accounts.ts';
import { startProcess, stopProcess } from './bench-lib.ts';

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
// autocannon ships no types; this is the part of its programmatic API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

export interface RpsFigure {
  url: string;
  /** Mean requests per second over the measured window. */
  rps: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Responses that were not 2xx, plus socket errors and timeouts: must be 0. */
  failures: number;
}

export interface RpsResult {
  mock: RpsFigure;
  jsonServer: RpsFigure;
  seconds: number;
  connections: number;
}

const CONNECTIONS = 10;

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<RpsFigure> {
  // A short warm-up (JIT, caches) that is not counted.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    url,
    rps: r.requests.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    requests: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

export async function adminToken(mockUrl: string): Promise<string> {
  const res = await fetch(`${mockUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  if (!res.ok) throw new Error(`admin login on the mock failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * The mock (already running on `mockUrl` with the `large` data) against json-server on
 * `jsonServerPort` holding the same 10,000 licence rows (as the mock's API returns them),
 * each for `seconds` (plus a one-second warm-up): page 1 of 25.
 */
export async function measureMockRps(mockUrl: string, jsonServerPort: number, seconds: number): Promise<RpsResult> {
  const token = await adminToken(mockUrl);
  const auth = { authorization: `Bearer ${token}` };
  const all = (await (await fetch(`${mockUrl}/licenses`, { headers: auth })).json()) as {
    licenses: unknown[];
    total: number;
  };
  if (all.licenses.length < 10_000)
    throw new Error(`expected the large scenario (10,000 licences); the mock has ${all.licenses.length}`);

  const dir = mkdtempSync(join(tmpdir(), 'bench-json-server-'));
  const dbFile = join(dir, 'db.json');
  writeFileSync(dbFile, JSON.stringify({ licenses: all.licenses }));
  const jsonServerUrl = `http://127.0.0.1:${jsonServerPort}`;
  const bin = createRequire(import.meta.url).resolve('json-server/lib/cli/bin.js');
  const jsonServer = await startProcess(
    'json-server',
    process.execPath,
    [bin, '--port', String(jsonServerPort), '--host', '127.0.0.1', '--quiet', '--no-gzip', '--read-only', dbFile],
    `${jsonServerUrl}/licenses?_page=1&_limit=1`,
  );
  try {
    const mockPage = `${mockUrl}/licenses?page=1&pageSize=25`;
    const jsonServerPage = `${jsonServerUrl}/licenses?_page=1&_limit=25`;
    // Both answer the same page size before either is timed.
    const a = (await (await fetch(mockPage, { headers: auth })).json()) as { licenses: unknown[] };
    const b = (await (await fetch(jsonServerPage)).json()) as unknown[];
    if (a.licenses.length !== 25 || b.length !== 25)
      throw new Error(`page sizes differ: mock ${a.licenses.length}, json-server ${b.length}`);
    const mock = await load(mockPage, auth, seconds);
    const js = await load(jsonServerPage, {}, seconds);
    return { mock, jsonServer: js, seconds, connections: CONNECTIONS };
  } finally {
    await stopProcess(jsonServer);
    rmSync(dir, { recursive: true, force: true });
  }
}
