// What a write's answer tells the cache (docs/adr/0059-any-2xx-write-is-a-success.md): when it
// holds the changed record (the reader found it, its id read), the screens show it at once; the
// lists are read again after it either way, so an answer without one costs only that moment.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Row = { readonly id: string };
type MaybeRow = { readonly id: string | null };
type Rows = { rows: Row[] };

const holdsRows = (data: unknown): data is Rows =>
  typeof data === 'object' && data !== null && Array.isArray((data as Partial<Rows>).rows);

/** The record of an answer, when it holds one with its id (another server's may hold nothing). */
export function changedRecord<T extends MaybeRow>(record: T | null | undefined): (T & Row) | null {
  return record && typeof record.id === 'string' && record.id !== '' ? (record as T & Row) : null;
}

/** The answer's fields over the row's: a field the answer left out (null) keeps what the row had. */
export function merged<T extends object>(row: T, record: T): T {
  const known = Object.entries(record).filter(([, value]) => value !== null && value !== undefined);
  return { ...row, ...Object.fromEntries(known) };
}

/** Every cached page of the lists under `listsKey` with the changed record in its row's place. */
export function putInLists(queryClient: QueryClient, listsKey: QueryKey, record: Row | null): void {
  if (!record) return;
  queryClient.setQueriesData<unknown>({ queryKey: listsKey }, (data: unknown) =>
    holdsRows(data) && data.rows.some((row) => row.id === record.id)
      ? { ...data, rows: data.rows.map((row) => (row.id === record.id ? merged(row, record) : row)) }
      : data,
  );
}

/** Every cached page of the lists under `listsKey` without the deleted row (until the lists are read again). */
export function dropFromLists(queryClient: QueryClient, listsKey: QueryKey, id: string): void {
  queryClient.setQueriesData<unknown>({ queryKey: listsKey }, (data: unknown) =>
    holdsRows(data) && data.rows.some((row) => row.id === id)
      ? { ...data, rows: data.rows.filter((row) => row.id !== id) }
      : data,
  );
}

type ListQuery = { page?: number; pageSize?: number; sortField?: string; search?: string };

/**
 * A created record at the head of every cached first page in the default order (newest first)
 * without a search, so a list opened right after shows it before it is read again.
 */
export function prependToLists(queryClient: QueryClient, listsKey: QueryKey, record: Row | null): void {
  if (!record) return;
  for (const [key, data] of queryClient.getQueriesData<unknown>({ queryKey: listsKey })) {
    const query = (key[listsKey.length] ?? {}) as ListQuery;
    const firstPage = (query.page ?? 1) === 1 && !query.sortField && !query.search;
    if (!firstPage || !holdsRows(data) || data.rows.some((row) => row.id === record.id)) continue;
    const rows = [record, ...data.rows].slice(0, query.pageSize ?? data.rows.length + 1);
    const total = (data as { total?: unknown }).total;
    queryClient.setQueryData(key, { ...data, rows, ...(typeof total === 'number' ? { total: total + 1 } : {}) });
  }
}
