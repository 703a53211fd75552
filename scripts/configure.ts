// `npm run configure -- --api-base-url URL [--path helper=/path ...] [--dist dist]`: points a built
// console at a licence server without a rebuild (docs/connecting.md,
// docs/adr/0055-api-base-url-read-at-start-up.md); `--path` maps a helper call the contract leaves
// without a path to the server's own (src/api/catalog/helper-calls.ts).
// `--build-default --dist DIR` is the build's own step, after scripts/csp.ts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CONFIG_URL, readApiBaseUrl, resolveApiBaseUrl } from '../src/api/client/config.ts';
import { endpoints } from '../src/api/catalog/endpoints.ts';
import {
  HELPER_CALLS,
  HELPER_NAMES,
  helperPathProblem,
  type HelperName,
  type HelperPaths,
} from '../src/api/catalog/helper-calls.ts';
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

export function configJson(apiBaseUrl: string, paths: HelperPaths = {}): string {
  const mapped = Object.keys(paths).length > 0;
  return `${JSON.stringify(mapped ? { apiBaseUrl, paths } : { apiBaseUrl }, null, 2)}\n`;
}

/** `--path name=/path` arguments as config.json's paths; throws with the reason on a bad one. */
export function parsePathMappings(args: readonly string[]): HelperPaths {
  const paths: HelperPaths = {};
  for (const arg of args) {
    const at = arg.indexOf('=');
    const name = arg.slice(0, Math.max(at, 0)) as HelperName;
    const path = arg.slice(at + 1);
    if (at < 0 || !HELPER_NAMES.includes(name))
      throw new Error(`configure: --path ${arg}: give NAME=/path, NAME one of ${HELPER_NAMES.join(', ')}`);
    const problem = helperPathProblem(name, path);
    if (problem) throw new Error(`configure: --path ${arg}: ${name} needs ${problem}`);
    paths[name] = path;
  }
  return paths;
}

export interface Configured {
  apiBaseUrl: string;
  paths: HelperPaths;
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
export async function configureDist(dist: string, apiBaseUrl: string, paths: HelperPaths = {}): Promise<Configured> {
  const base = readApiBaseUrl(apiBaseUrl);
  if (base === null)
    throw new Error(
      `configure: "${apiBaseUrl}" is not an absolute http:// or https:// URL without query, fragment or credentials`,
    );
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`configure: ${dist}/index.html is missing: build first`);
  const result: Configured = {
    apiBaseUrl: base,
    paths,
    written: [],
    withoutPolicy: [],
    policy: null,
    headerPolicy: null,
  };

  const changed: string[] = [];
  const write = (file: string, text: string) => {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
    writeFileSync(file, text);
    changed.push(file);
  };
  write(join(dist, CONFIG_FILE), configJson(base, paths));
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

export const USAGE = `usage: npm run configure -- --api-base-url <URL> [--path NAME=/path ...] [--dist dist]
       npm run configure -- --build-default [--dist dist]
  --api-base-url URL  the licence server's API (an origin, or with a path prefix: https://host/api-server)
  --path NAME=/path   the server's own path for a helper call the contract leaves without one (repeatable);
                      NAME (our path): ${HELPER_NAMES.map((name) => `${name} (${endpoints[HELPER_CALLS[name].call].path})`).join(', ')}
  --dist DIR          the built console (default dist)
  --build-default     the build's own step: the default API of the build
  -h, --help          this text`;

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'api-base-url': { type: 'string' },
        path: { type: 'string', multiple: true, default: [] },
        dist: { type: 'string', default: 'dist' },
        'build-default': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    usageError(`configure: ${(error as Error).message}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const given = values['api-base-url'];
  if (!given === !values['build-default'])
    usageError(given ? 'configure: give a URL or --build-default, not both' : 'configure: no --api-base-url given');
  let paths: HelperPaths;
  try {
    paths = parsePathMappings(values.path);
  } catch (error) {
    usageError((error as Error).message);
  }
  const url = given ?? resolveApiBaseUrl({ API_BASE_URL: process.env.API_BASE_URL, E2E: process.env.E2E });
  let done: Configured;
  try {
    done = await configureDist(values.dist, url, paths);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    `configure: ${values.dist}: the API at ${done.apiBaseUrl}${done.written.length ? '' : ' (already so: nothing written)'}`,
  );
  for (const [name, path] of Object.entries(done.paths)) console.log(`  ${name} at ${path}`);
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
