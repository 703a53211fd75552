// @vitest-environment node
// The deployment step (scripts/configure.ts): config.json, the policy's connect-src rewritten
// in every page (nothing else of the policy touched), the preload, and the precompressed copies.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDist } from '../../../scripts/compress.ts';
import { CONFIG_PRELOAD, configureDist, withConfigPreload } from '../../../scripts/configure.ts';
import { POLICY_HEADER_FILE, policyOf, withConnectSrc, withPolicy } from '../../../scripts/csp.ts';

const IMPORT_MAP = '{"imports":{"a1":"/screen.1234.js"}}';
const BUILT = `<!DOCTYPE html><html lang=ja><script type=importmap>${IMPORT_MAP}</script><meta charset=utf-8><title>t</title><body><div id=root></div><script type=module src=/app.js></script>`;
const HASH = `'sha256-${createHash('sha256').update(IMPORT_MAP).digest('base64')}'`;
const directives = (html: string) => policyOf(html)!.split('; ');

describe('withConnectSrc', () => {
  const built = withPolicy(BUILT, 'https://staging.example.com');

  it('names the new API origin in connect-src and keeps every other directive and the script hashes', () => {
    const page = withConnectSrc(built, 'https://licence.example.com');
    expect(directives(page)).toEqual(
      directives(built).map((d) =>
        d.startsWith('connect-src') ? "connect-src 'self' https://licence.example.com" : d,
      ),
    );
    expect(policyOf(page)).toContain(`script-src 'self' ${HASH}`);
    expect(page.replace(/content="[^"]*"/, '')).toBe(built.replace(/content="[^"]*"/, ''));
  });

  it('keeps a source added by hand elsewhere, adds connect-src to a policy without one, and refuses a page without a policy', () => {
    const edited = built.replace("img-src 'self'", "img-src 'self' data:").replace(/; connect-src [^;]*/, '');
    const page = withConnectSrc(edited, 'http://localhost:8010');
    expect(directives(page)).toContain("img-src 'self' data:");
    expect(directives(page).at(-1)).toBe("connect-src 'self' http://localhost:8010");
    expect(() => withConnectSrc(BUILT, 'http://localhost:8010')).toThrow(/no Content-Security-Policy/);
  });
});

describe('withConfigPreload', () => {
  it('preloads config.json right after the policy (which must come first), once', () => {
    const page = withConfigPreload(withPolicy(BUILT, 'https://api.example.com'));
    expect(page.indexOf(CONFIG_PRELOAD)).toBeGreaterThan(page.indexOf('Content-Security-Policy'));
    expect(page.indexOf(CONFIG_PRELOAD)).toBeLessThan(page.indexOf('importmap'));
    expect(withConfigPreload(page)).toBe(page);
    expect(withConfigPreload(BUILT)).toContain(`<meta charset=utf-8>${CONFIG_PRELOAD}<title>`);
  });
});

describe('configureDist', () => {
  let dist: string;
  beforeEach(async () => {
    dist = mkdtempSync(join(tmpdir(), 'configure-'));
    const page = withConfigPreload(withPolicy(BUILT, 'http://localhost:8000'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(
      join(dist, 'login.html'),
      page.replace('<div id=root></div>', `<div id=root>${'<main inert>ログイン</main>'.repeat(20)}</div>`),
    );
    writeFileSync(join(dist, 'app.js'), 'console.log("app");'.repeat(50));
    writeFileSync(join(dist, 'config.json'), '{"apiBaseUrl":"http://localhost:8000"}');
    await compressDist(dist);
    writeFileSync(join(dist, 'config.json.gz'), 'a stale copy');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes config.json, the pages and their copies; the rest stays', async () => {
    const appBr = readFileSync(join(dist, 'app.js.br'));
    const done = await configureDist(dist, 'https://licence.example.com/api/');
    expect(done.apiBaseUrl).toBe('https://licence.example.com/api');
    expect(JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'))).toEqual({
      apiBaseUrl: 'https://licence.example.com/api',
    });
    expect(existsSync(join(dist, 'config.json.gz'))).toBe(false);
    expect(done.written.map((f) => f.slice(dist.length + 1))).toEqual([
      'config.json',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'login.html',
      'login.html.br',
      'login.html.gz',
      POLICY_HEADER_FILE,
    ]);
    // The header the server sends: the pages' policy, re-pointed with them, and frame-ancestors.
    expect(readFileSync(join(dist, POLICY_HEADER_FILE), 'utf8')).toBe(
      `header Content-Security-Policy "${policyOf(readFileSync(join(dist, 'index.html'), 'utf8'))}; frame-ancestors 'none'"\n`,
    );
    expect(done.headerPolicy).toContain("connect-src 'self' https://licence.example.com;");
    for (const name of ['index.html', 'login.html']) {
      const page = readFileSync(join(dist, name));
      expect(directives(page.toString())).toContain("connect-src 'self' https://licence.example.com");
      expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).equals(page)).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${name}.gz`))).equals(page)).toBe(true);
    }
    expect(readFileSync(join(dist, 'app.js.br')).equals(appBr)).toBe(true);
    expect(done.policy).toBe(policyOf(readFileSync(join(dist, 'index.html'), 'utf8')));
    expect((await configureDist(dist, 'https://licence.example.com/api')).written).toEqual([]);
  });

  it('refuses a URL the console would refuse, and a folder without a build, before writing anything', async () => {
    for (const url of ['licence.example.com', 'ftp://licence.example.com', 'https://licence.example.com/?x=1']) {
      await expect(configureDist(dist, url)).rejects.toThrow(/not an absolute http/);
    }
    expect(readFileSync(join(dist, 'config.json'), 'utf8')).toBe('{"apiBaseUrl":"http://localhost:8000"}');
    await expect(configureDist(join(dist, 'nothing'), 'https://licence.example.com')).rejects.toThrow(
      /index\.html is missing/,
    );
  });
});
