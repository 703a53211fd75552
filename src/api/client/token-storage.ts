// The four keys the console keeps in local storage (docs/product.md §3). The stored user is read
// with its schema in stored-user.ts: the login page reads storage before zod's chunk is loaded
// (docs/adr/0069-the-login-evaluates-no-zod.md).
import type { AuthUser, AuthUserWire } from '../schemas/accounts/auth-user.ts';
import { webStorage } from '../../shared/web-storage.ts';

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  idToken: 'idToken',
  refreshToken: 'refreshToken',
  user: 'user',
} as const;

export interface StoredTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

const storage = () => webStorage('localStorage');

export const tokenStorage = {
  getAccessToken: (): string | null => storage()?.getItem(STORAGE_KEYS.accessToken) ?? null,
  getRefreshToken: (): string | null => storage()?.getItem(STORAGE_KEYS.refreshToken) ?? null,
  setAccessToken: (token: string): void => storage()?.setItem(STORAGE_KEYS.accessToken, token),
  setRefreshToken: (token: string): void => storage()?.setItem(STORAGE_KEYS.refreshToken, token),
  saveSession(tokens: StoredTokens, user: AuthUser | AuthUserWire): void {
    const s = storage();
    if (!s) return;
    s.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
    s.setItem(STORAGE_KEYS.idToken, tokens.idToken);
    s.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    s.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  },
  /** The stored user as saved, unread: stored-user.ts reads it. */
  getUserText: (): string | null => storage()?.getItem(STORAGE_KEYS.user) ?? null,
  removeAccessToken: (): void => storage()?.removeItem(STORAGE_KEYS.accessToken),
  clear(): void {
    const s = storage();
    if (!s) return;
    for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
  },
};

export type TokenStorage = typeof tokenStorage;
