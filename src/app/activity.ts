// What the page tells the idle session (spec §9): mouse, key, scroll and touch activity, and the
// moments the page wakes (visible again, focus, back from the back/forward cache, back online,
// resumed after being frozen), when timers may have slept through the deadline.
import { SESSION_ACTIVITY_EVENTS, SESSION_ACTIVITY_THROTTLE_MS } from '../shared/constants.ts';

export function watchActivity(onActivity: () => void, target: Window = window): () => void {
  const handler = () => onActivity();
  for (const type of SESSION_ACTIVITY_EVENTS) target.addEventListener(type, handler, { passive: true, capture: true });
  return () => {
    for (const type of SESSION_ACTIVITY_EVENTS) target.removeEventListener(type, handler, { capture: true });
  };
}

/** Events of the window itself (not captured: an element's focus is not the page waking). */
const WINDOW_WAKE_EVENTS = ['focus', 'pageshow', 'online'] as const;
/** Events of the document: `resume` ends a frozen tab (Page Lifecycle). */
const DOCUMENT_WAKE_EVENTS = ['visibilitychange', 'resume'] as const;

export function watchWake(onWake: () => void, target: Window = window): () => void {
  const handler = () => {
    if (target.document.visibilityState === 'visible') onWake();
  };
  for (const type of WINDOW_WAKE_EVENTS) target.addEventListener(type, handler);
  for (const type of DOCUMENT_WAKE_EVENTS) target.document.addEventListener(type, handler);
  return () => {
    for (const type of WINDOW_WAKE_EVENTS) target.removeEventListener(type, handler);
    for (const type of DOCUMENT_WAKE_EVENTS) target.document.removeEventListener(type, handler);
  };
}

/** Lets one call per window of `ms` through (the first one). */
export function throttle<T>(fn: (value: T) => void, ms: number = SESSION_ACTIVITY_THROTTLE_MS, now: () => number = Date.now): (value: T) => void {
  let last = -Infinity;
  return (value) => {
    const t = now();
    if (t - last >= ms) {
      last = t;
      fn(value);
    }
  };
}
