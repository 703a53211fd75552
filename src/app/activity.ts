// Mouse, key, scroll and touch activity resets the idle timers (spec §9). Local activity is
// sent at once; the broadcast to other tabs is throttled.
import { SESSION_ACTIVITY_EVENTS, SESSION_ACTIVITY_THROTTLE_MS } from '../shared/constants.ts';

export function watchActivity(onActivity: () => void, target: Window = window): () => void {
  const handler = () => onActivity();
  for (const type of SESSION_ACTIVITY_EVENTS) target.addEventListener(type, handler, { passive: true, capture: true });
  return () => {
    for (const type of SESSION_ACTIVITY_EVENTS) target.removeEventListener(type, handler, { capture: true });
  };
}

export function throttle(fn: () => void, ms: number = SESSION_ACTIVITY_THROTTLE_MS, now: () => number = Date.now): () => void {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last >= ms) {
      last = t;
      fn();
    }
  };
}
