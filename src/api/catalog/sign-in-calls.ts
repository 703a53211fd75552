// The calls of the signed-out pages (login, registration) and of a session's tokens: the catalog's
// part the login page loads, a chunk of its own, so the page does not download every call's
// schemas (docs/adr/0033-api-catalog-as-its-own-chunk.md). endpoints.ts holds them with the rest.
import * as s from '../schemas/accounts/auth.ts';
import type { EndpointDef } from './endpoint-def.ts';
import type { SignInCallId } from './sign-in-ids.ts';

export const signInCalls = {
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'ログイン',
    body: s.loginRequestSchema,
    response: s.loginResponseSchema,
    errors: [429],
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    summary: '利用者登録',
    body: s.registerRequestSchema,
    response: s.registerResponseSchema,
    errors: [409],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    access: 'authenticated',
    summary: 'ログアウト',
    response: s.logoutResponseSchema,
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    summary: 'アクセストークンの更新',
    body: s.refreshRequestSchema,
    response: s.refreshResponseSchema,
  },
  verify: {
    method: 'GET',
    path: '/auth/verify',
    access: 'authenticated',
    summary: '認証状態の確認',
    response: s.verifyResponseSchema,
  },
} as const satisfies Record<SignInCallId, EndpointDef>;
