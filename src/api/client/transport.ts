// The wire: base URL, cookies, query strings, abort, and every failure turned into an ApiError.
// No timeout (docs/product.md §7): the client waits as long as the server does.
import wretch from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import AbortAddon from 'wretch/addons/abort';
import { abortedError, ApiError, networkError } from './errors.ts';
import { httpError } from './error-reasons.ts';

export function createTransport(baseUrl: string, fetch?: (url: string, init: RequestInit) => Promise<Response>) {
  const base = fetch ? wretch(baseUrl).fetchPolyfill(fetch) : wretch(baseUrl);
  return (
    base
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
      .resolve((chain) => chain.res())
  );
}

/** One request on its way: the transport with a URL, headers, body and catchers added by the steps. */
export type HttpRequest = ReturnType<typeof createTransport>;
