// `npm run configure -- --api-base-url URL [--dist dist]`: points a built console at a licence
// server without a rebuild (docs/connecting.md, docs/adr/0055-api-base-url-read-at-start-up.md).
// `--build-default --dist DIR` is the build's own step, after scripts/csp.ts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { apiBaseUrlSchema, CONFIG_URL, resolveApiBaseUrl } from '../src/api/config.ts';
import { refreshCopies } from './compress.ts';
import { apiOriginOf, policyHeaderLine, headerPolicy, POLICY_HEADER_FILE, policyOf, withConnectSrc } from './csp.ts';

export const CONFIG_FILE = CONFIG_URL.slice(1);

/** Fetches config.json while the scripts download (the console's own fetch then takes it). */
export const CONFIG_PRELOAD = `<link rel=preload href=${CONFIG_URL} as=fetch crossorigin>`;

const ANCHORS = [
  /<meta http-equiv="?Content-Security-Policy"?[^>]*>/i,
  /<meta charset="?utf-8"?\s*\/?>/i,
  /<head\b[^>]*>/i,
  /<html\b[^>]*>/i,
];

/**
 * The page with the preload of config.json early in its head: after the policy (which must
 * come first to cover it), or the charset. Running it again changes nothing.
 */
export function withConfigPreload(html: string): string {
  if (html.includes(CONFIG_PRELOAD)) return html;
  const anchor = ANCHORS.map((tag) => tag.exec(html)).find((match) => match !== null);
  if (!anchor) throw new Error('configure: no <html> tag in the page');
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${CONFIG_PRELOAD}${html.slice(at)}`;
}

export function configJson(apiBaseUrl: string): string {
  return `${JSON.stringify({ apiBaseUrl }, null, 2)}\n`;
}

export interface Configured {
  apiBaseUrl: string;
  /** Files written (copies included), in order. */
  written: string[];
  /** Pages without a policy <meta>: their connect-src is the host's header to set. */
  withoutPolicy: string[];
  /** The policy as written into index.html. */
  policy: string | null;
  /** The policy as the header (POLICY_HEADER_FILE), or null when the pages hold none. */
  headerPolicy: string | null;
}

/** Configures the build in `dist` for the API at `apiBaseUrl` (checked as the console checks it). */
export async function configureDist(dist: string, apiBaseUrl: string): Promise<Configured> {
  const parsed = apiBaseUrlSchema.safeParse(apiBaseUrl);
  if (!parsed.success)
    throw new Error(
      `configure: "${apiBaseUrl}" is not an absolute http:// or https:// URL without query, fragment or credentials`,
    );
  const base = parsed.data;
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`configure: ${dist}/index.html is missing: build first`);
  const result: Configured = { apiBaseUrl: base, written: [], withoutPolicy: [], policy: null, headerPolicy: null };

  const changed: string[] = [];
  const write = (file: string, text: string) => {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
    writeFileSync(file, text);
    changed.push(file);
  };
  write(join(dist, CONFIG_FILE), configJson(base));
  const pages: string[] = [];
  for (const name of readdirSync(dist)
    .filter((n) => n.endsWith('.html'))
    .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)))) {
    const file = join(dist, name);
    let html = readFileSync(file, 'utf8');
    if (policyOf(html) === null) result.withoutPolicy.push(file);
    else html = withConnectSrc(html, apiOriginOf(base));
    write(file, withConfigPreload(html));
    pages.push(html);
    if (name === 'index.html') result.policy = policyOf(html);
  }
  // The header the server sends, rewritten with the pages (deploy/Caddyfile imports it).
  if (result.withoutPolicy.length === 0) {
    result.headerPolicy = headerPolicy(pages);
    write(join(dist, POLICY_HEADER_FILE), policyHeaderLine(result.headerPolicy));
  }
  // Copies of a changed file would be served instead of it; config.json's copies just go.
  for (const file of new Set([join(dist, CONFIG_FILE), ...changed])) {
    if (changed.includes(file)) result.written.push(file);
    result.written.push(...(await refreshCopies(file)));
  }
  return result;
}

const USAGE = 'usage: npm run configure -- --api-base-url <URL> [--dist dist]   (or --build-default instead of a URL)';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'api-base-url': { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      'build-default': { type: 'boolean', default: false },
    },
  });
  const given = values['api-base-url'];
  if (!given === !values['build-default']) {
    console.error(USAGE);
    process.exit(2);
  }
  const url = given ?? resolveApiBaseUrl({ API_BASE_URL: process.env.API_BASE_URL, E2E: process.env.E2E });
  let done: Configured;
  try {
    done = await configureDist(values.dist, url);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    `configure: ${values.dist}: the API at ${done.apiBaseUrl}${done.written.length ? '' : ' (already so: nothing written)'}`,
  );
  for (const file of done.written) console.log(`  wrote ${file}`);
  for (const file of done.withoutPolicy)
    console.log(
      `  ${file} has no Content-Security-Policy <meta>: the header your server sends must allow connect-src ${apiOriginOf(done.apiBaseUrl)}`,
    );
  if (given && done.headerPolicy)
    console.log(
      `  the policy as a response header, with what a <meta> cannot say (deploy/Caddyfile sends ${POLICY_HEADER_FILE}):\n  Content-Security-Policy: ${done.headerPolicy}`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
