// Every row matching a list's filters, read in pages of the largest size, a few at once:
// the CSV export and "select everything matching" need all of them, not the visible page.
import { LIST_FETCH_CONCURRENCY, MAX_LIST_PAGE_SIZE } from '../../shared/constants.ts';

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
  const results: T[][] = [first.items];
  let done = first.items.length;
  onProgress?.(done, first.total);
  let next = 2;
  const worker = async () => {
    while (next <= pages) {
      const page = next++;
      const res = await fetchPage(page, MAX_LIST_PAGE_SIZE);
      results[page - 1] = res.items;
      done += res.items.length;
      onProgress?.(done, first.total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(LIST_FETCH_CONCURRENCY, Math.max(0, pages - 1)) }, worker));
  return results.flat();
}
