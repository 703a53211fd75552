export { sessionIdleMachine, SESSION_IDLE_DELAYS } from './session-idle-machine.ts';
export type { SessionIdleEvent, SessionIdleMachine, SessionIdleTag } from './session-idle-machine.ts';
export * from './selectors.ts';
