// A list's view (page, size, search, order, filters) kept in the URL, described by a zod schema
// built with `listParamsSchema`: a link or a reload opens the same view, back and forward step
// through views (docs/adr/0024-server-side-paging-with-read-ahead.md).
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams, type SetSearchParams } from 'wouter';
import * as z from 'zod';
import {
  DEFAULT_LIST_PAGE_SIZE,
  LIMITS,
  LIST_PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
} from '../../../shared/constants.ts';
import type { SortOrder } from '../../../ui/table/list-table.tsx';
import { useDebouncedValue } from '../deferred/use-debounced-value.ts';

/** An optional filter in the URL: one of `values`, else none. */
export const optionalEnum = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.enum(values).optional().catch(undefined);
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
  {
    pageSizes = LIST_PAGE_SIZE_OPTIONS,
    defaultPageSize = DEFAULT_LIST_PAGE_SIZE,
  }: { pageSizes?: readonly number[]; defaultPageSize?: number } = {},
) {
  const schema = z.object({
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
  readyWhenIdle(schema);
  return schema;
}

/**
 * zod readies a schema on its first parse, which takes milliseconds on a slow CPU: that parse (the
 * view's defaults) is done when the browser is idle after the list's module has loaded ahead, not
 * in the click that opens the list.
 */
function readyWhenIdle(schema: z.ZodType): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => defaultsOf(schema));
}

const defaultsBySchema = new WeakMap<z.ZodType, Record<string, unknown>>();

/** A view's defaults (its schema read from an empty URL), read once per schema. */
export function defaultsOf(schema: z.ZodType): Record<string, unknown> {
  let defaults = defaultsBySchema.get(schema);
  if (!defaults) {
    defaults = schema.parse({}) as Record<string, unknown>;
    defaultsBySchema.set(schema, defaults);
  }
  return defaults;
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

/** A sort header's choice as a change of view (back to page one; no order without a column). */
const sortedBy = <P, F extends string>(field: F | undefined, order: SortOrder) =>
  ({ sort: order === 0 ? undefined : field, order: order === -1 ? 'desc' : 'asc', page: 1 }) as unknown as Partial<P>;

/** The setters of a view in the URL: made once per list, they merge into the URL as it is when they run. */
function viewSetters<P extends ListViewParams, F extends string>(
  schema: z.ZodType<P, unknown>,
  setSearchParams: SetSearchParams,
) {
  const defaults = defaultsOf(schema);
  const update = (next: Partial<P>, { replace = false } = {}) =>
    setSearchParams((current) => toSearchParams({ ...schema.parse(Object.fromEntries(current)), ...next }, defaults), {
      replace,
    });
  return {
    update,
    setFilters: (next: Partial<P>) => update({ ...next, page: 1 }),
    toPage: (page: number) => update({ page } as Partial<P>),
    onPage: (page: number, size: number) => update({ page, size } as Partial<P>),
    onSort: (field: F | undefined, order: SortOrder) => update(sortedBy<P, F>(field, order)),
  };
}

/**
 * The view in the URL and its setters. The setters are made when the list mounts and never
 * change (a preview reads the view shown when it runs), so the memoised filters, paginator and
 * rows skip the renders of a sort or of another filter. `prefetch` reads a view ahead (its first
 * page) when the user is about to choose it: a filter's dropdown opened, a sort header pointed
 * at or focused; it is taken once, at mount.
 */
export function useServerList<P extends ListViewParams, F extends string = NonNullable<P['sort']>>(
  schema: z.ZodType<P, unknown>,
  { prefetch }: { prefetch?: (params: P) => void } = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // Parsed once per URL: the screen renders more often than its URL changes (a page's data
  // arriving, a call starting), and every render's new objects would reach the memoised parts.
  const params = useMemo(() => schema.parse(Object.fromEntries(new URLSearchParams(query))), [schema, query]);
  // The view's first page: what a preview starts from (the page alone changes nothing here).
  const viewQuery = withoutPage(query);
  const firstPage = useMemo(
    () => schema.parse(Object.fromEntries(new URLSearchParams(viewQuery))),
    [schema, viewQuery],
  );
  const shown = useRef(firstPage);
  useLayoutEffect(() => {
    shown.current = firstPage;
  });
  const [set] = useState(() => {
    const preview = (next: Partial<P>) => prefetch?.({ ...shown.current, ...next, page: 1 });
    return {
      ...viewSetters<P, F>(schema, setSearchParams),
      preview,
      onSortPreview: (field: F | undefined, order: SortOrder) => preview(sortedBy<P, F>(field, order)),
    };
  });

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
    if (q !== params.q) set.update({ q, page: 1 } as Partial<P>, { replace: true });
  });
  useEffect(() => onSearchSettled(debounced), [debounced]);

  const table = useMemo(
    () => ({
      page: params.page,
      pageSize: params.size,
      sortField: params.sort as F | undefined,
      sortOrder: (params.sort ? (params.order === 'desc' ? -1 : 1) : 0) as SortOrder,
      onPage: set.onPage,
      onSort: set.onSort,
      onSortPreview: set.onSortPreview,
    }),
    [params, set],
  );
  const search = useMemo(() => ({ value: searchInput, onChange: setSearchInput }), [searchInput]);

  return {
    params,
    /** The URL's query (effects that follow the view key on it). */
    query,
    /** The view on its first page. */
    firstPage,
    /** Sets filters (and anything else); any change of view starts again on page one. */
    setFilters: set.setFilters,
    /** Reads ahead the view these filters would show (see `prefetch`). */
    previewFilters: set.preview,
    /** Goes to a page of this view. */
    toPage: set.toPage,
    /** Spread onto a ListTable. */
    table,
    /** Bound to the search box. */
    search,
  };
}
