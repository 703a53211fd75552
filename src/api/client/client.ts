// The HTTP client as an instance (docs/adr/0018-api-client-as-an-instance.md): base URL,
// credentials, Bearer token, no timeout, the catalog's schemas, one single-flight refresh. It never
// touches the UI: when the session cannot be saved it calls the handler it was given. Each step of
// a call lives in its own file (steps/); this file only puts them in order.
import type { EndpointDef } from '../catalog/endpoint-def.ts';
import type { CallArgs, CallResult, ContractResult, EndpointId } from '../catalog/endpoints.ts';
import { extensionOfCall } from '../catalog/extensions.ts';
import { readAnswer } from '../reading/read-response.ts';
import { createCatalogChunks } from './catalog-chunks.ts';
import { createClientCapabilities } from './client-capabilities.ts';
import type { ApiClient, ApiClientOptions, CallOptions } from './client-types.ts';
import { crossTabRefreshLock } from './refresh-lock.ts';
import { createSessionRefresh } from './session-refresh.ts';
import { attachAbort } from './steps/abort.ts';
import { parseAnswer, type ReadAnswer } from './steps/answer-parsing.ts';
import { attachBearer, isAuthenticated, tokenToSend } from './steps/bearer-token.ts';
import { contractBody, contractQuery } from './steps/contract-fields.ts';
import { absentError, learnAbsence } from './steps/extension-absence.ts';
import { attachOperationId } from './steps/operation-id.ts';
import { createPathOf, urlOf } from './steps/path-mapping.ts';
import { replayAfterRefresh } from './steps/refresh-replay.ts';
import { createTransport } from './transport.ts';

export type { ApiClient, ApiClientOptions, CallOptions, TokenStore } from './client-types.ts';

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
  const http = createTransport(baseUrl, fetch);
  const chunks = createCatalogChunks();
  const pathOf = createPathOf(paths);
  const session = createSessionRefresh({
    tokens,
    refreshLock,
    onSessionExpired,
    onTokenRefreshed,
    sendRefresh: (refreshToken) => call('refresh', { body: { refreshToken } }, { accessToken: null }),
  });
  const capabilities = createClientCapabilities((id, args, options) => call(id, args, options), capabilityMemory);
  const absent = async (ext: Parameters<typeof absentError>[0]) =>
    absentError(ext, (await chunks.catalog()).endpoints, pathOf);

  /** Sends one call and reads its answer with `read` (the console's liberal reading, or the contract's). */
  async function send<K extends EndpointId, R>(
    id: K,
    args: CallArgs<K>,
    options: CallOptions,
    read: ReadAnswer<R>,
  ): Promise<R> {
    const def: EndpointDef = await chunks.definitionOf(id);
    const ext = extensionOfCall(id);
    if (ext && capabilities.state(ext) === 'absent') throw await absent(ext);
    const { params, query, body } = args as { params?: Record<string, string>; query?: object; body?: unknown };
    const token = tokenToSend(options, tokens);

    // Absent values stay out of the URL. An empty text is a value: a list's view leaves an empty
    // search out of its query itself, as that query is also the cache key.
    let request = http
      .url(urlOf(pathOf, id, def, params))
      .query(contractQuery(id, query, capabilities), { omitUndefinedOrNullValues: true });
    request = attachBearer(request, token, def);
    request = attachOperationId(request, options.operationId, capabilities);
    if (body !== undefined) request = request.json(contractBody(id, body, capabilities));
    request = attachAbort(request, options.abort);
    if (isAuthenticated(def) && !options.noRefresh) request = replayAfterRefresh(request, token, session);

    let response: Response;
    try {
      response = await request.fetch(def.method);
    } catch (error) {
      if (ext && (await learnAbsence(error, id, ext, capabilities))) throw await absent(ext);
      throw error;
    }
    const result = await parseAnswer(def, response, read);
    if (ext && capabilities.state(ext) === 'unknown') capabilities.learn(ext, 'present');
    return result;
  }

  const call = <K extends EndpointId>(id: K, args: CallArgs<K>, options: CallOptions = {}) =>
    send(id, args, options, readAnswer) as Promise<CallResult<K>>;
  const callContract = <K extends EndpointId>(id: K, args: CallArgs<K>, options: CallOptions = {}) =>
    send(id, args, options, (def, json) => def.response.parse(json)) as Promise<ContractResult<K>>;

  return {
    call,
    callContract,
    preload: () => chunks.preload(tokens.getAccessToken() !== null),
    capabilities,
  };
}
