// The mock's list caches: whole-table sorts kept until the next write (any write bumps the
// database's version), because findMany and Intl.Collator are too slow at `large`. The rest of
// list handling is shared with the console (src/shared/list-view.ts).
import { databaseVersion } from '../db.ts';
import {
  keepWhenFiltered,
  matchesText,
  paginate,
  searchNeedle,
  sortByKey,
  type PageQuery,
  type SortKey,
} from '../../shared/list-view.ts';

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

/** A table's rows sorted by one of its sort keys (ties by id), each sort reused while the database is unchanged. */
function createSortedRows<T extends { id: string }>(
  all: () => readonly T[],
  keys: Record<string, (row: T) => SortKey>,
) {
  const cache = createSortCache<T>();
  return (field: string, order: 'asc' | 'desc') =>
    cache(`${field}:${order}`, () => sortByKey(all(), keys[field]!, order, (row) => row.id));
}

/**
 * A table's list call: the rows in the view's order (each order cached as createSortedRows),
 * those the call's own filters keep and the search finds (`filtered`: whether any filter is
 * set), and the view's page of them.
 */
export function createTableList<T extends { id: string }>(
  all: () => readonly T[],
  searchText: (row: T) => string,
  keys: Record<string, (row: T) => SortKey>,
) {
  const sorted = createSortedRows(all, keys);
  return (
    query: PageQuery,
    [field, order]: readonly [field: string, order: 'asc' | 'desc'],
    filtered: unknown,
    keep: (row: T) => boolean,
  ) => {
    const needle = searchNeedle(query.search);
    const rows = keepWhenFiltered(
      sorted(field, order),
      needle !== null || filtered,
      (row) => keep(row) && matchesText(needle, searchText(row)),
    );
    return { rows: paginate(rows, query), total: rows.length };
  };
}
