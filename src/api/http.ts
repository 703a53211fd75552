// The one HTTP client (design.md §2): base URL, credentials, Bearer token, the 401
// refresh-and-replay, and responses parsed by the catalog's schemas. It never touches the
// UI: when the session cannot be saved it calls the injected handler. The catalog comes from
// its own chunk (catalog.ts), awaited by the first call.
import wretch from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import { API_BASE_URL } from './config.ts';
import { loadCatalog, type Catalog } from './catalog.ts';
import type { CallArgs, CallResult, EndpointDef, EndpointId } from './endpoints.ts';
import { ApiError, httpError } from './errors.ts';
import { tokenStorage } from './token-storage.ts';
import { auth as authText } from '../shared/messages/auth.ts';
import { common } from '../shared/messages/common.ts';

export interface ApiHooks {
  /** Called once when a 401 could not be refreshed: tokens are already removed. */
  onSessionExpired: () => void;
  /** Called after a successful refresh, with the new access token. */
  onTokenRefreshed?: (accessToken: string) => void;
}

let hooks: ApiHooks = { onSessionExpired: () => {} };
let baseUrl = API_BASE_URL;

/** Wires the client to the app (the root injects navigation to /login). */
export function configureApi(next: Partial<ApiHooks> & { baseUrl?: string }): void {
  const { baseUrl: url, ...rest } = next;
  hooks = { ...hooks, ...rest };
  if (url !== undefined) baseUrl = url;
}

export function getApiBaseUrl(): string {
  return baseUrl;
}

// No timeout (spec §7): the HTTP client waits as long as the server does.
const client = () => wretch(baseUrl).options({ credentials: 'include' }).addon(QueryStringAddon);

/** Drops undefined and empty values so that optional query parameters stay optional. */
function cleanQuery(query: object | undefined): Record<string, string | number> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = typeof v === 'number' ? v : String(v);
  }
  return out;
}

async function send(def: EndpointDef, path: string, query: object | undefined, body: unknown, token: string | null): Promise<Response> {
  let req = client().url(path);
  const q = cleanQuery(query);
  if (q && Object.keys(q).length > 0) req = req.query(q);
  if (token && def.access !== 'public') req = req.auth(`Bearer ${token}`);
  if (body !== undefined) req = req.json(body as object);
  try {
    switch (def.method) {
      case 'GET':
        return await req.get().res();
      case 'POST':
        return await req.post().res();
      case 'PUT':
        return await req.put().res();
      case 'DELETE':
        return await req.delete().res();
    }
  } catch (error) {
    if (error instanceof wretch.WretchError) throw httpError(error.status, error.message, error.response?.headers);
    throw new ApiError({ status: 0, kind: 'network', message: common.networkError, cause: error });
  }
}

// Concurrent 401s share one refresh call.
let refreshInFlight: Promise<string> | null = null;

function expireSession(): never {
  tokenStorage.clear();
  hooks.onSessionExpired();
  throw new ApiError({ status: 401, kind: 'session-expired', message: authText.refreshFailed });
}

/** Refreshes the access token once for every caller that saw a 401 with `staleToken`. */
export function refreshAccessToken(staleToken: string | null): Promise<string> {
  const current = tokenStorage.getAccessToken();
  // Another request already refreshed while this one was in flight: just replay.
  if (current && current !== staleToken && !refreshInFlight) return Promise.resolve(current);
  refreshInFlight ??= (async () => {
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken) expireSession();
    try {
      const { endpoints } = await catalog();
      const res = await send(endpoints.refresh, endpoints.refresh.path, undefined, { refreshToken }, null);
      const parsed = endpoints.refresh.response.parse(await res.json());
      tokenStorage.setAccessToken(parsed.token);
      if (parsed.refreshToken) tokenStorage.setRefreshToken(parsed.refreshToken);
      hooks.onTokenRefreshed?.(parsed.token);
      return parsed.token;
    } catch {
      return expireSession();
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The catalog; a chunk that cannot be downloaded fails the call as a network error. */
async function catalog(): Promise<Catalog> {
  try {
    return await loadCatalog();
  } catch (cause) {
    throw new ApiError({ status: 0, kind: 'network', message: common.networkError, cause });
  }
}

async function parse<K extends EndpointId>(def: EndpointDef, res: Response): Promise<CallResult<K>> {
  let json: unknown;
  try {
    json = await res.json();
  } catch (cause) {
    throw new ApiError({ status: res.status, kind: 'invalid-response', message: common.invalidResponse, cause });
  }
  const result = def.response.safeParse(json);
  if (!result.success) {
    throw new ApiError({ status: res.status, kind: 'invalid-response', message: common.invalidResponse, cause: result.error });
  }
  return result.data as CallResult<K>;
}

/**
 * Calls one endpoint of the catalog. A 401 on any call but the public ones triggers one
 * refresh with the stored refresh token and one replay (spec §8).
 */
export interface CallOptions {
  /** Send this token instead of the stored one (logout sends the token it just cleared). */
  accessToken?: string | null;
  /** Do not try the refresh-and-replay on a 401. */
  noRefresh?: boolean;
}

export async function callApi<K extends EndpointId>(id: K, args: CallArgs<K>, options: CallOptions = {}): Promise<CallResult<K>> {
  const { endpoints, buildPath } = await catalog();
  const def: EndpointDef = endpoints[id];
  const a = args as { params?: Record<string, string>; query?: object; body?: unknown };
  const path = buildPath(def.path, a.params);
  const token = options.accessToken !== undefined ? options.accessToken : tokenStorage.getAccessToken();
  try {
    return await parse<K>(def, await send(def, path, a.query, a.body, token));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || error.kind !== 'http' || def.access === 'public' || options.noRefresh) throw error;
    const fresh = await refreshAccessToken(token);
    try {
      return await parse<K>(def, await send(def, path, a.query, a.body, fresh));
    } catch (replayError) {
      if (replayError instanceof ApiError && replayError.status === 401 && replayError.kind === 'http') expireSession();
      throw replayError;
    }
  }
}
