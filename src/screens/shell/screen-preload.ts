// Loading a screen's code before its route opens: when the pointer or the focus reaches its
// menu link, and, for every item of the menu, one screen per idle period after the console
// has painted. A screen whose code is there renders in the click's own frame, with no loading
// state (see chunkComponent).
import type { QueryClient } from '@tanstack/react-query';
import type { AdapterBinding } from '../../api/resources/list-adapter.ts';
import { screenAt } from './route-table.ts';

/**
 * Reads the first data of the screen of `path` ahead (a list's first page), once the link is
 * pressed: the call leaves with the press, not after the click's render. Settles when the
 * screen's code and that read are there or have failed; a failure is left to the screen.
 */
export function readScreenAhead(path: string, bind: AdapterBinding, queryClient: QueryClient): Promise<void> {
  return (screenAt(path)?.readAhead(bind, queryClient) ?? Promise.resolve()).catch(() => undefined);
}

/** Starts loading the screen of `path`; a failure is left to the navigation that needs it. */
export function preloadScreen(path: string): void {
  screenAt(path)
    ?.preload()
    .catch(() => undefined);
}

/**
 * Loads the screens of `paths` one after another, each when the browser is idle. Browsers
 * without requestIdleCallback (and jsdom) load a screen only when it is asked for. Returns a
 * cancel function.
 */
export function preloadScreensWhenIdle(paths: readonly string[]): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  const queue = [...new Set(paths.map(screenAt).filter((s) => s !== undefined))];
  let cancelled = false;
  let handle: number | undefined;
  const next = () => {
    handle = undefined;
    const screen = queue.shift();
    if (cancelled || !screen) return;
    void screen
      .preload()
      .catch(() => undefined)
      .then(() => {
        if (!cancelled) handle = requestIdleCallback(next);
      });
  };
  handle = requestIdleCallback(next);
  return () => {
    cancelled = true;
    if (handle !== undefined) cancelIdleCallback(handle);
  };
}
