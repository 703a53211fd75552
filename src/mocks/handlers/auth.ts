// POST /api/auth/login, /auth/register, /auth/logout, /auth/refresh; GET /auth/verify.
import { activity } from '../../shared/messages/reports/activity.ts';
import { auth as authText } from '../../shared/messages/auth.ts';
import { users as userText } from '../../shared/messages/users.ts';
import { tables } from '../db.ts';
import { logActivity } from '../domain/reports/activity.ts';
import {
  clearLoginFailures,
  createSession,
  endSession,
  idTokenFor,
  lockoutRemainingMs,
  recordLoginFailure,
  rotateSession,
} from '../domain/auth.ts';
import { conflict, HttpError, unauthorized } from '../domain/errors.ts';
import { newId } from '../domain/ids.ts';
import { fill } from '../domain/text.ts';
import { toAuthUser } from '../domain/views.ts';
import { hashPassword, verifyPassword } from '../seed/passwords.ts';
import { nowIso } from '../settings.ts';
import { created, implement } from './define.ts';
import { findUserByEmail } from '../domain/users.ts';

export const authImplementations = implement({
  login: ({ body }) => {
    const lockedForMs = lockoutRemainingMs(body.email);
    if (lockedForMs > 0) {
      throw new HttpError(
        429,
        authText.tooManyAttempts,
        { code: 'TOO_MANY_ATTEMPTS' },
        { 'Retry-After': String(Math.ceil(lockedForMs / 1000)) },
      );
    }
    const user = findUserByEmail(body.email);
    if (!user || !verifyPassword(body.password, user.passwordHash)) {
      recordLoginFailure(body.email);
      throw unauthorized(authText.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    clearLoginFailures(body.email);
    const session = createSession(user);
    return {
      access_token: session.accessToken,
      id_token: idTokenFor(user),
      refresh_token: session.refreshToken,
      user: toAuthUser(user),
    };
  },

  register: ({ body }) => {
    if (findUserByEmail(body.email)) throw conflict(userText.emailTaken, 'EMAIL_TAKEN');
    const at = nowIso();
    const family = body.family_name ?? '';
    const given = body.given_name ?? '';
    const user = tables.users.insert({
      id: newId(),
      email: body.email,
      username: body.email.split('@')[0] ?? body.email,
      passwordHash: hashPassword(body.password),
      role: 'USER',
      familyName: family,
      givenName: given,
      displayName: [family, given].filter(Boolean).join(' '),
      userType: 'INDEPENDENT',
      tenantId: null,
      subsclightCustomerId: null,
      createdAt: at,
      updatedAt: at,
    });
    logActivity(fill(activity.userRegistered, { email: user.email }), { actorId: user.id });
    return created({ user: toAuthUser(user) });
  },

  logout: ({ session }) => {
    endSession(session.id);
    return { success: true as const };
  },

  refresh: ({ body }) => {
    const session = rotateSession(body.refreshToken);
    return { token: session.accessToken, refreshToken: session.refreshToken };
  },

  verify: ({ user }) => ({ user: toAuthUser(user) }),
});
