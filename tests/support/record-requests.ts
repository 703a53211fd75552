// Records the requests a screen makes to the msw/node mock (method + path), with their query
// and JSON body, so tests can assert what was sent and how often.
import { afterEach } from 'vitest';
import { server } from '../../src/mocks/hosts/node.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()?.();
});

export function recordRequests(method: string, path: string | RegExp): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    if (request.method !== method || !matches) return;
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: undefined,
    };
    seen.push(entry);
    // Read a clone so the handler still gets the body.
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  };
  server.events.on('request:start', listener);
  stops.push(() => server.events.removeListener('request:start', listener));
  return seen;
}
