// Work that must not hold up the frame a click is waiting for. A setTimeout(0) queued by a
// click's effects often runs before that frame is painted (the browser takes tasks in order
// until the frame is due); a timeout queued from the next animation frame runs after it.
import { useEffect, useState } from 'react';

/** Runs `fn` once the next frame has been painted; returns a cancel function. */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until a frame has been painted while `ready` held, then true for good: lets a screen
 * start secondary work (a query, a render) once its main content is on screen, instead of in
 * the commit that brings that content, which would hold up its first paint.
 */
export function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !ready) return;
    return afterNextPaint(() => setPainted(true));
  }, [ready, painted]);
  return painted;
}
