// The statecharts of the console (design.md §2): pure machines whose side effects the app
// root injects with `.provide(...)`, and the selectors screens read them with.
export * from './auth/index.ts';
export * from './session/index.ts';

/** Ids of the long-lived actors the app root starts. */
export const MACHINE_IDS = { auth: 'auth', sessionIdle: 'sessionIdle' } as const;
