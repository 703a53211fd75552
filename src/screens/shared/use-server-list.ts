// The state of a list paged, sorted, searched and filtered on the server (licences, devices):
// the query for the list call, and the bindings of its DataTable and ListToolbar. Any new
// order, search or filter starts again on page one (PrimeReact keeps `first` on sort).
import { useState } from 'react';
import type { SortOrder } from './list-table/list-table.tsx';
import { DEFAULT_LIST_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../shared/constants.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** 'ALL' in the status filter means no status parameter. */
export type StatusFilter<S extends string> = S | 'ALL';

export interface ServerListQuery<F extends string, S extends string> {
  page: number;
  pageSize: number;
  search: string | undefined;
  status: S | undefined;
  sortField: F | undefined;
  sortOrder: 'asc' | 'desc' | undefined;
}

export function useServerList<F extends string, S extends string>() {
  const [first, setFirst] = useState(0);
  const [rows, setRows] = useState<number>(DEFAULT_LIST_PAGE_SIZE);
  const [sortField, setSortField] = useState<F | undefined>(undefined);
  const [sortOrder, setSortOrder] = useState<SortOrder>(0);
  const [searchInput, setSearchInput] = useState('');
  const [status, setStatus] = useState<StatusFilter<S>>('ALL');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);

  const query: ServerListQuery<F, S> = {
    page: Math.floor(first / rows) + 1,
    pageSize: rows,
    search: search || undefined,
    status: status === 'ALL' ? undefined : status,
    sortField: sortOrder !== 0 ? sortField : undefined,
    sortOrder: sortOrder === 1 ? 'asc' : sortOrder === -1 ? 'desc' : undefined,
  };

  return {
    query,
    /** Spread onto a ListTable. */
    table: {
      first,
      pageSize: rows,
      sortField,
      sortOrder,
      onPage: (nextFirst: number, nextRows: number) => {
        setFirst(nextFirst);
        setRows(nextRows);
      },
      onSort: (field: F | undefined, order: SortOrder) => {
        setSortField(field);
        setSortOrder(order);
        setFirst(0);
      },
    },
    /** Spread onto a ListToolbar. */
    toolbar: {
      search: searchInput,
      onSearchChange: (value: string) => {
        setSearchInput(value);
        setFirst(0);
      },
      status,
      onStatusChange: (value: StatusFilter<S>) => {
        setStatus(value);
        setFirst(0);
      },
    },
  };
}
