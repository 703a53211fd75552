// Remembering where a signed-out visitor was going, as ?redirect=… on /login.
export const REDIRECT_PARAM = 'redirect';
export const HOME_PATH = '/dashboard';

/**
 * A path of this origin: `/` followed by a character other than `/` or `\` (a browser reads
 * `//host` and `/\host` as another site), and no control character anywhere.
 */
const SAME_ORIGIN_START = /^\/(?![/\\])/;
const isControl = (char: string) => char < ' ' || char === '\u007f';

/** Only same-origin paths are followed; anything else lands on the dashboard, without an error. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !SAME_ORIGIN_START.test(value) || [...value].some(isControl) || value.startsWith('/login'))
    return HOME_PATH;
  return value;
}

export function loginPathFor(origin: string): string {
  if (!origin || origin === '/' || origin === HOME_PATH || origin.startsWith('/login')) return '/login';
  return `/login?${REDIRECT_PARAM}=${encodeURIComponent(origin)}`;
}
