// Remembering where a signed-out visitor was going, as ?redirect=… on /login.
export const REDIRECT_PARAM = 'redirect';
export const HOME_PATH = '/dashboard';

/** Only same-site absolute paths are followed (never `//host` or a full URL). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return HOME_PATH;
  return value;
}

export function loginPathFor(origin: string): string {
  if (!origin || origin === '/' || origin === HOME_PATH || origin.startsWith('/login')) return '/login';
  return `/login?${REDIRECT_PARAM}=${encodeURIComponent(origin)}`;
}
