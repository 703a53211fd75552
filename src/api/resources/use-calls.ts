// A set of calls a screen runs outside one query (the imports' reading, quota and rows), made once
// per API client and query cache: each resource says what its calls are, this one hook makes them.
import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../client/api-context.tsx';
import type { ApiClient } from '../client/client.ts';

export type CallsOf<T> = (api: ApiClient, queryClient: QueryClient) => T;

export function useCalls<T>(calls: CallsOf<T>): T {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => calls(api, queryClient), [calls, api, queryClient]);
}
