// What the page runs for its whole life, made once by the composition root (main.tsx; the
// tests make one per test): the API client and the long-lived actors, wired to each other.
// The client reports a session it could not save to the shell; the shell's machines call the
// API through the client, on the base URL of the runtime configuration (config.json).
import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '../api/client/client.ts';
import { createQueryClient } from '../api/client/query-client.ts';
import { clearCapabilityMemories, sharedCapabilityMemory } from '../api/catalog/capability-memory.ts';
import type { HelperPaths } from '../api/catalog/helper-calls.ts';
import { tokenStorage } from '../api/client/token-storage.ts';
import { startShellActors, type ShellOptions, type ShellRuntime } from './shell-actors.ts';

export interface AppRuntime extends ShellRuntime {
  api: ApiClient;
  /** The screens' query cache: what the page holds of the user, forgotten when the session ends. */
  queryClient: QueryClient;
}

export interface AppRuntimeOptions extends ShellOptions {
  apiBaseUrl: string;
  /** config.json's paths for the contract's helper calls. */
  paths?: HelperPaths;
}

export function startAppRuntime({ apiBaseUrl, paths, ...options }: AppRuntimeOptions): AppRuntime {
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    tokens: tokenStorage,
    capabilityMemory: sharedCapabilityMemory(apiBaseUrl),
    paths,
    // Read when a call answers, by which time the shell below exists.
    onSessionExpired: () => shell.sessionExpired(),
  });
  const queryClient = createQueryClient();
  // Cancels what is in flight too, so no answer of the last user lands in the next one's cache.
  const shell = startShellActors(api, {
    // What the user's session taught the page: the cached answers, and what the server
    // offered this user (an extension refused to a USER is not absent for the next admin).
    forgetPageMemory: () => {
      queryClient.clear();
      clearCapabilityMemories();
    },
    ...options,
  });
  return { ...shell, api, queryClient };
}
