// Sessions (access + refresh tokens), bearer authentication and the login lockout.
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../shared/constants.ts';
import { auth as authText } from '../../shared/messages/auth.ts';
import { tables, type SessionRow, type UserRow } from '../db.ts';
import { mockSettings, nowIso, nowMs } from '../settings.ts';
import { unauthorized } from './errors.ts';
import { newId, newToken } from './ids.ts';

/** 5 failed logins within 10 minutes for one email lock it (429) until the window passes. */
export const LOGIN_LOCKOUT = { maxFailures: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS } as const;

const failures = new Map<string, number[]>();
const normalise = (email: string) => email.trim().toLowerCase();

function recentFailures(email: string, atMs: number): number[] {
  const list = (failures.get(normalise(email)) ?? []).filter((t) => atMs - t < LOGIN_LOCKOUT.windowMs);
  if (list.length) failures.set(normalise(email), list);
  else failures.delete(normalise(email));
  return list;
}

/**
 * How long the email stays locked (0 when it is not): until the failure that made the count
 * reach the limit, counted back from the newest, leaves the window. Refused attempts during
 * the lockout are not failures, so hammering does not extend it.
 */
export function lockoutRemainingMs(email: string, atMs: number = nowMs()): number {
  const list = recentFailures(email, atMs);
  if (list.length < LOGIN_LOCKOUT.maxFailures) return 0;
  const oldestCounted = list[list.length - LOGIN_LOCKOUT.maxFailures]!;
  return Math.max(0, oldestCounted + LOGIN_LOCKOUT.windowMs - atMs);
}

export function recordLoginFailure(email: string, atMs: number = nowMs()): void {
  failures.set(normalise(email), [...recentFailures(email, atMs), atMs]);
}

export function clearLoginFailures(email: string): void {
  failures.delete(normalise(email));
}

export function resetLoginAttempts(): void {
  failures.clear();
}

function pruneSessions(atMs: number): void {
  for (const session of tables.sessions.all()) {
    if (session.refreshExpiresAt <= atMs) tables.sessions.remove(session.id);
  }
}

/** A new access and refresh token pair, valid from `atMs`. */
function freshTokens(
  atMs: number,
): Pick<SessionRow, 'accessToken' | 'accessExpiresAt' | 'refreshToken' | 'refreshExpiresAt'> {
  return {
    accessToken: newToken('at'),
    accessExpiresAt: atMs + mockSettings.accessTokenTtlMs,
    refreshToken: newToken('rt'),
    refreshExpiresAt: atMs + mockSettings.refreshTokenTtlMs,
  };
}

export function createSession(user: Readonly<UserRow>): Readonly<SessionRow> {
  const atMs = nowMs();
  pruneSessions(atMs);
  return tables.sessions.insert({ id: newId(), userId: user.id, ...freshTokens(atMs), createdAt: nowIso() });
}

/** New access and refresh tokens; the old refresh token (and access token) stop working. */
export function rotateSession(refreshToken: string): Readonly<SessionRow> {
  const atMs = nowMs();
  const session = tables.sessions.all().find((s) => s.refreshToken === refreshToken);
  if (!session || session.refreshExpiresAt <= atMs || !tables.users.get(session.userId)) {
    throw unauthorized(authText.refreshFailed, 'INVALID_REFRESH_TOKEN');
  }
  return tables.sessions.patch(session.id, freshTokens(atMs));
}

export function endSession(sessionId: string): void {
  if (tables.sessions.get(sessionId)) tables.sessions.remove(sessionId);
}

export function endSessionsOf(userId: string): void {
  for (const session of tables.sessions.all()) if (session.userId === userId) tables.sessions.remove(session.id);
}

export interface Authenticated {
  user: Readonly<UserRow>;
  session: Readonly<SessionRow>;
}

/** Reads `Authorization: Bearer <token>`; 401 (Japanese message) when missing, unknown or expired. */
export function authenticate(authorization: string | null): Authenticated {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw unauthorized(authText.unauthenticated, 'UNAUTHENTICATED');
  const token = match[1]!;
  const session = tables.sessions.all().find((s) => s.accessToken === token);
  if (!session) throw unauthorized(authText.unauthenticated, 'INVALID_TOKEN');
  if (session.accessExpiresAt <= nowMs()) throw unauthorized(authText.tokenExpired, 'TOKEN_EXPIRED');
  const user = tables.users.get(session.userId);
  if (!user) throw unauthorized(authText.unauthenticated, 'INVALID_TOKEN');
  return { user, session };
}

/** A JWT-shaped id token (unsigned: the console only stores it). */
export function idTokenFor(user: Readonly<UserRow>): string {
  const b64 = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  const iat = Math.floor(nowMs() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, email: user.email, name: user.displayName, role: user.role, iat })}.mock`;
}
