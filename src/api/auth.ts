// Authentication calls (docs/product.md §7). The auth machine receives these as injected actors
// (src/app/shell-actors.ts), each on the app's client.
import type { ApiClient } from './client.ts';
import { orIfStatus } from './errors.ts';
import type { AuthUser, LoginRequest, LoginResponse } from './schemas/auth.ts';

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

/**
 * POST /auth/logout. The console clears local storage before this call (docs/product.md §4), so the
 * token to invalidate is passed in; a 401 here is not refreshed.
 */
export async function logout(api: ApiClient, accessToken: string | null): Promise<void> {
  await api.call('logout', {}, { accessToken, noRefresh: true });
}
