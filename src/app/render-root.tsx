// The second start-up script (docs/adr/0067-a-start-up-in-tasks.md): React DOM and the application
// root. The first render is a transition, so React renders it in slices of a few milliseconds
// with the page responsive between them; the prerendered page stays until it commits.
import { startTransition, StrictMode, type ComponentProps, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConfigProblem } from '../api/client/config.ts';
import { App } from './app.tsx';
import { applyDeferredStyles } from './deferred-styles.ts';

function render(container: HTMLElement, node: ReactNode): void {
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{node}</StrictMode>));
}

export function renderApp(container: HTMLElement, props: ComponentProps<typeof App>): void {
  render(container, <App {...props} />);
}

/** The page that says config.json could not be read, in a chunk of its own: a working console does not carry it. */
export async function renderConfigError(
  container: HTMLElement,
  url: string,
  problem: ConfigProblem,
  painted: Promise<void>,
): Promise<void> {
  const [{ ConfigErrorPage }] = await Promise.all([import('./config-error-page.tsx'), painted, applyDeferredStyles()]);
  render(container, <ConfigErrorPage url={url} problem={problem} onReload={() => window.location.reload()} />);
}
