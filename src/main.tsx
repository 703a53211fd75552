// Entry point. The console reads its configuration (config.json: the API's base URL) first;
// with USE_MSW (npm start) the in-browser mock then starts on that base; a production build
// drops that branch and the whole mock chunk.
import './app/zod-jitless.ts'; // first: before any schema is built (no eval under the CSP)
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.css';
import { readRuntimeConfig } from './api/client/config.ts';
import { App } from './app/app.tsx';
import { applyDeferredStyles } from './app/deferred-styles.ts';
import { afterPrerenderedPaint } from './app/prerendered-paint.ts';
import { startAppRuntime } from './app/runtime.ts';

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // The prerendered page (the login, or the console's frame) paints while the configuration arrives; its first paint is
  // recorded before the live page (or the error page) replaces it.
  const painted = afterPrerenderedPaint(container);
  const read = await readRuntimeConfig();
  if (!read.ok) {
    console.error('設定ファイルを読み込めませんでした', read.url, read.problem);
    // Its page, in a chunk of its own: the first load of a working console does not carry it.
    const [{ ConfigErrorPage }] = await Promise.all([
      import('./app/config-error-page.tsx'),
      painted,
      applyDeferredStyles(),
    ]);
    createRoot(container).render(
      <StrictMode>
        <ConfigErrorPage url={read.url} problem={read.problem} onReload={() => window.location.reload()} />
      </StrictMode>,
    );
    return;
  }
  const { apiBaseUrl, paths } = read.config;
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
  const runtime = startAppRuntime({
    apiBaseUrl,
    paths,
    inspectAuth: testers?.inspect,
    inspectSession: testers?.inspect,
    inspectSessionEnd: testers?.inspect,
  });
  await painted;
  createRoot(container).render(
    <StrictMode>
      <App actors={runtime} api={runtime.api} queryClient={runtime.queryClient} inspect={testers?.inspect} />
    </StrictMode>,
  );
}

void main();
