// The state of a list paged, sorted, searched and filtered on the server (licences, devices):
// the query for the list call, and the bindings of its DataTable and ListToolbar. Any new
// order, search or filter starts again on page one (PrimeReact keeps `first` on sort).
import { useState } from 'react';
import type { DataTableStateEvent } from 'primereact/datatable';
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

export function useServerList<F extends string, S extends string>(sortFields: readonly F[]) {
  const [first, setFirst] = useState(0);
  const [rows, setRows] = useState<number>(DEFAULT_LIST_PAGE_SIZE);
  const [sortField, setSortField] = useState<F | undefined>(undefined);
  const [sortOrder, setSortOrder] = useState<1 | -1 | 0>(0);
  const [searchInput, setSearchInput] = useState('');
  const [status, setStatus] = useState<StatusFilter<S>>('ALL');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);

  const isSortField = (field: unknown): field is F => typeof field === 'string' && (sortFields as readonly string[]).includes(field);

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
    /** Spread onto a lazy DataTable. */
    table: {
      first,
      rows,
      sortField,
      sortOrder,
      onPage: (e: DataTableStateEvent) => {
        setFirst(e.first);
        setRows(e.rows);
      },
      onSort: (e: DataTableStateEvent) => {
        setSortField(isSortField(e.sortField) ? e.sortField : undefined);
        setSortOrder(e.sortOrder === 1 || e.sortOrder === -1 ? e.sortOrder : 0);
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
