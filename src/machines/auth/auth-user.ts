// The signed-in user as the console keeps it, and how errors of the auth calls become text.
import type { AuthUser } from '../../api/schemas/accounts/auth.ts';
import { auth as messages } from '../../shared/messages/auth.ts';

/** The user of the login or verify response with its role lower-cased (docs/product.md §3, §6); no
 *  role reads as an ordinary user's. */
export interface ClientUser {
  id: string | null;
  email: string | null;
  username: string | null;
  role: string;
  display_name?: string | null;
  created_at?: string | null;
}

export function toClientUser(user: AuthUser): ClientUser {
  return { ...user, role: (user.role ?? '').toLowerCase() };
}

/**
 * The server's own text of a failed call, if it sent one: the `message` field of the error
 * body (the shape `ApiError` of src/api carries as `body`), else its `error` field.
 * A network failure or an error without a body gives undefined, so the caller's fallback shows.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of ['message', 'error'] as const) {
    const text: unknown = (body as Record<string, unknown>)[field];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}

/**
 * The text of a failed sign-in (docs/product.md §8: the server's message, else 'ログインに失敗しました').
 * A throttled sign-in (429) whose answer said how long to wait (Retry-After, read by the API
 * client as `retryAfterSeconds`) names the wait in whole minutes, rounded up.
 */
export function loginErrorMessage(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === 429 &&
    'retryAfterSeconds' in error
  ) {
    const seconds = error.retryAfterSeconds;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0)
      return messages.tooManyAttemptsWait(Math.ceil(seconds / 60));
  }
  return serverMessageOf(error) ?? messages.loginFailed;
}
