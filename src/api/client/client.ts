// The HTTP client as an instance (docs/adr/0018-api-client-as-an-instance.md): base URL,
// credentials, Bearer token, no timeout, the catalog's schemas, one single-flight refresh. It never
// touches the UI: when the session cannot be saved it calls the handler it was given.
import wretch from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import AbortAddon from 'wretch/addons/abort';
import {
  importCatalog,
  importSignInCatalog,
  isSignInCall,
  type Catalog,
  type SignInCatalog,
} from '../catalog/catalog.ts';
import { buildPath, type EndpointDef } from '../catalog/endpoint-def.ts';
import type { CallArgs, CallResult, ContractResult, EndpointId } from '../catalog/endpoints.ts';
import {
  ABSENT_STATUSES,
  createCapabilities,
  type Capabilities,
  type CapabilityMemory,
} from '../catalog/capabilities.ts';
import { abortedError, ApiError, httpError, isApiError } from './errors.ts';
import { pathsByCall, type HelperPaths } from '../catalog/helper-calls.ts';
import {
  EXTENSIONS,
  extensionFieldsOf,
  extensionOfCall,
  extensionParamsOf,
  type ExtensionId,
} from '../catalog/extensions.ts';
import { isOptionalAnswer, parseAnswerText, readAnswer } from '../reading/read-response.ts';
import { OPERATION_ID_HEADER } from '../../shared/constants.ts';
import { crossTabRefreshLock, type RefreshLock } from './refresh-lock.ts';
import type { TokenStorage } from './token-storage.ts';
import { auth as authText } from '../../shared/messages/auth.ts';
import { common } from '../../shared/messages/common.ts';

/** What the client reads and writes of the stored session (docs/product.md §3). */
export type TokenStore = Pick<
  TokenStorage,
  'getAccessToken' | 'getRefreshToken' | 'setAccessToken' | 'setRefreshToken' | 'clear'
>;

export interface ApiClientOptions {
  baseUrl: string;
  tokens: TokenStore;
  /** Called once when a 401 could not be refreshed: the tokens are already removed. */
  onSessionExpired?: () => void;
  /** Called after a successful refresh, with the new access token. */
  onTokenRefreshed?: (accessToken: string) => void;
  /** The fetch to send with (the global one by default): check-server keeps each raw answer. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Where what was learned of the server's extensions is kept across reloads (none: each page learns afresh). */
  capabilityMemory?: CapabilityMemory;
  /** One refresh at a time across tabs (a Web Lock by default). */
  refreshLock?: RefreshLock;
  /** The server's own paths for the contract's helper calls (config.json's `paths`, helper-calls.ts). */
  paths?: HelperPaths;
}

export interface CallOptions {
  /** Send this token instead of the stored one (logout sends the token it just cleared). */
  accessToken?: string | null;
  /** Do not try the refresh-and-replay on a 401. */
  noRefresh?: boolean;
  /** The bulk run this call is an item of (the audit log groups the run's calls by it). */
  operationId?: string;
  /** Its abort() cancels the call (a save the user cancels): it rejects with an `aborted` ApiError. */
  abort?: AbortController;
}

export interface ApiClient {
  /**
   * Calls one endpoint of the catalog. A 401 on any call but the public ones triggers one
   * refresh with the stored refresh token, shared by every call that saw it, and one replay
   * (docs/product.md §8).
   */
  call<K extends EndpointId>(id: K, args: CallArgs<K>, options?: CallOptions): Promise<CallResult<K>>;
  /** The same call, its answer held to the contract (tests of the mock, and check-server's comparison). */
  callContract<K extends EndpointId>(id: K, args: CallArgs<K>, options?: CallOptions): Promise<ContractResult<K>>;
  /** Starts loading the catalog's chunks the page may call first (a no-op once they are loaded or loading). */
  preload(): void;
  /** What this server offers beyond the contract, as learned so far. */
  readonly capabilities: Capabilities;
}

const networkError = (cause: unknown) =>
  new ApiError({ status: 0, kind: 'network', message: common.networkError, cause });

export function createApiClient({
  baseUrl,
  tokens,
  onSessionExpired = () => {},
  onTokenRefreshed,
  fetch,
  capabilityMemory,
  refreshLock = crossTabRefreshLock(),
  paths,
}: ApiClientOptions): ApiClient {
  const mappedPaths = pathsByCall(paths);
  const pathOf = (id: EndpointId, def: EndpointDef) => mappedPaths[id] ?? def.path;
  const base = fetch ? wretch(baseUrl).fetchPolyfill(fetch) : wretch(baseUrl);
  // No timeout (docs/product.md §7): the client waits as long as the server does.
  const http = base
    .options({ credentials: 'include' })
    .addon(QueryStringAddon)
    .addon(AbortAddon())
    // Every answer outside 2xx is an ApiError with the server's Japanese text and Retry-After…
    .customError(async (_error, response) =>
      httpError(response.status, await response.text().catch(() => ''), response.headers),
    )
    // …a call its caller aborted is `aborted`, and one that got no answer at all a network error.
    .catcherFallback((error): never => {
      if (error instanceof ApiError) throw error;
      throw error instanceof Error && error.name === 'AbortError' ? abortedError(error) : networkError(error);
    })
    .resolve((chain) => chain.res());

  /** A chunk of the catalog, loaded once; one that cannot be downloaded fails the call as a network error and is tried again by the next. */
  const once = <T>(load: () => Promise<T>) => {
    let loading: Promise<T> | null = null;
    return (): Promise<T> =>
      (loading ??= load().catch((cause: unknown) => {
        loading = null;
        throw networkError(cause);
      }));
  };
  const catalog = once<Catalog>(importCatalog);
  const signInCatalog = once<SignInCatalog>(importSignInCatalog);
  /** Starts loading the whole catalog; the call that needs it reports a failure. */
  const preloadCatalog = () => void catalog().catch(() => undefined);

  function expireSession(): never {
    tokens.clear();
    onSessionExpired();
    throw new ApiError({ status: 401, kind: 'session-expired', message: authText.refreshFailed });
  }

  let refreshInFlight: Promise<string> | null = null;

  /** Refreshes the access token once for every caller that saw a 401 with `staleToken`. */
  function refreshAccessToken(staleToken: string | null): Promise<string> {
    const current = tokens.getAccessToken();
    if (!refreshInFlight) {
      // Another call already refreshed while this one was in flight: just replay.
      if (current && current !== staleToken) return Promise.resolve(current);
      // The session ended while this call was in flight, or before it was sent (a failed
      // refresh, a logout, here or in another tab): it is over for this call too, and whoever
      // ended it has already said so and gone to /login.
      if (!current && (staleToken || !tokens.getRefreshToken()))
        return Promise.reject(new ApiError({ status: 401, kind: 'session-expired', message: authText.refreshFailed }));
    }
    refreshInFlight ??= refreshLock
      .run(async () => {
        // Another tab refreshed while this one waited: its tokens are in the shared storage.
        const current = tokens.getAccessToken();
        if (current && current !== staleToken) return current;
        const refreshToken = tokens.getRefreshToken();
        if (!refreshToken) expireSession();
        try {
          const answer = await call('refresh', { body: { refreshToken } }, { accessToken: null });
          tokens.setAccessToken(answer.token);
          if (answer.refreshToken) tokens.setRefreshToken(answer.refreshToken);
          onTokenRefreshed?.(answer.token);
          return answer.token;
        } catch {
          // Refused because another tab rotated the token meanwhile (no lock held it): use its tokens.
          const rotated = tokens.getRefreshToken();
          const fresh = tokens.getAccessToken();
          if (fresh && fresh !== staleToken && rotated && rotated !== refreshToken) return fresh;
          return expireSession();
        }
      })
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  const capabilities = createCapabilities(
    {
      readDocument: async () => {
        try {
          return (await call('getCapabilities', {})).extensions;
        } catch (error) {
          if (isApiError(error) && (error.kind === 'absent' || ABSENT_STATUSES.includes(error.status))) return null;
          throw error;
        }
      },
      probe: (ext) => {
        const probe = EXTENSIONS[ext].probe!;
        return call(probe.call, { query: probe.query } as never);
      },
    },
    capabilityMemory,
  );

  const absent = async (ext: ExtensionId) => {
    const { endpoints } = await catalog();
    const calls = EXTENSIONS[ext].calls.map((id) => `${endpoints[id].method} ${pathOf(id, endpoints[id])}`).join('、');
    return new ApiError({
      status: 404,
      kind: 'absent',
      message: common.notOffered(EXTENSIONS[ext].name),
      detail: common.offeredWith(calls),
    });
  };

  /** Sends one call and reads its answer with `read` (the console's liberal reading, or the contract's). */
  async function send<K extends EndpointId, R>(
    id: K,
    args: CallArgs<K>,
    options: CallOptions,
    read: (def: EndpointDef, json: unknown) => R,
  ): Promise<R> {
    // A sign-in call needs only its own small chunk; the console's calls follow it, so the whole catalog starts too.
    const signIn = isSignInCall(id);
    if (signIn) preloadCatalog();
    const calls: Record<string, EndpointDef> = signIn
      ? (await signInCatalog()).signInCalls
      : (await catalog()).endpoints;
    const def = calls[id]!;
    const ext = extensionOfCall(id);
    if (ext && capabilities.state(ext) === 'absent') throw await absent(ext);
    const { params, query, body } = args as { params?: Record<string, string>; query?: object; body?: unknown };
    const token = options.accessToken !== undefined ? options.accessToken : tokens.getAccessToken();
    const authenticated = def.access !== 'public';

    // Absent values stay out of the URL. An empty text is a value: a list's view leaves an empty
    // search out of its query itself, as that query is also the cache key.
    let request = http
      .url(buildPath(pathOf(id, def), params))
      .query(contractQuery(id, query), { omitUndefinedOrNullValues: true });
    if (token && authenticated) request = request.auth(`Bearer ${token}`);
    // Another server's CORS may not allow the header: it goes only to a server that reads it.
    if (options.operationId && capabilities.state('auditLog') === 'present')
      request = request.headers({ [OPERATION_ID_HEADER]: options.operationId });
    if (body !== undefined) request = request.json(contractBody(id, body));
    if (options.abort) request = request.signal(options.abort);
    if (authenticated && !options.noRefresh) {
      // wretch's replay: the 401's catcher waits for the shared refresh and sends the same
      // request again with the new token; a 401 on that replay ends the session.
      request = request.catcher(401, async (_error, original) => {
        const fresh = await refreshAccessToken(token);
        return original
          .auth(`Bearer ${fresh}`)
          .catcher(401, () => expireSession())
          .fetch();
      });
    }
    let response: Response;
    try {
      response = await request.fetch(def.method);
    } catch (error) {
      if (ext && isApiError(error) && error.kind === 'http' && ABSENT_STATUSES.includes(error.status)) {
        // Before a 404 says "absent", the capabilities document may say the call is there (no such key, no such licence).
        if (id !== 'getCapabilities') await capabilities.discover();
        if (capabilities.absentAfter(id, error.status)) {
          capabilities.learn(ext, 'absent');
          throw await absent(ext);
        }
      }
      throw error;
    }
    const result = await parse(def, response, read);
    if (ext && capabilities.state(ext) === 'unknown') capabilities.learn(ext, 'present');
    return result;
  }

  const call = <K extends EndpointId>(id: K, args: CallArgs<K>, options: CallOptions = {}) =>
    send(id, args, options, readAnswer) as Promise<CallResult<K>>;
  const callContract = <K extends EndpointId>(id: K, args: CallArgs<K>, options: CallOptions = {}) =>
    send(id, args, options, (def, json) => def.response.parse(json)) as Promise<ContractResult<K>>;

  /** The query as sent: without the list parameters of ours once the server is known not to read them. */
  function contractQuery(id: EndpointId, query: object | undefined): object {
    if (!query || capabilities.state('listQueries') !== 'absent') return query ?? {};
    const ours = new Set(extensionParamsOf(id));
    return Object.fromEntries(Object.entries(query).filter(([key]) => !ours.has(key)));
  }

  /** The body as sent: without the fields of extensions the server is known not to have. */
  function contractBody(id: EndpointId, body: unknown): object {
    const absentFields = extensionFieldsOf(id).filter(([ext]) => capabilities.state(ext) === 'absent');
    if (absentFields.length === 0 || typeof body !== 'object' || body === null) return body as object;
    const dropped = new Set(absentFields.map(([, field]) => field));
    return Object.fromEntries(Object.entries(body).filter(([key]) => !dropped.has(key)));
  }

  return {
    call,
    callContract,
    // The login page's calls, and with a stored session the console's too; the call that needs a chunk reports a failure to load it.
    preload: () => {
      void signInCatalog().catch(() => undefined);
      if (tokens.getAccessToken() !== null) preloadCatalog();
    },
    capabilities,
  };
}

async function parse<R>(def: EndpointDef, res: Response, read: (def: EndpointDef, json: unknown) => R): Promise<R> {
  const invalid = (cause: unknown) =>
    new ApiError({ status: res.status, kind: 'invalid-response', message: common.invalidResponse, cause });
  const text = await res.text().catch((cause: unknown) => Promise.reject(invalid(cause)));
  let json: unknown;
  try {
    json = parseAnswerText(text);
  } catch (cause) {
    // A write's success may come as text or HTML ("Created"): what it says is not needed.
    if (read === readAnswer && isOptionalAnswer(def)) json = {};
    else throw invalid(cause);
  }
  try {
    return read(def, json);
  } catch (cause) {
    throw invalid(cause);
  }
}
