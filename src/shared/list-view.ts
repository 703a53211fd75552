// Paging, sorting and Japanese-aware search over plain arrays of rows: the mock's list calls
// and the console's own paging (for a server that does not page) mean the same by a view.
import { DEFAULT_LIST_PAGE_SIZE } from './constants.ts';
import { foldForSearch } from './search-fold.ts';

export interface PageQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
  search?: string | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

/** The folded search text (src/shared/search-fold.ts), or null for "no search". */
export function searchNeedle(search: string | undefined): string | null {
  const needle = foldForSearch(search);
  return needle ? needle : null;
}

/**
 * A row's searchable text, folded once per row object: rows are immutable (a write
 * replaces the object), so the cache never goes stale and needs no clearing. Fields are
 * joined by a newline, which a folded needle never contains (white space collapses to ' ').
 */
export function searchIndex<T extends object>(
  fields: (row: T) => ReadonlyArray<string | null | undefined>,
): (row: T) => string {
  const texts = new WeakMap<T, string>();
  return (row) => {
    let text = texts.get(row);
    if (text === undefined) {
      text = fields(row)
        .map((f) => foldForSearch(f))
        .join('\n');
      texts.set(row, text);
    }
    return text;
  };
}

/** Japanese-aware substring match (`needle` from searchNeedle) over texts from searchIndex (a needle never spans two fields). */
export function matchesText(needle: string | null, ...texts: readonly string[]): boolean {
  if (needle === null) return true;
  for (const text of texts) if (text.includes(needle)) return true;
  return false;
}

export type SortKey = string | number | null;

/** A sortable number for an ISO time (numbers compare faster than ISO strings). */
export function timeKey(iso: string | null): number | null {
  return iso === null ? null : Date.parse(iso);
}

export interface SortOrder<F extends string = string> {
  field: F;
  order: 'asc' | 'desc';
}

/** What a list sorts by, named once for the contract, the console and the mock: fields compared as they
 *  are, ISO times compared as numbers, and the order when the view chooses none; `all` is the values of
 *  the list's sort parameter. */
export function sortFields<const F extends readonly string[], const T extends readonly string[]>(
  fields: F,
  times: T,
  defaultOrder: SortOrder<F[number] | T[number]>,
) {
  return { fields, times, defaultOrder, all: [...fields, ...times] as [...F, ...T] };
}

/** Sort keys that are fields of the row: as they are, and (`times`) ISO times as numbers. */
export function sortKeysOf<Row>(sort: {
  fields: readonly (keyof Row & string)[];
  times: readonly (keyof Row & string)[];
}): Record<string, (row: Row) => SortKey> {
  const keys: Record<string, (row: Row) => SortKey> = {};
  for (const field of sort.fields) keys[field] = (row) => row[field] as SortKey;
  for (const field of sort.times) keys[field] = (row) => timeKey(row[field] as string | null);
  return keys;
}

/**
 * Sorts by a key computed once per item (strings compared lower-cased by code unit, nulls
 * last in either order), ties broken by `tieBreak` ascending, so pages are stable.
 */
export function sortByKey<T>(
  items: readonly T[],
  key: (item: T) => SortKey,
  order: 'asc' | 'desc',
  tieBreak: (item: T) => string,
): T[] {
  const n = items.length;
  const keys: SortKey[] = new Array<SortKey>(n);
  for (let i = 0; i < n; i++) {
    const k = key(items[i]!);
    keys[i] = typeof k === 'string' ? k.toLowerCase() : k;
  }
  const dir = order === 'desc' ? -1 : 1;
  const index = Array.from({ length: n }, (_, i) => i);
  let ties: string[] | null = null;
  const tie = (i: number) => (ties ??= items.map(tieBreak))[i]!;
  index.sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return (ka < kb ? -1 : 1) * dir;
    }
    const ta = tie(a);
    const tb = tie(b);
    return ta < tb ? -1 : ta > tb ? 1 : 0;
  });
  return index.map((i) => items[i]!);
}

/** Without page and pageSize: everything. With either: that page (page 1, DEFAULT_LIST_PAGE_SIZE by default). */
export function paginate<T>(items: readonly T[], query: PageQuery): T[] {
  if (query.page === undefined && query.pageSize === undefined) return [...items];
  const size = query.pageSize ?? DEFAULT_LIST_PAGE_SIZE;
  const start = ((query.page ?? 1) - 1) * size;
  return items.slice(start, start + size);
}

/** The rows `keep` keeps, when a filter is set; unfiltered (the common page turn), no pass over every row. */
export const keepWhenFiltered = <T>(rows: readonly T[], filtered: unknown, keep: (row: T) => boolean): readonly T[] =>
  filtered ? rows.filter(keep) : rows;
