// The state of a list paged, sorted, searched and filtered on the server (licences, devices,
// users), kept in the URL: a link opens the same view, a reload keeps it, and back and
// forward step through the pages, orders and filters the user chose (the search box only
// replaces the current entry: one entry per word typed would bury the rest).
//
// Each list describes its URL with a zod schema built by `listParamsSchema`; anything
// unknown or malformed in a URL falls back to its default (`.catch`), and defaults are
// left out of the URL so links stay short.
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import * as z from 'zod';
import { DEFAULT_LIST_PAGE_SIZE, LIMITS, LIST_PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import type { SortOrder } from '../../ui/table/list-table.tsx';
import { afterNextPaint } from './after-paint.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** An optional filter in the URL: one of `values`, else none. */
export const optionalEnum = <const V extends readonly [string, ...string[]]>(values: V) => z.enum(values).optional().catch(undefined);
/** An optional free value (an id) in the URL. */
export const optionalText = () => z.string().min(1).max(LIMITS.searchMax).optional().catch(undefined);
/** An optional whole number from a fixed set (e.g. hours). */
export const optionalChoice = (values: readonly number[]) =>
  z.coerce
    .number<string | number>()
    .refine((n) => values.includes(n))
    .optional()
    .catch(undefined);

/** page, size, q (search), sort, order, plus the list's own filters. */
export function listParamsSchema<const F extends readonly [string, ...string[]], Shape extends z.ZodRawShape>(
  sortFields: F,
  filters: Shape,
  { pageSizes = LIST_PAGE_SIZE_OPTIONS, defaultPageSize = DEFAULT_LIST_PAGE_SIZE }: { pageSizes?: readonly number[]; defaultPageSize?: number } = {},
) {
  return z.object({
    page: z.coerce.number<string | number>().int().min(1).catch(1),
    size: z.coerce
      .number<string | number>()
      .refine((n) => pageSizes.includes(n))
      .catch(defaultPageSize),
    q: z.string().max(LIMITS.searchMax).catch(''),
    sort: z.enum(sortFields).optional().catch(undefined),
    order: z.enum(['asc', 'desc']).catch('asc'),
    ...filters,
  });
}

/** A link to a list opened on the given filters (other screens' links into a list: the dashboard's charts). */
export function listHref(path: string, filters: Record<string, string | number | undefined>): string {
  const search = toSearchParams(filters, {}).toString();
  return search ? `${path}?${search}` : path;
}

/** A view's search and order as every list's server query names them. */
export const searchAndOrder = <F extends string>(p: { q: string; sort?: F | undefined; order: 'asc' | 'desc' }) => ({
  search: p.q || undefined,
  sortField: p.sort,
  sortOrder: p.sort ? p.order : undefined,
});

/** A view's page as every list's server query names it. */
export const pageOf = (p: { page: number; size: number }) => ({ page: p.page, pageSize: p.size });

/** What every list's view has (listParamsSchema), besides its own filters. */
export interface ListViewParams {
  page: number;
  size: number;
  q: string;
  sort?: string | undefined;
  order: 'asc' | 'desc';
}

function toSearchParams(values: Record<string, unknown>, defaults: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    // The order means nothing without a sort column.
    if (key === 'order' && !values.sort) continue;
    out.set(key, String(value));
  }
  return out;
}

/** The URL's query without the page: what a change of filters, order or size changes. */
function withoutPage(query: string): string {
  const rest = new URLSearchParams(query);
  rest.delete('page');
  return rest.toString();
}

/**
 * The view in the URL and stable setters for it: every function returned keeps its identity
 * for the screen's life (the setters merge into the URL as it is when they run, through
 * wouter's functional setter; the previews read the view shown when they run). The returned
 * object changes only with the view or the search box, so memoised children (filters,
 * paginator, rows) skip the screen's other renders. `prefetch` reads a view ahead (its first
 * page) when the user is about to choose it: a filter's dropdown opened, a sort header pointed
 * at or focused; stable (usePagedList's is).
 */
export function useServerList<P extends ListViewParams, F extends string = NonNullable<P['sort']>>(
  schema: z.ZodType<P, unknown>,
  { prefetch }: { prefetch?: (params: P) => void } = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Parsed once per URL (the screen renders far more often than its URL changes).
  const query = searchParams.toString();
  const params = useMemo(() => schema.parse(Object.fromEntries(new URLSearchParams(query))), [schema, query]);
  const defaults = useMemo(() => schema.parse({}) as Record<string, unknown>, [schema]);

  const update = useCallback(
    (next: Partial<P>, { replace = false } = {}) =>
      setSearchParams((current) => toSearchParams({ ...schema.parse(Object.fromEntries(current)), ...next }, defaults), { replace }),
    [setSearchParams, schema, defaults],
  );

  // The view's first page: what a preview starts from (the page alone changes nothing here).
  const viewQuery = withoutPage(query);
  const firstPage = useMemo(() => schema.parse(Object.fromEntries(new URLSearchParams(viewQuery))), [schema, viewQuery]);
  // A preview reads the view shown when it runs, so its identity never changes and the
  // filters (a PrimeReact Dropdown each) skip the renders of a sort or of another filter.
  const shownFirstPage = useRef(firstPage);
  useLayoutEffect(() => {
    shownFirstPage.current = firstPage;
  }, [firstPage]);
  const preview = useCallback((next: Partial<P>) => prefetch?.({ ...shownFirstPage.current, ...next, page: 1 }), [prefetch]);

  // The box follows the keyboard; the URL follows the box after a pause. A URL changed
  // from outside (back, forward, a link) puts its text back in the box.
  const [searchInput, setSearchInput] = useState(params.q);
  const [seenQ, setSeenQ] = useState(params.q);
  if (seenQ !== params.q) {
    setSeenQ(params.q);
    if (searchInput.trim() !== params.q) setSearchInput(params.q);
  }
  const debounced = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  // Only a new debounced value moves the URL; the URL changing alone must not.
  const onSearchSettled = useEffectEvent((q: string) => {
    if (q !== params.q) update({ q, page: 1 } as Partial<P>, { replace: true });
  });
  useEffect(() => onSearchSettled(debounced), [debounced]);

  const setFilters = useCallback((next: Partial<P>) => update({ ...next, page: 1 } as Partial<P>), [update]);
  const toPage = useCallback((page: number) => update({ page } as Partial<P>), [update]);
  const onPage = useCallback((first: number, size: number) => update({ page: Math.floor(first / size) + 1, size } as Partial<P>), [update]);
  const onSort = useCallback((field: F | undefined, order: SortOrder) => update(sortedBy(field, order)), [update]);
  const onSortPreview = useCallback((field: F | undefined, order: SortOrder) => preview(sortedBy(field, order)), [preview]);

  const table = useMemo(
    () => ({
      first: (params.page - 1) * params.size,
      pageSize: params.size,
      sortField: params.sort as F | undefined,
      sortOrder: (params.sort ? (params.order === 'desc' ? -1 : 1) : 0) as SortOrder,
      onPage,
      onSort,
      onSortPreview,
    }),
    [params, onPage, onSort, onSortPreview],
  );
  const search = useMemo(() => ({ value: searchInput, onChange: setSearchInput }), [searchInput]);

  return useMemo(
    () => ({
      params,
      /** The view on its first page: changes with the filters, search, order or size, not the page. */
      firstPage,
      /** Sets filters (and anything else); any change of view starts again on page one. */
      setFilters,
      /** Reads ahead the view these filters would show (see `prefetch`). */
      previewFilters: preview,
      /** Goes to a page of this view (for useListPageUpkeep). */
      toPage,
      /** Spread onto a ListTable. */
      table,
      /** Bound to the search box. */
      search,
    }),
    [params, firstPage, setFilters, preview, toPage, table, search],
  );
}

function sortedBy<P>(field: string | undefined, order: SortOrder): Partial<P> {
  return { sort: order === 0 ? undefined : field, order: order === -1 ? 'desc' : 'asc', page: 1 } as unknown as Partial<P>;
}

/**
 * What a server-paged list does around its current page: reads the next page ahead while the
 * user looks at this one ("next" paints from cache), and moves a page beyond the end (after
 * deletions, or an old link) back to the last page. Runs when the view or the total changes,
 * not on every render.
 */
export function useListPageUpkeep<P extends { page: number; size: number }>({
  view,
  total,
  settled,
  readAhead,
  toLastPage,
}: {
  view: P;
  total: number | undefined;
  /** The total belongs to this view (not a placeholder kept from the previous one). */
  settled: boolean;
  readAhead: (view: P) => void;
  toLastPage: (page: number) => void;
}) {
  // The view, the total and whether it is settled decide; the callbacks run as they are then.
  const upkeep = useEffectEvent(() => {
    if (total === undefined) return undefined;
    const { page, size } = view;
    // After the paint: effects of a click run before the browser paints, and starting the
    // read-ahead there (a request and its bookkeeping) delayed the page it follows.
    // Only once the total is this view's: a placeholder's (the previous view's) would read
    // ahead pages a narrower filter or search does not have.
    const cancel = settled && page * size < total ? afterNextPaint(() => readAhead({ ...view, page: page + 1 })) : undefined;
    const last = Math.max(1, Math.ceil(total / size));
    if (settled && page > last) toLastPage(last);
    return cancel;
  });
  useEffect(() => upkeep(), [view, total, settled]);
}

/**
 * A server-paged list screen's whole list state: the view in the URL (useServerList), its
 * page from the server (TanStack Query, with the options `queryFor` gives for a view), reading
 * ahead (the next page, and the views the user is about to choose) and the move back from a
 * page past the end (useListPageUpkeep). `queryFor` must be stable (a module constant, or
 * built with useCallback).
 */
export function usePagedList<P extends ListViewParams, TData extends { total: number }, TKey extends QueryKey, F extends string = NonNullable<P['sort']>>(
  schema: z.ZodType<P, unknown>,
  queryFor: (view: P) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const queryClient = useQueryClient();
  // A read-ahead is a guess: no retries, so a failing server is not sent a guess's retries on
  // top of the page's own; and a failed guess leaves nothing behind, so choosing that view
  // starts afresh (the previous rows meanwhile, its own retries) instead of from the error.
  const prefetch = useCallback(
    (view: P) => {
      const options = queryFor(view);
      void queryClient.prefetchQuery({ ...options, retry: false }).then(() => {
        const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
        if (query?.state.status === 'error' && query.getObserversCount() === 0) queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      });
    },
    [queryClient, queryFor],
  );
  const listState = useServerList<P, F>(schema, { prefetch });
  const list = useQuery(queryFor(listState.params));
  useListPageUpkeep({
    view: listState.params,
    total: list.data?.total,
    settled: !list.isPlaceholderData,
    readAhead: prefetch,
    toLastPage: listState.toPage,
  });
  return { listState, list };
}
