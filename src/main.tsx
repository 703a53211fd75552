// Entry point. The console reads its configuration (config.json: the API's base URL) first;
// with USE_MSW (npm start) the in-browser mock then starts on that base; a production build
// drops that branch and the whole mock chunk. The start-up runs in tasks of its own, so the page
// that painted from HTML stays responsive: this script and the actors, then React DOM and the
// first screens (src/app/render-root.tsx), asked for at once (docs/adr/0067-a-start-up-in-tasks.md).
// zod, the schemas and the HTTP client are the API's chunk (src/app/runtime-api.ts): the login page
// evaluates none of it before the visitor's first input (docs/adr/0069-the-login-evaluates-no-zod.md).
import './app/styles.css';
import { readRuntimeConfig } from './api/client/config.ts';
import { tokenStorage } from './api/client/token-storage.ts';
import { afterPrerenderedPaint } from './app/prerendered-paint.ts';
import { importRuntimeApi, startAppRuntime } from './app/runtime.ts';
import { yieldToPage } from './shared/yield-to-page.ts';

const renderRoot = import('./app/render-root.tsx');

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // The prerendered page (the login, or the console's frame) paints while the configuration arrives; its first paint is
  // recorded before the live page (or the error page) replaces it.
  const painted = afterPrerenderedPaint(container);
  const read = await readRuntimeConfig();
  if (!read.ok) {
    console.error('設定ファイルを読み込めませんでした', read.url, read.problem);
    await (await renderRoot).renderConfigError(container, read.url, read.problem, painted);
    return;
  }
  const { apiBaseUrl, paths } = read.config;
  // The in-browser mock and the testers' panel build schemas: zod's configuration comes first.
  if (process.env.USE_MSW === 'true' || process.env.TESTERS_PANEL === '1') await import('./app/zod-jitless.ts');
  if (process.env.USE_MSW === 'true') {
    const { startBrowserMock } = await import('./mocks/hosts/browser.ts');
    await startBrowserMock(apiBaseUrl);
  }
  // The testers' panel (docs/testers-toolkit.md): the dev server, or an E2E build made with
  // TESTERS_PANEL=1; a production build drops the branch and the panel's chunk.
  const testers =
    process.env.USE_MSW === 'true' || process.env.TESTERS_PANEL === '1'
      ? (await import('./dev/testers/kit.tsx')).startTestersKit()
      : undefined;
  // A stored session is verified at once: the API's chunk comes now, and with it the stored user.
  const storedUser = tokenStorage.getUserText() === null ? null : (await importRuntimeApi()).readStoredUser();
  // The actors start in a task after this script's evaluation.
  await yieldToPage();
  const runtime = startAppRuntime({
    apiBaseUrl,
    paths,
    storedUser,
    inspectAuth: testers?.inspect,
    inspectSession: testers?.inspect,
    inspectSessionEnd: testers?.inspect,
  });
  const { renderApp } = await renderRoot;
  await painted;
  await yieldToPage();
  renderApp(container, {
    actors: runtime,
    api: runtime.api,
    queryClient: runtime.queryClient,
    inspect: testers?.inspect,
  });
}

void main();
