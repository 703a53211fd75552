// Records the requests a screen makes to the msw/node mock (method + path), with their query
// and JSON body, so tests can assert what was sent and how often.
import { onTestFinished } from 'vitest';
import { server } from '../../src/mocks/hosts/node.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

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
        entry.body = text ? parsedOrText(text) : undefined;
      });
  };
  server.events.on('request:start', listener);
  // Stopped when this test ends: files share a worker's modules (isolate: false), so a hook this
  // module registered would run for the first file that loaded it only.
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}

/** A body as JSON, or its text when it is not JSON (a test that sends a malformed body on purpose). */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
