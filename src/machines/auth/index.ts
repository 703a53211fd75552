export { authMachine, AUTH_INVOKE_IDS } from './auth-machine.ts';
export type { AuthContext, AuthEvent, AuthInput, AuthMachine, AuthTag } from './auth-machine.ts';
export { toClientUser, serverMessageOf } from './auth-user.ts';
export type { ClientUser } from './auth-user.ts';
export * from './selectors.ts';
