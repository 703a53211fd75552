// A fetch that records what the client sent and answers from a queue (the steps' tests send through it).
export interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export function fakeFetch(...answers: Array<Response | (() => Response | Promise<Response>)>) {
  const sent: Sent[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    });
    // What fetch throws for an aborted signal (an Error named AbortError).
    if (init.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    const next = answers.shift() ?? new Response('{}');
    return typeof next === 'function' ? next() : next;
  };
  return { fetch, sent };
}

export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
