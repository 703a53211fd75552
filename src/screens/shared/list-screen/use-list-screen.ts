// A list screen's list state from its configuration: the view in the URL, its page from the
// server (the resource's list adapter), reading ahead, and the rows on screen.
import { useCallback, useMemo } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { BulkListAdapter } from '../../../api/list-adapter.ts';
import { useListBulk } from '../bulk/use-list-bulk.ts';
import { usePagedList } from '../use-server-list.ts';
import type { BulkListScreenConfig, ListScreenConfig, ListViewParams } from './list-screen-config.ts';

const NO_ROWS: readonly never[] = [];

export function useListScreen<Row, P extends ListViewParams, Query, Data extends { total: number }, TKey extends QueryKey>(
  config: ListScreenConfig<Row, P, Query, Data>,
  /** The adapter's pageQuery (stable: useListAdapter memoises the adapter). */
  pageQuery: (query: Query) => UseQueryOptions<Data, Error, Data, TKey>,
) {
  const queryFor = useCallback((view: P) => pageQuery(config.query(view)), [pageQuery, config]);
  const { listState, list } = usePagedList(config.schema, queryFor);
  const rows: readonly Row[] = list.data ? config.rowsOf(list.data) : NO_ROWS;
  return { listState, list, rows };
}

/** The bulk tools of a list screen whose configuration has `bulk`. */
export function useListScreenBulk<Row, P extends ListViewParams, Query, Data, A extends string>(
  config: BulkListScreenConfig<Row, P, Query, Data, A>,
  adapter: BulkListAdapter<Query, unknown, Row, A>,
  { listState, rows }: { listState: { firstPage: P }; rows: readonly Row[] },
) {
  const { firstPage } = listState;
  // Built from the view without its page: the export button and "all matching" keep their callbacks across pages.
  const filters = useMemo(() => config.filterQuery(firstPage), [config, firstPage]);
  return useListBulk(config.bulk, adapter, { filters, rows, idOf: config.rowKey });
}
