// React.memo for the parts of a list screen that do not change when the page does (dialogs,
// export button): the screen re-renders on every page, sort and filter change and passes new
// closures each time, which would defeat a plain memo. Here every function prop reaches the
// component as a stable forwarder to the latest closure, so only a change of a value prop
// (visible, the selected row, a machine's state) re-renders it. Each hidden PrimeReact Dialog
// skipped saves its render on every page change (issue 8: scripts/bench.ts).
//
// Function props must be callbacks (events, effects), not render helpers: the forwarder
// calls the closure of the last committed render. `sameValues`, when given, replaces memo's
// shallow comparison (e.g. for a list of options rebuilt on every render); the callbacks it
// sees are the stable forwarders.
import { memo, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

type AnyFunction = (...args: unknown[]) => unknown;

export function memoWithLatestCallbacks<P extends object>(
  Component: ComponentType<P>,
  sameValues?: (before: Readonly<P>, after: Readonly<P>) => boolean,
): (props: P) => ReactNode {
  const Memo = memo(Component, sameValues) as unknown as ComponentType<P>;
  function WithLatestCallbacks(props: P) {
    const latest = useRef(props);
    useLayoutEffect(() => {
      latest.current = props;
    });
    const [forwarders] = useState(() => new Map<string, AnyFunction>());
    const stable: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) {
      if (typeof value !== 'function') {
        stable[key] = value;
        continue;
      }
      let forward = forwarders.get(key);
      if (!forward) {
        forward = (...args: unknown[]) => (latest.current as Record<string, AnyFunction | undefined>)[key]?.(...args);
        forwarders.set(key, forward);
      }
      stable[key] = forward;
    }
    return <Memo {...(stable as P)} />;
  }
  WithLatestCallbacks.displayName = `WithLatestCallbacks(${Component.displayName ?? Component.name})`;
  return WithLatestCallbacks;
}
