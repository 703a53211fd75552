// The transport alone: cookies go along, a non-2xx answer is an ApiError with the server's text,
// no answer at all is a network error and a cancelled call `aborted`.
import { describe, expect, it } from 'vitest';
import { createTransport } from '../../../../src/api/client/transport.ts';
import { ApiError } from '../../../../src/api/client/errors.ts';
import { common } from '../../../../src/shared/messages/common.ts';
import { fakeFetch, json } from './_fake-fetch.ts';

describe('transport', () => {
  it('sends to the base URL with credentials and resolves to the raw response', async () => {
    const { fetch, sent } = fakeFetch(json({ ok: true }));
    let credentials: RequestCredentials | undefined;
    const spy = (url: string, init: RequestInit) => ((credentials = init.credentials), fetch(url, init));
    const response = await createTransport('https://api.example/v1', spy).url('/licenses').fetch('GET');
    expect(sent[0]!.url).toBe('https://api.example/v1/licenses');
    expect(credentials).toBe('include');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('turns a 4xx into an http ApiError carrying the server message and Retry-After', async () => {
    const { fetch } = fakeFetch(
      new Response(JSON.stringify({ message: '多すぎます' }), { status: 429, headers: { 'Retry-After': '7' } }),
    );
    const error = await createTransport('https://api.example', fetch)
      .url('/x')
      .fetch('GET')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 429, message: '多すぎます', retryAfterSeconds: 7 });
  });

  it('turns a failed fetch into a network error', async () => {
    const failing = async () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await createTransport('https://api.example', failing)
      .url('/x')
      .fetch('GET')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0, message: common.networkError });
  });

  it('turns an aborted call into an aborted error', async () => {
    const { fetch } = fakeFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await createTransport('https://api.example', fetch)
      .url('/x')
      .signal(controller)
      .fetch('GET')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'aborted' });
  });
});
