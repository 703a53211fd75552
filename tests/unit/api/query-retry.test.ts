// The retry policy of docs/product.md §9, end to end through a real client (src/api/client/client.ts) and
// the query client of src/api/client/query-client.ts: a failing query is retried 3 times, 1 s, 2 s and 4 s
// after each failure (doubling, capped at 30 s), and never on a 4xx or an unreadable body. The
// requests are counted and timed on the fake clock at the mock (msw), not inside the policy.
import { focusManager, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../support/api.ts';
import { createQueryClient, retryDelay } from '../../../src/api/client/query-client.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import {
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
} from '../../../src/shared/constants.ts';
import { ORIGIN, signIn } from '../mocks/_helpers.ts';

const URL = `${ORIGIN}/api/dashboard`;

type Answer = () => Response;
const answers: Record<string, Answer> = {
  500: () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }),
  502: () => new HttpResponse('Bad Gateway', { status: 502 }),
  503: () => new HttpResponse('<html>Service Unavailable</html>', { status: 503 }),
  network: () => HttpResponse.error(),
  400: () => HttpResponse.json({ error: '入力内容が正しくありません' }, { status: 400 }),
  403: () => HttpResponse.json({ error: 'この操作を行う権限がありません' }, { status: 403 }),
  404: () => HttpResponse.json({ error: '対象が見つかりません' }, { status: 404 }),
  409: () => HttpResponse.json({ error: '競合しています' }, { status: 409 }),
  429: () => HttpResponse.json({ error: 'リクエストが多すぎます' }, { status: 429 }),
  malformed: () => new HttpResponse('{"stats": ', { status: 200, headers: { 'content-type': 'application/json' } }),
  schema: () => HttpResponse.json({ stats: 'not an object' }),
};

/** Answers the dashboard call with `fault` `times` times (then lets the mock answer), noting each request's fake time. */
function inject(fault: keyof typeof answers, times = Infinity) {
  const at: number[] = [];
  const start = Date.now();
  server.use(
    http.get(URL, () => {
      at.push(Date.now() - start);
      return at.length <= times ? answers[fault]!() : undefined;
    }),
  );
  return at;
}

/** Observes the dashboard query with the app's query client, noting the fake time of each failure. */
function observe() {
  const client = createQueryClient();
  const observer = new QueryObserver(client, { queryKey: ['dashboard'], queryFn: () => callApi('getDashboard', {}) });
  const start = Date.now();
  const failures: number[] = [];
  const unsubscribe = observer.subscribe((r) => {
    if (r.failureCount > failures.length) failures.push(Date.now() - start);
  });
  return {
    failures,
    result: () => observer.getCurrentResult(),
    stop: () => {
      unsubscribe();
      client.clear();
    },
  };
}

/** Lets the mock's real I/O finish, then jumps the fake clock to the next timer, until the query settles. */
async function runUntilSettled(q: ReturnType<typeof observe>) {
  for (let i = 0; i < 400 && q.result().status === 'pending'; i++) {
    for (let j = 0; j < 5; j++) await new Promise<void>((resolve) => setImmediate(resolve));
    await vi.advanceTimersToNextTimerAsync();
  }
}

beforeEach(async () => {
  await signIn('admin');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // jsdom reports a hidden document, and TanStack Query pauses retries while unfocused.
  focusManager.setFocused(true);
});
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('the retry policy of docs/product.md §9', () => {
  it('the backoff starts at 1 s, doubles, and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(QUERY_RETRY_COUNT).toBe(3);
    expect(QUERY_RETRY_BASE_DELAY_MS).toBe(1000);
    expect(QUERY_RETRY_MAX_DELAY_MS).toBe(30000);
  });

  it.each(['500', '502', '503', 'network'])(
    'a %s is retried 3 times, 1 s, 2 s and 4 s after each failure, then shown as an error',
    async (fault) => {
      const at = inject(fault);
      const q = observe();
      await runUntilSettled(q);
      expect(q.result().status).toBe('error');
      expect(at).toHaveLength(1 + QUERY_RETRY_COUNT);
      expect(q.failures).toHaveLength(1 + QUERY_RETRY_COUNT);
      // Each retry leaves exactly the backoff after the failure before it.
      expect(at.slice(1).map((t, i) => t - q.failures[i]!)).toEqual([1000, 2000, 4000]);
      // No fourth retry, however long one waits.
      await vi.advanceTimersByTimeAsync(120_000);
      expect(at).toHaveLength(4);
      q.stop();
    },
  );

  it.each(['400', '403', '404', '409', '429', 'malformed', 'schema'])('a %s is not retried', async (fault) => {
    const at = inject(fault);
    const q = observe();
    await runUntilSettled(q);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(at).toEqual([0]);
    expect(q.result().status).toBe('error');
    q.stop();
  });

  it('a query that recovers on the third attempt succeeds after 1 s + 2 s, with no further request', async () => {
    const at = inject('503', 2);
    const q = observe();
    await runUntilSettled(q);
    expect(q.result().status).toBe('success');
    expect(at).toHaveLength(3);
    expect(at.slice(1).map((t, i) => t - q.failures[i]!)).toEqual([1000, 2000]);
    expect(q.result().data?.stats.totalLicenses).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(at).toHaveLength(3);
    q.stop();
  });
});
