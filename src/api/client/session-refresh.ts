// One single-flight refresh of the access token (docs/product.md §8), shared by every call that
// saw a 401 and, through the refresh lock, by the console's other tabs.
import { ApiError } from './errors.ts';
import type { RefreshLock } from './refresh-lock.ts';
import type { TokenStore } from './client-types.ts';
import { auth as authText } from '../../shared/messages/auth.ts';

export interface SessionRefresh {
  /** Refreshes the access token once for every caller that saw a 401 with `staleToken`. */
  refresh(staleToken: string | null): Promise<string>;
  /** Ends the session: tokens removed, the handler told, a `session-expired` error thrown. */
  expire(): never;
}

export interface SessionRefreshOptions {
  tokens: TokenStore;
  refreshLock: RefreshLock;
  /** Sends the contract's refresh call with the refresh token. */
  sendRefresh(refreshToken: string): Promise<{ token: string; refreshToken?: string | null | undefined }>;
  onSessionExpired: () => void;
  onTokenRefreshed?: ((accessToken: string) => void) | undefined;
}

const sessionExpired = () => new ApiError({ status: 401, kind: 'session-expired', message: authText.refreshFailed });

export function createSessionRefresh({
  tokens,
  refreshLock,
  sendRefresh,
  onSessionExpired,
  onTokenRefreshed,
}: SessionRefreshOptions): SessionRefresh {
  let inFlight: Promise<string> | null = null;

  function expire(): never {
    tokens.clear();
    onSessionExpired();
    throw sessionExpired();
  }

  function refresh(staleToken: string | null): Promise<string> {
    const current = tokens.getAccessToken();
    if (!inFlight) {
      // Another call already refreshed while this one was in flight: just replay.
      if (current && current !== staleToken) return Promise.resolve(current);
      // The session ended while this call was in flight, or before it was sent (a failed
      // refresh, a logout, here or in another tab): it is over for this call too, and whoever
      // ended it has already said so and gone to /login.
      if (!current && (staleToken || !tokens.getRefreshToken())) return Promise.reject(sessionExpired());
    }
    inFlight ??= refreshLock
      .run(async () => {
        // Another tab refreshed while this one waited: its tokens are in the shared storage.
        const current = tokens.getAccessToken();
        if (current && current !== staleToken) return current;
        const refreshToken = tokens.getRefreshToken();
        if (!refreshToken) expire();
        try {
          const answer = await sendRefresh(refreshToken);
          tokens.setAccessToken(answer.token);
          if (answer.refreshToken) tokens.setRefreshToken(answer.refreshToken);
          onTokenRefreshed?.(answer.token);
          return answer.token;
        } catch {
          // Refused because another tab rotated the token meanwhile (no lock held it): use its tokens.
          const rotated = tokens.getRefreshToken();
          const fresh = tokens.getAccessToken();
          if (fresh && fresh !== staleToken && rotated && rotated !== refreshToken) return fresh;
          return expire();
        }
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return { refresh, expire };
}
