// The mock's list caches: whole-table sorts kept until the next write (any write bumps the
// database's version), because findMany and Intl.Collator are too slow at `large`. The rest of
// list handling is shared with the console (src/shared/list-view.ts).
import { databaseVersion } from '../db.ts';
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

/** A table's rows sorted by one of its sort keys (ties by id), each sort reused while the database is unchanged. */
function createSortedRows<T extends { id: string }>(
  all: () => readonly T[],
  keys: Record<string, (row: T) => SortKey>,
) {
  const cache = createSortCache<T>();
  return (field: string, order: 'asc' | 'desc') =>
    cache(`${field}:${order}`, () => listView.sortByKey(all(), keys[field]!, order, (row) => row.id));
}

/** The fields of a table's rows a list searches and sorts by. */
interface TableListFields<T> {
  search: readonly (keyof T & string)[];
  sort: { fields: readonly (keyof T & string)[]; times: readonly (keyof T & string)[] };
}

/**
 * A table's list call: the rows in the view's order (each order cached as createSortedRows),
 * those the call's own filters keep and the search finds (`filtered`: whether any filter is
 * set), and the view's page of them.
 */
export function createTableList<T extends { id: string }>(
  all: () => readonly T[],
  { search, sort }: TableListFields<T>,
) {
  const searchText = listView.searchIndex((row: T) => search.map((field) => row[field] as string | null));
  const sorted = createSortedRows(all, listView.sortKeysOf<T>(sort));
  return (
    query: PageQuery,
    [field, order]: readonly [field: string, order: 'asc' | 'desc'],
    filtered: unknown,
    keep: (row: T) => boolean,
  ) => {
    const needle = listView.searchNeedle(query.search);
    const rows = listView.keepWhenFiltered(
      sorted(field, order),
      needle !== null || filtered,
      (row) => keep(row) && listView.matchesText(needle, searchText(row)),
    );
    return { rows: listView.paginate(rows, query), total: rows.length };
  };
}
