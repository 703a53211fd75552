// The auth machine against docs/product.md §4 (Authentication) and §8 (login/verify/logout errors),
// with controllable fake calls injected the way the app root injects the real ones (auth-harness.ts).
// Here: the session check (verify).
import { describe, expect, it } from 'vitest';
import {
  selectError,
  selectIsAuthenticated,
  selectIsChecking,
  selectIsLoading,
  selectUser,
  selectVerifySkipReason,
} from '../../../src/machines/auth/selectors.ts';
import { auth as messages } from '../../../src/shared/messages/auth.ts';
import { adminUser, generalUser, credentials, apiError, settle, setup, loginAs } from './auth-harness.ts';

describe('authMachine: verify', () => {
  it("is skipped with 'トークンなし' when no access token is stored", () => {
    const h = setup({ storedUser: generalUser, tokenStored: false });
    h.actor.send({ type: 'auth.verify' });
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectVerifySkipReason(s)).toBe('トークンなし');
    expect(h.log).toEqual([]);
    // The skip neither clears the restored user nor touches storage.
    expect(selectUser(s)?.id).toBe(generalUser.id);
  });

  it('is checking (loading) while the call is pending, then authenticated with the user', async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.verify' });
    expect(h.snapshot().value).toBe('verifying');
    expect(selectIsChecking(h.snapshot())).toBe(true);
    expect(selectIsLoading(h.snapshot())).toBe(true);
    expect(selectIsAuthenticated(h.snapshot())).toBe(false);
    expect(selectVerifySkipReason(h.snapshot())).toBeNull();

    h.calls.verify[0]?.resolve({ ...adminUser, role: 'Admin' });
    await settle();
    const s = h.snapshot();
    expect(s.value).toBe('authenticated');
    expect(selectIsChecking(s)).toBe(false);
    expect(selectUser(s)).toEqual({ ...adminUser, role: 'admin' });
    expect(selectError(s)).toBeNull();
    expect(h.log).toEqual(['verifyRequest']);
  });

  it('clears the skip reason when a verification starts', () => {
    const h = setup({ tokenStored: false });
    h.actor.send({ type: 'auth.verify' });
    expect(selectVerifySkipReason(h.snapshot())).toBe(messages.verifySkippedNoToken);
    h.storage.tokenStored = true;
    h.actor.send({ type: 'auth.verify' });
    expect(selectVerifySkipReason(h.snapshot())).toBeNull();
  });

  it('when not verified (null) ends unauthenticated with the stored session removed, without an alert', async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.verify' });
    h.calls.verify[0]?.resolve(null);
    await settle();
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectError(s)).toBeNull();
    expect(h.log).toEqual(['verifyRequest', 'clearStoredSession']);
  });

  it("when the call fails shows the server's message and removes the stored session", async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.verify' });
    h.calls.verify[0]?.reject(apiError(503, 'メンテナンス中です'));
    await settle();
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectError(s)).toBe('メンテナンス中です');
    expect(h.log).toEqual(['verifyRequest', 'clearStoredSession']);
  });

  it("when the call fails without a server message shows '認証の確認に失敗しました'", async () => {
    const h = setup();
    h.actor.send({ type: 'auth.verify' });
    h.calls.verify[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(selectError(h.snapshot())).toBe('認証の確認に失敗しました');
  });

  it('ignores another verify while one is pending', () => {
    const h = setup();
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.verify' });
    expect(h.log).toEqual(['verifyRequest']);
  });

  it('re-verifies while authenticated', async () => {
    const h = setup();
    await loginAs(h);
    h.actor.send({ type: 'auth.verify' });
    expect(h.snapshot().value).toBe('verifying');
    expect(selectUser(h.snapshot())?.id).toBe(adminUser.id); // kept while checking
    h.calls.verify[0]?.resolve(adminUser);
    await settle();
    expect(h.snapshot().value).toBe('authenticated');
  });

  it("while authenticated without a stored token becomes unauthenticated with 'トークンなし'", async () => {
    const h = setup();
    await loginAs(h);
    h.storage.tokenStored = false; // e.g. removed by the API client or another tab
    h.actor.send({ type: 'auth.verify' });
    expect(h.snapshot().value).toBe('unauthenticated');
    expect(selectVerifySkipReason(h.snapshot())).toBe('トークンなし');
    expect(h.log).not.toContain('verifyRequest');
  });

  it('lets the user log in while a verification is pending; its late result is ignored', async () => {
    const h = setup();
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.login', ...credentials });
    expect(h.snapshot().value).toBe('loggingIn');
    h.calls.verify[0]?.resolve(null);
    await settle();
    expect(h.snapshot().value).toBe('loggingIn');
    expect(h.log).not.toContain('clearStoredSession');
  });
});
