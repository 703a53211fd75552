// A callback with a stable identity that always runs the latest closure: memoised children
// (filters, the paginator's page-size dropdown) keep skipping while their parent passes a new
// function on every render.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useLatestCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
