// Fault injection for the Playwright suites: a tap on one catalog call (page.route) that counts
// its requests and answers with a chosen fault; a session signed in through the mock's API and
// put into local storage; a watch that fails on page errors and unexpected console errors.
import { expect, type Page, type Request, type Route } from '@playwright/test';
import { endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { DEMO, MOCK_URL } from './mock.ts';

export const MOCK_PORT = new URL(MOCK_URL).port;

/**
 * The faults the end-to-end tests inject. `http4xx` is a refusal with a Japanese message (never
 * retried); `slow` holds the answer until the test releases it.
 */
export const FAULTS = ['http500', 'http503', 'abort', 'malformed', 'schema', 'http4xx', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];
/**
 * What every screen meets: a failure that is retried (a 500), a refusal with a message (a 403),
 * and a held answer; the screen shows its message or its loading state and recovers by its retry
 * button. The other four (a 503, a dropped connection, malformed JSON, a body its schema refuses)
 * take the same paths of the client, proven kind by kind in tests/unit/api; the dashboard and
 * the three lists meet all seven.
 */
export const FAULT_CLASSES: readonly Fault[] = ['http500', 'http4xx', 'slow'];

/** A body every object schema of the catalog rejects (checked against the schema in the tests). */
export const SCHEMA_BREAKING_BODY = { unexpected: true, items: 'not-a-list' } as const;
export const MALFORMED_JSON = '{"licenses": [ {"id": "x", ';
export const REFUSAL_MESSAGE = 'テスト用：この操作は拒否されました';
/** The body text of the injected 500 (a framework's default, in English). */
export const INTERNAL_ERROR_TEXT = 'Internal Server Error';

/** Matches any of `texts`, each taken literally: a failure may show the screen's message or the server's. */
export const anyOf = (texts: readonly string[]): RegExp =>
  new RegExp(texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

/** Requests a fault makes in all: the first attempt plus the 3 retries of docs/product.md §9, or
 *  none on a 4xx / unreadable body. */
export function expectedAttempts(fault: Fault): number {
  return fault === 'http500' || fault === 'http503' || fault === 'abort' ? 4 : 1;
}

function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
}

/** Does this request go to the mock for this catalog call? */
export function isCall(id: EndpointId, url: URL, method: string, extra?: (url: URL) => boolean): boolean {
  const def = endpoints[id];
  return (
    url.port === MOCK_PORT &&
    method === def.method &&
    pathPattern(def.path).test(url.pathname) &&
    (extra ? extra(url) : true)
  );
}

function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers()['origin'] ?? '*';
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
    'content-type': 'application/json',
  };
}

export async function answer(route: Route, status: number, body: string): Promise<void> {
  await route.fulfill({ status, headers: corsHeaders(route.request()), body });
}

export interface Tap {
  /** Requests seen for the call (preflights excluded), faulted or not. */
  readonly count: number;
  /** The fault answered from now on; null passes the request through to the mock. */
  set(fault: Fault | null): void;
  /** Lets held (`slow`) requests through. */
  release(): void;
  reset(): void;
}

/** Intercepts one catalog call of the page. */
export async function tapCall(page: Page, id: EndpointId, extra?: (url: URL) => boolean): Promise<Tap> {
  let count = 0;
  let fault: Fault | null = null;
  let releaseHeld: () => void = () => {};
  let held = new Promise<void>((resolve) => (releaseHeld = resolve));
  const tap: Tap = {
    get count() {
      return count;
    },
    set(next) {
      fault = next;
    },
    release() {
      releaseHeld();
    },
    reset() {
      count = 0;
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
  };
  await page.route(
    (url) => url.port === MOCK_PORT && pathPattern(endpoints[id].path).test(url.pathname),
    async (route) => {
      const request = route.request();
      if (!isCall(id, new URL(request.url()), request.method(), extra)) return route.fallback();
      count += 1;
      switch (fault) {
        case null:
          return route.fallback();
        case 'http500':
          return answer(route, 500, JSON.stringify({ error: INTERNAL_ERROR_TEXT }));
        case 'http503':
          return answer(route, 503, '<html><body>Service Unavailable</body></html>');
        case 'abort':
          return route.abort('connectionreset');
        case 'malformed':
          return answer(route, 200, MALFORMED_JSON);
        case 'schema':
          return answer(route, 200, JSON.stringify(SCHEMA_BREAKING_BODY));
        case 'http4xx':
          return answer(route, 403, JSON.stringify({ error: REFUSAL_MESSAGE, message: REFUSAL_MESSAGE }));
        case 'slow':
          await held;
          return route.fallback();
      }
    },
  );
  return tap;
}

/** Counts the requests of one catalog call without changing them. */
export function countCalls(
  page: Page,
  id: EndpointId,
  extra?: (url: URL) => boolean,
): { readonly count: number; readonly bodies: unknown[] } {
  const state = { count: 0, bodies: [] as unknown[] };
  page.on('request', (request) => {
    if (!isCall(id, new URL(request.url()), request.method(), extra)) return;
    state.count += 1;
    state.bodies.push(request.postDataJSON() as unknown);
  });
  return state;
}

export interface ApiSession {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  user: unknown;
}

/** Signs in through the mock's login call (no browser): the session a test puts into storage. */
export async function apiLogin(who: keyof typeof DEMO): Promise<ApiSession> {
  const res = await fetch(`${MOCK_URL}${endpoints.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO[who]),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const body = (await res.json()) as { access_token: string; id_token: string; refresh_token: string; user: unknown };
  return { accessToken: body.access_token, idToken: body.id_token, refreshToken: body.refresh_token, user: body.user };
}

/** Calls the mock as this session (to read ids for the tests). */
export async function apiGet<T>(session: ApiSession, path: string): Promise<T> {
  const res = await fetch(`${MOCK_URL}${path}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  if (!res.ok) throw new Error(`GET ${path} failed: ${res.status}`);
  return (await res.json()) as T;
}

/** Puts the session into local storage before the app's first script runs (once per page). */
export async function useSession(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('idToken', s.idToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

// Chromium reports every failed request on the console; those are the faults we injected.
const EXPECTED_CONSOLE = [/Failed to load resource/, /net::ERR_/];

/** Collects page errors and console errors; `assertClean` fails on any that was not expected. */
export function watchErrors(
  page: Page,
  expected: RegExp[] = [],
): { assertClean: () => void; readonly errors: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if ([...EXPECTED_CONSOLE, ...expected].some((re) => re.test(text))) return;
    errors.push(`console.error: ${text}`);
  });
  return {
    errors,
    assertClean: () => expect(errors, 'page errors and unexpected console errors').toEqual([]),
  };
}

/** Changes the mock's settings (e.g. `nowOffsetMs` to make every token expire) without a reset. */
export async function configureMock(config: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${MOCK_URL}/__mock/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(config),
  });
  if (!res.ok) throw new Error(`mock config failed: ${res.status}`);
}
