// The idle deadline's machine against its expectation (session-idle.expected.ts), on a simulated
// clock: the timers fire exactly when due, and the app's clock reading (`readClock`) reads it.
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { readClockFrom, sessionIdleMachine } from '../../../src/machines/session/session-idle-machine.ts';
import { Impossible, describeOracle } from '../support/oracle.ts';
import { expectation, sessionTimes, type SessionModelTimes } from './session-idle.expected.ts';

const lastActivity = (actor: AnyActorRef) => {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  return snapshot.matches('tracking') ? (snapshot.context as { lastActivityAt: number }).lastActivityAt : null;
};

describeOracle(expectation, {
  logic: (_flow, clock) =>
    sessionIdleMachine.provide({ actions: { readClock: readClockFrom(() => ({ at: clock.wallNow() })) } }),
  send(actor, event, clock) {
    if (event.type === 'session.stop' || event.type === 'session.dismiss') return actor.send(event);
    const times = sessionTimes(event as SessionModelTimes, lastActivity(actor), clock.wallNow());
    // A message from another tab may be older than now; the page itself never wakes in the past.
    if (event.type !== 'session.remoteActivity' && times.at < clock.wallNow())
      throw new Impossible('the clock does not go back');
    clock.sleepUntil(times.at);
    actor.send({ type: event.type, ...times });
  },
  // The clock's own time: a timer set at wall time w for d fires at w + d on the timers' clock.
  dueAt: (actor, event, clock) =>
    sessionTimes(event as SessionModelTimes, lastActivity(actor), clock.wallNow()).at - (clock.wallNow() - clock.now()),
});
