// Every row matching a list's filters, read in pages of the largest size, a few at once:
// the CSV export and "select everything matching" need all of them, not the visible page.
import { LIST_FETCH_CONCURRENCY, MAX_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { runPool } from '../../shared/run-pool.ts';

export interface PageResult<T> {
  items: T[];
  total: number;
}

export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<PageResult<T>>,
  onProgress?: (done: number, total: number) => void,
): Promise<T[]> {
  const first = await fetchPage(1, MAX_LIST_PAGE_SIZE);
  const pages = Math.ceil(first.total / MAX_LIST_PAGE_SIZE);
  let done = first.items.length;
  onProgress?.(done, first.total);
  const rest = await runPool(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
    LIST_FETCH_CONCURRENCY,
    async (page) => {
      const res = await fetchPage(page, MAX_LIST_PAGE_SIZE);
      done += res.items.length;
      onProgress?.(done, first.total);
      return res.items;
    },
  );
  return [first.items, ...rest].flat();
}
