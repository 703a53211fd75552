// The API client in the tests. Every client is made for one test or one call, never kept across
// tests: `testApiClient` gives a test its own (its refresh, its hooks), `callApi` is a test's
// own call to arrange or check the mock's data, through a fresh client each time.
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../src/api/client/client.ts';
import { API_BASE_URL } from '../../src/api/client/config.ts';
import { tokenStorage } from '../../src/api/client/token-storage.ts';

/** A client of the msw/node mock (jsdom's origin, vitest.config.ts) with the stored tokens. */
export function testApiClient(hooks: Pick<ApiClientOptions, 'onSessionExpired' | 'onTokenRefreshed'> = {}): ApiClient {
  return createApiClient({ baseUrl: API_BASE_URL, tokens: tokenStorage, ...hooks });
}

/** One call through a client of its own, its answer held to the contract (what the mock must send): nothing of it outlives the call but the stored tokens. */
export const callApi: ApiClient['callContract'] = (id, args, options) =>
  testApiClient().callContract(id, args, options);
