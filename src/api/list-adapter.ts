// What a server-paged list needs of its resource, in one place per resource (licences.ts,
// devices.ts, users.ts): a view's page as query options and the invalidation every change of
// the resource needs; for a list with bulk actions and CSV export also a page of a view's
// filters at any size and one item's action. The single-action hooks and the bulk run share
// that invalidation, so a batch refreshes exactly what one action does.
import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';
import { LIST_FETCH_CONCURRENCY, MAX_LIST_PAGE_SIZE } from '../shared/constants.ts';
import { runPool } from '../shared/run-pool.ts';

export interface PageResult<T> {
  items: T[];
  total: number;
}

export interface ListAdapter<Query, Options> {
  /** A view's page (its filters, order and paging) as TanStack Query options. */
  pageQuery: (query: Query) => Options;
  /** What every change of this resource invalidates (the single-action hooks call the same). */
  invalidate: () => Promise<unknown>;
}

/** A list with bulk actions and "everything matching" (the CSV export, the bulk selection). */
export interface BulkListAdapter<Query, Options, Row, Action extends string> extends ListAdapter<Query, Options> {
  /** A page of the rows matching a view's filters and order, at any size. */
  fetchPage: (filters: Query, page: number, pageSize: number) => Promise<PageResult<Row>>;
  /** One item's action (an API call), an item of the bulk run `operationId`. */
  runItem: (action: Action, id: string, operationId: string) => Promise<unknown>;
}

/** The same client, each call of it an item of the bulk run `operationId` (the audit log groups them). */
export function inOperation(api: ApiClient, operationId: string): ApiClient {
  return { ...api, call: (id, args, options) => api.call(id, args, { ...options, operationId }) };
}

/**
 * A view's page as query options: its list key and call, the previous page kept on screen until
 * the next one arrives (paging, filtering, sorting); `more` adds a list's own options.
 */
export const pageQueryOptions =
  <Query, Answer>(keys: { list: (query: Query) => readonly unknown[] }, list: (api: ApiClient, query: Query) => Promise<Answer>, more: { refetchInterval?: number; refetchOnMount?: 'always' } = {}) =>
  (api: ApiClient, query: Query) =>
    queryOptions({ queryKey: keys.list(query), queryFn: () => list(api, query), placeholderData: keepPreviousData, ...more });

/** A page of a view's filters at any size: the resource's list call, and where the rows stand in its answer. */
export const pageFetcher =
  <Query, Answer extends { total: number }, Row>(api: ApiClient, list: (api: ApiClient, query: Query) => Promise<Answer>, rowsOf: (answer: Answer) => Row[]) =>
  async (filters: Query, page: number, pageSize: number): Promise<PageResult<Row>> => {
    const answer = await list(api, { ...filters, page, pageSize });
    return { items: rowsOf(answer), total: answer.total };
  };

/** A bulk list's adapter from its resource's calls: the list, its page's query options, one fetcher per item action, and what a change invalidates. */
export function bulkListAdapter<Query, Options, Answer extends { total: number }, Row, Action extends string>(resource: {
  pageQuery: (api: ApiClient, query: Query) => Options;
  list: (api: ApiClient, query: Query) => Promise<Answer>;
  rowsOf: (answer: Answer) => Row[];
  actions: Record<Action, (api: ApiClient, id: string) => Promise<unknown>>;
  invalidate: (queryClient: QueryClient) => Promise<unknown>;
}) {
  return (api: ApiClient, queryClient: QueryClient): BulkListAdapter<Query, Options, Row, Action> => ({
    pageQuery: (query) => resource.pageQuery(api, query),
    fetchPage: pageFetcher(api, resource.list, resource.rowsOf),
    runItem: (action, id, operationId) => resource.actions[action](inOperation(api, operationId), id),
    invalidate: () => resource.invalidate(queryClient),
  });
}

/**
 * A change of a resource on the app's client, invalidating what every change of it does (the bulk
 * run calls the same `invalidate`); `invalidate` may also put the answer in the cache first.
 */
export function useResourceMutation<V, R>(
  fetcher: (api: ApiClient, variables: V) => Promise<R>,
  invalidate: (queryClient: QueryClient, result: R, variables: V) => Promise<unknown>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (variables: V) => fetcher(api, variables), onSuccess: (result, variables) => invalidate(queryClient, result, variables) });
}

/** One resource's adapter on the app's client and query cache; `make` is a module constant. */
export function useListAdapter<Adapter extends ListAdapter<never, unknown>>(make: (api: ApiClient, queryClient: QueryClient) => Adapter): Adapter {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => make(api, queryClient), [make, api, queryClient]);
}

/**
 * Every row matching a view, read in pages of the largest size, a few at once: the CSV export
 * and "select everything matching" need all of them, not the visible page.
 */
export async function fetchAllPages<Q, T>(
  fetchPage: (filters: Q, page: number, pageSize: number) => Promise<PageResult<T>>,
  filters: Q,
  onProgress?: (done: number, total: number) => void,
): Promise<T[]> {
  const first = await fetchPage(filters, 1, MAX_LIST_PAGE_SIZE);
  const pages = Math.ceil(first.total / MAX_LIST_PAGE_SIZE);
  let done = first.items.length;
  onProgress?.(done, first.total);
  const rest = await runPool(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
    LIST_FETCH_CONCURRENCY,
    async (page) => {
      const res = await fetchPage(filters, page, MAX_LIST_PAGE_SIZE);
      done += res.items.length;
      onProgress?.(done, first.total);
      return res.items;
    },
  );
  return [first.items, ...rest].flat();
}
