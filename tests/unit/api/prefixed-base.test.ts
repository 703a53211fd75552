// @vitest-environment node
// A console and its API on one origin: the API under a path prefix (https://host/api-server,
// docs/connecting.md). Every call of the catalog goes below the prefix, with its own path
// whole, the mapped helper paths too; nothing is sent to the origin's root.
import { describe, expect, it } from 'vitest';
import { createApiClient, type TokenStore } from '../../../src/api/client/client.ts';
import { readApiBaseUrl } from '../../../src/api/client/config.ts';
import { buildPath, endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';

const BASE = 'https://console.example.com/api-server';

const tokens: TokenStore = {
  getAccessToken: () => 'access',
  getRefreshToken: () => 'refresh',
  setAccessToken: () => {},
  setRefreshToken: () => {},
  clear: () => {},
};

/** A client whose fetch records each URL and answers an empty object. */
function recordingClient(paths?: Parameters<typeof createApiClient>[0]['paths']) {
  const urls: string[] = [];
  const api = createApiClient({
    baseUrl: BASE,
    tokens,
    paths,
    fetch: async (url) => {
      urls.push(url);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, urls };
}

const paramsOf = (path: string) =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1]!, `${m[1]}-1`]));

describe('an API base URL with a path prefix', () => {
  it('keeps its prefix when read from config.json, trailing slash or not', () => {
    expect(readApiBaseUrl(`${BASE}/`)).toBe(BASE);
    expect(readApiBaseUrl(BASE)).toBe(BASE);
  });

  it.each(Object.keys(endpoints) as EndpointId[])('%s goes below the prefix', async (id) => {
    const { api, urls } = recordingClient();
    const def = endpoints[id];
    const params = paramsOf(def.path);
    await api
      .call(id, { params, body: def.method === 'GET' ? undefined : {} } as never, { noRefresh: true })
      .catch(() => undefined);
    expect(urls.length, id).toBeGreaterThan(0);
    const url = new URL(urls.at(-1)!);
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}${buildPath(def.path, params)}`);
  });

  it('a mapped helper path goes below the prefix too', async () => {
    const { api, urls } = recordingClient({ myApplications: '/v2/apps', licenseUsage: '/v2/owners/:id/usage' });
    await api.call('listMyApplications', {}).catch(() => undefined);
    await api.call('getLicenseUsage', { params: { id: 'o1' } }).catch(() => undefined);
    expect(urls.map((u) => new URL(u).pathname)).toEqual(['/api-server/v2/apps', '/api-server/v2/owners/o1/usage']);
  });
});
