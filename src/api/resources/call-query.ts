// A call's query options: its key and its fetcher take the same arguments, so one pairing serves
// every resource whose query is "this key, this call" (the hooks add `enabled` or `select`).
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';

export const callQuery =
  <A extends unknown[], K extends QueryKey, T>(
    key: (...args: A) => K,
    fetch: (api: ApiClient, ...args: A) => Promise<T>,
  ) =>
  (api: ApiClient, ...args: A) =>
    queryOptions({ queryKey: key(...args), queryFn: () => fetch(api, ...args) });
