export { sessionIdleMachine, readClockFrom, warningAt, expiresAt, timeLeft } from './session-idle-machine.ts';
export type { ClockReading, SessionIdleContext, SessionIdleEvent, SessionIdleMachine, SessionIdleTag } from './session-idle-machine.ts';
export * from './selectors.ts';
