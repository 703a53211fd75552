// Narrow reads of the session idle actor for `useSelector(ref, selectX)`.
import { millisecondsInMinute } from 'date-fns/constants';
import type { SnapshotFrom } from 'xstate';
import { timeLeft, type SessionIdleMachine } from './session-idle-machine.ts';

export type SessionIdleSnapshot = SnapshotFrom<SessionIdleMachine>;

/** The "session ends soon" banner (auto-hides after 10 s). */
export const selectShowWarning = (snapshot: SessionIdleSnapshot): boolean => snapshot.hasTag('warningVisible');
/** The "session ended" banner (stays until dismissed or a new session starts). */
export const selectShowExpired = (snapshot: SessionIdleSnapshot): boolean => snapshot.hasTag('expiredVisible');
/** Idle time is tracked (active or warning). */
export const selectIsSessionTracked = (snapshot: SessionIdleSnapshot): boolean => snapshot.matches('tracking');
/**
 * Whole minutes left as the warning says it ("about 4 minutes"), from the reading that showed
 * it; never 0 while the session lasts.
 */
export const selectMinutesLeft = (snapshot: SessionIdleSnapshot): number =>
  Math.max(1, Math.round(timeLeft(snapshot.context) / millisecondsInMinute));
