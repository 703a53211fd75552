// Time zones by their IANA names ('Asia/Tokyo', 'America/Los_Angeles'): the browser's own, which
// the user's calendar days are in, and whether a name is one the platform knows.

/** The browser's time zone. */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether `name` is a time zone Intl knows (names are matched without regard to case). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
