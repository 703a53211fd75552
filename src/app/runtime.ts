// What the page runs for its whole life, made once by the composition root (main.tsx; the
// tests make one per test): the API client and the long-lived actors, wired to each other.
// The client reports a session it could not save to the shell; the shell's machines call the
// API through the client, on the base URL of the runtime configuration (config.json).
import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { createQueryClient } from '../api/query-client.ts';
import { sessionCapabilityMemory } from '../api/capability-memory.ts';
import { tokenStorage } from '../api/token-storage.ts';
import { startShellActors, type ShellOptions, type ShellRuntime } from './shell-actors.ts';

export interface AppRuntime extends ShellRuntime {
  api: ApiClient;
  /** The screens' query cache: what the page holds of the user, forgotten when the session ends. */
  queryClient: QueryClient;
}

export interface AppRuntimeOptions extends ShellOptions {
  apiBaseUrl: string;
}

export function startAppRuntime({ apiBaseUrl, ...options }: AppRuntimeOptions): AppRuntime {
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    tokens: tokenStorage,
    capabilityMemory: sessionCapabilityMemory(apiBaseUrl),
    // Read when a call answers, by which time the shell below exists.
    onSessionExpired: () => shell.sessionExpired(),
  });
  const queryClient = createQueryClient();
  // Cancels what is in flight too, so no answer of the last user lands in the next one's cache.
  const shell = startShellActors(api, { forgetPageMemory: () => queryClient.clear(), ...options });
  return { ...shell, api, queryClient };
}
