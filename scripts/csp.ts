// Post-build step (`node scripts/csp.ts <dist-dir>`): writes the Content Security Policy into every
// built page as a <meta> tag, with the hashes of its inline scripts (Parcel's import map), and the
// same policy as a response header for the server to send (POLICY_HEADER_FILE); why and what:
// docs/adr/0037-content-security-policy-as-a-meta-tag.md, docs/connecting.md.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveApiBaseUrl } from '../src/api/client/config.ts';

export interface PolicyInput {
  /** Origin of the API the bundle calls, or '' when it calls its own origin. */
  apiOrigin: string;
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: readonly string[];
}

export function contentSecurityPolicy({ apiOrigin, scriptHashes }: PolicyInput): string {
  const quoted = scriptHashes.map((h) => `'${h}'`);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...quoted]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', connectSources(apiOrigin)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Where the console may connect: its own origin (config.json) and the API's. */
export function connectSources(apiOrigin: string): string[] {
  return ["'self'", ...(apiOrigin ? [apiOrigin] : [])];
}

/** The origin of the API base URL ('' for a same-origin build). */
export function apiOriginOf(baseUrl: string): string {
  return baseUrl ? new URL(baseUrl).origin : '';
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const CSP_META = /<meta http-equiv="?Content-Security-Policy"?[^>]*>/i;
const CONTENT = /\bcontent="([^"]*)"/i;
const CHARSET_META = /<meta charset="?utf-8"?\s*\/?>/i;

/** sha256 sources of every inline <script> (its text exactly as served). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}`,
  );
}

/**
 * The page with its policy as the first thing in the document (a <meta> policy only covers
 * what comes after it), preceded by the charset declaration, which must come early too.
 * Running it again replaces the policy.
 */
export function withPolicy(html: string, apiOrigin: string): string {
  const page = html.replace(CSP_META, '').replace(CHARSET_META, '');
  const policy = contentSecurityPolicy({ apiOrigin, scriptHashes: inlineScriptHashes(page) });
  const head = `<meta charset=utf-8><meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const htmlTag = /<html\b[^>]*>/i.exec(page);
  if (!htmlTag) throw new Error('csp: no <html> tag in the built page');
  const at = htmlTag.index + htmlTag[0].length;
  return `${page.slice(0, at)}${head}${page.slice(at)}`;
}

/** The policy of the page's <meta> tag, or null when the page has none. */
export function policyOf(html: string): string | null {
  const meta = CSP_META.exec(html);
  return meta ? (CONTENT.exec(meta[0])?.[1] ?? null) : null;
}

/**
 * The page with its policy's connect-src naming `apiOrigin`: every other directive, and the
 * script hashes, stay as they are (a hand-added source elsewhere survives a re-configuration).
 */
export function withConnectSrc(html: string, apiOrigin: string): string {
  const meta = CSP_META.exec(html);
  const policy = policyOf(html);
  if (!meta || policy === null) throw new Error('csp: the page has no Content-Security-Policy <meta>');
  const directive = `connect-src ${connectSources(apiOrigin).join(' ')}`;
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const at = directives.findIndex((d) => /^connect-src(\s|$)/i.test(d));
  if (at >= 0) directives[at] = directive;
  else directives.push(directive);
  const tag = meta[0].replace(CONTENT, () => `content="${directives.join('; ')}"`);
  return html.replace(meta[0], () => tag);
}

/**
 * The policy as a Caddy `header` line beside the pages (deploy/Caddyfile imports it; the file
 * server hides it), rewritten with them by this step and by `npm run configure`, so the header
 * never drifts from the pages' <meta>.
 */
export const POLICY_HEADER_FILE = 'content-security-policy.caddy';

/**
 * The header every answer carries: the index page's policy with the script hashes of every page
 * (each page's <meta> still holds it to its own), and what a <meta> cannot say.
 */
export function headerPolicy(pages: readonly string[]): string {
  const [index, ...others] = pages.map((html) => policyOf(html));
  if (!index || others.some((p) => p === null)) throw new Error('csp: a page has no Content-Security-Policy <meta>');
  const scriptSources = new Set(pages.flatMap((html) => directiveSources(policyOf(html)!, 'script-src')));
  const directives = index
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => (/^script-src(\s|$)/i.test(d) ? `script-src ${[...scriptSources].join(' ')}` : d));
  return [...directives, "frame-ancestors 'none'"].join('; ');
}

function directiveSources(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return directive ? directive.slice(1) : [];
}

/** The Caddyfile line that sends `policy` (a policy holds no double quote). */
export const policyHeaderLine = (policy: string) => `header Content-Security-Policy "${policy}"\n`;

/** Writes the header file of the pages in `dist` (index.html first); returns the policy. */
export function writePolicyHeader(dist: string): string {
  const names = readdirSync(dist)
    .filter((name) => name.endsWith('.html'))
    .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
  const policy = headerPolicy(names.map((name) => readFileSync(join(dist, name), 'utf8')));
  writeFileSync(join(dist, POLICY_HEADER_FILE), policyHeaderLine(policy));
  return policy;
}

function main(): void {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: node scripts/csp.ts <dist-dir>');
  const apiOrigin = apiOriginOf(resolveApiBaseUrl({ API_BASE_URL: process.env.API_BASE_URL, E2E: process.env.E2E }));
  const pages = readdirSync(dist).filter((name) => name.endsWith('.html'));
  if (!pages.includes('index.html')) throw new Error(`csp: ${dist}/index.html is missing`);
  for (const name of pages) {
    const file = join(dist, name);
    const html = withPolicy(readFileSync(file, 'utf8'), apiOrigin);
    writeFileSync(file, html);
    console.log(`csp: ${file}: ${CSP_META.exec(html)![0]}`);
  }
  console.log(`csp: ${join(dist, POLICY_HEADER_FILE)}: ${writePolicyHeader(dist)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
