// Entry point. With USE_MSW (npm start) the in-browser mock starts first; a production build
// drops that branch and the whole mock chunk.
import './app/zod-jitless.ts'; // first: before any schema is built (no eval under the CSP)
import { installPrimeStyleGuard } from './app/prime-style-guard.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.css';
import { App } from './app/app.tsx';
import { afterPrerenderedPaint } from './app/prerendered-paint.ts';
import { startAppRuntime } from './app/runtime.ts';

async function main() {
  // Before PrimeReact (the signed-in console's chunk) mounts anything.
  installPrimeStyleGuard();
  if (process.env.USE_MSW === 'true') {
    const { startBrowserMock } = await import('./mocks/hosts/browser.ts');
    await startBrowserMock();
  }
  const runtime = startAppRuntime();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // The prerendered /login: its first paint is recorded before the live page replaces it.
  await afterPrerenderedPaint(container);
  createRoot(container).render(
    <StrictMode>
      <App actors={runtime} api={runtime.api} />
    </StrictMode>,
  );
}

void main();
