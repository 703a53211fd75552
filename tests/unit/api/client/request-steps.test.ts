// The request steps one by one, each on a bare transport with a recording fetch: where a call goes,
// its Bearer token, the operation id header, the abort signal and the 401 replay.
import { describe, expect, it, vi } from 'vitest';
import { createTransport } from '../../../../src/api/client/transport.ts';
import { createPathOf, urlOf } from '../../../../src/api/client/steps/path-mapping.ts';
import { attachBearer, tokenToSend } from '../../../../src/api/client/steps/bearer-token.ts';
import { attachOperationId } from '../../../../src/api/client/steps/operation-id.ts';
import { attachAbort } from '../../../../src/api/client/steps/abort.ts';
import { replayAfterRefresh } from '../../../../src/api/client/steps/refresh-replay.ts';
import type { EndpointDef } from '../../../../src/api/catalog/endpoint-def.ts';
import { OPERATION_ID_HEADER } from '../../../../src/shared/constants.ts';
import { fakeFetch, json } from './_fake-fetch.ts';

const def = (access: EndpointDef['access'], path = '/licenses/:id'): EndpointDef =>
  ({ method: 'GET', path, access, summary: '', response: undefined }) as unknown as EndpointDef;
const states = (auditLog: 'present' | 'absent' | 'unknown') => ({ state: () => auditLog });

describe('path mapping', () => {
  it("fills the catalog's path, encoding each parameter", () => {
    expect(urlOf(createPathOf(), 'getLicensePolicy', def('admin'), { id: 'a/b' })).toBe('/licenses/a%2Fb');
  });

  it("uses the server's own path for a mapped helper call", () => {
    const pathOf = createPathOf({ myApplications: '/me/apps' });
    expect(pathOf('listMyApplications', def('authenticated', '/applications/mine'))).toBe('/me/apps');
    expect(pathOf('getLicensePolicy', def('admin'))).toBe('/licenses/:id');
  });
});

describe('bearer token', () => {
  const tokens = { getAccessToken: () => 'stored' };

  it("sends the caller's token when given (even none), else the stored one", () => {
    expect(tokenToSend({}, tokens)).toBe('stored');
    expect(tokenToSend({ accessToken: 'own' }, tokens)).toBe('own');
    expect(tokenToSend({ accessToken: null }, tokens)).toBeNull();
  });

  it('attaches the token to an authenticated call only', async () => {
    const { fetch, sent } = fakeFetch();
    const http = createTransport('https://api.example', fetch);
    await attachBearer(http.url('/a'), 't1', def('admin')).fetch('GET');
    await attachBearer(http.url('/b'), 't1', def('public')).fetch('GET');
    await attachBearer(http.url('/c'), null, def('admin')).fetch('GET');
    expect(sent.map((s) => s.headers.get('Authorization'))).toEqual(['Bearer t1', null, null]);
  });
});

describe('operation id', () => {
  it('goes only to a server known to have the audit log', async () => {
    const { fetch, sent } = fakeFetch();
    const http = createTransport('https://api.example', fetch);
    await attachOperationId(http.url('/a'), 'op-1', states('present')).fetch('GET');
    await attachOperationId(http.url('/b'), 'op-1', states('unknown')).fetch('GET');
    await attachOperationId(http.url('/c'), undefined, states('present')).fetch('GET');
    expect(sent.map((s) => s.headers.get(OPERATION_ID_HEADER))).toEqual(['op-1', null, null]);
  });
});

describe('abort', () => {
  it("passes the caller's signal, and the call then rejects as aborted", async () => {
    const { fetch, sent } = fakeFetch();
    const controller = new AbortController();
    const request = attachAbort(createTransport('https://api.example', fetch).url('/a'), controller);
    controller.abort();
    await expect(request.fetch('GET')).rejects.toMatchObject({ kind: 'aborted' });
    expect(sent[0]!.signal?.aborted).toBe(true);
  });
});

describe('refresh replay', () => {
  it('waits for the refresh on a 401 and replays the same call with the new token', async () => {
    const { fetch, sent } = fakeFetch(new Response('', { status: 401 }), json({ ok: 1 }));
    const session = { refresh: vi.fn(async () => 'fresh'), expire: vi.fn((): never => Promise.reject() as never) };
    const request = attachBearer(createTransport('https://api.example', fetch).url('/a'), 'stale', def('admin'));
    const response = await replayAfterRefresh(request, 'stale', session).fetch('GET');
    expect(await response.json()).toEqual({ ok: 1 });
    expect(session.refresh).toHaveBeenCalledWith('stale');
    expect(sent.map((s) => s.headers.get('Authorization'))).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('ends the session on a 401 to the replay', async () => {
    const { fetch } = fakeFetch(new Response('', { status: 401 }), new Response('', { status: 401 }));
    const ended = new Error('ended');
    const session = {
      refresh: async () => 'fresh',
      expire: vi.fn((): never => {
        throw ended;
      }),
    };
    const request = createTransport('https://api.example', fetch).url('/a');
    await expect(replayAfterRefresh(request, 'stale', session).fetch('GET')).rejects.toBe(ended);
    expect(session.expire).toHaveBeenCalledTimes(1);
  });
});
