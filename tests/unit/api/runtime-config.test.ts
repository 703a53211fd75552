// The runtime configuration (config.json beside index.html): read once at start-up, checked,
// and every way it can fail named for the start-up error page.
import { describe, expect, it, vi } from 'vitest';
import { CONFIG_URL, readRuntimeConfig } from '../../../src/api/client/config.ts';

function serving(body: string, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(
    async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init }),
  );
}

describe('readRuntimeConfig', () => {
  it('reads the API base URL from /config.json, bypassing the HTTP cache', async () => {
    const fetchFn = serving('{"apiBaseUrl": "https://api.example.com"}');
    expect(await readRuntimeConfig(fetchFn)).toEqual({ ok: true, config: { apiBaseUrl: 'https://api.example.com' } });
    expect(fetchFn).toHaveBeenCalledWith(CONFIG_URL, expect.objectContaining({ cache: 'no-store' }));
    expect(CONFIG_URL).toBe('/config.json');
  });

  it('drops trailing slashes and keeps a path; ignores keys it does not know', async () => {
    const read = async (body: object) => readRuntimeConfig(serving(JSON.stringify(body)));
    expect(await read({ apiBaseUrl: 'https://api.example.com/' })).toMatchObject({
      config: { apiBaseUrl: 'https://api.example.com' },
    });
    expect(await read({ apiBaseUrl: ' http://localhost:8010/v1// ' })).toMatchObject({
      config: { apiBaseUrl: 'http://localhost:8010/v1' },
    });
    expect(await read({ apiBaseUrl: 'https://API.Example.com', later: true })).toEqual({
      ok: true,
      config: { apiBaseUrl: 'https://api.example.com' },
    });
  });

  it('a missing file is an HTTP status', async () => {
    const result = await readRuntimeConfig(
      serving('not found', { status: 404, headers: { 'content-type': 'text/plain' } }),
    );
    expect(result).toEqual({ ok: false, url: '/config.json', problem: { kind: 'status', status: 404 } });
  });

  it('a host that answers index.html for the missing file is told apart from broken JSON', async () => {
    const page = serving('<!doctype html><html lang=ja><div id=root></div>', {
      headers: { 'content-type': 'text/html' },
    });
    expect(await readRuntimeConfig(page)).toMatchObject({ ok: false, problem: { kind: 'html' } });
    expect(await readRuntimeConfig(serving('{"apiBaseUrl": "https://api.example.com",}'))).toMatchObject({
      ok: false,
      problem: { kind: 'not-json' },
    });
    expect(await readRuntimeConfig(serving(''))).toMatchObject({ ok: false, problem: { kind: 'not-json' } });
  });

  it('refuses a base URL the client cannot call', async () => {
    for (const apiBaseUrl of [
      'api.example.com',
      '/api',
      'ftp://api.example.com',
      'https://api.example.com/?v=1',
      'https://user:pw@api.example.com',
      '',
      42,
    ]) {
      const result = await readRuntimeConfig(serving(JSON.stringify({ apiBaseUrl })));
      expect(result, String(apiBaseUrl)).toEqual({
        ok: false,
        url: '/config.json',
        problem: { kind: 'invalid', field: 'apiBaseUrl' },
      });
    }
    expect(await readRuntimeConfig(serving('{}'))).toMatchObject({
      ok: false,
      problem: { kind: 'invalid', field: 'apiBaseUrl' },
    });
    expect(await readRuntimeConfig(serving('null'))).toMatchObject({ ok: false, problem: { kind: 'invalid' } });
  });

  it('a network failure is "unreachable"', async () => {
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await readRuntimeConfig(down, '/other/config.json')).toEqual({
      ok: false,
      url: '/other/config.json',
      problem: { kind: 'unreachable' },
    });
  });
});

describe("the dev server's config.json (static/, npm start)", () => {
  it('names the production host, which the in-browser mock answers', async () => {
    const { readFileSync } = await import('node:fs');
    const { PRODUCTION_API_BASE_URL } = await import('../../../src/api/client/config.ts');
    const read = await readRuntimeConfig(serving(readFileSync('static/config.json', 'utf8')));
    expect(read).toEqual({ ok: true, config: { apiBaseUrl: PRODUCTION_API_BASE_URL } });
  });
});
