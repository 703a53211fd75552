// The signed-in user the last session stored, read with its schema (the tolerant reader): apart
// from token-storage.ts, so that a page without a stored session loads no zod before its first
// input (docs/adr/0069-the-login-evaluates-no-zod.md).
import { readable } from '../reading/lenient.ts';
import { authUserSchema, type AuthUser } from '../schemas/accounts/auth-user.ts';
import { tokenStorage } from './token-storage.ts';

/** The stored user, or null when absent or unreadable (a tampered value is dropped). */
export function readStoredUser(): AuthUser | null {
  const raw = tokenStorage.getUserText();
  if (!raw) return null;
  try {
    const parsed = readable(authUserSchema).safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as AuthUser) : null;
  } catch {
    return null;
  }
}
