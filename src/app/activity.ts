// What the page tells the idle session (docs/product.md §9): mouse, key, scroll and touch
// activity, and the moments the page wakes (visible again, focus, back from the bfcache, back
// online, resumed after being frozen), when timers may have slept through the deadline.
import {
  SESSION_ACTIVITY_COALESCE_MS,
  SESSION_ACTIVITY_EVENTS,
  SESSION_ACTIVITY_THROTTLE_MS,
} from '../shared/constants.ts';

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
export function throttle<T>(
  fn: (value: T) => void,
  ms: number = SESSION_ACTIVITY_THROTTLE_MS,
  now: () => number = Date.now,
): (value: T) => void {
  let last = -Infinity;
  return (value) => {
    const t = now();
    if (t - last >= ms) {
      last = t;
      fn(value);
    }
  };
}

/** The time and the timers activity is coalesced by (the idle session's own clock). */
export interface ActivityClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** What becomes of a burst of activity: its first event, and its last one held to the window's end. */
export interface ActivityBurst {
  first: (at: number) => void;
  last: (at: number) => void;
}

/**
 * Hands on activity at most once per window of `ms`, each with the time it happened: the first
 * event at once (a warning hides, a page past its deadline ends), and the last one of the
 * window when the window ends, so the last activity recorded stays exact; a moving mouse fires
 * dozens of events a second (docs/adr/0021-activity-reaches-the-idle-session-once-a-second.md).
 * Returns the handler and a `cancel` for a held event.
 */
export function coalesce(
  burst: ActivityBurst,
  clock: ActivityClock,
  ms: number = SESSION_ACTIVITY_COALESCE_MS,
): { handle: () => void; cancel: () => void } {
  let windowEndsAt = -Infinity;
  let heldAt: number | undefined;
  let timer: unknown;
  const flush = () => {
    timer = undefined;
    const at = heldAt!;
    heldAt = undefined;
    // The next window follows the one that ended, not the moment this ran: a timer that fired
    // late (a page asleep, a throttled tab) must not hold the first activity after it.
    windowEndsAt += ms;
    burst.last(at);
  };
  return {
    handle: () => {
      const at = clock.now();
      // A new window, also when the clock was set back before this one began (held otherwise
      // until the clock caught up, the activity would not count for that long).
      if (at >= windowEndsAt || at < windowEndsAt - ms) {
        windowEndsAt = at + ms;
        burst.first(at);
        return;
      }
      heldAt = at;
      timer ??= clock.setTimeout(flush, windowEndsAt - at);
    },
    cancel: () => {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      heldAt = undefined;
    },
  };
}
