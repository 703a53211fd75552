// What a list screen needs of its resource (declared in licenses.ts, devices.ts, users.ts, audit.ts):
// a view's page as query options, a page at any size (CSV export, bulk runs), one item's action, what
// a change invalidates; paged here if the server does not (docs/adr/0054-lists-paged-in-the-browser-when-the-server-does-not-page.md).
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../client/api-context.tsx';
import type { ApiClient, CallOptions } from '../client/client.ts';
import type { EndpointId, Endpoints } from '../catalog/endpoints.ts';
import type { LocalList } from '../reading/local-list.ts';
import { LIST_FETCH_CONCURRENCY, MAX_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import type { PageQuery } from '../../shared/list-view.ts';
import { runPool } from '../../shared/run-pool.ts';

/** One page of a view, however it was paged. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** Paged here from every row the server sent (it did not page). */
  local: boolean;
  /** Filter parameters the rows carry no data for: the screen hides them. */
  hiddenFilters: readonly string[];
  /** Rows of the answer that lacked an essential field (left out). */
  skippedRows: number;
}

/** A list call's answer as a list reads it. */
export interface ListAnswer<Row> {
  rows: Row[];
  total: number | null;
  skippedRows: number;
}

/** The catalog's list calls that take a query, and the field of their answer that holds the rows. */
type ListCall = { [K in EndpointId]: Endpoints[K] extends { list: string; query: unknown } ? K : never }[EndpointId];
type RowsField<K extends ListCall> = Endpoints[K] extends { list: infer L extends string } ? L : never;

/** A resource's list: its call, keys, and what a view means when the console pages it itself. */
export interface ListSource<Row, Query extends PageQuery, K extends ListCall = ListCall> {
  call: K;
  /** The answer's field that holds the rows (the catalog's `list`). */
  rows: RowsField<K>;
  keys: { lists: () => readonly unknown[]; list: (query: Query) => readonly unknown[] };
  /** Absent: the list is always paged by the server (an extension of ours, the audit log). */
  local?: LocalList<Row, Query>;
  /** The contract pages it (the user list): without our list parameters it still asks for pages. */
  contractPages?: boolean;
  /** How long every row read at once is shown before it is read again behind it (the device list's refresh); forever by default. */
  freshMs?: number;
  /** Options of a view's page beyond the shared ones (the device list's own refresh, the audit log's read on every visit). */
  pageOptions?: { refetchInterval?: number; refetchOnMount?: 'always' };
}

export interface ListAdapter<Query, Row, Action extends string = never> {
  /** The query keys of every view of the list (the fetching bar and the refresh button follow them). */
  listsKey: readonly unknown[];
  /** A view's page (its filters, order and paging) as TanStack Query options. */
  pageQuery: (query: Query) => ReturnType<typeof listPageQueryOptions<Row, Query & PageQuery>>;
  /** A page of the rows matching a view's filters and order, at any size. */
  fetchPage: (filters: Query, page: number, pageSize: number) => Promise<ListPage<Row>>;
  /** What every change of this resource invalidates (the single-action hooks call the same). */
  invalidate: () => Promise<unknown>;
  /** The next page read goes to the server again, also for a list paged here (a refresh button). */
  reload: () => Promise<void>;
  /** One item's action (an API call), an item of the bulk run `operationId`. */
  runItem: (action: Action, id: string, operationId: string) => Promise<unknown>;
}

/** A list's adapter for a client and its query cache: the same object for the same pair. */
export type ListAdapterOf<Query, Row, Action extends string = never> = (
  api: ApiClient,
  queryClient: QueryClient,
) => ListAdapter<Query, Row, Action>;

/** The parameters of a view besides its page, order and search: it asked the server to filter. */
function filtersOf(query: PageQuery): boolean {
  const {
    page: _p,
    pageSize: _s,
    sortField: _f,
    sortOrder: _o,
    ...rest
  } = query as PageQuery & { sortField?: unknown };
  return Object.values(rest).some((v) => v !== undefined && v !== null && v !== '');
}

/** A view's rows from the server, wherever its answer put them. */
async function readAnswer<Row, Query extends PageQuery>(
  api: ApiClient,
  source: ListSource<Row, Query>,
  query: Query,
): Promise<ListAnswer<Row>> {
  const answer = (await api.call(source.call, { query } as never)) as unknown as Record<string, unknown> & {
    total: number | null;
    skippedRows: number;
  };
  return { rows: answer[source.rows] as Row[], total: answer.total, skippedRows: answer.skippedRows };
}

/** The query of every row a server sent at once (under the list's keys: every change of the resource invalidates it). */
const everyRowKeyOf = (source: ListSource<unknown, never>) => [...source.keys.lists(), 'every-row'];

/**
 * Every row, read once and kept: a change of the resource (an invalidation) reads it again
 * before the next page is shown; rows older than `freshMs` are shown as they are and read
 * again behind them, the pages following when the new rows arrive.
 */
function everyRowReader<Row, Query extends PageQuery>(
  api: ApiClient,
  queryClient: QueryClient,
  source: ListSource<Row, Query>,
) {
  const queryKey = everyRowKeyOf(source as ListSource<unknown, never>);
  const read = () =>
    queryClient.fetchQuery({
      queryKey,
      queryFn: () => readAnswer(api, source, {} as Query),
      staleTime: 0,
      gcTime: Infinity,
    });
  const refreshBehind = () => {
    if (queryClient.isFetching({ queryKey, exact: true }) > 0) return;
    void read().then(
      () =>
        queryClient.invalidateQueries({
          queryKey: source.keys.lists(),
          predicate: (query) => query.queryKey.at(-1) !== 'every-row',
        }),
      () => undefined,
    );
  };
  return {
    queryKey,
    async rows(): Promise<ListAnswer<Row>> {
      const state = queryClient.getQueryState<ListAnswer<Row>>(queryKey);
      if (state?.data === undefined || state.isInvalidated) return read();
      if (source.freshMs !== undefined && Date.now() - state.dataUpdatedAt >= source.freshMs) refreshBehind();
      return state.data;
    },
  };
}

/** One page of a view: from the server when it pages, else from every row it sent, read once. */
export async function readListPage<Row, Query extends PageQuery>(
  api: ApiClient,
  queryClient: QueryClient,
  source: ListSource<Row, Query>,
  query: Query,
): Promise<ListPage<Row>> {
  const capabilities = api.capabilities;
  await capabilities.discover();
  const everyRow = everyRowReader(api, queryClient, source);
  const fromEveryRow = (answer: ListAnswer<Row>): ListPage<Row> => ({
    ...source.local!.view(answer.rows, query),
    local: true,
    skippedRows: answer.skippedRows,
  });
  const ours = !source.contractPages;
  if (
    source.local &&
    (capabilities.pagesItself(source.call) || (ours && capabilities.state('listQueries') === 'absent'))
  )
    return fromEveryRow(await everyRow.rows());

  const answer = await readAnswer(api, source, query);
  const paged = answer.total !== null && (query.pageSize === undefined || answer.rows.length <= query.pageSize);
  if (paged || !source.local) {
    if (ours && capabilities.state('listQueries') === 'unknown') capabilities.learn('listQueries', 'present');
    return {
      rows: answer.rows,
      total: answer.total ?? answer.rows.length,
      local: false,
      hiddenFilters: [],
      skippedRows: answer.skippedRows,
    };
  }
  // The server sent every row: from now on this list is paged here, from one read.
  capabilities.markPagesItself(source.call);
  if (ours && capabilities.state('listQueries') === 'unknown') capabilities.learn('listQueries', 'absent');
  // Rows a server filtered by parameters it does read are not every row: read them all.
  if (filtersOf(query)) return fromEveryRow(await everyRow.rows());
  queryClient.setQueryData(everyRow.queryKey, answer);
  return fromEveryRow(answer);
}

/** A view's page as query options: its list key and read, the previous page kept on screen until the next one arrives. */
export function listPageQueryOptions<Row, Query extends PageQuery>(
  api: ApiClient,
  queryClient: QueryClient,
  source: ListSource<Row, Query>,
  query: Query,
) {
  return queryOptions({
    queryKey: source.keys.list(query),
    queryFn: () => readListPage(api, queryClient, source, query),
    placeholderData: keepPreviousData,
    ...source.pageOptions,
  });
}

/** The same client, each call of it an item of the bulk run `operationId` (the audit log groups them). */
export function inOperation(api: ApiClient, operationId: string): ApiClient {
  return { ...api, call: (id, args, options) => api.call(id, args, { ...options, operationId }) };
}

/**
 * A list's adapter from its source, what a change invalidates and its item actions (a bulk
 * list's), made once per client and query cache: its functions never change, so nothing that
 * holds them needs memoising.
 */
export function listAdapter<Row, Query extends PageQuery, Action extends string = never>(
  source: ListSource<Row, Query>,
  invalidate: (queryClient: QueryClient) => Promise<unknown>,
  actions: Record<Action, (api: ApiClient, id: string) => Promise<unknown>> = {} as Record<Action, never>,
): ListAdapterOf<Query, Row, Action> {
  const made = new WeakMap<ApiClient, WeakMap<QueryClient, ListAdapter<Query, Row, Action>>>();
  const make = (api: ApiClient, queryClient: QueryClient): ListAdapter<Query, Row, Action> => ({
    listsKey: source.keys.lists(),
    pageQuery: (query) => listPageQueryOptions(api, queryClient, source, query),
    fetchPage: (filters, page, pageSize) => readListPage(api, queryClient, source, { ...filters, page, pageSize }),
    invalidate: () => invalidate(queryClient),
    reload: () =>
      queryClient.invalidateQueries({
        queryKey: everyRowKeyOf(source as ListSource<unknown, never>),
        exact: true,
        refetchType: 'none',
      }),
    runItem: (action, id, operationId) => actions[action](inOperation(api, operationId), id),
  });
  return (api, queryClient) => {
    const perCache = made.get(api) ?? new WeakMap();
    made.set(api, perCache);
    const adapter = perCache.get(queryClient) ?? make(api, queryClient);
    perCache.set(queryClient, adapter);
    return adapter;
  };
}

/** A list's adapter on the app's client and query cache. */
export const useListAdapter = <Query, Row, Action extends string>(adapter: ListAdapterOf<Query, Row, Action>) =>
  adapter(useApi(), useQueryClient());

/** Puts any list's adapter on the app's client and query cache, outside its screen. */
export type AdapterBinding = <Query, Row, Action extends string>(
  adapter: ListAdapterOf<Query, Row, Action>,
) => ListAdapter<Query, Row, Action>;

/** The binding of the app's client and query cache: a list read ahead before its screen is there. */
export function useAdapterBinding(): AdapterBinding {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback<AdapterBinding>((adapter) => adapter(api, queryClient), [api, queryClient]);
}

/**
 * A change of a resource on the app's client, invalidating what every change of it does (the bulk
 * run calls the same `invalidate`); `invalidate` may also put the answer in the cache first.
 * `sendWith` is the same change with the options of its call (the controller that cancels a save):
 * the form that sends it shows its pending state itself.
 */
export function useResourceMutation<V, R>(
  fetcher: (api: ApiClient, variables: V, call?: CallOptions) => Promise<R>,
  invalidate: (queryClient: QueryClient, result: R, variables: V) => Promise<unknown>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (variables: V) => fetcher(api, variables),
    onSuccess: (result, variables) => invalidate(queryClient, result, variables),
  });
  const sendWith = async (variables: V, call: CallOptions): Promise<R> => {
    const result = await fetcher(api, variables, call);
    await invalidate(queryClient, result, variables);
    return result;
  };
  return { ...mutation, sendWith };
}

/**
 * Every row matching a view, read in pages of the largest size, a few at once: the CSV export
 * and "select everything matching" need all of them, not the visible page.
 */
export async function fetchAllPages<Q, T>(
  fetchPage: (filters: Q, page: number, pageSize: number) => Promise<ListPage<T>>,
  filters: Q,
  onProgress?: (done: number, total: number) => void,
): Promise<T[]> {
  const first = await fetchPage(filters, 1, MAX_LIST_PAGE_SIZE);
  const pages = Math.ceil(first.total / MAX_LIST_PAGE_SIZE);
  let done = first.rows.length;
  onProgress?.(done, first.total);
  const rest = await runPool(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
    LIST_FETCH_CONCURRENCY,
    async (page) => {
      const res = await fetchPage(filters, page, MAX_LIST_PAGE_SIZE);
      done += res.rows.length;
      onProgress?.(done, first.total);
      return res.rows;
    },
  );
  return [first.rows, ...rest].flat();
}
