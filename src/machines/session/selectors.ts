// Narrow reads of the session idle actor for `useSelector(ref, selectX)`.
import type { SnapshotFrom } from 'xstate';
import type { SessionIdleMachine } from './session-idle-machine.ts';

export type SessionIdleSnapshot = SnapshotFrom<SessionIdleMachine>;

/** The "session ends soon" banner (auto-hides after 10 s). */
export const selectShowWarning = (snapshot: SessionIdleSnapshot): boolean => snapshot.hasTag('warningVisible');
/** The "session ended" banner (stays until dismissed or a new session starts). */
export const selectShowExpired = (snapshot: SessionIdleSnapshot): boolean => snapshot.hasTag('expiredVisible');
/** Idle timers are running (active or warning). */
export const selectIsSessionTracked = (snapshot: SessionIdleSnapshot): boolean =>
  snapshot.matches('active') || snapshot.matches('warning');
