// The page's API client, whose code (zod, the schemas, the reading of answers, the catalog's
// chunks) arrives in a chunk of its own (src/app/runtime-api.ts): the login page evaluates none
// of it before the visitor's first input (docs/adr/0069-the-login-evaluates-no-zod.md).
import type { CallArgs, EndpointId } from '../api/catalog/endpoints.ts';
import { loadOnce } from '../api/client/catalog-chunks.ts';
import type { ApiClient, CallOptions } from '../api/client/client.ts';

export interface LazyApiClient extends ApiClient {
  /** The client, its chunk loaded (once; a failed download is tried again by the next caller). */
  load(): Promise<ApiClient>;
}

/**
 * `load` makes the client; `preloadWhen` says when `preload()` may start it (at once with a
 * stored session, else at the first input). Every call waits for the chunk. `capabilities` is
 * read by the signed-in screens only, which render after a sign-in or verify call loaded it.
 */
export function lazyApiClient(load: () => Promise<ApiClient>, preloadWhen: (start: () => void) => void): LazyApiClient {
  let client: ApiClient | null = null;
  const get = loadOnce(async () => (client = await load()));
  return {
    load: get,
    call: async <K extends EndpointId>(id: K, args: CallArgs<K>, options?: CallOptions) =>
      (await get()).call(id, args, options),
    callContract: async <K extends EndpointId>(id: K, args: CallArgs<K>, options?: CallOptions) =>
      (await get()).callContract(id, args, options),
    preload: () =>
      preloadWhen(() =>
        get().then(
          (loaded) => loaded.preload(),
          // The call that needs the chunk reports a failure to download it.
          () => undefined,
        ),
      ),
    get capabilities() {
      if (!client) throw new Error('the API client is read before its chunk loaded (src/app/lazy-api.ts)');
      return client.capabilities;
    },
  };
}
