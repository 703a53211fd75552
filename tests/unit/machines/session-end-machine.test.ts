// The session end's machine with recording side effects: the order each ending runs them in, a
// storm of refused refreshes leaving once, and the drafts an expiry keeps going to their user only.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionEndMachine, type SessionEndEvent } from '../../../src/machines/session-end/session-end-machine.ts';

function recorded(...events: SessionEndEvent[]) {
  const log: string[] = [];
  const actor = createActor(
    sessionEndMachine.provide({
      actions: {
        endAuthSession: (_, { cause }) => log.push(`end:${cause}`),
        forgetPageMemory: () => log.push('forget'),
        discardDrafts: () => log.push('discard'),
        keepDraftsForExpiry: () => log.push('keep'),
        leaveForLogin: (_, { returnHere }) => log.push(returnHere ? 'login?redirect' : 'login'),
      },
    }),
  ).start();
  for (const event of events) actor.send(event);
  return { log, actor };
}

const admin: SessionEndEvent = { type: 'sessionEnd.signedIn', userId: 'admin' };
const user: SessionEndEvent = { type: 'sessionEnd.signedIn', userId: 'user' };

describe('the session end', () => {
  it('ログアウト: the server session first, then the page forgets everything and leaves for /login', () => {
    expect(recorded(admin, { type: 'sessionEnd.logout' }).log).toEqual(['end:logout', 'forget', 'discard', 'login']);
  });

  it('an idle expiry ends the server session too, and keeps the drafts written from then on', () => {
    const { log, actor } = recorded(admin, { type: 'sessionEnd.expired', cause: 'idle' });
    expect(log).toEqual(['keep', 'end:idle', 'forget', 'login']);
    expect(actor.getSnapshot().context).toEqual({ userId: null, draftsKeptFor: 'admin' });
  });

  it('a storm of refused refreshes leaves once, with the way back', () => {
    const storm = Array.from({ length: 5 }, (): SessionEndEvent => ({
      type: 'sessionEnd.expired',
      cause: 'refreshRefused',
    }));
    expect(recorded(user, ...storm).log).toEqual(['keep', 'end:refreshRefused', 'forget', 'login?redirect']);
  });

  it('after an expiry, the same user keeps the drafts and another user finds none', () => {
    const expire: SessionEndEvent = { type: 'sessionEnd.expired', cause: 'idle' };
    expect(recorded(admin, expire, admin).log).not.toContain('discard');
    expect(recorded(admin, expire, user).log.at(-1)).toBe('discard');
  });

  it('a tab that missed the sign-out forgets the last user when another one signs in', () => {
    const { log, actor } = recorded(admin, user);
    expect(log).toEqual(['forget', 'discard']);
    expect(actor.getSnapshot().context.userId).toBe('user');
    expect(recorded(admin, admin).log).toEqual([]);
  });

  it('another tab signing out: this tab forgets everything without calling the server', () => {
    expect(recorded(admin, { type: 'sessionEnd.remoteLogout' }).log).toEqual([
      'end:remote',
      'forget',
      'discard',
      'login',
    ]);
  });
});
