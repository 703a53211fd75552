// The mock's list caches: whole-table sorts kept until the next write (any write bumps the
// database's version), because findMany and Intl.Collator are too slow at `large`. The rest of
// list handling is shared with the console (src/shared/list-view.ts).
import { databaseVersion } from '../db.ts';
import { sortByKey, type SortKey } from '../../shared/list-view.ts';

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
export function createSortedRows<T extends { id: string }>(
  all: () => readonly T[],
  keys: Record<string, (row: T) => SortKey>,
) {
  const cache = createSortCache<T>();
  return (field: string, order: 'asc' | 'desc') =>
    cache(`${field}:${order}`, () => sortByKey(all(), keys[field]!, order, (row) => row.id));
}
