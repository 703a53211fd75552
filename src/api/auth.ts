// Authentication calls (spec §7). The auth machine receives these as injected actors.
import { callApi } from './http.ts';
import { isApiError } from './errors.ts';
import type { AuthUser, LoginRequest, LoginResponse } from './schemas/auth.ts';

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return callApi('login', { body: credentials });
}

/** GET /auth/verify: the user, or null when the session is not valid (spec §7). */
export async function verify(): Promise<AuthUser | null> {
  try {
    return (await callApi('verify', {})).user;
  } catch (error) {
    // A 401 that could not be refreshed, or any other failure: not verified.
    if (isApiError(error)) return null;
    throw error;
  }
}

/**
 * POST /auth/logout. The console clears local storage before this call (spec §4), so the
 * token to invalidate is passed in; a 401 here is not refreshed.
 */
export async function logout(accessToken: string | null): Promise<void> {
  await callApi('logout', {}, { accessToken, noRefresh: true });
}
