// Post-build step (`node scripts/prerender.ts <dist-dir>`, before scripts/csp.ts): login.html is
// index.html with the login page's inert markup in #root, so /login paints before the JavaScript
// runs (docs/adr/0032-prerendered-login.md); hosts answer /login with it (docs/connecting.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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

async function main(): Promise<void> {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: node scripts/prerender.ts <dist-dir>');
  const root = resolve(import.meta.dirname, '..');
  // Imported here: the module runner (vite, a dependency of vitest) is needed by this step only.
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport<typeof LoginMarkup>(join(root, 'scripts/prerender/login-markup.tsx'), {
    root,
    logLevel: 'error',
  });
  const page = withRootMarkup(readFileSync(join(dist, 'index.html'), 'utf8'), module.loginMarkup());
  const file = join(dist, `${module.LOGIN_PATH.slice(1)}.html`);
  writeFileSync(file, page);
  console.log(`prerender: ${file} (${page.length} bytes)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
