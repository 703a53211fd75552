// The audit log (issue 21): its fetcher, keys, query options and the list's adapter. Every call
// of the API may add to it, so a visit always reads its page again (refetchOnMount). Within a
// visit a page read a moment ago (the next page read ahead) is shown as read, as in the other
// lists, instead of being read a second time as it is shown: that second read re-rendered the
// screen and drew the fetching bar after every page change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';
import { listAdapter, type ListSource } from './list-adapter.ts';
import { listKeys } from './resource-keys.ts';
import type { AuditEntry, AuditListQuery } from './schemas/audit.ts';

export const listAuditLog = (api: ApiClient, query: AuditListQuery) => api.call('listAuditLog', { query });

export const auditKeys = {
  ...listKeys<AuditListQuery>('audit-log'),
  runItems: (operationId: string) => [...auditKeys.all, 'run-items', operationId] as const,
};

/** An extension of ours: always paged by the server, and read again on every visit. */
export const auditListSource: ListSource<AuditEntry, AuditListQuery, 'listAuditLog'> = { call: 'listAuditLog', rows: 'entries', keys: auditKeys, pageOptions: { refetchOnMount: 'always' } };

/** The first items of a bulk run (the expanded row shows them; the rest are a link away). */
export const RUN_ITEMS_SHOWN = 50;
export const getRunItemsQueryOptions = (api: ApiClient, operationId: string) =>
  queryOptions({
    queryKey: auditKeys.runItems(operationId),
    queryFn: () => listAuditLog(api, { operationId, page: 1, pageSize: RUN_ITEMS_SHOWN, sortField: 'at', sortOrder: 'asc' }),
  });

export const useRunItems = (operationId: string) => useQuery(getRunItemsQueryOptions(useApi(), operationId));

/** What the audit log screen needs of the API (list-adapter.ts). */
export const auditListAdapter = listAdapter(auditListSource, (queryClient) => queryClient.invalidateQueries({ queryKey: auditKeys.all }));
