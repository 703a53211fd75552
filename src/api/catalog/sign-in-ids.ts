// The ids of the sign-in calls (sign-in-calls.ts): the client picks the catalog's chunk a call
// needs before loading either, so the ids live apart from the schemas.
export const SIGN_IN_CALL_IDS = ['login', 'register', 'logout', 'refresh', 'verify'] as const;
export type SignInCallId = (typeof SIGN_IN_CALL_IDS)[number];
