// A list screen's list state from its configuration: the view in the URL, its page (the
// resource's list adapter: from the server, or paged here when the server sends every row),
// reading ahead, the rows on screen, and every row of the view for the CSV export.
import { useCallback, useMemo } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { fetchAllPages, type ListPage } from '../../../api/list-adapter.ts';
import { pageOf, usePagedList, type ListViewParams } from '../use-server-list.ts';
import type { ListScreenConfig } from './list-screen-config.ts';

const NO_ROWS: readonly never[] = [];

export function useListScreen<Row, P extends ListViewParams, Query, TKey extends QueryKey>(
  config: ListScreenConfig<Row, P, Query>,
  /** The resource's list adapter (stable: useListAdapter memoises it). */
  { pageQuery, fetchPage, reload }: {
    pageQuery: (query: Query) => UseQueryOptions<ListPage<Row>, Error, ListPage<Row>, TKey>;
    fetchPage?: (filters: Query, page: number, pageSize: number) => Promise<ListPage<Row>>;
    reload?: () => Promise<void>;
  },
) {
  const queryFor = useCallback((view: P) => pageQuery({ ...config.filterQuery(view), ...pageOf(view) }), [pageQuery, config]);
  const { listState, list } = usePagedList(config.schema, queryFor);
  const rows: readonly Row[] = list.data ? list.data.rows : NO_ROWS;
  // Built from the view without its page: the export button and the selection keep their callbacks across pages.
  const filters = useMemo(() => config.filterQuery(listState.firstPage), [config, listState.firstPage]);
  // Every row of the view (the CSV export), for a list whose adapter reads pages at any size.
  const fetchAll = useMemo(
    () => fetchPage && ((onProgress?: (done: number, total: number) => void) => fetchAllPages(fetchPage, filters, onProgress)),
    [fetchPage, filters],
  );
  // A refresh reads the server again, also when the list is paged here from one read.
  const { refetch } = list;
  const refresh = useCallback(async () => {
    await reload?.();
    return refetch();
  }, [reload, refetch]);
  return { listState, list, rows, filters, fetchAll, refresh };
}
