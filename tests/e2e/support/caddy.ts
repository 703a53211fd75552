// Caddy with one of the example configurations of deploy/ on a free port, and a raw GET to read
// exactly what it answers. Caddy is optional on a developer's machine (.ci/run installs it):
// the tests that need it skip with the reason printed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, stopProcess } from '../../../scripts/bench-lib.ts';
import { freePort } from './own-hosts.ts';

export const CADDY_MISSING = spawnSync('caddy', ['version']).status !== 0;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET: no decompression, no cache, so the test sees exactly what the server sent. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** A policy's directives by name, each with its sources. */
export const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

/**
 * Caddy running `config` (a file of deploy/) on `port`, serving `dist`, with `extra` variables
 * (LICENCE_SERVER, CONSOLE_HSTS, …).
 */
export async function startCaddy(
  config: string,
  dist: string,
  { port, extra = {} }: { port?: number; extra?: Record<string, string> } = {},
) {
  const state = mkdtempSync(join(tmpdir(), 'caddy-state-'));
  const listen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listen}`;
  // No admin endpoint, and Caddy's own files in a folder of the test's: nothing shared with another Caddy.
  const env = {
    CONSOLE_ADDRESS: `:${listen}`,
    CONSOLE_DIST: dist,
    CADDY_ADMIN: 'off',
    XDG_CONFIG_HOME: state,
    XDG_DATA_HOME: state,
    HOME: state,
    ...extra,
  };
  const caddy = await startProcess(
    'caddy',
    'caddy',
    ['run', '--config', config, '--adapter', 'caddyfile'],
    `${origin}/`,
    env,
  );
  return {
    origin,
    stop: async () => {
      await stopProcess(caddy);
      rmSync(state, { recursive: true, force: true });
    },
  };
}
