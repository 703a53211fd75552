// The audit log (the `auditLog` extension): fetcher, keys, query options and the list's adapter.
// Any call may add to it, so a visit reads its page again; a page read ahead within the visit is
// shown as read (docs/adr/0024-server-side-paging-with-read-ahead.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient } from '../../client/client.ts';
import { listAdapter, type ListSource } from '../list-adapter.ts';
import { listKeys } from '../resource-keys.ts';
import type { AuditEntry, AuditListQuery } from '../../schemas/reports/audit.ts';

export const listAuditLog = (api: ApiClient, query: AuditListQuery) => api.call('listAuditLog', { query });

export const auditKeys = {
  ...listKeys<AuditListQuery>('audit-log'),
  runItems: (operationId: string) => [...auditKeys.all, 'run-items', operationId] as const,
};

/** An extension of ours: always paged by the server, and read again on every visit. */
export const auditListSource: ListSource<AuditEntry, AuditListQuery, 'listAuditLog'> = {
  call: 'listAuditLog',
  rows: 'entries',
  keys: auditKeys,
  pageOptions: { refetchOnMount: 'always' },
};

/** The first items of a bulk run (the expanded row shows them; the rest are a link away). */
export const RUN_ITEMS_SHOWN = 50;
export const getRunItemsQueryOptions = (api: ApiClient, operationId: string) =>
  queryOptions({
    queryKey: auditKeys.runItems(operationId),
    queryFn: () =>
      listAuditLog(api, { operationId, page: 1, pageSize: RUN_ITEMS_SHOWN, sortField: 'at', sortOrder: 'asc' }),
  });

export const useRunItems = (operationId: string) => useQuery(getRunItemsQueryOptions(useApi(), operationId));

/** What the audit log screen needs of the API (list-adapter.ts). */
export const auditListAdapter = listAdapter(auditListSource, (queryClient) =>
  queryClient.invalidateQueries({ queryKey: auditKeys.all }),
);
