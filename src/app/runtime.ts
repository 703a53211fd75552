// What the page runs for its whole life, made once by the composition root (main.tsx; the
// tests make one per test): the API client and the long-lived actors, wired to each other.
// The client reports a session it could not save to the shell; the shell's machines call the
// API through the client, on the base URL of the runtime configuration (config.json). The
// client's code is a chunk of its own, loaded when first needed (docs/adr/0069-the-login-evaluates-no-zod.md).
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/client/query-client.ts';
import { clearCapabilityMemories } from '../api/catalog/capability-memory.ts';
import { forgetFormattedDates } from '../shared/formatted-dates.ts';
import type { HelperPaths } from '../api/catalog/helper-calls.ts';
import type { AuthUser } from '../api/schemas/accounts/auth-user.ts';
import { tokenStorage } from '../api/client/token-storage.ts';
import { afterFirstInput } from './first-input.ts';
import { lazyApiClient, type LazyApiClient } from './lazy-api.ts';
import { startShellActors, type ShellOptions, type ShellRuntime } from './shell-actors.ts';

export interface AppRuntime extends ShellRuntime {
  api: LazyApiClient;
  /** The screens' query cache: what the page holds of the user, forgotten when the session ends. */
  queryClient: QueryClient;
}

export interface AppRuntimeOptions extends ShellOptions {
  apiBaseUrl: string;
  /** config.json's paths for the contract's helper calls. */
  paths?: HelperPaths;
  /** The user the last session stored (`readStoredUser`, read with the API's chunk), or null. */
  storedUser: AuthUser | null;
}

/** The API's chunk: the stored user is read with it (main.tsx) before the runtime starts. */
export const importRuntimeApi = () => import('./runtime-api.ts');

/** With a stored session the client's chunk starts at once; on the login page, at the first input. */
function preloadWhen(start: () => void): void {
  if (tokenStorage.getAccessToken() !== null) start();
  else afterFirstInput(start);
}

export function startAppRuntime({ apiBaseUrl, paths, storedUser, ...options }: AppRuntimeOptions): AppRuntime {
  const api = lazyApiClient(async () => {
    const { createRuntimeApi } = await importRuntimeApi();
    // Read when a call answers, by which time the shell below exists.
    return createRuntimeApi({ apiBaseUrl, paths, onSessionExpired: () => shell.sessionExpired() });
  }, preloadWhen);
  const queryClient = createQueryClient();
  // Cancels what is in flight too, so no answer of the last user lands in the next one's cache.
  const shell = startShellActors(api, {
    // What the user's session taught the page: the cached answers, their times as formatted, and
    // what the server offered this user (an extension refused to a USER is not absent for the next admin).
    forgetPageMemory: () => {
      queryClient.clear();
      forgetFormattedDates();
      clearCapabilityMemories();
    },
    storedUser,
    ...options,
  });
  return { ...shell, api, queryClient };
}
