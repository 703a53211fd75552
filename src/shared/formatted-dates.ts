// The timestamps format.ts has formatted, kept per pattern. They are the signed-in user's
// records' times, so a session's end forgets them with the rest of the page's memory; this
// module holds no formatter, so the first load can import it without date-fns.
const caches: Map<string, string>[] = [];

/** A new cache for one pattern's formatted timestamps. */
export function formattedDatesCache(): Map<string, string> {
  const cache = new Map<string, string>();
  caches.push(cache);
  return cache;
}

/** Forgets every formatted timestamp. */
export function forgetFormattedDates(): void {
  for (const cache of caches) cache.clear();
}

/** How many formatted timestamps are kept, over every pattern. */
export function formattedDatesHeld(): number {
  return caches.reduce((sum, cache) => sum + cache.size, 0);
}
