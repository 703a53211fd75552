// Entry point. With USE_MSW (npm start) the in-browser mock starts first; a production build
// drops that branch and the whole mock chunk.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as z from 'zod';
import './app/styles.css';
import { App } from './app/app.tsx';
import { startShellActors } from './app/shell-actors.ts';

// The Content Security Policy allows no eval (scripts/csp.ts): without this, zod probes
// `Function('')` on its first parse to compile faster object parsers, which the browser reports
// as a policy violation. The console's payloads are small; the plain parser is enough.
z.config({ jitless: true });

async function main() {
  if (process.env.USE_MSW === 'true') {
    const { startBrowserMock } = await import('./mocks/hosts/browser.ts');
    await startBrowserMock();
  }
  const actors = startShellActors();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <App actors={actors} />
    </StrictMode>,
  );
}

void main();
