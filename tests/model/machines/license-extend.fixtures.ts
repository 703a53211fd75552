// Fixtures of 延長's expectation (license-extend.expected.ts) and its drivers.
import { lifecycle } from '../../../src/shared/messages/licensing/license-lifecycle.ts';

// The call's id as the product names it, not read from the machine (a renamed call must fail).
const SAVE = 'saveExtension';
export const EXTEND_SAVE_EVENTS = { done: `xstate.done.actor.${SAVE}`, error: `xstate.error.actor.${SAVE}` } as const;
export const EXTEND_SAVE_ID = SAVE;

/** Stands for the licence a driver opens (an expiry in the future, end of a day in Tokyo). */
export const MODEL_LICENSE = { id: 'model-licence', key: 'MODEL-KEY', expiresAt: '2099-06-30T14:59:59.999Z' } as const;
/** When the preview is asked for (before the expiry: counted from it). */
export const MODEL_AT = Date.parse('2030-01-01T00:00:00Z');
/** 30 days after the expiry, on the user's calendar. */
export const EXTENDED_UNTIL = '2099-07-30T14:59:59.999Z';
/** A day before the expiry, as typed and as the day input gives it: not an extension. */
export const EARLIER_DAY = '2000/01/01';
export const EARLIER_UNTIL = '2000-01-01T14:59:59.999Z';
/** The server's refusal the drivers answer with (a 409 with its reason). */
export const EXTEND_REFUSAL = lifecycle.extendRevoked;
