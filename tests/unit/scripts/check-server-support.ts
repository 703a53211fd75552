// What the check-server tests share: the mock over real HTTP (closed after each test), and the
// check run with the assertion that neither the password nor a token reaches the report.
import { afterEach, beforeEach, expect } from 'vitest';
import { type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { startHttpServer, type RunningHttpServer } from '../../../src/mocks/hosts/http-server.ts';
import { DEMO_ACCOUNTS } from '../../../src/mocks/scenarios/index.ts';
import { checkServer, type FetchLike } from '../../../scripts/check-server/check.ts';
import { formatReport } from '../../../scripts/check-server/report.ts';
import type { CallCheck, Report } from '../../../scripts/check-server/types.ts';
import { passLoopbackThrough } from '../mocks/_helpers.ts';

export const ADMIN = DEMO_ACCOUNTS.admin;
export const USER = DEMO_ACCOUNTS.user;

export const running: RunningHttpServer[] = [];
export async function start(profile: 'full' | 'spec' = 'full'): Promise<string> {
  const host = await startHttpServer({ port: 0, host: '127.0.0.1', log: false, profile });
  running.push(host);
  return host.url;
}

/** The global fetch, keeping every access token the server handed out (none may reach the report). */
export function tokenKeeper(): { fetch: FetchLike; tokens: string[] } {
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
export async function check(
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

export const callOf = (report: Report, id: EndpointId): CallCheck => {
  const found = report.calls.find((c) => c.id === id);
  if (!found) throw new Error(`no row for ${id}`);
  return found;
};
export const stateOf = (report: Report) => Object.fromEntries(report.extensions.map((e) => [e.id, e.state]));

/** Loopback calls reach the real servers; every server a test started is closed after it. */
export function serversEachTest(): void {
  beforeEach(passLoopbackThrough);
  afterEach(async () => {
    await Promise.all(running.splice(0).map((host) => host.close()));
  });
}
