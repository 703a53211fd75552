// The one concurrency pool of the console: every matching row read page by page (CSV export,
// "everything matching") and the items of a bulk action run through it, a few at a time.

export interface RunPoolOptions {
  /** Once aborted, no further item starts and the pool rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Runs `worker` on every item, at most `limit` at once, starting them in order; resolves with
 * the results in the items' order. The first failure rejects the pool and no item starts after
 * it (a worker that must not stop the others catches its own errors).
 */
export async function runPool<T, R>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<R>,
  { signal }: RunPoolOptions = {},
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (next < items.length && !failed) {
      signal?.throwIfAborted();
      const index = next++;
      try {
        results[index] = await worker(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
    signal?.throwIfAborted();
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
  return results;
}
