// Calls bound to the app's API client and query cache, for a screen that runs them itself (the
// imports): one object while the client and the cache stay the same.
import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../client/api-context.tsx';
import type { ApiClient } from '../client/client.ts';

/** `build` is a module's function (the same on every render), so the calls change only with the client or cache. */
export function useClientCalls<T>(build: (api: ApiClient, queryClient: QueryClient) => T): T {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => build(api, queryClient), [build, api, queryClient]);
}
