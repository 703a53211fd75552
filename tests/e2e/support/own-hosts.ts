// Hosts a test starts for itself, beside its slot's: a copy of the slot's build (to change what a
// deployment changes: config.json, the policy) served by sirv as the suite serves the build, and
// an HTTP mock of its own, each on a free port and stopped by the test.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, stopProcess } from '../../../scripts/bench-lib.ts';
import { mySlot } from './slots.ts';

export interface Host {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A copy of this worker's E2E build in a temporary folder; `remove` deletes it. */
export function copyOfBuild(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'console-build-'));
  cpSync(mySlot().dist, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * `dir` served as the suite serves its builds (sirv --single: /login is login.html, a missing
 * file with an extension is a 404). `dev`: every request reads the disk, nothing is cached.
 */
export async function serveBuild(dir: string, { dev = false } = {}): Promise<Host> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const args = [
    'node_modules/sirv-cli/bin.js',
    dir,
    '--single',
    '--port',
    String(port),
    '--host',
    'localhost',
    '--quiet',
    ...(dev ? ['--dev'] : []),
  ];
  const child = await startProcess('sirv', process.execPath, args, url);
  return { url, port, stop: () => stopProcess(child) };
}

/** The HTTP mock (the `empty` scenario: the two accounts, the quickest to seed; no data file) on a free port; `url` is the origin a console calls. */
export async function startOwnMock(): Promise<Host> {
  const port = await freePort();
  const env = { PORT: String(port), MOCK_SCENARIO: 'empty', MOCK_DATA_FILE: '' };
  const child = await startProcess(
    'mock',
    process.execPath,
    ['src/mocks/hosts/http-server.ts'],
    `http://127.0.0.1:${port}/__mock/health`,
    env,
    60_000,
  );
  return { url: `http://localhost:${port}`, port, stop: () => stopProcess(child) };
}
