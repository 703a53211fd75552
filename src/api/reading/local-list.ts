// A list's view computed in the browser, for a server that answers every row at once: the same
// search, filters, order and pages the server would give (src/shared/list-view.ts, the mock's
// own rules), over the rows read once. Sorted orders and filtered rows are kept per rows array,
// so paging, sorting back and the CSV export cost a slice.
import {
  keepWhenFiltered,
  matchesText,
  paginate,
  searchIndex,
  searchNeedle,
  sortByKey,
  sortKeysOf,
  type PageQuery,
  type SortKey,
  type SortOrder,
} from '../../shared/list-view.ts';

/** How one filter parameter keeps rows, and whether the rows carry what it needs. */
export interface LocalFilter<Row, Query> {
  matches: (row: Row, query: Query, atMs: number) => boolean;
  /** A row that holds the data this filter reads; when none does, the filter is hidden. */
  carriedBy?: (row: Row) => boolean;
}

/** What a list means by a view, in terms of its rows. */
export interface LocalListRules<Row, Query> {
  rowId: (row: Row) => string;
  searchText: (row: Row) => ReadonlyArray<string | null | undefined>;
  /** What it sorts by, and the order when the view chooses none (as the server's default). */
  sort: {
    fields: readonly (keyof Row & string)[];
    times: readonly (keyof Row & string)[];
    defaultOrder: SortOrder;
  };
  filters: { readonly [P in keyof Query]?: LocalFilter<Row, Query> };
}

export interface LocalView<Row> {
  rows: Row[];
  total: number;
  /** Filter parameters the rows carry no data for (the screen hides them; they keep nothing out). */
  hiddenFilters: readonly string[];
}

interface RowsMemo<Row> {
  hidden: readonly string[];
  sorted: Map<string, readonly Row[]>;
  filtered: Map<string, readonly Row[]>;
}

/** Kept filtered views per rows array: enough for the views a session moves between. */
const FILTERED_KEPT = 16;

export function createLocalList<Row extends object, Query extends PageQuery & { sortField?: string | undefined }>(
  rules: LocalListRules<Row, Query>,
) {
  const memos = new WeakMap<readonly Row[], RowsMemo<Row>>();
  const searchTextOf = searchIndex(rules.searchText);
  const sortKeys = sortKeysOf<Row>(rules.sort);
  const { defaultOrder } = rules.sort;
  const filterParams = Object.keys(rules.filters) as (keyof Query & string)[];

  function memoOf(rows: readonly Row[]): RowsMemo<Row> {
    let memo = memos.get(rows);
    if (!memo) {
      const hidden = filterParams.filter((param) => {
        const carried = rules.filters[param]?.carriedBy;
        return carried !== undefined && !rows.some(carried);
      });
      memo = { hidden, sorted: new Map(), filtered: new Map() };
      memos.set(rows, memo);
    }
    return memo;
  }

  function sortedBy(rows: readonly Row[], memo: RowsMemo<Row>, query: Query): readonly Row[] {
    const field = query.sortField && sortKeys[query.sortField] ? query.sortField : defaultOrder.field;
    const order = query.sortField ? (query.sortOrder ?? 'asc') : defaultOrder.order;
    const key = `${field}:${order}`;
    let sorted = memo.sorted.get(key);
    if (!sorted) {
      const sortKey = sortKeys[field]!;
      const reverse = memo.sorted.get(`${field}:${order === 'asc' ? 'desc' : 'asc'}`);
      // The other direction of a sort already made, turned round (rows without a value stay last): no second sort.
      sorted = reverse ? turnedRound(reverse, sortKey) : sortByKey(rows, sortKey, order, rules.rowId);
      memo.sorted.set(key, sorted);
    }
    return sorted;
  }

  /** Every row of the view, in its order (no paging). */
  function matching(
    rows: readonly Row[],
    query: Query,
    atMs: number,
  ): { rows: readonly Row[]; hidden: readonly string[] } {
    const memo = memoOf(rows);
    const active = filterParams.filter(
      (param) =>
        query[param] !== undefined && query[param] !== null && query[param] !== '' && !memo.hidden.includes(param),
    );
    const needle = searchNeedle(query.search);
    const key = JSON.stringify([
      query.sortField ?? null,
      query.sortOrder ?? null,
      needle,
      ...active.map((p) => [p, query[p]]),
    ]);
    let result = memo.filtered.get(key);
    if (!result) {
      const sorted = sortedBy(rows, memo, query);
      result = keepWhenFiltered(sorted, needle !== null || active.length > 0, (row) => {
        for (const param of active) if (!rules.filters[param]!.matches(row, query, atMs)) return false;
        return matchesText(needle, searchTextOf(row));
      });
      memo.filtered.set(key, result);
      if (memo.filtered.size > FILTERED_KEPT) memo.filtered.delete(memo.filtered.keys().next().value!);
    }
    return { rows: result, hidden: memo.hidden };
  }

  return {
    /** One page of the view (or all of it without page and pageSize). */
    view(rows: readonly Row[], query: Query, atMs: number = Date.now()): LocalView<Row> {
      const found = matching(rows, query, atMs);
      return { rows: paginate(found.rows, query), total: found.rows.length, hiddenFilters: found.hidden };
    },
  };
}

function turnedRound<Row>(sorted: readonly Row[], sortKey: (row: Row) => SortKey): Row[] {
  let valued = sorted.length;
  while (valued > 0 && sortKey(sorted[valued - 1]!) === null) valued -= 1;
  return [...sorted.slice(0, valued).reverse(), ...sorted.slice(valued)];
}

export type LocalList<Row, Query> = { view(rows: readonly Row[], query: Query, atMs?: number): LocalView<Row> };
