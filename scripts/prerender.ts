// Post-build step of `npm run build`, `npm run build:e2e` and the bench (before scripts/csp.ts):
// writes DIST/login.html, the built index.html with the login page's markup already in
// <div id="root">, so /login paints from the HTML before the JavaScript has run (issue 8).
//   node scripts/prerender.ts <dist-dir>
//
// The markup comes from the console's own components (scripts/prerender/login-markup.tsx,
// loaded through Vite's module runner because Node cannot run .tsx). It is inert: main.tsx's
// createRoot replaces it with the live page on its first render (no hydration: input typed
// into the copy before that would not reach the form's state). index.html stays empty, so a
// signed-in reload of any other route never shows a login form. The host must answer /login
// with login.html (sirv and scripts/bench-lib.ts try `<path>.html`; see README).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT_DIV = /<div id="?root"?><\/div>/;

/** The built page with `markup` inside its empty root element; everything else unchanged. */
export function withRootMarkup(html: string, markup: string): string {
  const matches = html.match(new RegExp(ROOT_DIV.source, 'g')) ?? [];
  if (matches.length !== 1) throw new Error(`prerender: expected one empty <div id="root"> in the built page, found ${matches.length}`);
  return html.replace(ROOT_DIV, (div) => div.replace('></div>', `>${markup}</div>`));
}

async function main(): Promise<void> {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: node scripts/prerender.ts <dist-dir>');
  const root = resolve(import.meta.dirname, '..');
  // Imported here: the module runner (vite, a dependency of vitest) is needed by this step only.
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport<typeof import('./prerender/login-markup.tsx')>(join(root, 'scripts/prerender/login-markup.tsx'), { root, logLevel: 'error' });
  const page = withRootMarkup(readFileSync(join(dist, 'index.html'), 'utf8'), module.loginMarkup());
  const file = join(dist, `${module.LOGIN_PATH.slice(1)}.html`);
  writeFileSync(file, page);
  console.log(`prerender: ${file} (${page.length} bytes)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
