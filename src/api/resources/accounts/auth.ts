// Authentication calls (docs/product.md §7). The auth machine receives these as injected actors
// (src/app/shell-actors.ts), each on the app's client.
import type { ApiClient } from '../../client/client.ts';
import { isApiError, orIfStatus } from '../../client/errors.ts';
import type { AuthUser, LoginRequest, LoginResponse } from '../../schemas/accounts/auth.ts';

export const login = (api: ApiClient, credentials: LoginRequest): Promise<LoginResponse> =>
  api.call('login', { body: credentials });

/**
 * GET /auth/verify: the user, or null when the server says the session is not valid
 * (401 that could not be refreshed, 403). Any other failure (5xx, network, a malformed answer)
 * is raised, so that the console can say '認証の確認に失敗しました' (docs/product.md §8) instead of
 * silently treating an outage as a signed-out user.
 */
export const verify = (api: ApiClient): Promise<AuthUser | null> =>
  orIfStatus(
    api.call('verify', {}).then((r) => r.user),
    [401, 403],
    null,
  );

/** The tokens a sign-out removed from storage, kept to end the session on the server. */
export interface EndedSession {
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * POST /auth/logout. The console clears local storage before this call (docs/product.md §4), so the
 * token to invalidate is passed in; a 401 here is not refreshed.
 */
export async function logout(api: ApiClient, accessToken: string | null): Promise<void> {
  await api.call('logout', {}, { accessToken, noRefresh: true });
}

/**
 * Ends the session on the server with the tokens storage held: the logout with the access token;
 * when that token had already expired (401), one refresh with the kept refresh token and the
 * logout with the new token, so the refresh token dies with the session (docs/session-end.md).
 */
export async function endServerSession(api: ApiClient, { accessToken, refreshToken }: EndedSession): Promise<void> {
  try {
    await logout(api, accessToken);
  } catch (error) {
    if (!refreshToken || !isApiError(error) || error.status !== 401) throw error;
    const fresh = await api.call('refresh', { body: { refreshToken } }, { accessToken: null, noRefresh: true });
    await logout(api, fresh.token);
  }
}
