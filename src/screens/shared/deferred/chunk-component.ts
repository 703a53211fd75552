// A component whose code is a lazily loaded chunk of its own: the console's screens (the shell's
// route table names them; the menu may load them ahead, screen-preload.ts) and the dashboard's
// trends, which bring the chart library with them. Loaded ahead, it renders with no loading state.
import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A component whose code loads on first render, or earlier through `preload`. */
export interface ChunkComponent<P extends object = object> extends FunctionComponent<P> {
  /** Loads the component's code (once; again after a failure). */
  preload: () => Promise<unknown>;
}

/**
 * A named export loaded as its own chunk. Until its code has arrived the component suspends
 * (React.lazy, the nearest Suspense fallback); once it has, it renders at once. That matters
 * beyond the load itself: React keeps a fallback it has revealed for a minimum time (its
 * fallback throttle, docs/adr/0034-lazy-console-and-screens-loaded-ahead.md), so a component
 * that suspends only briefly still waits that long.
 */
export function chunkComponent<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): ChunkComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => (loaded = pick(m)),
      (error: unknown) => {
        // A failed preload (offline for a moment) must not fail the render that comes later.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Chunk(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Chunk, { preload });
}
