// Authentication calls (spec §7). The auth machine receives these as injected actors
// (src/app/shell-actors.ts), each on the app's client.
import type { ApiClient } from './client.ts';
import { isApiError } from './errors.ts';
import type { AuthUser, LoginRequest, LoginResponse } from './schemas/auth.ts';

export function login(api: ApiClient, credentials: LoginRequest): Promise<LoginResponse> {
  return api.call('login', { body: credentials });
}

/**
 * GET /auth/verify: the user, or null when the server says the session is not valid
 * (401 that could not be refreshed, 403). Any other failure (5xx, network, a malformed answer)
 * is raised, so that the console can say '認証の確認に失敗しました' (spec §8) instead of
 * silently treating an outage as a signed-out user.
 */
export async function verify(api: ApiClient): Promise<AuthUser | null> {
  try {
    return (await api.call('verify', {})).user;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * POST /auth/logout. The console clears local storage before this call (spec §4), so the
 * token to invalidate is passed in; a 401 here is not refreshed.
 */
export async function logout(api: ApiClient, accessToken: string | null): Promise<void> {
  await api.call('logout', {}, { accessToken, noRefresh: true });
}
