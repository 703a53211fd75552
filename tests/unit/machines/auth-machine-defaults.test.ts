// The auth machine against docs/product.md §4 (Authentication) and §8 (login/verify/logout errors),
// with controllable fake calls injected the way the app root injects the real ones (auth-harness.ts).
// Here: clearError, the defaults when nothing is provided, and the auth helpers.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authMachine } from '../../../src/machines/auth/auth-machine.ts';
import { serverMessageOf, toClientUser } from '../../../src/machines/auth/auth-user.ts';
import { selectError, selectIsAdmin } from '../../../src/machines/auth/selectors.ts';
import { auth as messages } from '../../../src/shared/messages/auth.ts';
import { adminUser, credentials, apiError, settle, setup } from './auth-harness.ts';

describe('authMachine: clearError', () => {
  it('clears the error in any state', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.login', ...credentials });
    h.calls.login[0]?.reject(new Error('x'));
    await settle();
    expect(selectError(h.snapshot())).not.toBeNull();
    h.actor.send({ type: 'auth.clearError' });
    expect(selectError(h.snapshot())).toBeNull();
    expect(h.snapshot().value).toBe('unauthenticated');

    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.clearError' });
    expect(h.snapshot().value).toBe('verifying');
  });
});

describe('authMachine: defaults when nothing is provided', () => {
  it('treats a missing token check as "no token" and a missing login call as a failure', async () => {
    const actor = createActor(authMachine, { input: { storedUser: null } }).start();
    actor.send({ type: 'auth.verify' });
    expect(actor.getSnapshot().context.verifySkipReason).toBe(messages.verifySkippedNoToken);
    actor.send({ type: 'auth.login', ...credentials });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.error).toBe(messages.loginFailed);
  });
});

describe('auth helpers', () => {
  it('lower-cases the role only', () => {
    expect(toClientUser({ ...adminUser, role: 'ADMIN' })).toEqual({ ...adminUser, role: 'admin' });
  });

  it("reads the server's message, else its error field, else nothing", () => {
    expect(serverMessageOf(apiError(401, 'ちがいます'))).toBe('ちがいます');
    expect(serverMessageOf({ body: { error: 'エラー' } })).toBe('エラー');
    expect(serverMessageOf({ body: { message: '  ' } })).toBeUndefined();
    expect(serverMessageOf(new Error('Failed to fetch'))).toBeUndefined();
    expect(serverMessageOf(null)).toBeUndefined();
    expect(serverMessageOf('text')).toBeUndefined();
  });

  it('isAdmin compares the role case-insensitively', () => {
    const h = setup({ storedUser: { ...adminUser, role: 'Admin' } });
    expect(selectIsAdmin(h.snapshot())).toBe(true);
    expect(selectIsAdmin(setup().snapshot())).toBe(false);
  });
});
