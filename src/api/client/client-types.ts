// What the HTTP client offers and what it is built from (client.ts composes it).
import type { CallArgs, CallResult, ContractResult, EndpointId } from '../catalog/endpoints.ts';
import type { Capabilities, CapabilityMemory } from '../catalog/capabilities.ts';
import type { HelperPaths } from '../catalog/helper-calls.ts';
import type { RefreshLock } from './refresh-lock.ts';
import type { TokenStorage } from './token-storage.ts';

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

/** The client's own `call`, as the steps that call back through it (refresh, discovery) see it. */
export type CallFn = ApiClient['call'];
