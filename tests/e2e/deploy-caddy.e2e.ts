// The example server configuration (deploy/Caddyfile) serving a copy of the slot's E2E build:
// routes answer index.html, /login its prerendered page, hashed files come precompressed and
// cached for a year, pages and config.json are revalidated, a missing config.json or hashed file
// is a 404; every answer carries the pages' whole policy as a header (as npm run configure left
// it), Permissions-Policy and Strict-Transport-Security (max-age=0 until enabled).
// Skipped, with the reason printed, where Caddy is not installed (.ci/run installs it).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { configureDist } from '../../scripts/configure.ts';
import { policyOf, POLICY_HEADER_FILE } from '../../scripts/csp.ts';
import { expect, test } from './support/test.ts';
import { CADDY_MISSING, directives, get, startCaddy as startCaddyWith } from './support/caddy.ts';
import { copyOfBuild } from './support/own-hosts.ts';

const SKIP_REASON = 'caddy is not installed (Debian package caddy): deploy/Caddyfile is not tested here';
if (CADDY_MISSING) console.log(`deploy-caddy.e2e.ts: skipped: ${SKIP_REASON}`);

/** The hashed entry script the page loads. */
const entryScript = (page: Buffer) => /<script type=module src=\/?([^ >]+)/.exec(page.toString())![1]!;

/** Caddy with deploy/Caddyfile on a free port, serving `dist`. */
const startCaddy = (dist: string, extra: Record<string, string> = {}) =>
  startCaddyWith('deploy/Caddyfile', dist, { extra });

test('deploy/Caddyfile: the single-page fallback, precompressed hashed files with long caching, revalidated pages and config.json, the security headers', async () => {
  test.skip(CADDY_MISSING, SKIP_REASON);
  const build = copyOfBuild();
  // Pointed at another server after the build: the header follows the pages.
  await configureDist(build.dir, 'https://licence.example.com');
  const { origin, stop } = await startCaddy(build.dir);
  try {
    const file = (name: string) => readFileSync(join(build.dir, name));
    const index = file('index.html');
    for (const path of ['/', '/licenses', '/licenses/lic-0001', '/index.html']) {
      const res = await get(`${origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.body.equals(index), `${path} answers index.html`).toBe(true);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
    // A chunk of another build, or the header file itself: not there, never index.html.
    for (const path of ['/nothing.12345678.js', '/index.0123abcd.css', `/${POLICY_HEADER_FILE}`]) {
      const res = await get(`${origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.includes('<html'), path).toBe(false);
    }

    // Every answer: the whole policy of the pages as a header, and what a <meta> cannot say.
    const login = file('login.html').toString();
    for (const path of ['/', '/login', '/config.json', `/${entryScript(index)}`, '/nothing.12345678.js']) {
      const res = await get(`${origin}${path}`);
      const header = directives(String(res.headers['content-security-policy']));
      for (const page of [index.toString(), login]) {
        for (const [name, sources] of directives(policyOf(page)!))
          expect(header.get(name), `${path}: ${name}`).toEqual(expect.arrayContaining(sources));
      }
      expect(header.get('connect-src'), path).toEqual(["'self'", 'https://licence.example.com']);
      expect(header.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(res.headers['permissions-policy'], path).toMatch(/(^|, )camera=\(\)/);
      expect(res.headers['permissions-policy'], path).toMatch(/(^|, )geolocation=\(\)/);
      expect(res.headers['permissions-policy'], path).toMatch(/(^|, )microphone=\(\)/);
      expect(res.headers['strict-transport-security'], path).toBe('max-age=0');
    }
    for (const path of ['/login', '/login?redirect=%2Fdevices']) {
      const res = await get(`${origin}${path}`);
      expect(res.body.equals(file('login.html')), `${path} answers login.html`).toBe(true);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
    const config = await get(`${origin}/config.json`);
    expect(JSON.parse(config.body.toString())).toEqual(JSON.parse(file('config.json').toString()));
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers['content-type']).toMatch(/^application\/json/);

    // The entry script (hashed), as each kind of browser asks for it.
    const script = entryScript(index);
    expect(script).toMatch(/\.[0-9a-f]{8}\.js$/);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['', 'identity'],
    ] as const) {
      const res = await get(`${origin}/${script}`, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'] ?? 'identity', accept).toBe(encoding);
      expect(res.headers['vary'], accept).toBe('Accept-Encoding');
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type'], accept).toMatch(/^text\/javascript/);
      expect(decoders[encoding](res.body).equals(file(script)), `${encoding} decodes to the script`).toBe(true);
    }
    const loginPage = await get(`${origin}/login`, { 'accept-encoding': 'br' });
    expect(loginPage.headers['content-encoding']).toBe('br');

    rmSync(join(build.dir, 'config.json'));
    expect((await get(`${origin}/config.json`)).status).toBe(404);
  } finally {
    await stop();
    build.remove();
  }
});

test('deploy/Caddyfile: HSTS once enabled for a site served over HTTPS for good (CONSOLE_HSTS)', async () => {
  test.skip(CADDY_MISSING, SKIP_REASON);
  const build = copyOfBuild();
  const { origin, stop } = await startCaddy(build.dir, { CONSOLE_HSTS: 'max-age=31536000; includeSubDomains' });
  try {
    for (const path of ['/', '/login'])
      expect((await get(`${origin}${path}`)).headers['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      );
  } finally {
    await stop();
    build.remove();
  }
});
