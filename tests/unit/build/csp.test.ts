// The post-build step that writes the Content Security Policy (scripts/csp.ts).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  apiOriginOf,
  contentSecurityPolicy,
  headerPolicy,
  inlineScriptHashes,
  policyHeaderLine,
  policyOf,
  withPolicy,
} from '../../../scripts/csp.ts';

const IMPORT_MAP = '{"imports":{"a1":"/screen.1234.js"}}';
const BUILT = `<!DOCTYPE html><html lang=ja><script type=importmap>${IMPORT_MAP}</script><link rel=stylesheet href=/app.css><meta charset=utf-8><title>t</title><body><div id=root></div><script type=module src=/app.js></script>`;
const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the Content Security Policy of the build', () => {
  it('allows scripts from the site and the hashed import map only; styles inline; the API origin for calls', () => {
    const policy = contentSecurityPolicy({ apiOrigin: 'https://api.example.com', scriptHashes: [sha(IMPORT_MAP)] });
    expect(policy.split('; ')).toEqual([
      "default-src 'none'",
      `script-src 'self' '${sha(IMPORT_MAP)}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self'",
      "font-src 'self'",
      "connect-src 'self' https://api.example.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
    expect(contentSecurityPolicy({ apiOrigin: '', scriptHashes: [] })).toContain("connect-src 'self';");
  });

  it('hashes inline scripts only, exactly as served', () => {
    expect(inlineScriptHashes(BUILT)).toEqual([sha(IMPORT_MAP)]);
  });

  it('puts charset and policy first in the page, before the import map; running twice changes nothing', () => {
    const once = withPolicy(BUILT, 'http://localhost:8300');
    expect(
      once.startsWith(
        `<!DOCTYPE html><html lang=ja><meta charset=utf-8><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' '${sha(IMPORT_MAP)}';`,
      ),
    ).toBe(true);
    expect(once.match(/charset/g)).toHaveLength(1);
    expect(once).toContain("connect-src 'self' http://localhost:8300;");
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('importmap'));
    expect(withPolicy(once, 'http://localhost:8300')).toBe(once);
  });

  it('writes the header the server sends: the pages’ policy, every page’s script hashes, frame-ancestors', () => {
    const index = withPolicy(BUILT, 'http://localhost:8300');
    const other = withPolicy(BUILT.replace(IMPORT_MAP, '{"imports":{}}'), 'http://localhost:8300');
    const header = headerPolicy([index, other]);
    expect(header).toBe(
      `${policyOf(index)!.replace(`'${sha(IMPORT_MAP)}'`, `'${sha(IMPORT_MAP)}' '${sha('{"imports":{}}')}'`)}; frame-ancestors 'none'`,
    );
    expect(headerPolicy([index, index])).toBe(`${policyOf(index)}; frame-ancestors 'none'`);
    expect(() => headerPolicy([index, BUILT])).toThrow(/no Content-Security-Policy/);
    expect(policyHeaderLine(header)).toBe(`header Content-Security-Policy "${header}"\n`);
  });

  it('takes the origin of the API base URL', () => {
    expect(apiOriginOf('https://api.license-auth.example.com/v1')).toBe('https://api.license-auth.example.com');
    expect(apiOriginOf('http://localhost:8300')).toBe('http://localhost:8300');
    expect(apiOriginOf('')).toBe('');
  });
});
