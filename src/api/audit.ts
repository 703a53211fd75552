// The audit log (issue 21): its fetcher, keys, query options and the list's adapter. Every call
// of the API may add to it, so its pages are always stale: a visit reads them again.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';
import { pageFetcher, pageQueryOptions, useListAdapter, type ListAdapter, type PageResult } from './list-adapter.ts';
import { listKeys } from './resource-keys.ts';
import type { AuditEntry, AuditListQuery } from './schemas/audit.ts';

export const listAuditLog = (api: ApiClient, query: AuditListQuery) => api.call('listAuditLog', { query });

export const auditKeys = {
  ...listKeys<AuditListQuery>('audit-log'),
  runItems: (operationId: string) => [...auditKeys.all, 'run-items', operationId] as const,
};

export const getAuditLogQueryOptions = pageQueryOptions(auditKeys, listAuditLog, { staleTime: 0 });

/** The first items of a bulk run (the expanded row shows them; the rest are a link away). */
export const RUN_ITEMS_SHOWN = 50;
export const getRunItemsQueryOptions = (api: ApiClient, operationId: string) =>
  queryOptions({
    queryKey: auditKeys.runItems(operationId),
    queryFn: () => listAuditLog(api, { operationId, page: 1, pageSize: RUN_ITEMS_SHOWN, sortField: 'at', sortOrder: 'asc' }),
  });

export const useRunItems = (operationId: string) => useQuery(getRunItemsQueryOptions(useApi(), operationId));

export interface AuditListAdapter extends ListAdapter<AuditListQuery, ReturnType<typeof getAuditLogQueryOptions>> {
  /** A page of the entries matching a view's filters and order (the CSV export). */
  fetchPage: (filters: AuditListQuery, page: number, pageSize: number) => Promise<PageResult<AuditEntry>>;
}

const auditListAdapter = (api: ApiClient, queryClient: QueryClient): AuditListAdapter => ({
  pageQuery: (query) => getAuditLogQueryOptions(api, query),
  fetchPage: pageFetcher(api, listAuditLog, (answer) => answer.entries),
  invalidate: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
});

/** What the audit log screen needs of the API (list-adapter.ts). */
export const useAuditList = () => useListAdapter(auditListAdapter);
