// The four keys the console keeps in local storage (docs/product.md §3).
import { readable } from '../reading/lenient.ts';
import { authUserSchema, type AuthUser, type AuthUserWire } from '../schemas/accounts/auth-user.ts';
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
  /** The stored user, or null when absent or unreadable (a tampered value is dropped). */
  getUser(): AuthUser | null {
    const raw = storage()?.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      const parsed = readable(authUserSchema).safeParse(JSON.parse(raw));
      return parsed.success ? (parsed.data as AuthUser) : null;
    } catch {
      return null;
    }
  },
  removeAccessToken: (): void => storage()?.removeItem(STORAGE_KEYS.accessToken),
  clear(): void {
    const s = storage();
    if (!s) return;
    for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
  },
};

export type TokenStorage = typeof tokenStorage;
