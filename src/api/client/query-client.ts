// TanStack Query with the policy of docs/product.md §9: 3 retries, backoff 1 s doubling capped at
// 30 s, none on a 4xx or on a response that fails its schema; cache kept 5 minutes.
import { notifyManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';
import {
  QUERY_CACHE_TIME_MS,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_STALE_TIME_MS,
} from '../../shared/constants.ts';

// An answer reaches the screens in the task it arrived in, not in a later one (TanStack Query's
// default is a setTimeout): a list's rows or the dashboard's charts do not wait behind whatever
// else the page queued meanwhile. One notifyManager serves every QueryClient of the page.
notifyManager.setScheduler(queueMicrotask);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  if (
    isApiError(error) &&
    (error.isClientError ||
      error.kind === 'invalid-response' ||
      error.kind === 'session-expired' ||
      error.kind === 'absent')
  )
    return false;
  return true;
}

/** attempt 0 -> 1 s, 1 -> 2 s, 2 -> 4 s ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);
}

export function createQueryClient(overrides?: { retry?: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: overrides?.retry === false ? false : shouldRetry,
        retryDelay,
        gcTime: QUERY_CACHE_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
