// A callback with a stable identity that always runs the latest closure of the component
// that calls this hook: its memoised children keep skipping while it renders new functions.
// The closure is as fresh as that component's last render. Inside a memoised component whose
// comparison ignores its callback props, that render may be long gone (a list filter that did
// so dropped a sort chosen since): use memoWithLatestCallbacks there instead.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useLatestCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
