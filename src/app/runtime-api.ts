// The API's chunk of the start-up (docs/adr/0069-the-login-evaluates-no-zod.md): zod and every
// schema, the HTTP client, the stored user's reading. Loaded by the first call, the first input
// on the login page, or at once with a stored session (src/app/runtime.ts).
import './zod-jitless.ts'; // first: before any schema is built (no eval under the CSP)
import { createApiClient, type ApiClient } from '../api/client/client.ts';
import { sharedCapabilityMemory } from '../api/catalog/capability-memory.ts';
import type { HelperPaths } from '../api/catalog/helper-calls.ts';
import { tokenStorage } from '../api/client/token-storage.ts';

export { readStoredUser } from '../api/client/stored-user.ts';

export interface RuntimeApiOptions {
  apiBaseUrl: string;
  /** config.json's paths for the contract's helper calls. */
  paths?: HelperPaths;
  onSessionExpired: () => void;
}

export function createRuntimeApi({ apiBaseUrl, paths, onSessionExpired }: RuntimeApiOptions): ApiClient {
  return createApiClient({
    baseUrl: apiBaseUrl,
    tokens: tokenStorage,
    capabilityMemory: sharedCapabilityMemory(apiBaseUrl),
    paths,
    onSessionExpired,
  });
}
