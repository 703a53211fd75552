// A screen of the signed-in console as a lazily loaded chunk of its own (route-table.ts names
// them), which the menu may load ahead (screen-preload.ts) so that opening it shows no loading state.
import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A screen whose code loads on first render, or earlier through `preload`. */
export interface ScreenChunk extends FunctionComponent {
  /** Loads the screen's code (once; again after a failure). */
  preload: () => Promise<unknown>;
}

/**
 * A named export loaded as its own chunk. Until its code has arrived the screen suspends
 * (React.lazy, the route's Suspense fallback); once it has, the screen renders at once. That
 * matters beyond the load itself: React keeps a fallback it has revealed for a minimum time
 * (its fallback throttle), so a screen that suspends only briefly still waits that long.
 */
export function screenChunk<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ScreenChunk {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => (loaded = pick(m)),
      (error: unknown) => {
        // A failed preload (offline for a moment) must not fail the navigation that comes later.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Screen, { preload });
}
