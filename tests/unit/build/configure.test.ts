// @vitest-environment node
// The deployment step (scripts/configure.ts): config.json, the policy's connect-src rewritten
// in every page (nothing else of the policy touched), the preload, and the precompressed copies.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDist } from '../../../scripts/compress.ts';
import { CONFIG_PRELOAD, configureDist, parsePathMappings, withConfigPreload } from '../../../scripts/configure.ts';
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

describe('helper paths (--path NAME=/path)', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'configure-paths-'));
    writeFileSync(join(dist, 'index.html'), withConfigPreload(withPolicy(BUILT, 'http://localhost:8000')));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes the mapped paths into config.json, where the console reads them', async () => {
    const paths = parsePathMappings(['myApplications=/v2/apps', 'licenseUsage=/v2/owners/:id/usage']);
    await configureDist(dist, 'https://licence.example.com', paths);
    expect(JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'))).toEqual({
      apiBaseUrl: 'https://licence.example.com',
      paths: { myApplications: '/v2/apps', licenseUsage: '/v2/owners/:id/usage' },
    });
  });

  it('refuses an unknown helper, a path without /, and a path losing its :id', () => {
    expect(() => parsePathMappings(['myApps=/v2/apps'])).toThrow(/NAME one of myApplications/);
    expect(() => parsePathMappings(['myApplications'])).toThrow(/give NAME=\/path/);
    expect(() => parsePathMappings(['myApplications=v2/apps'])).toThrow(/a path from \//);
    expect(() => parsePathMappings(['quotaSync=/v2/sync'])).toThrow(/the parameter :id/);
  });
});

describe('npm run configure (the CLI, in its own process)', () => {
  const script = join(import.meta.dirname, '../../../scripts/configure.ts');
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

  it('--help prints the usage with every helper name and exits 0', { timeout: 60_000 }, () => {
    const { status, stdout } = run('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^usage: npm run configure -- --api-base-url <URL>/);
    expect(stdout).toContain('--path NAME=/path');
    expect(stdout).toContain('myApplications (/api/my-applications)');
  });

  it(
    'an unknown option or a bad mapping: a clear message and the usage, exit 2, no stack trace',
    { timeout: 90_000 },
    () => {
      for (const args of [['--bogus'], ['--api-base-url', 'https://x.example.com', '--path', 'nope=/x'], []]) {
        const { status, stderr } = run(...args);
        expect(status, args.join(' ')).toBe(2);
        expect(stderr).toMatch(/^configure: /);
        expect(stderr).toContain('usage: npm run configure');
        expect(stderr).not.toMatch(/ERR_PARSE_ARGS|\n\s+at /);
      }
    },
  );
});
