// Post-build step (`node scripts/prerender.ts <dist-dir>`, before scripts/csp.ts): login.html is
// the built page with the login page's inert markup in #root, index.html the same with the
// console's frame, so every route paints before the JavaScript runs; both carry the critical CSS
// inline and defer the full stylesheet (docs/adr/0032-prerendered-login.md,
// docs/adr/0065-app-shell-and-critical-css.md); hosts answer /login with login.html (docs/connecting.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as FirstLoadMarkup from './prerender/first-load-markup.tsx';
import type * as LoginMarkup from './prerender/login-markup.tsx';

const ROOT_DIV = /<div id="?root"?><\/div>/;
/**
 * The first frame waits until the whole prerendered page has been parsed (Chromium 124+; others
 * ignore it): a frame painted from a half-parsed form grows the centred card when the rest arrives,
 * a layout shift. Chromium lifts the block once the element is inserted, so the target is an empty
 * <template> after the markup, not #root itself; React's first render removes it with the rest.
 */
export const END_MARKER = '<template id="root-parsed"></template>';
export const RENDER_BLOCKING_LINK = '<link rel=expect href="#root-parsed" blocking=render>';

/**
 * The built page with `markup` (and the end marker) inside its empty root element and the
 * render-blocking link at the end of the head; everything else unchanged.
 */
export function withRootMarkup(html: string, markup: string): string {
  const roots = html.match(new RegExp(ROOT_DIV.source, 'g')) ?? [];
  if (roots.length !== 1)
    throw new Error(`prerender: expected one empty <div id="root"> in the built page, found ${roots.length}`);
  const bodies = html.match(/<body\b/gi) ?? [];
  if (bodies.length !== 1) throw new Error(`prerender: expected one <body> in the built page, found ${bodies.length}`);
  // Before </head> when the page has one (Parcel's minified output omits it).
  return html
    .replace(/(<\/head>\s*)?<body\b/i, (end) => `${RENDER_BLOCKING_LINK}${end}`)
    .replace(ROOT_DIV, (div) => div.replace('></div>', `>${markup}${END_MARKER}</div>`));
}

const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?([^"\s>]+)"?\s*\/?>/g;

export { DEFERRED_STYLES_ID } from '../src/app/deferred-styles.ts';
import { DEFERRED_STYLES_ID } from '../src/app/deferred-styles.ts';

/** The hrefs of the page's stylesheets. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
}

/**
 * The page with `critical` inline where its first stylesheet was, and its stylesheets inside an
 * inert <template> after it: they do not block the first paint, nor download, until the
 * console's code applies them.
 */
export function withDeferredStylesheets(html: string, critical: string): string {
  const links = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[0]);
  if (links.length === 0) throw new Error('prerender: the built page links no stylesheet');
  const withoutLinks = links.slice(1).reduce((page, link) => page.replace(link, ''), html);
  return withoutLinks.replace(
    links[0]!,
    () => `<style>${critical}</style><template id=${DEFERRED_STYLES_ID}>${links.join('')}</template>`,
  );
}

async function main(): Promise<void> {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: node scripts/prerender.ts <dist-dir>');
  const root = resolve(import.meta.dirname, '..');
  // Imported here: the module runner (vite, a dependency of vitest) is needed by this step only.
  const { runnerImport } = await import('vite');
  const load = async <T>(path: string) => (await runnerImport<T>(join(root, path), { root, logLevel: 'error' })).module;
  const login = await load<typeof LoginMarkup>('scripts/prerender/login-markup.tsx');
  const firstLoad = await load<typeof FirstLoadMarkup>('scripts/prerender/first-load-markup.tsx');
  const { criticalCss } = await import('./prerender/critical-css.ts');
  const built = readFileSync(join(dist, 'index.html'), 'utf8');
  const loginMarkup = login.loginMarkup();
  const shellMarkup = firstLoad.shellMarkup();
  // One critical CSS for both pages: a signed-out deep link turns the frame into the login, a
  // sign-in the login into the frame, before the full stylesheet is applied.
  const css = stylesheetsOf(built).map((href) => [href, readFileSync(join(dist, href.replace(/^\//, '')), 'utf8')]);
  const critical = css
    .map(([href, text]) => criticalCss(text!, [shellMarkup, loginMarkup, firstLoad.firstLoadStatesMarkup()], href!))
    .join('');
  for (const [name, markup] of [
    [`${login.LOGIN_PATH.slice(1)}.html`, loginMarkup],
    ['index.html', shellMarkup],
  ] as const) {
    const file = join(dist, name);
    const page = withDeferredStylesheets(withRootMarkup(built, markup), critical);
    writeFileSync(file, page);
    console.log(`prerender: ${file} (${page.length} bytes, critical CSS ${critical.length} bytes)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
