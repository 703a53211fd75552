// Where the API lives: read at start-up from /config.json, so one build can serve any licence
// server (docs/adr/0055-api-base-url-read-at-start-up.md, docs/connecting.md); under `npm start`
// the production host, an origin no page route shares (docs/adr/0017-api-on-its-own-origin.md).
// Checked by hand, not with zod: the login page reads it before zod's chunk is loaded
// (docs/adr/0069-the-login-evaluates-no-zod.md).
import { readHelperPaths, type HelperPaths } from '../catalog/helper-calls.ts';

export const PRODUCTION_API_BASE_URL = 'https://api.license-auth.example.com';
export const E2E_API_BASE_URL = 'http://localhost:8000';

/** The build's default, written to the built config.json (scripts/configure.ts). */
export function resolveApiBaseUrl(env: { API_BASE_URL?: string; E2E?: string }): string {
  if (env.API_BASE_URL) return env.API_BASE_URL.replace(/\/$/, '');
  if (env.E2E === '1') return E2E_API_BASE_URL;
  return PRODUCTION_API_BASE_URL;
}

/**
 * The build's default as Parcel inlined it: tests and build scripts only; the console reads
 * config.json. Pure, so the minifier drops it (and the origin) from the console's bundle.
 */
export const API_BASE_URL = /* @__PURE__ */ resolveApiBaseUrl({
  API_BASE_URL: process.env.API_BASE_URL,
  E2E: process.env.E2E,
});

/** Where the console reads its configuration: beside index.html, at the site's root. */
export const CONFIG_URL = '/config.json';

/**
 * An absolute http(s) URL without query, fragment or credentials (the client appends paths to
 * it), normalised without its trailing slash; null for anything else.
 */
export function readApiBaseUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** `paths`: the server's own paths for the contract's helper calls, when it chose others than ours (helper-calls.ts). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  paths?: HelperPaths;
}

/** config.json's content as the console reads it (unknown keys ignored), or the first field it refuses. */
export function readConfigFile(json: unknown): { ok: true; config: RuntimeConfig } | { ok: false; field: string } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, field: 'apiBaseUrl' };
  const { apiBaseUrl: givenBase, paths: givenPaths } = json as Record<string, unknown>;
  const apiBaseUrl = readApiBaseUrl(givenBase);
  if (apiBaseUrl === null) return { ok: false, field: 'apiBaseUrl' };
  if (givenPaths === undefined) return { ok: true, config: { apiBaseUrl } };
  const paths = readHelperPaths(givenPaths);
  if (!paths.ok) return { ok: false, field: paths.key === undefined ? 'paths' : `paths.${paths.key}` };
  return { ok: true, config: { apiBaseUrl, paths: paths.paths } };
}

/** Why the configuration could not be read (the start-up error page names it). */
export type ConfigProblem =
  | { kind: 'unreachable' }
  | { kind: 'status'; status: number }
  /** A host answering every unknown path with index.html sends a page instead of the file. */
  | { kind: 'html' }
  | { kind: 'not-json' }
  | { kind: 'invalid'; field: string };

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; url: string; problem: ConfigProblem };

/** Long enough for a slow network, short enough that a hung host does not leave the page blank. */
export const CONFIG_TIMEOUT_MS = 15_000;

/**
 * Reads and checks the runtime configuration. `no-store`: a changed file is seen on the next
 * load (a `<link rel=preload>` of the same URL is used instead when the page has one, so the
 * host must send config.json with `Cache-Control: no-cache`, as it does index.html).
 */
export async function readRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  url: string = CONFIG_URL,
): Promise<ConfigResult> {
  const fail = (problem: ConfigProblem): ConfigResult => ({ ok: false, url, problem });
  let text: string;
  try {
    const response = await fetchFn(url, { cache: 'no-store', signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
    if (!response.ok) return fail({ kind: 'status', status: response.status });
    text = await response.text();
    if (/^\s*</.test(text) || /text\/html/i.test(response.headers.get('content-type') ?? ''))
      return fail({ kind: 'html' });
  } catch {
    return fail({ kind: 'unreachable' });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail({ kind: 'not-json' });
  }
  const read = readConfigFile(json);
  return read.ok ? read : fail({ kind: 'invalid', field: read.field });
}
