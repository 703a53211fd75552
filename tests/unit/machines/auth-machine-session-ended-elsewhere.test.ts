// The auth machine against docs/product.md §4 (Authentication) and §8 (login/verify/logout errors),
// with controllable fake calls injected the way the app root injects the real ones (auth-harness.ts).
// Here: the session ended from outside (refresh failed, idle timeout, logout in another tab).
import { describe, expect, it } from 'vitest';
import { selectError, selectIsLoggingOut, selectUser } from '../../../src/machines/auth/selectors.ts';
import { auth as messages } from '../../../src/shared/messages/auth.ts';
import { generalUser, settle, setup, loginAs } from './auth-harness.ts';

describe('authMachine: session expired (refresh failed or idle timeout)', () => {
  it('clears the user and the stored session without calling the server', async () => {
    const h = setup();
    await loginAs(h);
    h.log.length = 0;
    h.actor.send({ type: 'auth.sessionExpired' });
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectError(s)).toBeNull();
    expect(selectIsLoggingOut(s)).toBe(false);
    expect(h.log).toEqual(['clearStoredSession']);
  });

  it('shows the message the event carries', async () => {
    const h = setup();
    await loginAs(h);
    h.actor.send({ type: 'auth.sessionExpired', message: messages.refreshFailed });
    expect(selectError(h.snapshot())).toBe(messages.refreshFailed);
  });

  it('ends a pending verification, whose late result is ignored', async () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.sessionExpired' });
    expect(h.snapshot().value).toBe('unauthenticated');
    h.calls.verify[0]?.resolve(generalUser);
    await settle();
    expect(h.snapshot().value).toBe('unauthenticated');
    expect(selectUser(h.snapshot())).toBeNull();
  });

  it('clears a restored user while unauthenticated', () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.sessionExpired' });
    expect(h.snapshot().value).toBe('unauthenticated');
    expect(selectUser(h.snapshot())).toBeNull();
    expect(h.log).toEqual(['clearStoredSession']);
  });
});

describe('authMachine: logout in another tab', () => {
  it('clears here without calling the server or re-broadcasting', async () => {
    const h = setup();
    await loginAs(h);
    h.log.length = 0;
    h.actor.send({ type: 'auth.remoteLogout' });
    const s = h.snapshot();
    expect(s.value).toBe('unauthenticated');
    expect(selectUser(s)).toBeNull();
    expect(selectIsLoggingOut(s)).toBe(false);
    expect(h.log).toEqual(['clearStoredSession']);
  });

  it('ends a pending verification', () => {
    const h = setup();
    h.actor.send({ type: 'auth.verify' });
    h.actor.send({ type: 'auth.remoteLogout' });
    expect(h.snapshot().value).toBe('unauthenticated');
  });

  it('clears a restored user while unauthenticated', () => {
    const h = setup({ storedUser: generalUser });
    h.actor.send({ type: 'auth.remoteLogout' });
    expect(selectUser(h.snapshot())).toBeNull();
    expect(h.log).toEqual(['clearStoredSession']);
  });
});
