// The signed-in user as the console keeps it, and how errors of the auth calls become text.
import type { AuthUser } from '../../api/schemas/auth.ts';

/** The user of the login or verify response with its role lower-cased (spec §3, §6). */
export type ClientUser = Omit<AuthUser, 'role'> & { role: string };

export function toClientUser(user: AuthUser): ClientUser {
  return { ...user, role: user.role.toLowerCase() };
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
