// The mock's list caches: whole-table sorts kept until the next write (any write bumps the
// database's version), because findMany and Intl.Collator are too slow at `large`. The rest of
// list handling is shared with the console (src/shared/list-view.ts).
import { databaseVersion } from '../db.ts';
import { nowMs } from '../settings.ts';
import * as listView from '../../shared/list-view.ts';
import type { PageQuery, SortKey } from '../../shared/list-view.ts';

export * from '../../shared/list-view.ts';

/** Sorted lists kept per list (field and order), a few each. */
const SORTS_PER_LIST = 8;

/**
 * A list's sorts, each reused while the database is unchanged (any write bumps its version).
 * Only for sorts that do not depend on the clock.
 */
export function createSortCache<T>(): (cacheKey: string, compute: () => T[]) => readonly T[] {
  const cache = new Map<string, { version: number; rows: readonly T[] }>();
  return (cacheKey, compute) => {
    const version = databaseVersion();
    const hit = cache.get(cacheKey);
    if (hit && hit.version === version) return hit.rows;
    const rows = compute();
    cache.delete(cacheKey);
    cache.set(cacheKey, { version, rows });
    if (cache.size > SORTS_PER_LIST) cache.delete(cache.keys().next().value!);
    return rows;
  };
}

/** Sort keys read at the call's instant (`atMs`): those of `clock` depend on it, so their orders are never reused. */
type SortKeys<T> = Record<string, (row: T, atMs: number) => SortKey>;

/** A table's rows sorted by one of its sort keys (ties by id), each sort reused while the database is unchanged. */
function createSortedRows<T extends { id: string }>(
  all: () => readonly T[],
  keys: SortKeys<T>,
  clock: readonly string[],
) {
  const cache = createSortCache<T>();
  return (field: string, order: 'asc' | 'desc', atMs: number) => {
    const sortKey = keys[field]!;
    const sortAll = () =>
      listView.sortByKey(
        all(),
        (row) => sortKey(row, atMs),
        order,
        (row) => row.id,
      );
    return clock.includes(field) ? sortAll() : cache(`${field}:${order}`, sortAll);
  };
}

/** What a table's list searches and sorts by: its rows' own fields, or (a list that reads other tables too) functions. */
interface TableListRules<T> {
  /** The fields a search reads, or whether a row holds the search's folded `needle`. */
  search: readonly (keyof T & string)[] | ((row: T, needle: string) => boolean);
  sort: { fields: readonly (keyof T & string)[]; times: readonly (keyof T & string)[] } | SortKeys<T>;
  /** The sort keys that depend on the clock. */
  clock?: readonly string[];
}

function searchOf<T extends object>(search: TableListRules<T>['search']): (row: T, needle: string) => boolean {
  if (typeof search === 'function') return search;
  const searchText = listView.searchIndex((row: T) => search.map((field) => row[field] as string | null));
  return (row, needle) => listView.matchesText(needle, searchText(row));
}

function sortKeysFrom<T>(sort: TableListRules<T>['sort']): SortKeys<T> {
  const ofFields = (s: typeof sort): s is Exclude<typeof sort, SortKeys<T>> => Array.isArray(s.fields);
  return ofFields(sort) ? listView.sortKeysOf<T>(sort) : sort;
}

/**
 * A table's list call: the rows in the view's order (each order cached as createSortedRows),
 * those the call's own filters keep and the search finds (`filtered`: whether any filter is
 * set), and the view's page of them.
 */
export function createTableList<T extends { id: string }>(
  all: () => readonly T[],
  { search, sort, clock = [] }: TableListRules<T>,
) {
  const found = searchOf(search);
  const sorted = createSortedRows(all, sortKeysFrom(sort), clock);
  return (
    query: PageQuery,
    [field, order]: readonly [field: string, order: 'asc' | 'desc'],
    filtered: unknown,
    keep: (row: T) => boolean,
    atMs = nowMs(),
  ) => {
    const needle = listView.searchNeedle(query.search);
    const rows = listView.keepWhenFiltered(
      sorted(field, order, atMs),
      needle !== null || filtered,
      (row) => keep(row) && (needle === null || found(row, needle)),
    );
    return { rows: listView.paginate(rows, query), total: rows.length };
  };
}
